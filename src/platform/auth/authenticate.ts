// Turns a request's credentials into a Principal for one operation's security requirement.
// Authentication only: which principal may do what is the policy gate's decision, not ours.
import type { JWTPayload } from 'jose';
import { challenge, DEFAULT_DPOP_ALGS, insufficientScope, invalidRequest, invalidToken, missingCredentials } from './challenge.ts';
import { createDpopVerifier, type DpopVerifierOptions } from './dpop.ts';
import type { TokenVerifier } from './jwt.ts';
import type { AuthScheme, HttpRequestLike, Principal, PrincipalKind, SecurityRequirement } from './types.ts';

export const M2M_SCOPE = 'platform:internal';
/** Bounds the work a hostile token can cause in scope parsing. */
const MAX_SCOPES = 256;

export interface AuthenticatorOptions {
  verifier: TokenVerifier;
  dpop: DpopVerifierOptions;
  m2m?: { requiredScope: string };
}

export interface Authenticator {
  authenticate(req: HttpRequestLike, requirement: SecurityRequirement): Promise<Principal>;
  /** DPoP-Nonce header for successful responses (RFC 9449 §8.2); empty when nonces are off. */
  nonceHeaders(): Record<string, string>;
}

interface Credentials {
  scheme: AuthScheme;
  token: string;
}

export function createAuthenticator(options: AuthenticatorOptions): Authenticator {
  const dpop = createDpopVerifier(options.dpop);
  const requiredM2mScope = options.m2m?.requiredScope ?? M2M_SCOPE;
  const algs = options.dpop.allowedAlgs ?? DEFAULT_DPOP_ALGS;
  // RFC 9449 §7.2: a resource that takes both schemes offers both challenges.
  const bareChallenge: Record<SecurityRequirement, string> = {
    dpop: challenge('DPoP', {}, algs),
    bearer: `Bearer, ${challenge('DPoP', {}, algs)}`,
    m2m: 'Bearer',
  };

  return {
    async authenticate(req, requirement) {
      const credentials = readAuthorization(req.headers);
      if (credentials === undefined) throw missingCredentials(bareChallenge[requirement]);
      const { scheme, token } = credentials;
      if (requirement === 'dpop' && scheme !== 'DPoP') throw invalidToken('DPoP', 'This operation requires a DPoP-bound access token');

      const claims = await options.verifier.verify(token, scheme);
      const jkt = boundJkt(claims, scheme);
      if (scheme === 'Bearer' && jkt !== undefined) throw invalidToken('Bearer', 'A DPoP-bound token must be presented with the DPoP scheme');
      if (scheme === 'DPoP') {
        if (jkt === undefined) throw invalidToken('DPoP', 'The access token is not DPoP-bound');
        await dpop.verify({ proof: header(req.headers, 'dpop'), method: req.method, url: req.url, accessToken: token, expectedJkt: jkt });
      }

      const principal = toPrincipal(claims, scheme, jkt);
      if (requirement === 'm2m') {
        if (principal.kind !== 'service' && principal.kind !== 'client') throw invalidToken(scheme, 'This operation requires a machine-to-machine token');
        if (!principal.scopes.includes(requiredM2mScope)) throw insufficientScope(scheme, requiredM2mScope);
        return { ...principal, kind: 'service' };
      }
      return principal;
    },
    nonceHeaders: () => dpop.nonceHeaders(),
  };
}

function toPrincipal(claims: JWTPayload, scheme: AuthScheme, jkt: string | undefined): Principal {
  const { sub, client_id: clientId, env_id: envId, token_use: tokenUse, jti } = claims;
  if (typeof sub !== 'string' || sub.length === 0) throw invalidToken(scheme, 'Token has no subject');
  if (clientId !== undefined && typeof clientId !== 'string') throw invalidToken(scheme, 'Token client_id is invalid');
  if (envId !== undefined && typeof envId !== 'string') throw invalidToken(scheme, 'Token env_id is invalid');
  // Client-credentials tokens name the client as subject (RFC 9068 §2.2); token_use marks ours explicitly.
  const kind: PrincipalKind = tokenUse === 'm2m' ? 'service' : sub === clientId ? 'client' : 'user';
  return {
    kind,
    subject: sub,
    ...(clientId !== undefined ? { clientId } : {}),
    ...(envId !== undefined ? { envId } : {}),
    scopes: readScopes(claims, scheme),
    ...(jkt !== undefined ? { jkt } : {}),
    ...(typeof jti === 'string' ? { tokenId: jti } : {}),
    claims,
  };
}

/** `scope` (RFC 9068, space-separated) wins over `scp` (array, common in other issuers). */
function readScopes(claims: JWTPayload, scheme: AuthScheme): string[] {
  const { scope, scp } = claims;
  let scopes: unknown[];
  if (typeof scope === 'string') scopes = scope.split(' ').filter((s) => s.length > 0);
  else if (scope === undefined && Array.isArray(scp)) scopes = scp;
  else if (scope === undefined && scp === undefined) scopes = [];
  else throw invalidToken(scheme, 'Token scope is invalid');
  if (scopes.length > MAX_SCOPES || scopes.some((s) => typeof s !== 'string')) throw invalidToken(scheme, 'Token scope is invalid');
  return scopes as string[];
}

/** cnf.jkt when the token is DPoP-bound. Other confirmation methods (mTLS) cannot be checked here. */
function boundJkt(claims: JWTPayload, scheme: AuthScheme): string | undefined {
  const cnf = claims.cnf;
  if (cnf === undefined) return undefined;
  if (cnf === null || typeof cnf !== 'object' || typeof (cnf as { jkt?: unknown }).jkt !== 'string') {
    throw invalidToken(scheme, 'Token confirmation method is not supported');
  }
  return (cnf as { jkt: string }).jkt;
}

function header(headers: HttpRequestLike['headers'], name: string): string | string[] | undefined {
  if (Object.hasOwn(headers, name)) return headers[name];
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

const AUTHORIZATION = /^([A-Za-z]+) +([A-Za-z0-9\-._~+/]+=*) *$/;

/** RFC 6750 §2.1 / RFC 9449 §7.1. Undefined when no credentials for a scheme we speak are present. */
function readAuthorization(headers: HttpRequestLike['headers']): Credentials | undefined {
  const raw = header(headers, 'authorization');
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) && raw.length > 1) throw invalidRequest('Bearer', 'More than one Authorization header');
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return undefined;
  const schemeName = value.trim().split(' ', 1)[0]!.toLowerCase();
  const scheme: AuthScheme | undefined = schemeName === 'bearer' ? 'Bearer' : schemeName === 'dpop' ? 'DPoP' : undefined;
  // An unknown scheme is "no credentials we understand" (RFC 6750 §3.1), not a malformed request.
  if (scheme === undefined) return undefined;
  const match = AUTHORIZATION.exec(value.trim());
  if (!match) throw invalidRequest(scheme, 'Malformed Authorization header');
  return { scheme, token: match[2]! };
}
