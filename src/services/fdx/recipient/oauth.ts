// The recipient's OAuth client side, all on oauth4webapi (ADR 0017): discovery, RFC 7591
// registration with private_key_jwt, PAR with a DPoP proof and dpop_jkt, PKCE S256, callback
// validation with RFC 9207 `iss`, code and refresh grants, RFC 7009 revocation and DPoP-bound
// resource requests. DPoP nonce challenges are retried once, with the nonce the handle learnt.
import { setTimeout as delay } from 'node:timers/promises';
import { calculateJwkThumbprint, exportJWK, importJWK, type CryptoKey, type JWK } from 'jose';
import * as oauth from 'oauth4webapi';

export const REQUEST_TIMEOUT_MS = 10_000;
const METADATA_TTL_MS = 5 * 60_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http is accepted only towards loopback addresses (development and tests on one machine);
 * anything else must be https, as FAPI 2.0 requires.
 */
export function transportOptions(url: string): { [oauth.allowInsecureRequests]?: true; signal: AbortSignal } {
  const { protocol, hostname } = new URL(url);
  return { ...(protocol === 'http:' && LOOPBACK.has(hostname) ? { [oauth.allowInsecureRequests]: true as const } : {}), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
}

const metadata = new Map<string, { as: oauth.AuthorizationServer; fetchedAt: number }>();

/** The issuer's validated metadata (issuer equality checked by oauth4webapi), cached briefly. */
export async function discoverIssuer(issuer: string, fresh = false): Promise<oauth.AuthorizationServer> {
  const cached = metadata.get(issuer);
  if (!fresh && cached && Date.now() - cached.fetchedAt < METADATA_TTL_MS) return cached.as;
  const url = new URL(issuer);
  const as = await oauth.processDiscoveryResponse(url, await oauth.discoveryRequest(url, { algorithm: 'oidc', ...transportOptions(issuer) }));
  if (metadata.size > 1000) metadata.clear();
  metadata.set(issuer, { as, fetchedAt: Date.now() });
  return as;
}

/** What FAPI 2.0 needs from the provider's server; a missing capability is named. */
export function fapiShortfalls(as: oauth.AuthorizationServer): string[] {
  const missing: string[] = [];
  if (!as.pushed_authorization_request_endpoint) missing.push('pushed_authorization_request_endpoint');
  if (!as.registration_endpoint) missing.push('registration_endpoint (RFC 7591)');
  if (!as.revocation_endpoint) missing.push('revocation_endpoint (RFC 7009)');
  if (!as.code_challenge_methods_supported?.includes('S256')) missing.push('code_challenge_methods_supported S256');
  if (!as.dpop_signing_alg_values_supported?.includes('ES256')) missing.push('dpop_signing_alg_values_supported ES256');
  if (!as.token_endpoint_auth_methods_supported?.includes('private_key_jwt')) missing.push('token_endpoint_auth_methods_supported private_key_jwt');
  if (as.authorization_response_iss_parameter_supported !== true) missing.push('authorization_response_iss_parameter_supported (RFC 9207)');
  return missing;
}

/** An ES256 key pair as the private JWK to seal (public members included, so one secret suffices). */
export async function newEs256Jwk(): Promise<JWK> {
  const { privateKey } = await oauth.generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d };
}

export function publicJwk(jwk: JWK): JWK {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
}

export async function keyPairOf(jwk: JWK): Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> {
  const privateKey = await importJWK(jwk, 'ES256');
  const publicKey = await importJWK(publicJwk(jwk), 'ES256', { extractable: true });
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array) throw new Error('ES256 key material is not asymmetric');
  return { privateKey, publicKey };
}

export const thumbprintOf = (jwk: JWK) => calculateJwkThumbprint(publicJwk(jwk));

/** An authenticated client of one provider: metadata, private_key_jwt and the DPoP handle. */
export interface ProviderClient {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  clientAuth: oauth.ClientAuth;
  dpop: oauth.DPoPHandle;
  dpopJkt: string;
}

const clientMetadata = (clientId: string): oauth.Client => ({ client_id: clientId, id_token_signed_response_alg: 'ES256' });

// DPoP handles remember the server's nonce between requests: keep one per client and key.
const handles = new Map<string, oauth.DPoPHandle>();

export async function providerClient(
  issuer: string,
  registration: { clientId: string; clientAuthJwk: JWK; clientAuthKid: string; dpopJwk: JWK },
): Promise<ProviderClient> {
  const as = await discoverIssuer(issuer);
  const client = clientMetadata(registration.clientId);
  const clientAuthKeys = await keyPairOf(registration.clientAuthJwk);
  const dpopJkt = await thumbprintOf(registration.dpopJwk);
  const handleKey = `${issuer}\u0000${registration.clientId}\u0000${dpopJkt}`;
  let dpop = handles.get(handleKey);
  if (!dpop) {
    dpop = oauth.DPoP(client, await keyPairOf(registration.dpopJwk));
    if (handles.size > 1000) handles.clear();
    handles.set(handleKey, dpop);
  }
  return { as, client, clientAuth: oauth.PrivateKeyJwt({ key: clientAuthKeys.privateKey, kid: registration.clientAuthKid }), dpop, dpopJkt };
}

/** Retries once when the server asks for a (new) DPoP nonce (RFC 9449 section 8 and 9). */
export async function withDpopNonce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (oauth.isDPoPNonceError(error)) return attempt();
    throw error;
  }
}

export interface Registration {
  clientId: string;
  registrationAccessToken: string | undefined;
  registrationClientUri: string | undefined;
}

/** RFC 7591 dynamic registration: private_key_jwt with the public key inline, DPoP-bound tokens. */
export async function registerClient(
  as: oauth.AuthorizationServer,
  issuer: string,
  input: { clientName: string; redirectUri: string; clientAuthJwk: JWK; clientAuthKid: string },
): Promise<Registration> {
  const registered = await oauth.processDynamicClientRegistrationResponse(
    await oauth.dynamicClientRegistrationRequest(
      as,
      {
        client_name: input.clientName,
        application_type: 'web',
        redirect_uris: [input.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'private_key_jwt',
        token_endpoint_auth_signing_alg: 'ES256',
        id_token_signed_response_alg: 'ES256',
        dpop_bound_access_tokens: true,
        jwks: { keys: [{ ...publicJwk(input.clientAuthJwk), kid: input.clientAuthKid, alg: 'ES256', use: 'sig' }] },
      },
      transportOptions(issuer),
    ),
  );
  return {
    clientId: registered.client_id,
    registrationAccessToken: typeof registered.registration_access_token === 'string' ? registered.registration_access_token : undefined,
    registrationClientUri: typeof registered.registration_client_uri === 'string' ? registered.registration_client_uri : undefined,
  };
}

export interface PushedRequest {
  verifier: string;
  state: string;
  authorizationUrl: string;
  expiresIn: number;
}

/** PKCE S256 and state, then the pushed authorization request with a DPoP proof and dpop_jkt. */
export async function pushAuthorizationRequest(
  c: ProviderClient,
  issuer: string,
  input: { redirectUri: string; scope: string; extra: Record<string, string> },
): Promise<PushedRequest> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const parameters = {
    response_type: 'code',
    redirect_uri: input.redirectUri,
    scope: input.scope,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    dpop_jkt: c.dpopJkt,
    ...input.extra,
  };
  const response = await withDpopNonce(async () =>
    oauth.processPushedAuthorizationResponse(
      c.as,
      c.client,
      await oauth.pushedAuthorizationRequest(c.as, c.client, c.clientAuth, parameters, { ...transportOptions(issuer), DPoP: c.dpop }),
    ),
  );
  const url = new URL(c.as.authorization_endpoint!);
  url.searchParams.set('client_id', c.client.client_id);
  url.searchParams.set('request_uri', response.request_uri);
  return { verifier, state, authorizationUrl: url.href, expiresIn: response.expires_in };
}

/** Checks state and `iss` of the authorization response; throws AuthorizationResponseError on `error=`. */
export function validateCallback(c: ProviderClient, callbackUrl: URL, expectedState: string): URLSearchParams {
  return oauth.validateAuthResponse(c.as, c.client, callbackUrl, expectedState);
}

export async function exchangeCode(c: ProviderClient, issuer: string, params: URLSearchParams, redirectUri: string, verifier: string) {
  return withDpopNonce(async () =>
    oauth.processAuthorizationCodeResponse(
      c.as,
      c.client,
      await oauth.authorizationCodeGrantRequest(c.as, c.client, c.clientAuth, params, redirectUri, verifier, { ...transportOptions(issuer), DPoP: c.dpop }),
    ),
  );
}

export async function refreshTokens(c: ProviderClient, issuer: string, refreshToken: string) {
  return withDpopNonce(async () =>
    oauth.processRefreshTokenResponse(
      c.as,
      c.client,
      await oauth.refreshTokenGrantRequest(c.as, c.client, c.clientAuth, refreshToken, { ...transportOptions(issuer), DPoP: c.dpop }),
    ),
  );
}

export async function revokeToken(c: ProviderClient, issuer: string, token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
  await oauth.processRevocationResponse(
    await oauth.revocationRequest(c.as, c.client, c.clientAuth, token, { ...transportOptions(issuer), additionalParameters: { token_type_hint: hint } }),
  );
}

export interface ResourceResponse {
  status: number;
  /** Parsed JSON body, or undefined. */
  body: unknown;
  /** The WWW-Authenticate error, when the provider sent a challenge. */
  challenge: string | undefined;
}

/**
 * A 503 whose Retry-After is at most this many seconds is retried, at most RETRIES_ON_503 times:
 * the provider says nothing was done and the answer will change (ADR 0024: a consent granted
 * moments ago that its grant ledger has not recorded yet). Longer waits are the caller's to make.
 */
const MAX_RETRY_AFTER_SECONDS = 5;
const RETRIES_ON_503 = 3;

/** Seconds of a delta-seconds Retry-After (RFC 9110 section 10.2.3) within the bound, else null. */
export function shortRetryAfter(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const seconds = Number(value.trim());
  return seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : null;
}

/**
 * A DPoP-bound request to the provider's API; challenges become data, nonce challenges a retry,
 * and a transient 503 with a short Retry-After is retried after it (fresh DPoP proof each time).
 */
export async function resourceRequest(
  c: ProviderClient,
  accessToken: string,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<ResourceResponse> {
  const send = async () => {
    const requestHeaders = new Headers({ accept: 'application/json', ...headers });
    if (body !== undefined) requestHeaders.set('content-type', 'application/json');
    return oauth.protectedResourceRequest(accessToken, method, new URL(url), requestHeaders, body === undefined ? null : JSON.stringify(body), {
      ...transportOptions(url),
      DPoP: c.dpop,
    });
  };
  let response: Response;
  let challenge: string | undefined;
  for (let retries = 0; ; retries += 1) {
    challenge = undefined;
    try {
      response = await withDpopNonce(send);
    } catch (error) {
      if (!(error instanceof oauth.WWWAuthenticateChallengeError)) throw error;
      response = error.response;
      challenge = error.cause[0]?.parameters.error ?? error.cause[0]?.scheme;
    }
    const wait = response.status === 503 ? shortRetryAfter(response.headers.get('retry-after')) : null;
    if (wait === null || retries >= RETRIES_ON_503) break;
    await response.body?.cancel();
    await delay(wait * 1000);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, challenge };
}

export { oauth };
