// Where a posting's time goes, at concurrency 1: every statement the service's pg clients send
// is counted and timed (pg.Client.prototype.query is wrapped for the duration), so a request's
// latency splits into database round trips and everything else (HTTP, JWT, OpenAPI
// validation, Cedar, zod parsing, JSON). Statements a client sends in the same tick are
// pipelined by the pool's driver (ADR 0011): they share one round trip, timed from the first
// send to the last answer. Run once with the outbox relay paused (the request
// path alone) and once with it running (what the relay adds per posting).
import pg from 'pg';
import type { RunningService } from '../../src/platform/host.ts';
import { requestBody, workload, type WorkloadSpec } from './workload.ts';

export interface StatementStat {
  statement: string;
  perPosting: number;
  meanMs: number;
}

export interface Profile {
  postings: number;
  relay: 'paused' | 'running';
  roundTripsPerPosting: number;
  statementsPerPosting: number;
  latencyMs: number;
  databaseMs: number;
  statements: StatementStat[];
}

type QueryFn = (...args: unknown[]) => unknown;

/** A statement's label: its first words with parameters and whitespace normalised. */
function label(query: unknown): string {
  const text = typeof query === 'string' ? query : ((query as { text?: string })?.text ?? String(query));
  return text.replace(/\s+/g, ' ').trim().slice(0, 110);
}

interface Recorder {
  statement(statement: string, ms: number): void;
  roundTrip(ms: number): void;
}
let recorder: Recorder | undefined;

/** The statements of one client sent in one tick: one round trip. */
interface Batch {
  started: number;
  open: number;
  sealed: boolean;
}

/**
 * Wraps pg.Client.prototype.query once for the life of the process (swapping it back and forth
 * would make V8 deoptimise a hot path again and again); it records only while `recorder` is set.
 */
function installProbe(): void {
  const proto = pg.Client.prototype as unknown as { query: QueryFn; __benchProbe?: true };
  if (proto.__benchProbe) return;
  const original = proto.query;
  proto.query = function (this: { __benchBatch?: Batch }, ...args: unknown[]) {
    const record = recorder;
    if (!record) return original.apply(this, args);
    let batch = this.__benchBatch;
    if (!batch || batch.sealed) {
      const opened: Batch = { started: performance.now(), open: 0, sealed: false };
      queueMicrotask(() => {
        opened.sealed = true;
      });
      this.__benchBatch = batch = opened;
    }
    const current = batch;
    current.open += 1;
    const started = performance.now();
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      const done = () => {
        const now = performance.now();
        record.statement(label(args[0]), now - started);
        current.open -= 1;
        if (current.open === 0) record.roundTrip(now - current.started);
      };
      void (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
  proto.__benchProbe = true;
}

async function measure(ledger: RunningService, token: string, spec: WorkloadSpec, postings: number, relay: Profile['relay']): Promise<Profile> {
  installProbe();
  const stats = new Map<string, { count: number; totalMs: number }>();
  let databaseMs = 0;
  let roundTrips = 0;
  recorder = {
    statement(statement, ms) {
      const entry = stats.get(statement) ?? { count: 0, totalMs: 0 };
      entry.count += 1;
      entry.totalMs += ms;
      stats.set(statement, entry);
    },
    roundTrip(ms) {
      roundTrips += 1;
      databaseMs += ms;
    },
  };
  const next = workload(spec);
  let latencyMs = 0;
  try {
    for (let i = 0; i < postings; i += 1) {
      const started = performance.now();
      const response = await fetch(`${ledger.url}/v1/postings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(requestBody(next(), spec)),
      });
      const text = await response.text();
      latencyMs += performance.now() - started;
      if (response.status !== 201) throw new Error(`profile posting failed: ${response.status} ${text.slice(0, 300)}`);
    }
    // Let the relay drain what the last postings emitted before counting stops.
    if (relay === 'running') await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    recorder = undefined;
  }
  const total = [...stats.values()].reduce((a, s) => a + s.count, 0);
  return {
    postings,
    relay,
    roundTripsPerPosting: roundTrips / postings,
    statementsPerPosting: total / postings,
    latencyMs: latencyMs / postings,
    databaseMs: databaseMs / postings,
    statements: [...stats.entries()]
      .map(([statement, s]) => ({ statement, perPosting: s.count / postings, meanMs: s.totalMs / s.count }))
      .sort((a, b) => b.perPosting * b.meanMs - a.perPosting * a.meanMs),
  };
}

/** Profiles `postings` sequential postings of `spec`, relay paused then running. */
export async function profilePostings(ledger: RunningService, token: string, spec: WorkloadSpec, postings: number): Promise<Profile[]> {
  const profiles: Profile[] = [];
  if (ledger.relay) {
    await ledger.relay.stop();
    try {
      profiles.push(await measure(ledger, token, { ...spec, keyPrefix: `${spec.keyPrefix}-paused` }, postings, 'paused'));
    } finally {
      ledger.relay.start();
    }
  }
  profiles.push(await measure(ledger, token, { ...spec, keyPrefix: `${spec.keyPrefix}-running` }, postings, 'running'));
  return profiles;
}
