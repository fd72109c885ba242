// Provider-side consumer of the authorization server's grant events (seed 000, "States and
// transitions"; ADR 0013). `platform:auth:grant:created` (authorization-code issuance) creates
// the PENDING consent and its resources; `:activated` (code redeemed) makes it ACTIVE;
// `:revoked` (tokens revoked at the server) makes it REVOKED. One pattern, one durable
// subscription, so the three arrive in the order the server wrote them.
import { z } from 'zod';
import type { Tx } from '../../../platform/db/pool.ts';
import type { EventEnvelope } from '../../../platform/events/envelope.ts';
import type { ServiceConsumer } from '../../../platform/host.ts';
import { auditRejectedEvent, emitFdxEvent } from '../events.ts';
import { isDataCluster, snapshotOf, type ConsentResource, type DataCluster } from './model.ts';
import { findConsentByGrant, insertConsent, moveStatus } from './queries.ts';
import { applyRevocation } from './revocation.ts';

export const GRANT_CONSUMER = 'fdx-grant-ledger';

/** Clusters that attach to each granted account; the others attach to the customer. */
const ACCOUNT_CLUSTERS: ReadonlySet<DataCluster> = new Set([
  'ACCOUNT_BASIC', 'ACCOUNT_DETAILED', 'ACCOUNT_PAYMENTS', 'INVESTMENTS', 'STATEMENTS', 'TRANSACTIONS',
]);

/** Accepts FDX names (`ACCOUNT_BASIC`) and the scope spelling (`fdx:accountbasic`, `accountbasic`). */
const SCOPE_SPELLING: Record<string, DataCluster> = {
  accountbasic: 'ACCOUNT_BASIC',
  accountdetailed: 'ACCOUNT_DETAILED',
  accountpayments: 'ACCOUNT_PAYMENTS',
  paymentsupport: 'ACCOUNT_PAYMENTS',
  payment_support: 'ACCOUNT_PAYMENTS',
  customercontact: 'CUSTOMER_CONTACT',
  customerpersonal: 'CUSTOMER_PERSONAL',
  investments: 'INVESTMENTS',
  statements: 'STATEMENTS',
  transactions: 'TRANSACTIONS',
};

export function toDataCluster(value: string): DataCluster | undefined {
  const upper = value.toUpperCase();
  if (isDataCluster(upper)) return upper;
  return SCOPE_SPELLING[value.replace(/^fdx:/, '').toLowerCase()];
}

const id = z.string().min(1).max(256);
const grantCreated = z.object({
  consent_id: z.string().uuid(),
  grant_id: id,
  state: z.string().min(1).max(512),
  user_id: id,
  client_id: id,
  client_name: z.string().max(256).nullish(),
  scopes: z.array(z.string().max(256)).max(64),
  data_clusters: z.array(z.string().max(64)).min(1).max(16),
  account_ids: z.array(id).max(1000),
  duration_type: z.enum(['ONE_TIME', 'PERSISTENT', 'TIME_BOUND']),
  duration_period: z.number().int().min(1).max(3650).nullish(),
  lookback_period: z.number().int().min(0).max(36500).nullish(),
  expires_at: z.string().datetime({ offset: true }).nullish(),
});
const grantActivated = z.object({ consent_id: z.string().uuid(), grant_id: id });
const grantRevoked = z.object({ consent_id: z.string().uuid(), grant_id: id, reason: z.string().max(256).nullish(), initiator: z.string().nullish() });

export function grantConsumers(): ServiceConsumer[] {
  return [
    {
      name: GRANT_CONSUMER,
      patterns: ['platform:auth:grant:*'],
      handle: async (tx, event) => {
        switch (event.type) {
          case 'platform:auth:grant:created':
            return onCreated(tx, event);
          case 'platform:auth:grant:activated':
            return onActivated(tx, event);
          case 'platform:auth:grant:revoked':
            return onRevoked(tx, event);
          default:
            return undefined;
        }
      },
    },
  ];
}

/** A malformed event is recorded and dropped: redelivering it would never succeed. */
const rejectEvent = (tx: Tx, event: EventEnvelope, error: z.ZodError) =>
  auditRejectedEvent(tx, event, GRANT_CONSUMER, 'grant_event.rejected', error.issues);

async function onCreated(tx: Tx, event: EventEnvelope): Promise<void> {
  const parsed = grantCreated.safeParse(event.data);
  if (!parsed.success) return rejectEvent(tx, event, parsed.error);
  const g = parsed.data;
  const clusters = [...new Set(g.data_clusters.map(toDataCluster).filter((c): c is DataCluster => c !== undefined))];
  if (clusters.length === 0) return rejectEvent(tx, event, new z.ZodError([{ code: 'custom', path: ['data_clusters'], message: 'no known data cluster' }]));
  const accountClusters = clusters.filter((c) => ACCOUNT_CLUSTERS.has(c));
  const customerClusters = clusters.filter((c) => !ACCOUNT_CLUSTERS.has(c));
  const resources: ConsentResource[] = [
    ...(accountClusters.length > 0 ? [...new Set(g.account_ids)].map((accountId) => ({ resourceType: 'ACCOUNT' as const, resourceId: accountId, dataClusters: accountClusters })) : []),
    ...(customerClusters.length > 0 ? [{ resourceType: 'CUSTOMER' as const, resourceId: g.user_id, dataClusters: customerClusters }] : []),
  ];
  const inserted = await insertConsent(tx, event.env_id, {
    id: g.consent_id,
    handle: g.state,
    grantId: g.grant_id,
    customerId: g.user_id,
    clientId: g.client_id,
    clientName: g.client_name ?? null,
    scopes: g.scopes,
    dataClusters: clusters,
    durationType: g.duration_type,
    durationPeriod: g.duration_period ?? null,
    lookbackPeriod: g.lookback_period ?? null,
    expiresAt: g.duration_type === 'PERSISTENT' ? null : (g.expires_at ?? null),
    resources,
  });
  if (!inserted) return; // redelivery of an applied event
  const consent = await findConsentByGrant(tx, event.env_id, g.grant_id);
  await emitFdxEvent(tx, event.env_id, 'vert:fdx:consent:created', snapshotOf(consent!), event.correlation_id ?? undefined);
}

async function onActivated(tx: Tx, event: EventEnvelope): Promise<void> {
  const parsed = grantActivated.safeParse(event.data);
  if (!parsed.success) return rejectEvent(tx, event, parsed.error);
  const consent = await findConsentByGrant(tx, event.env_id, parsed.data.grant_id);
  // Created and activated share one ordered subscription; a missing row is a real defect.
  if (!consent) throw new Error(`grant ${parsed.data.grant_id} activated before it was created`);
  const previous = await moveStatus(tx, event.env_id, consent.id, ['PENDING'], 'ACTIVE', { reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' });
  if (previous === null) return; // already active, or revoked/expired meanwhile: never revived
  const updated = await findConsentByGrant(tx, event.env_id, parsed.data.grant_id);
  await emitFdxEvent(tx, event.env_id, 'vert:fdx:consent:updated', snapshotOf(updated!), event.correlation_id ?? undefined);
}

async function onRevoked(tx: Tx, event: EventEnvelope): Promise<void> {
  const parsed = grantRevoked.safeParse(event.data);
  if (!parsed.success) return rejectEvent(tx, event, parsed.error);
  const consent = await findConsentByGrant(tx, event.env_id, parsed.data.grant_id);
  if (!consent) return;
  // A recipient revoking its tokens is a user action; the server revoking a grant itself (e.g.
  // after an authorization code was replayed) is a business rule. A consent the provider
  // revoked first is already REVOKED: nothing is recorded twice.
  const byProvider = parsed.data.initiator === 'DATA_PROVIDER';
  const revocation = {
    reason: byProvider ? 'BUSINESS_RULE' : 'USER_ACTION',
    initiator: byProvider ? 'DATA_PROVIDER' : 'DATA_RECIPIENT',
    ...(parsed.data.reason ? { otherReason: parsed.data.reason } : {}),
  };
  await applyRevocation(tx, event.env_id, consent.id, revocation, event.correlation_id ?? undefined);
}
