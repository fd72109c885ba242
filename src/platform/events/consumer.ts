// Idempotent consumers: the event's effect and the (consumer, event id) marker commit in the
// same tenant transaction, so a redelivered event is applied exactly once.
import { sql, type Database, type Tx } from '../db/pool.ts';
import type { EventBus, Subscription } from './bus.ts';
import type { EventEnvelope } from './envelope.ts';

export interface ConsumerOptions {
  db: Database;
  bus: EventBus;
  /** Durable name, also the deduplication namespace. */
  name: string;
  patterns: string[];
  handle: (tx: Tx, event: EventEnvelope) => Promise<void>;
  /** Called (outside the rolled-back transaction) before a failure is handed back for redelivery. */
  onError?: (event: EventEnvelope, error: unknown) => Promise<void>;
}

/** Applies one event once; returns false when it had been applied before. */
export async function applyOnce(
  db: Database,
  consumer: string,
  event: EventEnvelope,
  handle: (tx: Tx, event: EventEnvelope) => Promise<void>,
): Promise<boolean> {
  return db.withTenant(event.env_id, async (tx) => {
    const inserted = await tx.query(sql.unsafe`
      insert into platform.processed_events (env_id, consumer, event_id)
      values (${event.env_id}, ${consumer}, ${event.id})
      on conflict do nothing`);
    if (inserted.rowCount === 0) return false;
    await handle(tx, event);
    return true;
  });
}

export function startConsumer(options: ConsumerOptions): Promise<Subscription> {
  return options.bus.subscribe({
    durable: options.name,
    patterns: options.patterns,
    handler: async (event) => {
      try {
        await applyOnce(options.db, options.name, event, options.handle);
      } catch (error) {
        await options.onError?.(event, error).catch(() => undefined);
        throw error;
      }
    },
  });
}
