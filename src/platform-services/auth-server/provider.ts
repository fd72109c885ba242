// One node-oidc-provider instance per provider environment, configured to the FAPI 2.0 Security
// Profile (ADR 0012): PAR required, PKCE S256, DPoP with server nonces, private_key_jwt only,
// RFC 9207 `iss`, JWT access tokens (RFC 9068) for the FDX API signed with the platform key.
import { AsyncLocalStorage } from 'node:async_hooks';
import { hkdfSync } from 'node:crypto';
import Provider, { errors, type BaseToken, type Client, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import { sql, type Database } from '../../platform/db/pool.ts';
import { createAdapterClass } from './adapter.ts';
import { findGrantConsent, type GrantConsent } from './grants.ts';
import {
  FDX_AUDIENCE,
  FDX_RESOURCE_SCOPES,
  isDurationType,
  OIDC_SCOPES,
  parsePeriodDays,
  PERSISTENT_GRANT_SECONDS,
} from './scopes.ts';
import { userExists } from './users.ts';
import { errorPage } from './views.ts';

/** Resource indicator of the FDX provider API (RFC 8707); its tokens carry audience `vert-fdx`. */
export const FDX_RESOURCE = 'urn:vert:fdx';
const SIGNING_ALGS = ['ES256', 'PS256', 'EdDSA'];

export interface TokenLifetimes {
  authorizationCodeSeconds: number;
  accessTokenSeconds: number;
  interactionSeconds: number;
  sessionSeconds: number;
}

export const DEFAULT_LIFETIMES: TokenLifetimes = {
  authorizationCodeSeconds: 60,
  accessTokenSeconds: 300,
  interactionSeconds: 600,
  sessionSeconds: 3600,
};

export interface ProviderOptions {
  issuer: string;
  envId: string;
  db: Database;
  /** The platform issuer's private ES256 JWK (DevIssuer.signingJwk()). */
  signingJwk: JWK;
  lifetimes: TokenLifetimes;
}

/** Grant lifetimes chosen on the consent page, handed to the synchronous ttl.Grant hook. */
export const grantLifetimes = new WeakMap<object, number>();

/** Secrets derived from the signing key, so cookies and nonces survive a restart without new storage. */
function derivedSecret(jwk: JWK, envId: string, purpose: string): Buffer {
  if (typeof jwk.d !== 'string') throw new Error('the authorization server needs a private signing key');
  return Buffer.from(hkdfSync('sha256', Buffer.from(jwk.d, 'base64url'), `vert-auth:${envId}`, purpose, 32));
}

export function createProvider(options: ProviderOptions): Provider {
  const { issuer, envId, db, lifetimes } = options;
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const requestContext = new AsyncLocalStorage<KoaContextWithOIDC>();
  // One consent lookup per grant per request (claims, refresh-token policy, token response).
  const consentCache = new WeakMap<object, Map<string, Promise<GrantConsent | null>>>();
  const consentOf = (ctx: object, grantId: string): Promise<GrantConsent | null> => {
    let byGrant = consentCache.get(ctx);
    if (!byGrant) consentCache.set(ctx, (byGrant = new Map()));
    let found = byGrant.get(grantId);
    if (!found) byGrant.set(grantId, (found = db.withTenant(envId, (tx) => findGrantConsent(tx, envId, grantId))));
    return found;
  };

  const periodParam = (name: string) => async (_ctx: KoaContextWithOIDC, value: unknown) => {
    try {
      parsePeriodDays(value, name);
    } catch (e) {
      throw new errors.InvalidRequest((e as Error).message);
    }
  };

  const provider = new Provider(issuer, {
    adapter: createAdapterClass({
      db,
      envId,
      revocationCause: () => {
        const route = requestContext.getStore()?.oidc?.route;
        if (route === 'revocation') return { reason: 'client_revocation', initiator: 'DATA_RECIPIENT' };
        if (route === 'token') return { reason: 'authorization_code_reuse', initiator: 'DATA_PROVIDER' };
        return { reason: 'grant_destroyed', initiator: 'DATA_PROVIDER' };
      },
    }),
    jwks: { keys: [{ ...options.signingJwk, alg: 'ES256', use: 'sig' }] },
    clientAuthMethods: ['private_key_jwt'],
    clientBasedCORS: () => false,
    clientDefaults: {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'private_key_jwt',
      token_endpoint_auth_signing_alg: 'ES256',
      id_token_signed_response_alg: 'ES256',
      dpop_bound_access_tokens: true,
    },
    cookies: {
      keys: [derivedSecret(options.signingJwk, envId, 'cookies')],
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    enabledJWA: {
      clientAuthSigningAlgValues: SIGNING_ALGS,
      dPoPSigningAlgValues: SIGNING_ALGS,
      requestObjectSigningAlgValues: SIGNING_ALGS,
      idTokenSigningAlgValues: ['ES256'],
      authorizationSigningAlgValues: ['ES256'],
      introspectionSigningAlgValues: ['ES256'],
      userinfoSigningAlgValues: ['ES256'],
    },
    // Validators run on every authorization and pushed request, whether or not the parameter is present.
    extraParams: {
      async duration_type(ctx: KoaContextWithOIDC, value: unknown) {
        assertKnownScopes(ctx);
        if (value !== undefined && !isDurationType(value)) throw new errors.InvalidRequest('duration_type must be ONE_TIME, PERSISTENT or TIME_BOUND');
      },
      duration_period: periodParam('duration_period'),
      lookback_period: periodParam('lookback_period'),
    },
    async extraTokenClaims(ctx: KoaContextWithOIDC, token: BaseToken) {
      const consent = token.grantId ? await consentOf(ctx, token.grantId) : null;
      return { env_id: envId, ...(consent ? { consent_id: consent.consent_id } : {}) };
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: true, nonceSecret: derivedSecret(options.signingJwk, envId, 'dpop-nonce'), requireNonce: () => true, allowReplay: false },
      fapi: { enabled: true, profile: '2.0' },
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: true, allowUnregisteredRedirectUris: false },
      registration: { enabled: true, initialAccessToken: false },
      registrationManagement: { enabled: true, rotateRegistrationAccessToken: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => FDX_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, resource: string) => {
          if (resource !== FDX_RESOURCE) throw new errors.InvalidTarget('unknown resource indicator');
          return {
            scope: FDX_RESOURCE_SCOPES.join(' '),
            audience: FDX_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: lifetimes.accessTokenSeconds,
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
      // A client may revoke and introspect only the tokens issued to it.
      revocation: { enabled: true, allowedPolicy: ownToken },
      introspection: { enabled: true, allowedPolicy: ownToken },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      claimsParameter: { enabled: false },
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const exists = await db.withTenant(envId, (tx) => userExists(tx, envId, sub));
      return exists ? { accountId: sub, claims: () => ({ sub }) } : undefined;
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}` },
    // Every authorization is a fresh consent: only the grant the consent page just created is reused.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = (ctx.oidc.result as { consent?: { grantId?: string } } | undefined)?.consent?.grantId;
      return grantId ? provider.Grant.find(grantId) : undefined;
    },
    // Refresh tokens for clients registered with the refresh_token grant, except one-time consents.
    async issueRefreshToken(ctx: KoaContextWithOIDC, client: Client, source: BaseToken) {
      if (!client.grantTypeAllowed('refresh_token') || !source.grantId) return false;
      const consent = await consentOf(ctx, source.grantId);
      return consent !== null && consent.duration_type !== 'ONE_TIME';
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    rotateRefreshToken: false,
    scopes: [...OIDC_SCOPES],
    ttl: {
      AccessToken: lifetimes.accessTokenSeconds,
      AuthorizationCode: lifetimes.authorizationCodeSeconds,
      IdToken: lifetimes.accessTokenSeconds,
      Interaction: lifetimes.interactionSeconds,
      Session: lifetimes.sessionSeconds,
      // The consent page sets it; a grant saved again keeps its expiry.
      Grant: (_ctx: unknown, grant: Grant) =>
        grantLifetimes.get(grant) ?? (typeof grant.exp === 'number' ? Math.max(1, grant.exp - Math.floor(Date.now() / 1000)) : lifetimes.interactionSeconds),
      // A refresh token lives as long as its grant (the consent's duration).
      RefreshToken: (ctx: KoaContextWithOIDC) => {
        const exp = ctx.oidc.entities.Grant?.exp;
        return typeof exp === 'number' ? Math.max(1, exp - Math.floor(Date.now() / 1000)) : PERSISTENT_GRANT_SECONDS;
      },
    },
    renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = errorPage('Something went wrong', `${out.error ?? 'error'}: ${out.error_description ?? ''}`);
    },
  });

  provider.use(async (ctx, next) => {
    await requestContext.run(ctx, next);
    // The consent id also travels in the token endpoint's response, beside the access token.
    if (ctx.oidc?.route === 'token' && ctx.status === 200 && isRecord(ctx.body) && typeof ctx.body.access_token === 'string') {
      const grantId = ctx.oidc.entities.Grant?.jti;
      const consent = grantId ? await consentOf(ctx, grantId) : null;
      if (consent) ctx.body = { ...ctx.body, consent_id: consent.consent_id };
    }
  });
  return provider;
}

const KNOWN_SCOPES = new Set<string>([...OIDC_SCOPES, ...FDX_RESOURCE_SCOPES]);

/**
 * oidc-provider silently drops scope values it does not know (RFC 6749 §3.3 allows that); a FAPI
 * client asking for more than this server ever grants learns it at PAR, with invalid_scope.
 */
function assertKnownScopes(ctx: KoaContextWithOIDC): void {
  const scope = ctx.oidc.params?.scope;
  if (typeof scope !== 'string') return;
  const unknown = scope.split(' ').find((s) => s.length > 0 && !KNOWN_SCOPES.has(s));
  if (unknown !== undefined) throw new errors.InvalidScope('requested scope is not supported', unknown);
}

async function ownToken(_ctx: KoaContextWithOIDC, client: Client, token: BaseToken): Promise<boolean> {
  return token.clientId === client.clientId;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether `envId` is a registered environment (platform.environments). */
export async function environmentExists(db: Database, envId: string): Promise<boolean> {
  return db.withTenant(envId, (tx) => tx.exists(sql.unsafe`select 1 from platform.environments where env_id = ${envId}`));
}
