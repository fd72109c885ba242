// Drains producer outboxes to the event bus. Rows are leased (not locked) while being
// published, so no row lock is held across the network call; a crash between publish and
// mark lets the lease expire and the row is published again — consumers deduplicate by id.
// Rows are published in `seq` order (an identity column: a total order, unlike timestamps).
import { z } from 'zod';
import { sql, type Database } from '../db/pool.ts';
import type { Logger } from '../logger.ts';
import type { EventBus } from './bus.ts';
import type { EventEnvelope } from './envelope.ts';

export interface RelayOptions {
  db: Database;
  bus: EventBus;
  /** Service schemas whose outbox this relay drains. */
  schemas: string[];
  /** Envelope `source`, by schema. */
  sourceOf?: (schema: string) => string;
  logger?: Logger;
  batchSize?: number;
  leaseSeconds?: number;
  idleMs?: number;
  /** After a wake-up, wait this long so that several commits are published by one claim. */
  coalesceMs?: number;
}

const outboxRow = z.object({
  id: z.string(),
  env_id: z.string(),
  type: z.string(),
  payload: z.record(z.unknown()),
  correlation_id: z.string().nullable(),
  created_at: z.string(),
  seq: z.string(),
});

export interface Relay {
  /** Publishes what is due now; returns how many rows were published. */
  drainOnce(): Promise<number>;
  /** Wakes the loop (called after a transaction that wrote events commits). */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export function createRelay(options: RelayOptions): Relay {
  const batchSize = options.batchSize ?? 100;
  const leaseSeconds = options.leaseSeconds ?? 30;
  const idleMs = options.idleMs ?? 500;
  const coalesceMs = options.coalesceMs ?? 10;
  const sourceOf = options.sourceOf ?? ((schema: string) => `vert-${schema}`);
  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function drainSchema(schema: string): Promise<number> {
    const outbox = sql.identifier([schema, 'outbox']);
    const rows = await options.db.asRelay((tx) =>
      tx.any(sql.type(outboxRow)`
        update ${outbox} set leased_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        where id in (
          select id from ${outbox}
          where published_at is null and (leased_until is null or leased_until < now())
          order by seq
          limit ${batchSize}
          for update skip locked)
        returning id, env_id, type, payload, correlation_id, created_at, seq`),
    );
    if (rows.length === 0) return 0;
    // int8 arrives as a string: compare as BigInt to keep the outbox order.
    const ordered = [...rows].sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
    const published: string[] = [];
    let failure: { id: string; message: string } | undefined;
    for (const row of ordered) {
      const event: EventEnvelope = {
        id: row.id,
        type: row.type,
        source: sourceOf(schema),
        env_id: row.env_id,
        time: row.created_at,
        correlation_id: row.correlation_id,
        data: row.payload,
      };
      try {
        await options.bus.publish(event);
        published.push(row.id);
      } catch (error) {
        // Keep order: stop at the first failure; the rest are retried after their lease.
        failure = { id: row.id, message: String(error) };
        options.logger?.warn({ err: error, eventId: row.id }, 'outbox publish failed');
        break;
      }
    }
    await options.db.asRelay(async (tx) => {
      if (published.length > 0) {
        await tx.query(sql.unsafe`
          update ${outbox} set published_at = now(), leased_until = null, last_error = null
          where id = any(${sql.array(published, 'uuid')})`);
      }
      if (failure) {
        await tx.query(sql.unsafe`
          update ${outbox} set last_error = ${failure.message}, leased_until = now() + interval '1 second'
          where id = ${failure.id}`);
      }
    });
    return published.length;
  }

  async function drainOnce(): Promise<number> {
    let total = 0;
    for (const schema of options.schemas) total += await drainSchema(schema);
    return total;
  }

  async function run(): Promise<void> {
    while (running) {
      let published = 0;
      try {
        published = await drainOnce();
      } catch (error) {
        options.logger?.error({ err: error }, 'outbox relay iteration failed');
      }
      // A full batch: more rows may be due at once. Otherwise wait for a commit or the poll.
      if (published >= batchSize || !running) continue;
      const woken = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), idleMs);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      wake = undefined;
      // Let the commits of concurrent requests gather, so one claim serves several of them.
      if (woken && running) await new Promise((resolve) => setTimeout(resolve, coalesceMs));
    }
  }

  return {
    drainOnce,
    kick: () => wake?.(),
    start() {
      if (running) return;
      running = true;
      options.db.onEventsCommitted(() => wake?.());
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
