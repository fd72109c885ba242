// SQL of the provider grant ledger. Every statement filters env_id as well as running under RLS.
import { z } from 'zod';
import { deferWrite, sql, type Tx } from '../../../platform/db/pool.ts';
import type { Consent, ConsentResource, ConsentStatus, DataCluster, DurationType } from './model.ts';

const resourceRow = z.object({
  resourceType: z.enum(['ACCOUNT', 'CUSTOMER', 'DOCUMENT']),
  resourceId: z.string(),
  dataClusters: z.array(z.string()),
});

const consentRow = z.object({
  id: z.string().uuid(),
  handle: z.string(),
  grant_id: z.string(),
  customer_id: z.string(),
  client_id: z.string(),
  client_name: z.string().nullable(),
  status: z.enum(['PENDING', 'ACTIVE', 'SUSPENDED', 'EXPIRED', 'REVOKED']),
  scopes: z.array(z.string()),
  data_clusters: z.array(z.string()),
  duration_type: z.enum(['ONE_TIME', 'PERSISTENT', 'TIME_BOUND']),
  duration_period: z.number().int().nullable(),
  lookback_period: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  resources: z.array(resourceRow),
  /** Whether the duration window has passed, by the database clock. */
  lapsed: z.boolean(),
});
type ConsentRow = z.infer<typeof consentRow>;

export type LoadedConsent = Consent & { lapsed: boolean };

function toConsent(row: ConsentRow): LoadedConsent {
  return {
    id: row.id,
    handle: row.handle,
    grantId: row.grant_id,
    customerId: row.customer_id,
    clientId: row.client_id,
    clientName: row.client_name,
    status: row.status,
    scopes: row.scopes,
    dataClusters: row.data_clusters as DataCluster[],
    durationType: row.duration_type,
    durationPeriod: row.duration_period,
    lookbackPeriod: row.lookback_period,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    resources: row.resources as ConsentResource[],
    lapsed: row.lapsed,
  };
}

const selectConsent = (where: ReturnType<typeof sql.fragment>) => sql.type(consentRow)`
  select c.id, c.handle, c.grant_id, c.customer_id, c.client_id, c.client_name, c.status, c.scopes,
         c.data_clusters, c.duration_type, c.duration_period, c.lookback_period, c.expires_at,
         c.created_at, c.updated_at,
         coalesce((select jsonb_agg(jsonb_build_object('resourceType', r.resource_type, 'resourceId', r.resource_id,
                                                       'dataClusters', to_jsonb(r.data_clusters))
                                    order by r.resource_type, r.resource_id)
                   from fdx.consent_resources r where r.env_id = c.env_id and r.consent_id = c.id), '[]'::jsonb) as resources,
         (c.expires_at is not null and c.expires_at <= clock_timestamp()) as lapsed
  from fdx.consents c
  where ${where}`;

/** The chokepoint's single-row lookup: primary key, never cached. */
export async function findConsent(tx: Tx, envId: string, consentId: string): Promise<LoadedConsent | null> {
  const row = await tx.maybeOne(selectConsent(sql.fragment`c.env_id = ${envId} and c.id = ${consentId}`));
  return row ? toConsent(row) : null;
}

export async function findConsentByGrant(tx: Tx, envId: string, grantId: string): Promise<LoadedConsent | null> {
  const row = await tx.maybeOne(selectConsent(sql.fragment`c.env_id = ${envId} and c.grant_id = ${grantId}`));
  return row ? toConsent(row) : null;
}

export interface NewConsent {
  id: string;
  handle: string;
  grantId: string;
  customerId: string;
  clientId: string;
  clientName: string | null;
  scopes: string[];
  dataClusters: DataCluster[];
  durationType: DurationType;
  durationPeriod: number | null;
  lookbackPeriod: number | null;
  expiresAt: string | null;
  resources: ConsentResource[];
}

/** Inserts a PENDING consent with its resources and first history entry; false when it exists. */
export async function insertConsent(tx: Tx, envId: string, c: NewConsent): Promise<boolean> {
  const inserted = await tx.query(sql.unsafe`
    insert into fdx.consents (env_id, id, handle, grant_id, customer_id, client_id, client_name, status, scopes,
                              data_clusters, duration_type, duration_period, lookback_period, expires_at)
    values (${envId}, ${c.id}, ${c.handle}, ${c.grantId}, ${c.customerId}, ${c.clientId}, ${c.clientName}, 'PENDING',
            ${sql.array(c.scopes, 'text')}, ${sql.array(c.dataClusters, 'text')}, ${c.durationType},
            ${c.durationPeriod}, ${c.lookbackPeriod}, ${c.expiresAt})
    on conflict do nothing`);
  if (inserted.rowCount === 0) return false;
  if (c.resources.length > 0) {
    await tx.query(sql.unsafe`
      insert into fdx.consent_resources (env_id, consent_id, resource_type, resource_id, data_clusters)
      select ${envId}, ${c.id}, r.resource_type, r.resource_id, array(select jsonb_array_elements_text(r.data_clusters))
      from jsonb_to_recordset(${sql.jsonb(c.resources.map((r) => ({ resource_type: r.resourceType, resource_id: r.resourceId, data_clusters: r.dataClusters })) as never)})
        as r(resource_type text, resource_id text, data_clusters jsonb)`);
  }
  await tx.query(sql.unsafe`
    insert into fdx.consent_status_history (env_id, consent_id, from_status, to_status)
    values (${envId}, ${c.id}, null, 'PENDING')`);
  return true;
}

/**
 * Guarded status move: only from one of `from`, never out of a terminal status. Returns the
 * previous status, or null when the consent was not in any of `from` (nothing written).
 */
export async function moveStatus(
  tx: Tx,
  envId: string,
  consentId: string,
  from: ConsentStatus[],
  to: ConsentStatus,
  why: { reason?: string; initiator?: string } = {},
): Promise<ConsentStatus | null> {
  const moved = await tx.maybeOne(sql.type(z.object({ previous: z.string() }))`
    with target as (
      select status from fdx.consents
      where env_id = ${envId} and id = ${consentId} and status = any(${sql.array(from, 'text')})
        and status not in ('EXPIRED', 'REVOKED')
      for update
    ), updated as (
      update fdx.consents c set status = ${to}, updated_at = clock_timestamp()
      from target where c.env_id = ${envId} and c.id = ${consentId}
      returning target.status as previous
    ), history as (
      insert into fdx.consent_status_history (env_id, consent_id, from_status, to_status, reason, initiator)
      select ${envId}, ${consentId}, previous, ${to}, ${why.reason ?? null}, ${why.initiator ?? null} from updated
    )
    select previous from updated`);
  return (moved?.previous as ConsentStatus | undefined) ?? null;
}

export async function insertRevocation(
  tx: Tx,
  envId: string,
  consentId: string,
  revocation: { reason: string; initiator: string; otherReason?: string },
): Promise<boolean> {
  const result = await tx.query(sql.unsafe`
    insert into fdx.consent_revocations (env_id, consent_id, reason, initiator, other_reason)
    values (${envId}, ${consentId}, ${revocation.reason}, ${revocation.initiator}, ${revocation.otherReason ?? null})
    on conflict do nothing`);
  return result.rowCount > 0;
}

const historyRow = z.object({
  from_status: z.string().nullable(),
  to_status: z.string(),
  reason: z.string().nullable(),
  initiator: z.string().nullable(),
  created_at: z.string(),
});
export type HistoryRow = z.infer<typeof historyRow>;

export async function statusHistory(tx: Tx, envId: string, consentId: string): Promise<readonly HistoryRow[]> {
  return tx.any(sql.type(historyRow)`
    select from_status, to_status, reason, initiator, created_at
    from fdx.consent_status_history
    where env_id = ${envId} and consent_id = ${consentId}
    order by seq
    limit 1000`);
}

export interface DataCallRecord {
  operationId: string;
  outcome: 'served' | 'rejected';
  consentId?: string;
  clientId?: string;
  customerId?: string;
  detail?: Record<string, unknown>;
  correlationId?: string;
}

/** One audit_events row per provider data call (action `data_call.<operationId>` or `data_call.rejected`). */
export async function recordDataCall(tx: Tx, envId: string, r: DataCallRecord): Promise<void> {
  const action = r.outcome === 'served' ? `data_call.${r.operationId}` : 'data_call.rejected';
  // A record nobody reads back in this request: it travels with the transaction's next
  // statement (the policy gate's lookup, or the COMMIT), not in a round trip of its own.
  await deferWrite(tx, sql.unsafe`
    insert into fdx.audit_events (env_id, action, operation_id, consent_id, client_id, customer_id, outcome, detail, correlation_id)
    values (${envId}, ${action}, ${r.operationId}, ${r.consentId ?? null}, ${r.clientId ?? null}, ${r.customerId ?? null},
            ${r.outcome}, ${sql.jsonb((r.detail ?? {}) as never)}, ${r.correlationId ?? null})`);
}
