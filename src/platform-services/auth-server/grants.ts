// The consent selection behind each oidc-provider grant (auth.grant_consents) and the
// platform:auth:grant:* events, written in the transaction of the change that causes them.
import { z } from 'zod';
import { sql, type Tx } from '../../platform/db/pool.ts';
import { createProducer } from '../../platform/events/producer.ts';
import type { DurationType } from './scopes.ts';

export const AUTH_SCHEMA = 'auth';
export const producer = createProducer(AUTH_SCHEMA);

export const GRANT_CREATED = 'platform:auth:grant:created';
export const GRANT_ACTIVATED = 'platform:auth:grant:activated';
export const GRANT_REVOKED = 'platform:auth:grant:revoked';

export interface NewGrantConsent {
  grantId: string;
  consentId: string;
  clientId: string;
  clientName: string | null;
  userId: string;
  state: string | null;
  scopes: string[];
  dataClusters: string[];
  accountIds: string[];
  durationType: DurationType;
  durationPeriod: number | null;
  lookbackPeriod: number | null;
  /** ISO-8601; null for PERSISTENT. */
  expiresAt: string | null;
}

const grantConsentRow = z.object({
  grant_id: z.string(),
  consent_id: z.string(),
  client_id: z.string(),
  client_name: z.string().nullable(),
  user_id: z.string(),
  state: z.string().nullable(),
  scopes: z.array(z.string()),
  data_clusters: z.array(z.string()),
  account_ids: z.array(z.string()),
  duration_type: z.enum(['ONE_TIME', 'PERSISTENT', 'TIME_BOUND']),
  duration_period: z.number().nullable(),
  lookback_period: z.number().nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type GrantConsent = z.infer<typeof grantConsentRow>;

const COLUMNS = sql.fragment`grant_id, consent_id::text, client_id, client_name, user_id, state, scopes, data_clusters,
  account_ids, duration_type, duration_period, lookback_period, expires_at, revoked_at`;

export async function insertGrantConsent(tx: Tx, envId: string, c: NewGrantConsent): Promise<void> {
  await tx.query(sql.unsafe`
    insert into auth.grant_consents (env_id, grant_id, consent_id, client_id, client_name, user_id, state, scopes,
      data_clusters, account_ids, duration_type, duration_period, lookback_period, expires_at)
    values (${envId}, ${c.grantId}, ${c.consentId}, ${c.clientId}, ${c.clientName}, ${c.userId}, ${c.state},
      ${sql.array(c.scopes, 'text')}, ${sql.array(c.dataClusters, 'text')}, ${sql.array(c.accountIds, 'text')},
      ${c.durationType}, ${c.durationPeriod}, ${c.lookbackPeriod}, ${c.expiresAt})`);
}

export async function findGrantConsent(tx: Tx, envId: string, grantId: string): Promise<GrantConsent | null> {
  return tx.maybeOne(sql.type(grantConsentRow)`
    select ${COLUMNS} from auth.grant_consents where env_id = ${envId} and grant_id = ${grantId}`);
}

/** At authorization-code issuance: the grant exists for the provider from now on. */
export async function emitGrantCreated(tx: Tx, envId: string, grantId: string): Promise<void> {
  const c = await tx.maybeOne(sql.type(grantConsentRow)`
    update auth.grant_consents set code_issued_at = clock_timestamp()
    where env_id = ${envId} and grant_id = ${grantId} and code_issued_at is null and revoked_at is null
    returning ${COLUMNS}`);
  if (!c) throw new Error(`authorization code for grant ${grantId} without a fresh consent selection`);
  await producer.emit(tx, envId, GRANT_CREATED, {
    consent_id: c.consent_id,
    grant_id: c.grant_id,
    state: c.state,
    user_id: c.user_id,
    client_id: c.client_id,
    client_name: c.client_name,
    scopes: c.scopes,
    data_clusters: c.data_clusters,
    account_ids: c.account_ids,
    duration_type: c.duration_type,
    duration_period: c.duration_period,
    lookback_period: c.lookback_period,
    expires_at: c.expires_at,
  });
}

/** At code redemption. */
export async function emitGrantActivated(tx: Tx, envId: string, grantId: string): Promise<void> {
  const c = await tx.maybeOne(sql.type(grantConsentRow)`
    update auth.grant_consents set activated_at = clock_timestamp()
    where env_id = ${envId} and grant_id = ${grantId} and activated_at is null and revoked_at is null
    returning ${COLUMNS}`);
  if (!c) return;
  await producer.emit(tx, envId, GRANT_ACTIVATED, { consent_id: c.consent_id, grant_id: c.grant_id, client_id: c.client_id, user_id: c.user_id });
}

/**
 * Marks the consent revoked (once: a guarded update). Emits platform:auth:grant:revoked unless the
 * revocation came from the FDX provider itself (`emit: false`), so nothing is echoed back.
 */
export async function revokeGrantConsent(
  tx: Tx,
  envId: string,
  where: { grantId: string } | { consentId: string },
  revocation: { reason: string; initiator: string; emit: boolean },
): Promise<GrantConsent | null> {
  const match = 'grantId' in where ? sql.fragment`grant_id = ${where.grantId}` : sql.fragment`consent_id = ${where.consentId}`;
  const c = await tx.maybeOne(sql.type(grantConsentRow)`
    update auth.grant_consents
    set revoked_at = clock_timestamp(), revoked_reason = ${revocation.reason}, revoked_initiator = ${revocation.initiator}
    where env_id = ${envId} and ${match} and revoked_at is null
    returning ${COLUMNS}`);
  if (c && revocation.emit) {
    await producer.emit(tx, envId, GRANT_REVOKED, {
      consent_id: c.consent_id,
      grant_id: c.grant_id,
      client_id: c.client_id,
      user_id: c.user_id,
      reason: revocation.reason,
      initiator: revocation.initiator,
    });
  }
  return c;
}
