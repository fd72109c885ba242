// The vert:fdx:* event catalogue (seed 000, Events) with its payloads. Every fdx state change
// emits through here inside its tenant transaction, so type and payload stay in step.
import type { Tx } from '../../platform/db/pool.ts';
import { createProducer, type AuditEntry } from '../../platform/events/producer.ts';
import type { ConsentSnapshot } from './consents/model.ts';

export interface FdxEvents {
  'vert:fdx:consent:created': ConsentSnapshot;
  'vert:fdx:consent:updated': ConsentSnapshot;
  'vert:fdx:consent:revoked': { consent_id: string; reason: string; initiator: string };
  'vert:fdx:recipientconsent:started': { consent_id: string; provider_id: string; scopes: string[] };
  'vert:fdx:recipientconsent:refreshed': { consent_id: string };
  'vert:fdx:recipientconsent:revoked': { consent_id: string };
  'vert:fdx:paymentinitiationparty:created': Record<string, unknown>;
  'vert:fdx:paymentnetwork:revoked': { account_id: string; network_id: string };
  'vert:fdx:notificationsubscription:created': { subscription_id: string };
  'vert:fdx:notificationsubscription:deleted': { subscription_id: string };
  'vert:fdx:providerprofile:updated': Record<string, unknown>;
}

export type FdxEventType = keyof FdxEvents;

const producer = createProducer('fdx');

/** Writes an fdx event into the outbox of the caller's tenant transaction. */
export function emitFdxEvent<T extends FdxEventType>(
  tx: Tx,
  envId: string,
  type: T,
  payload: FdxEvents[T],
  correlationId?: string,
): Promise<string> {
  return producer.emit(tx, envId, type, payload as unknown as Record<string, unknown>, correlationId);
}

/** Records an event a consumer cannot apply (malformed data: redelivering it would never succeed). */
export function auditRejectedEvent(
  tx: Tx,
  event: { id: string; type: string; env_id: string; correlation_id: string | null },
  actor: string,
  action: string,
  issues: ReadonlyArray<{ path: ReadonlyArray<string | number>; message: string }>,
): Promise<void> {
  return producer.audit(tx, event.env_id, {
    actor,
    action,
    target: event.id,
    detail: { type: event.type, issues: issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`) },
  }, event.correlation_id ?? undefined);
}

/** Appends to the fdx audit journal in the caller's transaction (fail-closed: it throws). */
export function auditFdx(tx: Tx, envId: string, entry: AuditEntry, correlationId?: string): Promise<void> {
  return producer.audit(tx, envId, entry, correlationId);
}
