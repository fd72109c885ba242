// The vert:ledger:* event catalogue (seed 001, Events) with its payloads. Every ledger state
// change emits through here, inside its tenant transaction, so type and payload stay in step.
import type { Tx } from '../../platform/db/pool.ts';
import { createProducer, type AuditEntry } from '../../platform/events/producer.ts';

export interface LedgerEvents {
  'vert:ledger:posting:created': { posting_id: string; batch_id: string; replay?: boolean; schedule_type?: string };
  'vert:ledger:posting:async:request': { posting_id: string };
  'vert:ledger:posting:republished': { posting_id: string; original_error: string };
  'vert:ledger:posting:async:cancelled': { posting_id: string; reason: string | null };
  'vert:ledger:account:created': { account_id: string; product_id: string; customer_id?: string };
  'vert:ledger:account:updated': { account_id: string; fields_changed: string[] };
  'vert:ledger:product:created': { product_id: string; product_type: string };
  'vert:ledger:product:updated': { product_id: string; product_type: string };
  'vert:ledger:product:activated': { env_id: string; product_id: string };
  'vert:ledger:productversion:created': { product_id: string; version_id: string };
  'vert:ledger:customer:created': { customer_id: string; display_name: string };
  'vert:ledger:customer:updated': { customer_id: string; display_name: string };
  'vert:ledger:customer:authlinked': { customer_id: string; platform_auth_user_id: string };
  'vert:ledger:internalaccount:created': { account_id: string };
  'vert:ledger:paymentdevice:created': { device_id: string };
}

export type LedgerEventType = keyof LedgerEvents;

const producer = createProducer('ledger');

/** Writes a ledger event into the outbox of the caller's tenant transaction. */
export function emitLedgerEvent<T extends LedgerEventType>(
  tx: Tx,
  envId: string,
  type: T,
  payload: LedgerEvents[T],
  correlationId?: string,
): Promise<string> {
  return producer.emit(tx, envId, type, payload as Record<string, unknown>, correlationId);
}

/** Appends to the ledger audit journal in the caller's transaction (fail-closed: it throws). */
export function auditLedger(tx: Tx, envId: string, entry: AuditEntry, correlationId?: string): Promise<void> {
  return producer.audit(tx, envId, entry, correlationId);
}
