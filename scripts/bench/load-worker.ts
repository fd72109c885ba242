// Worker thread of the HTTP runs: autocannon drives POST /v1/postings with a fresh body (and
// idempotency key) per request, on its own event loop so the load generator does not queue
// behind the service it measures. Reports a RunStats to the parent.
import { parentPort, workerData } from 'node:worker_threads';
import { closedLoop } from './closed-loop.ts';
import { currentThreadId, threadTicks } from './cpu.ts';
import { latencySummary, type RunStats } from './stats.ts';
import { requestBody, workload, type WorkloadSpec } from './workload.ts';

export interface LoadJob {
  name: string;
  description: string;
  url: string;
  token: string;
  connections: number;
  seconds: number;
  spec: WorkloadSpec;
}

const MAX_SAMPLES = 5;

async function run(job: LoadJob): Promise<RunStats> {
  const next = workload(job.spec);
  const latenciesMs: number[] = [];
  const samples: string[] = [];
  let accepted = 0;
  let rejected = 0;
  const failures: Record<string, number> = {};
  const tid = currentThreadId();
  const startTicks = threadTicks(tid);
  const result = await closedLoop({
    url: job.url,
    connections: job.connections,
    seconds: job.seconds,
    request: {
      method: 'POST',
      path: '/v1/postings',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(requestBody(next(), job.spec)) }),
      onResponse: (status, body) => {
        if (status === 201 || status === 200) {
          // The posting's own status; a substring check instead of parsing every body.
          if (body.includes('"status":"accepted"')) accepted += 1;
          else {
            rejected += 1;
            if (samples.length < MAX_SAMPLES) samples.push(`${status} ${body.slice(0, 400)}`);
          }
          return;
        }
        failures[String(status)] = (failures[String(status)] ?? 0) + 1;
        if (samples.length < MAX_SAMPLES) samples.push(`${status} ${body.slice(0, 400)}`);
      },
    },
    onLatency: (statusCode, latencyMs) => {
      if (statusCode >= 200 && statusCode < 300) latenciesMs.push(latencyMs);
    },
    onError: (error) => {
      if (samples.length < MAX_SAMPLES) samples.push(`request error: ${error.message}`);
    },
  });
  return {
    name: job.name,
    driver: 'http',
    description: job.description,
    connections: job.connections,
    seconds: result.seconds,
    accepted,
    rejected,
    failures,
    errors: result.errors,
    ...latencySummary(latenciesMs),
    samples,
    clientCpuSeconds: (threadTicks(tid) - startTicks) / 100,
  };
}

const job = workerData as LoadJob;
run(job).then(
  (stats) => parentPort!.postMessage({ ok: true, stats }),
  (error: unknown) => parentPort!.postMessage({ ok: false, error: String((error as Error)?.stack ?? error) }),
);
