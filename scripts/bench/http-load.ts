// Runs one HTTP load job in a worker thread and waits for its stats, with a hard deadline so a
// wedged run cannot hang the benchmark. The worker posts `{ ok, stats | error }` once.
import { startTypeScriptWorker } from '../../src/platform/typescript-worker.ts';
import type { LoadJob } from './load-worker.ts';
import type { RunStats } from './stats.ts';

/** Slack on top of the run's duration for connection set-up and the last in-flight requests. */
const DEADLINE_SLACK_SECONDS = 60;
/** How long a worker that reported may take to exit on its own. */
const EXIT_GRACE_MS = 5000;

/** `bench:ledger`'s load (load-worker.ts). */
export function runHttpLoad(job: LoadJob): Promise<RunStats> {
  return runLoadWorker<RunStats>(new URL('./load-worker.ts', import.meta.url), job);
}

/**
 * Runs the load worker at `entry` (TypeScript) with `job` and resolves with the stats it reports.
 * A worker that prepares before it loads posts `{ started: true }` when the load begins: `onStarted` runs then.
 */
export function runLoadWorker<S>(entry: URL, job: { name: string; seconds: number }, onStarted?: () => void): Promise<S> {
  const worker = startTypeScriptWorker(entry, job);
  return new Promise<S>((resolve, reject) => {
    const deadline = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`${job.name}: no result within ${job.seconds + DEADLINE_SLACK_SECONDS} s`));
    }, (job.seconds + DEADLINE_SLACK_SECONDS) * 1000);
    let result: S | undefined;
    worker.on('message', (message: { started: true } | { ok: true; stats: S } | { ok: false; error: string }) => {
      if ('started' in message) {
        onStarted?.();
        return;
      }
      if (!message.ok) {
        clearTimeout(deadline);
        reject(new Error(`${job.name}: ${message.error}`));
        return;
      }
      result = message.stats;
      // The worker ends by itself once autocannon has closed its sockets; terminating a busy
      // isolate is kept for the case where it does not.
      setTimeout(() => void worker.terminate(), EXIT_GRACE_MS).unref();
    });
    worker.once('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(deadline);
      if (result !== undefined) resolve(result);
      else reject(new Error(`${job.name}: load worker exited with code ${code} before reporting`));
    });
  });
}
