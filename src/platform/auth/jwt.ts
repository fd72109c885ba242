// Access-token verification (RFC 9068 JWT profile) against the issuer's JWKS. Every failure is a
// 401 invalid_token; an unreachable key source is a 503 so clients do not discard good tokens.
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { Errors, isApiError } from '../errors.ts';
import { invalidToken } from './challenge.ts';
import type { AuthScheme } from './types.ts';

export const DEFAULT_TOKEN_ALGS: readonly string[] = ['ES256', 'PS256', 'EdDSA', 'RS256'];
export const MAX_CLOCK_SKEW_SECONDS = 300;
/** Far above any real access token; stops pathological headers before any parsing. */
export const MAX_TOKEN_LENGTH = 8192;

export interface TokenVerifierOptions {
  issuer: string;
  /**
   * Also accept per-environment issuers `${environmentIssuerBase}/{env}` (the built-in
   * authorization server, ADR 0012), but only for a token whose `env_id` claim is that `{env}`.
   */
  environmentIssuerBase?: string;
  audience: string | string[];
  /** jose createRemoteJWKSet (production) or createLocalJWKSet (dev issuer, tests). */
  jwks: JWTVerifyGetKey;
  clockSkewSeconds?: number;
  allowedAlgs?: readonly string[];
  /** Clock in milliseconds; injectable for tests. */
  now?: () => number;
  /**
   * How long a verified token is remembered, so its signature is not checked again on every
   * request (seconds, 0 disables; default 60). Bounded by the token's own expiry; it is also the
   * longest a token signed by a key the issuer has since withdrawn can still be accepted.
   */
  verifiedCacheSeconds?: number;
}

export interface TokenVerifier {
  /** `scheme` only picks the challenge scheme of the error (DPoP requests get a DPoP challenge). */
  verify(token: string, scheme?: AuthScheme): Promise<JWTPayload>;
}

/** Marks failures of the key source itself, as opposed to a token no key matches. */
class KeySourceUnavailable extends Error {}

const ACCEPTED_TYP = new Set(['at+jwt', 'jwt']);
/** Verified tokens remembered at once; the oldest is forgotten first. */
const MAX_VERIFIED_TOKENS = 10_000;

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const clockSkewSeconds = options.clockSkewSeconds ?? 30;
  if (!Number.isInteger(clockSkewSeconds) || clockSkewSeconds < 0 || clockSkewSeconds > MAX_CLOCK_SKEW_SECONDS) {
    throw new RangeError(`clockSkewSeconds must be an integer in 0..${MAX_CLOCK_SKEW_SECONDS}`);
  }
  const allowedAlgs = [...(options.allowedAlgs ?? DEFAULT_TOKEN_ALGS)];
  // Symmetric algs against a public JWKS invite key-confusion attacks; `none` is never a signature.
  const unsafe = allowedAlgs.filter((alg) => alg === 'none' || /^HS/i.test(alg));
  if (allowedAlgs.length === 0 || unsafe.length > 0) throw new RangeError(`allowedAlgs must be non-empty asymmetric algorithms; got ${unsafe.join(', ')}`);
  const now = options.now ?? Date.now;
  const cacheMs = (options.verifiedCacheSeconds ?? 60) * 1000;
  if (!Number.isInteger(cacheMs) || cacheMs < 0 || cacheMs > 3_600_000) throw new RangeError('verifiedCacheSeconds must be an integer in 0..3600');
  // Token → claims of a token that passed every check below, until `until` (never past its exp).
  // A hit answers exactly what verifying again would (the checks depend only on the token, the
  // fixed options and the clock, and `until` keeps the clock inside the window they passed in).
  const verified = new Map<string, { payload: JWTPayload; until: number }>();
  const remember = (token: string, payload: JWTPayload, nowMs: number) => {
    if (cacheMs === 0 || typeof payload.exp !== 'number') return;
    const until = Math.min(nowMs + cacheMs, payload.exp * 1000);
    if (until <= nowMs) return;
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { payload, until });
  };
  const environmentIssuerBase = options.environmentIssuerBase?.replace(/\/+$/, '');

  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await options.jwks(header, token);
    } catch (e) {
      // "No key matches" is the token's fault; timeouts, bad JWKS documents and network errors are ours.
      if (e instanceof errors.JWKSNoMatchingKey || e instanceof errors.JWKSMultipleMatchingKeys) throw e;
      if (e instanceof errors.JOSEError && e.code !== 'ERR_JWKS_TIMEOUT' && e.code !== 'ERR_JWKS_INVALID') throw e;
      throw new KeySourceUnavailable('issuer keys unavailable', { cause: e });
    }
  };

  return {
    async verify(token, scheme = 'Bearer') {
      if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw invalidToken(scheme, 'Malformed access token');
      const nowMs = now();
      const hit = verified.get(token);
      if (hit) {
        if (nowMs < hit.until) return hit.payload;
        verified.delete(token);
      }
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keys, {
          ...(environmentIssuerBase === undefined ? { issuer: options.issuer } : {}),
          audience: options.audience,
          algorithms: allowedAlgs,
          clockTolerance: clockSkewSeconds,
          requiredClaims: ['exp'],
          currentDate: new Date(nowMs),
        });
        if (environmentIssuerBase !== undefined && !issuerAccepted(payload, options.issuer, environmentIssuerBase)) {
          throw invalidToken(scheme, 'Token claim iss check failed');
        }
        // RFC 9068 wants at+jwt; plain JWT is tolerated for issuers that predate it. Anything else
        // (notably dpop+jwt or an ID token typ) is a different kind of JWT presented as a token.
        const typ = typeof protectedHeader.typ === 'string' ? protectedHeader.typ.toLowerCase().replace(/^application\//, '') : undefined;
        if (typ === undefined || !ACCEPTED_TYP.has(typ)) throw invalidToken(scheme, 'Unexpected token type');
        const iat = payload.iat;
        if (iat !== undefined && (iat > nowMs / 1000 + clockSkewSeconds || (payload.exp !== undefined && iat > payload.exp))) {
          throw invalidToken(scheme, 'Token issued in the future');
        }
        // Frozen: the same claims object answers every later request with this token.
        deepFreeze(payload);
        remember(token, payload, nowMs);
        return payload;
      } catch (e) {
        if (isApiError(e)) throw e;
        if (e instanceof KeySourceUnavailable) throw Errors.unavailable('Token issuer keys are unavailable');
        throw invalidToken(scheme, describe(e));
      }
    },
  };
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const member of Object.values(value)) deepFreeze(member);
}

const ENV_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

/** The platform issuer itself, or `${base}/{env}` naming the token's own `env_id`. */
function issuerAccepted(payload: JWTPayload, issuer: string, base: string): boolean {
  const { iss, env_id: envId } = payload;
  if (iss === issuer) return true;
  return typeof iss === 'string' && typeof envId === 'string' && ENV_ID.test(envId) && iss === `${base}/${envId}`;
}

/** Short, stable descriptions: enough for a client developer, nothing about our keys. */
function describe(e: unknown): string {
  if (e instanceof errors.JWTExpired) return 'Token expired';
  if (e instanceof errors.JWTClaimValidationFailed) return `Token claim ${e.claim} check failed`;
  if (e instanceof errors.JOSEAlgNotAllowed) return 'Token signing algorithm not allowed';
  if (e instanceof errors.JWSSignatureVerificationFailed) return 'Token signature invalid';
  if (e instanceof errors.JWKSNoMatchingKey) return 'No issuer key matches the token';
  return 'Malformed access token';
}
