// Writes events and audit entries into a service's producer tables inside the caller's
// tenant transaction, so a state change and its event commit or roll back together.
import { randomUUID } from 'node:crypto';
import { sql, markEventsWritten, unread, type Tx } from '../db/pool.ts';
import { EVENT_TYPE_PATTERN } from './envelope.ts';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
}

export interface Producer {
  /** The service schema whose `outbox` and `audit_journal` this producer writes. */
  readonly schema: string;
  /** Returns the event id. */
  emit(tx: Tx, envId: string, type: string, data: Record<string, unknown>, correlationId?: string): Promise<string>;
  audit(tx: Tx, envId: string, entry: AuditEntry, correlationId?: string): Promise<void>;
}

export function createProducer(schema: string): Producer {
  const outbox = sql.identifier([schema, 'outbox']);
  const journal = sql.identifier([schema, 'audit_journal']);
  return {
    schema,
    async emit(tx, envId, type, data, correlationId) {
      if (!EVENT_TYPE_PATTERN.test(type)) throw new Error(`Invalid event type: ${type}`);
      const id = randomUUID();
      await tx.query(sql.type(unread)`
        insert into ${outbox} (id, env_id, type, payload, correlation_id)
        values (${id}, ${envId}, ${type}, ${sql.jsonb(data as never)}, ${correlationId ?? null})`);
      markEventsWritten(tx);
      return id;
    },
    async audit(tx, envId, entry, correlationId) {
      await tx.query(sql.type(unread)`
        insert into ${journal} (env_id, actor, action, target, detail, correlation_id)
        values (${envId}, ${entry.actor}, ${entry.action}, ${entry.target ?? null},
                ${sql.jsonb((entry.detail ?? {}) as never)}, ${correlationId ?? null})`);
    },
  };
}
