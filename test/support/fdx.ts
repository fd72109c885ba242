// FDX provider fixtures: grant ledger rows created the way production creates them (the
// authorization server's grant events, applied by the fdx consumer), delegated DPoP-bound
// tokens naming the consent, and DPoP-signed calls.
import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { accessTokenHash } from '../../src/platform/auth/dpop.ts';
import type { EventEnvelope } from '../../src/platform/events/envelope.ts';
import { CONSENT_PROPAGATION_WINDOW_SECONDS } from '../../src/services/fdx/consents/chokepoint.ts';
import { grantConsumers } from '../../src/services/fdx/consents/grant-consumer.ts';
import { call, type CallOptions, type CallResult } from './http.ts';
import type { TestPlatform } from './platform.ts';

export interface DpopKey {
  privateKey: CryptoKey;
  jwk: JWK;
  jkt: string;
}

export async function dpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  return { privateKey, jwk, jkt: await calculateJwkThumbprint(jwk) };
}

export interface GrantOptions {
  consentId?: string;
  subject?: string;
  clientId?: string;
  clientName?: string;
  clusters?: string[];
  accountIds?: string[];
  durationType?: 'ONE_TIME' | 'PERSISTENT' | 'TIME_BOUND';
  durationPeriod?: number;
  lookbackPeriod?: number;
  expiresAt?: string | null;
  /** Redeem the code too (PENDING → ACTIVE); default true. */
  activate?: boolean;
}

export interface Grant {
  consentId: string;
  grantId: string;
  subject: string;
  clientId: string;
}

/** Applies `platform:auth:grant:*` events through the fdx consumer, as the bus would deliver them. */
export async function applyGrantEvent(t: TestPlatform, envId: string, type: string, data: Record<string, unknown>): Promise<void> {
  const event: EventEnvelope = {
    id: randomUUID(),
    type,
    source: 'test-auth-server',
    env_id: envId,
    time: new Date().toISOString(),
    correlation_id: null,
    data,
  };
  const [consumer] = grantConsumers();
  await t.service('fdx').db.withTenant(envId, (tx) => consumer!.handle(tx, event));
}

export async function grantConsent(t: TestPlatform, envId: string, options: GrantOptions = {}): Promise<Grant> {
  const grant: Grant = {
    consentId: options.consentId ?? randomUUID(),
    grantId: `grant-${randomUUID()}`,
    subject: options.subject ?? `user-${randomUUID().slice(0, 8)}`,
    clientId: options.clientId ?? 'fintech-client',
  };
  const durationType = options.durationType ?? 'TIME_BOUND';
  const expiresAt = options.expiresAt !== undefined
    ? options.expiresAt
    : durationType === 'PERSISTENT' ? null : new Date(Date.now() + (options.durationPeriod ?? 90) * 86_400_000).toISOString();
  await applyGrantEvent(t, envId, 'platform:auth:grant:created', {
    consent_id: grant.consentId,
    grant_id: grant.grantId,
    state: `state-${randomUUID()}`,
    user_id: grant.subject,
    client_id: grant.clientId,
    client_name: options.clientName ?? 'Demo fintech',
    scopes: ['openid', 'vert:fdx:consents:read', 'vert:fdx:consents:write'],
    data_clusters: options.clusters ?? ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED', 'TRANSACTIONS'],
    account_ids: options.accountIds ?? [],
    duration_type: durationType,
    duration_period: durationType === 'TIME_BOUND' ? (options.durationPeriod ?? 90) : null,
    lookback_period: options.lookbackPeriod ?? null,
    expires_at: expiresAt,
  });
  if (options.activate ?? true) {
    await applyGrantEvent(t, envId, 'platform:auth:grant:activated', { consent_id: grant.consentId, grant_id: grant.grantId, client_id: grant.clientId, user_id: grant.subject });
  }
  return grant;
}

/**
 * An `iat` before the consent propagation window (ADR 0024): a token this old naming a consent the
 * provider does not have is refused as such (401), not as a consent still on its way (503).
 */
export const settledIssuedAt = (): number => Math.floor(Date.now() / 1000) - CONSENT_PROPAGATION_WINDOW_SECONDS - 10;

/** A delegated, DPoP-bound access token for the grant, as the authorization server issues it. */
export async function delegatedToken(
  t: TestPlatform,
  envId: string,
  grant: Grant,
  key: DpopKey,
  scopes: string[] = ['vert:fdx:consents:read', 'vert:fdx:consents:write'],
  issuedAt?: number,
): Promise<string> {
  return t.token({
    subject: grant.subject,
    clientId: grant.clientId,
    envId,
    scopes,
    service: 'fdx',
    jkt: key.jkt,
    extraClaims: { consent_id: grant.consentId },
    ...(issuedAt !== undefined ? { issuedAt } : {}),
  });
}

export async function dpopProof(key: DpopKey, method: string, url: string, accessToken: string): Promise<string> {
  const htu = url.split('?')[0]!.split('#')[0]!;
  return new SignJWT({ htm: method, htu, jti: randomUUID(), ath: accessTokenHash(accessToken) })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: key.jwk })
    .setIssuedAt()
    .sign(key.privateKey);
}

/** A provider call with `Authorization: DPoP`, a fresh proof and the tenant header. */
export async function fdxCall(
  url: string,
  options: Omit<CallOptions, 'token'> & { token: string; key: DpopKey; envId: string },
): Promise<CallResult> {
  const method = options.method ?? 'GET';
  const { token, key, envId, headers, ...rest } = options;
  return call(url, {
    ...rest,
    method,
    headers: {
      authorization: `DPoP ${token}`,
      dpop: await dpopProof(key, method, url, token),
      'x-platform-env-id': envId,
      ...headers,
    },
  });
}
