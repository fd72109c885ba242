// SQL of notification subscriptions and the notification queue. Tenant statements filter
// env_id as well as running under RLS; the worker's claim and result statements run as the
// relay role across environments (migration fdx/0004 grants it this one table).
import { z } from 'zod';
import { sql, type Database, type Tx } from '../../../platform/db/pool.ts';
import type { Keyset } from '../../../platform/pagination.ts';

const party = z.object({
  name: z.string(),
  type: z.enum(['DATA_ACCESS_PLATFORM', 'DATA_PROVIDER', 'DATA_RECIPIENT', 'INDIVIDUAL', 'MERCHANT', 'VENDOR']),
  homeUri: z.string().optional(),
  logoUri: z.string().optional(),
  registry: z.string().optional(),
  registeredEntityName: z.string().optional(),
  registeredEntityId: z.string().optional(),
});
export type Party = z.infer<typeof party>;

export type NotificationType = 'CONSENT_REVOKED' | 'CONSENT_UPDATED';

const subscriptionRow = z.object({
  id: z.string().uuid(),
  client_id: z.string(),
  consent_id: z.string().uuid(),
  notification_type: z.enum(['CONSENT_REVOKED', 'CONSENT_UPDATED']),
  category: z.literal('CONSENT'),
  callback_url: z.string(),
  secret_ref: z.string(),
  subscriber: party,
  effective_date: z.string(),
  status: z.enum(['ACTIVE', 'DELETED']),
  created_at: z.string(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRow>;

const subscriptionColumns = sql.fragment`
  id, client_id, consent_id, notification_type, category, callback_url, secret_ref, subscriber,
  effective_date::text as effective_date, status, created_at`;

const fanoutRow = subscriptionRow.extend({ signing_key_id: z.string() });

export interface NewSubscription {
  id: string;
  clientId: string;
  consentId: string;
  type: NotificationType;
  category: 'CONSENT';
  callbackUrl: string;
  secretRef: string;
  subscriber: Party;
  /** YYYY-MM-DD, or undefined for today (UTC, by the database clock). */
  effectiveDate: string | undefined;
}

export async function insertSubscription(tx: Tx, envId: string, s: NewSubscription): Promise<SubscriptionRow> {
  return tx.one(sql.type(subscriptionRow)`
    insert into fdx.notification_subscriptions
      (env_id, id, client_id, consent_id, notification_type, category, callback_url, secret_ref, subscriber, effective_date)
    values (${envId}, ${s.id}, ${s.clientId}, ${s.consentId}, ${s.type}, ${s.category}, ${s.callbackUrl}, ${s.secretRef},
            ${sql.jsonb(s.subscriber as never)}, coalesce(${s.effectiveDate ?? null}::date, (clock_timestamp() at time zone 'UTC')::date))
    returning ${subscriptionColumns}`);
}

/** A subscription of this client (another client's is invisible: null). */
export async function findSubscription(tx: Tx, envId: string, clientId: string, id: string): Promise<SubscriptionRow | null> {
  return tx.maybeOne(sql.type(subscriptionRow)`
    select ${subscriptionColumns} from fdx.notification_subscriptions
    where env_id = ${envId} and client_id = ${clientId} and id = ${id} and status = 'ACTIVE'`);
}

/** `limit + 1` subscriptions of the client after the keyset, oldest first. */
export async function listSubscriptions(tx: Tx, envId: string, clientId: string, after: Keyset | undefined, limit: number) {
  return tx.any(sql.type(subscriptionRow)`
    select ${subscriptionColumns} from fdx.notification_subscriptions
    where env_id = ${envId} and client_id = ${clientId} and status = 'ACTIVE'
      ${after ? sql.fragment`and (created_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql.fragment``}
    order by created_at, id
    limit ${limit + 1}`);
}

/**
 * The client's active subscriptions of a type that an event at `eventTime` reaches: in effect on
 * its day and created before it (a subscription never receives earlier events, which the
 * asynchronous fan-out may still be processing when it is created).
 */
export async function subscriptionsFor(tx: Tx, envId: string, clientId: string, type: NotificationType, eventTime: string) {
  return tx.any(sql.type(fanoutRow)`
    select s.id, s.client_id, s.consent_id, s.notification_type, s.category, s.callback_url, s.secret_ref, s.subscriber,
           s.effective_date::text as effective_date, s.status, s.created_at, k.key_id as signing_key_id
    from fdx.notification_subscriptions s
    join platform.secrets k on k.env_id = s.env_id and k.id = substr(s.secret_ref, length('secret://') + 1)::uuid
    where s.env_id = ${envId} and s.client_id = ${clientId} and s.notification_type = ${type} and s.status = 'ACTIVE'
      and s.effective_date <= (${eventTime}::timestamptz at time zone 'UTC')::date and s.created_at <= ${eventTime}::timestamptz
    order by s.created_at, s.id
    limit 100`);
}

export interface NewNotification {
  id: string;
  subscriptionId: string;
  clientId: string;
  eventId: string;
  type: NotificationType;
  category: string;
  body: Record<string, unknown>;
  signingKeyId: string;
}

/** Queues notifications (due now); one per (event, subscription): a repeat inserts nothing. */
export async function enqueueNotifications(tx: Tx, envId: string, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await tx.query(sql.unsafe`
    insert into fdx.notifications
      (env_id, id, subscription_id, client_id, event_id, notification_type, category, body, signing_key_id, next_attempt_at)
    select ${envId}, r.id, r.subscription_id, r.client_id, r.event_id, r.notification_type, r.category, r.body, r.signing_key_id, clock_timestamp()
    from jsonb_to_recordset(${sql.jsonb(rows.map((r) => ({
      id: r.id, subscription_id: r.subscriptionId, client_id: r.clientId, event_id: r.eventId,
      notification_type: r.type, category: r.category, body: r.body, signing_key_id: r.signingKeyId,
    })) as never)}) as r(id uuid, subscription_id uuid, client_id text, event_id uuid, notification_type text, category text, body jsonb, signing_key_id text)
    on conflict (env_id, event_id, subscription_id) do nothing`);
  return result.rowCount;
}

const notificationRow = z.object({
  id: z.string().uuid(),
  subscription_id: z.string().uuid(),
  body: z.record(z.unknown()),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

/** `limit + 1` notifications of the client after the keyset, oldest first. */
export async function listNotifications(tx: Tx, envId: string, clientId: string, after: Keyset | undefined, limit: number) {
  return tx.any(sql.type(notificationRow)`
    select id, subscription_id, body, status, attempts, next_attempt_at, created_at
    from fdx.notifications
    where env_id = ${envId} and client_id = ${clientId}
      ${after ? sql.fragment`and (created_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql.fragment``}
    order by created_at, id
    limit ${limit + 1}`);
}

export async function providerDisplayName(tx: Tx, envId: string): Promise<string> {
  const name = await tx.maybeOneFirst(sql.type(z.object({ display_name: z.string() }))`
    select display_name from platform.environments where env_id = ${envId}`);
  return name ?? envId;
}

/** Distinct clients holding an ACTIVE consent that grants the account (payment-network fan-out). */
export async function clientsGrantedAccount(tx: Tx, envId: string, accountId: string): Promise<readonly string[]> {
  return tx.anyFirst(sql.type(z.object({ client_id: z.string() }))`
    select distinct c.client_id
    from fdx.consents c
    join fdx.consent_resources r on r.env_id = c.env_id and r.consent_id = c.id
    where c.env_id = ${envId} and c.status = 'ACTIVE' and r.resource_type = 'ACCOUNT' and r.resource_id = ${accountId}
    order by c.client_id
    limit 1000`);
}

// --- Delivery worker ---------------------------------------------------------------------------

const claimedRow = z.object({
  env_id: z.string(),
  id: z.string().uuid(),
  subscription_id: z.string().uuid(),
  body: z.record(z.unknown()),
  attempts: z.number().int(),
});
export type ClaimedNotification = z.infer<typeof claimedRow>;

/**
 * Leases up to `batchSize` due notifications of every environment and counts the attempt.
 * SKIP LOCKED only for the claiming statement; the lease (not a lock) covers the HTTP call.
 * Only notifications whose secret is sealed under `keyId` (this process's master key): a worker
 * never spends an attempt on a notification it cannot sign.
 */
export async function claimDue(db: Database, keyId: string, batchSize: number, leaseSeconds: number): Promise<readonly ClaimedNotification[]> {
  return db.asRelay((tx) =>
    tx.any(sql.type(claimedRow)`
      update fdx.notifications n
      set leased_until = clock_timestamp() + make_interval(secs => ${leaseSeconds}), attempts = n.attempts + 1
      where (n.env_id, n.id) in (
        select env_id, id from fdx.notifications
        where signing_key_id = ${keyId} and next_attempt_at is not null and next_attempt_at <= clock_timestamp()
          and status in ('pending', 'failed')
          and (leased_until is null or leased_until < clock_timestamp())
        order by next_attempt_at, created_at
        limit ${batchSize}
        for update skip locked)
      returning n.env_id, n.id, n.subscription_id, n.body, n.attempts`),
  );
}

const targetRow = z.object({ id: z.string().uuid(), callback_url: z.string(), secret_ref: z.string(), status: z.string() });

export async function deliveryTargets(tx: Tx, envId: string, subscriptionIds: string[]) {
  return tx.any(sql.type(targetRow)`
    select id, callback_url, secret_ref, status from fdx.notification_subscriptions
    where env_id = ${envId} and id = any(${sql.array(subscriptionIds, 'uuid')})`);
}

export interface DeliveryResult {
  env_id: string;
  id: string;
  delivered: boolean;
  error: string | null;
  http_status: number | null;
  attempted_at: string;
  /** Seconds until the next attempt after a failure; null: never again. */
  retry_in_seconds: number | null;
}

/** Records attempt outcomes and releases the leases. A delivered row is never overwritten. */
export async function recordResults(db: Database, results: DeliveryResult[]): Promise<void> {
  if (results.length === 0) return;
  await db.asRelay((tx) =>
    tx.query(sql.unsafe`
      update fdx.notifications n
      set status = case when r.delivered then 'delivered' else 'failed' end,
          last_error = r.error,
          last_response_status = r.http_status,
          last_attempt_at = r.attempted_at,
          delivered_at = case when r.delivered then r.attempted_at end,
          next_attempt_at = case when r.delivered or r.retry_in_seconds is null then null
                                 else clock_timestamp() + make_interval(secs => r.retry_in_seconds) end,
          leased_until = null
      from jsonb_to_recordset(${sql.jsonb(results as never)})
        as r(env_id text, id uuid, delivered boolean, error text, http_status integer, attempted_at timestamptz, retry_in_seconds integer)
      where n.env_id = r.env_id and n.id = r.id and n.status <> 'delivered'`),
  );
}
