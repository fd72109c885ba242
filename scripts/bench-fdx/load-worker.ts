// Worker thread of `npm run bench:fdx`: drives GET /fdx/v6/accounts/{id}/transactions with a
// DPoP-bound token and a fresh DPoP proof per request — at a constant arrival rate (open loop,
// `../bench/open-loop.ts`) when the job names a rate, else as fast as the service answers
// (`../bench/closed-loop.ts`, autocannon). A run's proofs are signed before it
// starts (clients sign on their own machines, not on the one under test), and a queue refilled
// between requests covers runs too long for that. Reports latencies and this thread's CPU.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { importJWK, SignJWT, type JWK } from 'jose';
import { accessTokenHash } from '../../src/platform/auth/dpop.ts';
import { currentThreadId, threadTicks } from '../bench/cpu.ts';
import { closedLoop } from '../bench/closed-loop.ts';
import { openLoop } from '../bench/open-loop.ts';
import { percentile } from '../bench/stats.ts';

export interface FdxLoadJob {
  name: string;
  url: string;
  path: string;
  envId: string;
  token: string;
  privateJwk: JWK;
  publicJwk: JWK;
  connections: number;
  seconds: number;
  /** Requests per second over all connections, evenly spaced (open loop); 0 = as fast as the service answers. */
  rate: number;
}

export interface FdxLoadStats {
  name: string;
  connections: number;
  rate: number;
  seconds: number;
  ok: number;
  failures: Record<string, number>;
  errors: number;
  /** Requests sent with a proof signed on the spot because the queue ran dry. */
  starved: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  samples: string[];
  /** CPU seconds this load-generating thread used during the run. */
  cpuSeconds: number;
  /** Open-loop runs: how long due requests waited for an idle connection (p95 and maximum, ms). */
  queuedP95Ms?: number;
  queuedMaxMs?: number;
}

/** Proofs stay valid for the service's iat window (60 s); the queue holds a few seconds' worth. */
const QUEUE_TARGET = 4000;
/** Runs up to this long get all their proofs signed up front (signing included, they stay inside the iat window). */
const PRESIGN_MAX_SECONDS = 40;
/** Proofs per second signed up front for a max-rate run: above anything this machine answers. */
const PRESIGN_MAX_RATE = 800;

async function run(job: FdxLoadJob): Promise<FdxLoadStats> {
  const key = await importJWK(job.privateJwk, 'ES256');
  const htu = `${job.url}${job.path.split('?')[0]}`;
  const ath = accessTokenHash(job.token);
  const sign = () =>
    new SignJWT({ htm: 'GET', htu, jti: randomUUID(), ath }).setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: job.publicJwk }).setIssuedAt().sign(key);
  const queue: string[] = [];
  const fill = async (count: number) => {
    const batch = await Promise.all(Array.from({ length: count }, sign));
    queue.push(...batch);
  };
  const presigned = job.seconds <= PRESIGN_MAX_SECONDS ? Math.ceil((job.rate > 0 ? job.rate * 1.1 : PRESIGN_MAX_RATE) * job.seconds) + 100 : QUEUE_TARGET;
  for (let signed = 0; signed < presigned; signed += 500) await fill(Math.min(500, presigned - signed));
  const low = Math.min(QUEUE_TARGET, presigned / 4);
  let running = true;
  const refill = (async () => {
    while (running) {
      if (queue.length < low) await fill(50);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  // A dry queue reuses the last proof, which the service rejects as a replay: counted, and
  // visible as failures, so a starved run cannot pass for a fast one.
  let starved = 0;
  let spare = queue[queue.length - 1]!;
  const latenciesMs: number[] = [];
  const samples: string[] = [];
  const failures: Record<string, number> = {};
  let ok = 0;
  const tid = currentThreadId();
  const startTicks = threadTicks(tid);
  parentPort!.postMessage({ started: true });
  const nextProof = () => {
    let proof = queue.shift();
    if (proof === undefined) {
      starved += 1;
      proof = spare;
    } else spare = proof;
    return proof;
  };
  const onResponse = (status: number, body: string) => {
    if (status === 200) {
      ok += 1;
      return;
    }
    failures[String(status)] = (failures[String(status)] ?? 0) + 1;
    if (samples.length < 5) samples.push(`${status} ${body.slice(0, 300)}`);
  };
  let seconds: number;
  let errors: number;
  let queuedP95Ms: number | undefined;
  let queuedMaxMs: number | undefined;
  if (job.rate > 0) {
    const host = new URL(job.url).host;
    const result = await openLoop({
      url: job.url,
      connections: job.connections,
      rate: job.rate,
      seconds: job.seconds,
      request: () => `GET ${job.path} HTTP/1.1\r\nhost: ${host}\r\nauthorization: DPoP ${job.token}\r\ndpop: ${nextProof()}\r\nx-platform-env-id: ${job.envId}\r\n\r\n`,
      // Only 200s count as answered calls and give latencies, as in the closed-loop runs.
      onResponse: (status, body, latencyMs) => {
        if (status === 200) latenciesMs.push(latencyMs);
        onResponse(status, status === 200 ? '' : body.toString('utf8'));
      },
    });
    seconds = result.seconds;
    errors = result.errors;
    queuedP95Ms = result.queuedP95Ms;
    queuedMaxMs = result.queuedMaxMs;
    samples.push(...result.errorSamples.slice(0, Math.max(0, 5 - samples.length)));
  } else {
    const result = await closedLoop({
      url: job.url,
      connections: job.connections,
      seconds: job.seconds,
      request: {
        method: 'GET',
        path: job.path,
        setupRequest: (request) => ({ ...request, headers: { authorization: `DPoP ${job.token}`, dpop: nextProof(), 'x-platform-env-id': job.envId } }),
        onResponse,
      },
      onLatency: (statusCode, latencyMs) => {
        if (statusCode === 200) latenciesMs.push(latencyMs);
      },
      onError: (error) => {
        if (samples.length < 5) samples.push(`request error: ${error.message}`);
      },
    });
    seconds = result.seconds;
    errors = result.errors;
  }
  const cpuSeconds = (threadTicks(tid) - startTicks) / 100;
  running = false;
  await refill;
  const sorted = Array.from(Float64Array.from(latenciesMs).sort());
  return {
    name: job.name,
    connections: job.connections,
    rate: job.rate,
    seconds,
    ok,
    failures,
    errors,
    starved,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    samples,
    cpuSeconds,
    ...(queuedP95Ms === undefined ? {} : { queuedP95Ms, queuedMaxMs }),
  };
}

const job = workerData as FdxLoadJob;
run(job).then(
  (stats) => parentPort!.postMessage({ ok: true, stats }),
  (error: unknown) => parentPort!.postMessage({ ok: false, error: String((error as Error)?.stack ?? error) }),
);
