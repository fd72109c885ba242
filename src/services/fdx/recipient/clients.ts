// The recipient's OAuth client per (recipient environment, provider): registered once by RFC 7591
// and cached in fdx.recipients with its client-auth key and DPoP key sealed in platform.secrets.
// A changed callback URL re-registers; rotating the DPoP key replaces its reference.
import { randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import type { Tx } from '../../../platform/db/pool.ts';
import type { SecretStore } from '../../../platform/secrets/index.ts';
import { discoverIssuer, newEs256Jwk, providerClient, registerClient, thumbprintOf, type ProviderClient } from './oauth.ts';
import { findRecipient, replaceDpopKeyRef, upsertRecipient, type ProviderRow, type RecipientRow } from './queries.ts';

export const CALLBACK_PATH = '/fdx/consents/callback';
/** Query parameter of the registered redirect URI naming the recipient environment (ADR 0017). */
export const CALLBACK_ENV_PARAM = 'env';

export function redirectUriFor(callbackBaseUrl: string, envId: string): string {
  const url = new URL(`${callbackBaseUrl.replace(/\/+$/, '')}${CALLBACK_PATH}`);
  url.searchParams.set(CALLBACK_ENV_PARAM, envId);
  return url.href;
}

async function sealedJwk(secrets: SecretStore, tx: Tx, envId: string, ref: string, purpose: 'dpop_key' | 'client_secret'): Promise<JWK> {
  return JSON.parse((await secrets.resolve(tx, envId, ref, purpose)).toString('utf8')) as JWK;
}

export interface RegisteredClient {
  recipient: RecipientRow;
  client: ProviderClient;
}

/** The client of this recipient environment at `provider`, with its keys opened. */
export async function openClient(secrets: SecretStore, tx: Tx, envId: string, provider: ProviderRow, recipient: RecipientRow): Promise<ProviderClient> {
  return providerClient(provider.issuer, {
    clientId: recipient.client_id,
    clientAuthJwk: await sealedJwk(secrets, tx, envId, recipient.client_auth_key_ref, 'client_secret'),
    clientAuthKid: recipient.client_auth_kid,
    dpopJwk: await sealedJwk(secrets, tx, envId, recipient.dpop_key_ref, 'dpop_key'),
  });
}

/** Runs one short tenant transaction (the recipient never holds one across a network call). */
export type Phase = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Reuses the cached registration, or registers the client at the provider's server (keys
 * generated at first use and sealed). The registration travels over the network between two
 * short transactions, never inside one; when two first uses race, the row written first wins
 * and the loser's registration is left unused at the provider.
 */
export async function ensureClient(
  secrets: SecretStore,
  phase: Phase,
  envId: string,
  provider: ProviderRow,
  input: { clientName: string; redirectUri: string },
): Promise<RegisteredClient> {
  const cached = await phase(async (tx) => {
    const row = await findRecipient(tx, envId, provider.id);
    return row && row.redirect_uri === input.redirectUri ? { recipient: row, client: await openClient(secrets, tx, envId, provider, row) } : undefined;
  });
  if (cached) return cached;
  const as = await discoverIssuer(provider.issuer);
  const clientAuthJwk = await newEs256Jwk();
  const clientAuthKid = randomUUID();
  const registration = await registerClient(as, provider.issuer, { clientName: input.clientName, redirectUri: input.redirectUri, clientAuthJwk, clientAuthKid });
  return phase(async (tx) => {
    const current = await findRecipient(tx, envId, provider.id, true);
    if (current && current.redirect_uri === input.redirectUri) {
      return { recipient: current, client: await openClient(secrets, tx, envId, provider, current) };
    }
    // The DPoP key of the previous registration (if any) stays: only the client changed.
    const dpopKeyRef = current?.dpop_key_ref ?? (await secrets.put(tx, envId, 'dpop_key', JSON.stringify(await newEs256Jwk())));
    if (current) {
      await secrets.delete(tx, envId, current.client_auth_key_ref);
      if (current.registration_token_ref) await secrets.delete(tx, envId, current.registration_token_ref);
    }
    const recipient = await upsertRecipient(tx, envId, {
      providerId: provider.id,
      clientId: registration.clientId,
      redirectUri: input.redirectUri,
      clientAuthKeyRef: await secrets.put(tx, envId, 'client_secret', JSON.stringify(clientAuthJwk)),
      clientAuthKid,
      dpopKeyRef,
      registrationTokenRef: registration.registrationAccessToken ? await secrets.put(tx, envId, 'client_secret', registration.registrationAccessToken) : null,
      registrationClientUri: registration.registrationClientUri ?? null,
    });
    return { recipient, client: await openClient(secrets, tx, envId, provider, recipient) };
  });
}

/**
 * Replaces the DPoP key of (env, provider) with a fresh ES256 key: a new sealed secret replaces
 * the reference (platform.secrets rotation deletes the old one). Tokens bound to the old key
 * stop working, so the caller refreshes them with the new key (RFC 9449 section 5: a refresh
 * of a public... DPoP-bound refresh tokens of confidential clients are not key-bound).
 * Returns the new key's thumbprint.
 */
export async function rotateDpopKey(secrets: SecretStore, tx: Tx, envId: string, providerId: string): Promise<{ dpopKeyRef: string; jkt: string }> {
  const recipient = await findRecipient(tx, envId, providerId, true);
  if (!recipient) throw new Error(`no client registration for provider ${providerId} in ${envId}`);
  const jwk = await newEs256Jwk();
  const newRef = await secrets.rotate(tx, envId, recipient.dpop_key_ref, JSON.stringify(jwk));
  if (!(await replaceDpopKeyRef(tx, envId, providerId, recipient.dpop_key_ref, newRef))) throw new Error('the DPoP key changed concurrently');
  return { dpopKeyRef: newRef, jkt: await thumbprintOf(jwk) };
}
