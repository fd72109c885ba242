// SQL behind the fdx admin routes: the consent list, the overview counts and the newest rows of
// the inline table pages. Every statement is bounded and filters env_id on top of RLS.
import type { QuerySqlToken } from 'slonik';
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import { decodeCursor, encodeCursor } from '../../../platform/pagination.ts';

/** Inline table pages show this many newest rows. */
export const INLINE_ROWS = 50;

const adminConsentRow = z.object({
  id: z.string().uuid(),
  status: z.enum(['PENDING', 'ACTIVE', 'SUSPENDED', 'EXPIRED', 'REVOKED']),
  customer_id: z.string(),
  client_id: z.string(),
  client_name: z.string().nullable(),
  data_clusters: z.array(z.string()),
  account_ids: z.array(z.string()),
  duration_type: z.enum(['ONE_TIME', 'PERSISTENT', 'TIME_BOUND']),
  duration_period: z.number().int().nullable(),
  lookback_period: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminConsentRow = z.infer<typeof adminConsentRow>;

export interface ConsentFilter {
  status?: string;
  clientId?: string;
  customerId?: string;
  limit: number;
  cursor?: string;
}

/** Newest first; the keyset is (created_at, id) descending. */
export async function listConsents(tx: Tx, envId: string, f: ConsentFilter) {
  const after = decodeCursor(f.cursor);
  const rows = await tx.any(sql.type(adminConsentRow)`
    select c.id, c.status, c.customer_id, c.client_id, c.client_name, c.data_clusters,
           coalesce((select array_agg(r.resource_id order by r.resource_id) from fdx.consent_resources r
                     where r.env_id = c.env_id and r.consent_id = c.id and r.resource_type = 'ACCOUNT'), '{}') as account_ids,
           c.duration_type, c.duration_period, c.lookback_period, c.expires_at, c.created_at, c.updated_at
    from fdx.consents c
    where c.env_id = ${envId}
      ${f.status !== undefined ? sql.fragment`and c.status = ${f.status}` : sql.fragment``}
      ${f.clientId !== undefined ? sql.fragment`and c.client_id = ${f.clientId}` : sql.fragment``}
      ${f.customerId !== undefined ? sql.fragment`and c.customer_id = ${f.customerId}` : sql.fragment``}
      ${after ? sql.fragment`and (c.created_at, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql.fragment``}
    order by c.created_at desc, c.id desc
    limit ${f.limit + 1}`);
  const items = rows.slice(0, f.limit);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > f.limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null };
}

const overviewRow = z.object({
  consents_active: z.number().int(),
  consents_pending: z.number().int(),
  consents_suspended: z.number().int(),
  consents_revoked: z.number().int(),
  consents_expired: z.number().int(),
  recipients: z.number().int(),
  calls_served_24h: z.number().int(),
  calls_rejected_24h: z.number().int(),
  decisions_approved: z.number().int(),
  decisions_denied: z.number().int(),
});
export type OverviewCounts = z.infer<typeof overviewRow> & { notifications_failed: number | null };

/** Four aggregate statements (consents, data calls of the last 24 h, decisions, failed notifications). */
export async function overviewCounts(tx: Tx, envId: string): Promise<OverviewCounts> {
  const counts = await tx.one(sql.type(overviewRow)`
    select c.*, a.*, d.*
    from (select count(*) filter (where status = 'ACTIVE')::int as consents_active,
                 count(*) filter (where status = 'PENDING')::int as consents_pending,
                 count(*) filter (where status = 'SUSPENDED')::int as consents_suspended,
                 count(*) filter (where status = 'REVOKED')::int as consents_revoked,
                 count(*) filter (where status = 'EXPIRED')::int as consents_expired,
                 count(distinct client_id)::int as recipients
          from fdx.consents where env_id = ${envId}) c,
         (select count(*) filter (where outcome = 'served')::int as calls_served_24h,
                 count(*) filter (where outcome = 'rejected')::int as calls_rejected_24h
          from fdx.audit_events where env_id = ${envId} and created_at > clock_timestamp() - interval '24 hours') a,
         (select count(*) filter (where outcome = 'APPROVED')::int as decisions_approved,
                 count(*) filter (where outcome = 'DENIED')::int as decisions_denied
          from fdx.consent_decisions where env_id = ${envId}) d`);
  return { ...counts, notifications_failed: await failedNotifications(tx, envId) };
}

/** Failed deliveries, or null while the notifications table does not exist (migration 0004). */
async function failedNotifications(tx: Tx, envId: string): Promise<number | null> {
  if (!(await notificationsTableExists(tx))) return null;
  return tx.oneFirst(sql.type(z.object({ n: z.number().int() }))`
    select count(*)::int as n from fdx.notifications where env_id = ${envId} and status = 'failed'`);
}

const notificationsTable = z.object({ present: z.boolean() });
export const notificationsTableExists = (tx: Tx) =>
  tx.oneFirst(sql.type(notificationsTable)`select to_regclass('fdx.notifications') is not null as present`);

/** A display row: every value a string or null (the AdminRow shape). */
export type Row = Record<string, string | null>;
const displayRow = z.record(z.string().nullable());

/** Newest `INLINE_ROWS` rows of a page query (which must select `limit INLINE_ROWS + 1`). */
async function inline(tx: Tx, query: QuerySqlToken<typeof displayRow>): Promise<{ items: Row[]; has_more: boolean }> {
  const rows = await tx.any(query);
  return { items: rows.slice(0, INLINE_ROWS), has_more: rows.length > INLINE_ROWS };
}

const LIMIT = INLINE_ROWS + 1;

export const pageRows = {
  recipients: (tx: Tx, envId: string) =>
    inline(tx, sql.type(displayRow)`
      select client_id,
             (array_agg(client_name order by created_at desc) filter (where client_name is not null))[1] as client_name,
             count(*)::text as consents,
             (count(*) filter (where status = 'ACTIVE'))::text as active,
             to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_consent_at
      from fdx.consents where env_id = ${envId}
      group by client_id order by max(created_at) desc limit ${LIMIT}`),

  csdf: (tx: Tx, envId: string) =>
    inline(tx, sql.type(displayRow)`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, operation_id, outcome,
             consent_id::text as consent_id, client_id, customer_id, detail->>'code' as code, correlation_id
      from fdx.audit_events where env_id = ${envId} and action like 'data\_call%'
      order by created_at desc, id desc limit ${LIMIT}`),

  notifications: (tx: Tx, envId: string) =>
    inline(tx, sql.type(displayRow)`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, id::text as id, client_id,
             notification_type, status, attempts::text as attempts, last_response_status::text as last_response_status,
             last_error, to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as next_attempt_at,
             to_char(delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as delivered_at
      from fdx.notifications where env_id = ${envId}
      order by (status = 'failed') desc, created_at desc, id desc limit ${LIMIT}`),

  'policy-sets': (tx: Tx, envId: string) =>
    inline(tx, sql.type(displayRow)`
      select version::text as version, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
             created_by, policies
      from platform.policy_sets where env_id = ${envId} order by version desc limit ${LIMIT}`),

  'policy-decisions': (tx: Tx, envId: string) =>
    inline(tx, sql.type(displayRow)`
      select to_char(decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as decided_at, principal, action, resource,
             decision, reasons::text as reasons, policy_set_version::text as policy_set_version, correlation_id
      from platform.policy_decisions where env_id = ${envId} order by decided_at desc, id desc limit ${LIMIT}`),

  relations: (tx: Tx, envId: string) =>
    inline(tx, sql.type(displayRow)`
      select entity_type, entity_id,
             (select string_agg((p->>'type') || '::' || (p->>'id'), ', ') from jsonb_array_elements(parents) p) as parents,
             to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
      from platform.policy_entities where env_id = ${envId} and jsonb_array_length(parents) > 0
      order by updated_at desc, entity_type, entity_id limit ${LIMIT}`),

  attributes: (tx: Tx, envId: string) =>
    inline(tx, sql.type(displayRow)`
      select entity_type, entity_id, attrs::text as attrs,
             to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
      from platform.policy_entities where env_id = ${envId} and attrs <> '{}'::jsonb
      order by updated_at desc, entity_type, entity_id limit ${LIMIT}`),
};

export type InlinePage = keyof typeof pageRows;

const entityRow = z.object({ attrs: z.record(z.unknown()), parents: z.array(z.object({ type: z.string(), id: z.string() })) });

/** An entity's stored attributes and parents, or null. */
export function findEntity(tx: Tx, envId: string, type: string, id: string) {
  return tx.maybeOne(sql.type(entityRow)`
    select attrs, parents from platform.policy_entities
    where env_id = ${envId} and entity_type = ${type} and entity_id = ${id}`);
}

const dueRow = z.object({ id: z.string().uuid() });

/** Consents past their window still in a live status, oldest window first (`limit + 1` rows). */
export function dueConsents(tx: Tx, envId: string, limit: number) {
  return tx.anyFirst(sql.type(dueRow)`
    select id from fdx.consents
    where env_id = ${envId} and status in ('PENDING', 'ACTIVE', 'SUSPENDED') and expires_at <= clock_timestamp()
    order by expires_at, id
    limit ${limit + 1}`);
}
