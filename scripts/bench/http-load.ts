// Runs one HTTP load job in a worker thread (load-worker.ts) and waits for its RunStats, with
// a hard deadline so a wedged run cannot hang the benchmark.
import { Worker } from 'node:worker_threads';
import type { LoadJob } from './load-worker.ts';
import type { RunStats } from './stats.ts';

/** Slack on top of the run's duration for connection set-up and the last in-flight requests. */
const DEADLINE_SLACK_SECONDS = 60;
/** How long a worker that reported may take to exit on its own. */
const EXIT_GRACE_MS = 5000;

export function runHttpLoad(job: LoadJob): Promise<RunStats> {
  // The worker is TypeScript: register tsx's loader inside it before importing it.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./load-worker.ts', import.meta.url).href;
  const worker = new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`, {
    eval: true,
    workerData: job,
  });
  return new Promise<RunStats>((resolve, reject) => {
    const deadline = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`${job.name}: no result within ${job.seconds + DEADLINE_SLACK_SECONDS} s`));
    }, (job.seconds + DEADLINE_SLACK_SECONDS) * 1000);
    let result: RunStats | undefined;
    worker.once('message', (message: { ok: true; stats: RunStats } | { ok: false; error: string }) => {
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
      if (result) resolve(result);
      else reject(new Error(`${job.name}: load worker exited with code ${code} before reporting`));
    });
  });
}
