// SQL of the recipient plane. Every statement filters env_id as well as running under RLS, and
// every state move is a guarded UPDATE ... WHERE status = <from>.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { Keyset } from '../../../platform/pagination.ts';

export const providerRow = z.object({
  id: z.string().uuid(),
  display_name: z.string(),
  issuer: z.string(),
  fdx_base_url: z.string(),
  provider_env_id: z.string(),
  fdx_versions: z.array(z.string()),
  data_clusters: z.array(z.string()),
  auth_metadata: z.record(z.unknown()),
  discovered_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProviderRow = z.infer<typeof providerRow>;

const PROVIDER_COLUMNS = sql.fragment`id, display_name, issuer, fdx_base_url, provider_env_id, fdx_versions, data_clusters,
  auth_metadata, discovered_at, created_at, updated_at`;

export interface ProviderInput {
  id: string;
  displayName: string;
  issuer: string;
  fdxBaseUrl: string;
  providerEnvId: string;
  fdxVersions: string[];
  dataClusters: string[];
  authorization: Record<string, unknown>;
}

/** Inserts or refreshes the directory entry (same issuer and provider environment = same provider). */
export async function upsertProvider(tx: Tx, envId: string, p: ProviderInput): Promise<ProviderRow> {
  return tx.one(sql.type(providerRow)`
    insert into fdx.recipient_providers (env_id, id, display_name, issuer, fdx_base_url, provider_env_id, fdx_versions,
      data_clusters, auth_metadata, discovered_at)
    values (${envId}, ${p.id}, ${p.displayName}, ${p.issuer}, ${p.fdxBaseUrl}, ${p.providerEnvId}, ${sql.array(p.fdxVersions, 'text')},
      ${sql.array(p.dataClusters, 'text')}, ${sql.jsonb(p.authorization as never)}, clock_timestamp())
    on conflict (env_id, issuer, provider_env_id) do update set
      display_name = excluded.display_name, fdx_base_url = excluded.fdx_base_url, fdx_versions = excluded.fdx_versions,
      data_clusters = excluded.data_clusters, auth_metadata = excluded.auth_metadata, discovered_at = excluded.discovered_at,
      updated_at = clock_timestamp()
    returning ${PROVIDER_COLUMNS}`);
}

export async function findProvider(tx: Tx, envId: string, id: string): Promise<ProviderRow | null> {
  return tx.maybeOne(sql.type(providerRow)`select ${PROVIDER_COLUMNS} from fdx.recipient_providers where env_id = ${envId} and id = ${id}`);
}

export async function listProviders(tx: Tx, envId: string, limit: number, after: Keyset | undefined): Promise<readonly ProviderRow[]> {
  const position = after ? sql.fragment`and (created_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql.fragment``;
  return tx.any(sql.type(providerRow)`
    select ${PROVIDER_COLUMNS} from fdx.recipient_providers where env_id = ${envId} ${position}
    order by created_at, id limit ${limit + 1}`);
}

export const recipientRow = z.object({
  provider_id: z.string().uuid(),
  client_id: z.string(),
  redirect_uri: z.string(),
  client_auth_key_ref: z.string(),
  client_auth_kid: z.string(),
  dpop_key_ref: z.string(),
  registration_token_ref: z.string().nullable(),
  registered_at: z.string(),
  dpop_key_rotated_at: z.string().nullable(),
});
export type RecipientRow = z.infer<typeof recipientRow>;
const RECIPIENT_COLUMNS = sql.fragment`provider_id, client_id, redirect_uri, client_auth_key_ref, client_auth_kid, dpop_key_ref,
  registration_token_ref, registered_at, dpop_key_rotated_at`;

export async function findRecipient(tx: Tx, envId: string, providerId: string, lock = false): Promise<RecipientRow | null> {
  return tx.maybeOne(sql.type(recipientRow)`
    select ${RECIPIENT_COLUMNS} from fdx.recipients where env_id = ${envId} and provider_id = ${providerId}
    ${lock ? sql.fragment`for update` : sql.fragment``}`);
}

export async function upsertRecipient(
  tx: Tx,
  envId: string,
  r: { providerId: string; clientId: string; redirectUri: string; clientAuthKeyRef: string; clientAuthKid: string; dpopKeyRef: string; registrationTokenRef: string | null; registrationClientUri: string | null },
): Promise<RecipientRow> {
  return tx.one(sql.type(recipientRow)`
    insert into fdx.recipients (env_id, provider_id, client_id, redirect_uri, client_auth_key_ref, client_auth_kid, dpop_key_ref,
      registration_token_ref, registration_client_uri)
    values (${envId}, ${r.providerId}, ${r.clientId}, ${r.redirectUri}, ${r.clientAuthKeyRef}, ${r.clientAuthKid}, ${r.dpopKeyRef},
      ${r.registrationTokenRef}, ${r.registrationClientUri})
    on conflict (env_id, provider_id) do update set
      client_id = excluded.client_id, redirect_uri = excluded.redirect_uri, client_auth_key_ref = excluded.client_auth_key_ref,
      client_auth_kid = excluded.client_auth_kid, dpop_key_ref = excluded.dpop_key_ref,
      registration_token_ref = excluded.registration_token_ref, registration_client_uri = excluded.registration_client_uri,
      registered_at = clock_timestamp(), dpop_key_rotated_at = null
    returning ${RECIPIENT_COLUMNS}`);
}

export async function replaceDpopKeyRef(tx: Tx, envId: string, providerId: string, oldRef: string, newRef: string): Promise<boolean> {
  const updated = await tx.query(sql.unsafe`
    update fdx.recipients set dpop_key_ref = ${newRef}, dpop_key_rotated_at = clock_timestamp()
    where env_id = ${envId} and provider_id = ${providerId} and dpop_key_ref = ${oldRef}`);
  return updated.rowCount === 1;
}

export const CONSENT_STATUSES = ['PENDING', 'ACTIVE', 'DENIED', 'FAILED', 'REVOKED'] as const;
export type RecipientConsentStatus = (typeof CONSENT_STATUSES)[number];

export const consentRow = z.object({
  id: z.string().uuid(),
  customer_id: z.string(),
  customer_ref: z.string().nullable(),
  provider_id: z.string().uuid(),
  status: z.enum(CONSENT_STATUSES),
  scopes: z.array(z.string()),
  data_clusters: z.array(z.string()),
  duration_type: z.enum(['ONE_TIME', 'PERSISTENT', 'TIME_BOUND']),
  duration_period: z.number().int().nullable(),
  lookback_period: z.number().int().nullable(),
  state: z.string(),
  code_verifier_ref: z.string().nullable(),
  request_expires_at: z.string(),
  provider_consent_id: z.string().nullable(),
  granted_scopes: z.array(z.string()).nullable(),
  account_ids: z.array(z.string()).nullable(),
  access_token_ref: z.string().nullable(),
  access_token_expires_at: z.string().nullable(),
  refresh_token_ref: z.string().nullable(),
  error: z.string().nullable(),
  error_description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  activated_at: z.string().nullable(),
  refreshed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ConsentRow = z.infer<typeof consentRow>;
const CONSENT_COLUMNS = sql.fragment`id, customer_id, customer_ref, provider_id, status, scopes, data_clusters, duration_type, duration_period,
  lookback_period, state, code_verifier_ref, request_expires_at, provider_consent_id, granted_scopes, account_ids,
  access_token_ref, access_token_expires_at, refresh_token_ref, error, error_description, created_at, updated_at,
  activated_at, refreshed_at, revoked_at`;

export interface NewConsent {
  id: string;
  customerId: string;
  customerRef: string | null;
  providerId: string;
  scopes: string[];
  dataClusters: string[];
  durationType: string;
  durationPeriod: number | null;
  lookbackPeriod: number | null;
  state: string;
  codeVerifierRef: string;
  requestExpiresInSeconds: number;
}

export async function insertConsent(tx: Tx, envId: string, c: NewConsent): Promise<ConsentRow> {
  return tx.one(sql.type(consentRow)`
    insert into fdx.recipient_consents (env_id, id, customer_id, customer_ref, provider_id, status, scopes, data_clusters, duration_type,
      duration_period, lookback_period, state, code_verifier_ref, request_expires_at)
    values (${envId}, ${c.id}, ${c.customerId}, ${c.customerRef}, ${c.providerId}, 'PENDING', ${sql.array(c.scopes, 'text')},
      ${sql.array(c.dataClusters, 'text')}, ${c.durationType}, ${c.durationPeriod}, ${c.lookbackPeriod}, ${c.state},
      ${c.codeVerifierRef}, clock_timestamp() + make_interval(secs => ${c.requestExpiresInSeconds}))
    returning ${CONSENT_COLUMNS}`);
}

/** One consent of the environment; `customerId` narrows it to the caller's own. */
export async function findConsent(tx: Tx, envId: string, id: string, customerId?: string, lock = false): Promise<ConsentRow | null> {
  return tx.maybeOne(sql.type(consentRow)`
    select ${CONSENT_COLUMNS} from fdx.recipient_consents
    where env_id = ${envId} and id = ${id} ${customerId !== undefined ? sql.fragment`and customer_id = ${customerId}` : sql.fragment``}
    ${lock ? sql.fragment`for update` : sql.fragment``}`);
}

export async function findConsentByState(tx: Tx, envId: string, state: string): Promise<ConsentRow | null> {
  return tx.maybeOne(sql.type(consentRow)`
    select ${CONSENT_COLUMNS} from fdx.recipient_consents where env_id = ${envId} and state = ${state} for update`);
}

export async function listConsents(
  tx: Tx,
  envId: string,
  customerId: string,
  filter: { status?: string; providerId?: string },
  limit: number,
  after: Keyset | undefined,
): Promise<readonly ConsentRow[]> {
  const position = after ? sql.fragment`and (created_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql.fragment``;
  const status = filter.status ? sql.fragment`and status = ${filter.status}` : sql.fragment``;
  const provider = filter.providerId ? sql.fragment`and provider_id = ${filter.providerId}` : sql.fragment``;
  return tx.any(sql.type(consentRow)`
    select ${CONSENT_COLUMNS} from fdx.recipient_consents
    where env_id = ${envId} and customer_id = ${customerId} ${status} ${provider} ${position}
    order by created_at, id limit ${limit + 1}`);
}

/** The callback takes the PKCE verifier off a PENDING row: exactly one callback exchanges the code. */
export async function takeCodeVerifier(tx: Tx, envId: string, id: string, ref: string): Promise<boolean> {
  const taken = await tx.query(sql.unsafe`
    update fdx.recipient_consents set code_verifier_ref = null, updated_at = clock_timestamp()
    where env_id = ${envId} and id = ${id} and status = 'PENDING' and code_verifier_ref = ${ref}`);
  return taken.rowCount === 1;
}

export async function activateConsent(
  tx: Tx,
  envId: string,
  id: string,
  a: { providerConsentId: string | null; grantedScopes: string[]; accountIds: string[]; accessTokenRef: string; accessTokenExpiresInSeconds: number | null; refreshTokenRef: string | null },
): Promise<ConsentRow | null> {
  return tx.maybeOne(sql.type(consentRow)`
    update fdx.recipient_consents set status = 'ACTIVE', code_verifier_ref = null, provider_consent_id = ${a.providerConsentId},
      granted_scopes = ${sql.array(a.grantedScopes, 'text')}, account_ids = ${sql.array(a.accountIds, 'text')},
      access_token_ref = ${a.accessTokenRef}, refresh_token_ref = ${a.refreshTokenRef},
      access_token_expires_at = ${a.accessTokenExpiresInSeconds === null ? null : sql.fragment`clock_timestamp() + make_interval(secs => ${a.accessTokenExpiresInSeconds})`},
      activated_at = clock_timestamp(), updated_at = clock_timestamp()
    where env_id = ${envId} and id = ${id} and status = 'PENDING'
    returning ${CONSENT_COLUMNS}`);
}

export async function failConsent(tx: Tx, envId: string, id: string, status: 'DENIED' | 'FAILED', error: string, description: string | null): Promise<ConsentRow | null> {
  return tx.maybeOne(sql.type(consentRow)`
    update fdx.recipient_consents set status = ${status}, code_verifier_ref = null, error = ${error.slice(0, 256)},
      error_description = ${description === null ? null : description.slice(0, 1024)}, updated_at = clock_timestamp()
    where env_id = ${envId} and id = ${id} and status = 'PENDING'
    returning ${CONSENT_COLUMNS}`);
}

export async function replaceTokens(
  tx: Tx,
  envId: string,
  id: string,
  t: { accessTokenRef: string; accessTokenExpiresInSeconds: number | null; refreshTokenRef: string | null },
): Promise<ConsentRow | null> {
  return tx.maybeOne(sql.type(consentRow)`
    update fdx.recipient_consents set access_token_ref = ${t.accessTokenRef}, refresh_token_ref = ${t.refreshTokenRef},
      access_token_expires_at = ${t.accessTokenExpiresInSeconds === null ? null : sql.fragment`clock_timestamp() + make_interval(secs => ${t.accessTokenExpiresInSeconds})`},
      refreshed_at = clock_timestamp(), updated_at = clock_timestamp()
    where env_id = ${envId} and id = ${id} and status = 'ACTIVE'
    returning ${CONSENT_COLUMNS}`);
}

export async function revokeConsentRow(tx: Tx, envId: string, id: string, reason: string): Promise<ConsentRow | null> {
  return tx.maybeOne(sql.type(consentRow)`
    update fdx.recipient_consents set status = 'REVOKED', access_token_ref = null, refresh_token_ref = null,
      code_verifier_ref = null, access_token_expires_at = null, error = ${reason}, revoked_at = clock_timestamp(),
      updated_at = clock_timestamp()
    where env_id = ${envId} and id = ${id} and status <> 'REVOKED'
    returning ${CONSENT_COLUMNS}`);
}

export const NOTIFICATION_TYPES = ['consent.activated', 'consent.denied', 'consent.failed', 'consent.refreshed', 'consent.revoked', 'consent.revoked_by_provider'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationRow = z.object({
  id: z.string().uuid(),
  seq: z.coerce.string(),
  consent_id: z.string().uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  detail: z.record(z.unknown()),
  created_at: z.string(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

export async function insertNotification(
  tx: Tx,
  envId: string,
  n: { customerId: string; consentId: string; type: NotificationType; detail: Record<string, unknown> },
): Promise<void> {
  await tx.query(sql.unsafe`
    insert into fdx.recipient_notifications (env_id, customer_id, consent_id, type, detail)
    values (${envId}, ${n.customerId}, ${n.consentId}, ${n.type}, ${sql.jsonb(n.detail as never)})`);
}

export async function listNotifications(
  tx: Tx,
  envId: string,
  customerId: string,
  filter: { consentId?: string },
  limit: number,
  afterSeq: string | undefined,
): Promise<readonly NotificationRow[]> {
  const position = afterSeq ? sql.fragment`and seq < ${afterSeq}::bigint` : sql.fragment``;
  const consent = filter.consentId ? sql.fragment`and consent_id = ${filter.consentId}` : sql.fragment``;
  return tx.any(sql.type(notificationRow)`
    select id, seq::text as seq, consent_id, type, detail, created_at from fdx.recipient_notifications
    where env_id = ${envId} and customer_id = ${customerId} ${consent} ${position}
    order by seq desc limit ${limit + 1}`);
}

const settingsRow = z.object({ callback_base_url: z.string().nullable(), app_return_url: z.string().nullable() });
export type RecipientSettings = z.infer<typeof settingsRow>;

export async function findSettings(tx: Tx, envId: string): Promise<RecipientSettings | null> {
  return tx.maybeOne(sql.type(settingsRow)`select callback_base_url, app_return_url from fdx.recipient_settings where env_id = ${envId}`);
}

export async function upsertSettings(tx: Tx, envId: string, s: { callbackBaseUrl?: string | null; appReturnUrl?: string | null }): Promise<void> {
  await tx.query(sql.unsafe`
    insert into fdx.recipient_settings (env_id, callback_base_url, app_return_url)
    values (${envId}, ${s.callbackBaseUrl ?? null}, ${s.appReturnUrl ?? null})
    on conflict (env_id) do update set
      callback_base_url = ${s.callbackBaseUrl === undefined ? sql.fragment`fdx.recipient_settings.callback_base_url` : sql.fragment`excluded.callback_base_url`},
      app_return_url = ${s.appReturnUrl === undefined ? sql.fragment`fdx.recipient_settings.app_return_url` : sql.fragment`excluded.app_return_url`},
      updated_at = clock_timestamp()`);
}

/** The environment's display name (the OAuth client's name at providers). */
export async function environmentName(tx: Tx, envId: string): Promise<string | null> {
  return tx.maybeOneFirst(sql.type(z.object({ display_name: z.string() }))`
    select display_name from platform.environments where env_id = ${envId}`);
}
