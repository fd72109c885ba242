// WWW-Authenticate challenges (RFC 6750 §3, RFC 9449 §7.1) and the ApiErrors that carry them,
// kept in one place so every auth failure speaks the same dialect.
import { ApiError, Errors } from '../errors.ts';
import type { AuthScheme } from './types.ts';

/** Asymmetric algorithms accepted for DPoP proofs; advertised in the `algs` challenge parameter. */
export const DEFAULT_DPOP_ALGS: readonly string[] = ['ES256', 'PS256', 'EdDSA'];

/** RFC 6750 limits error_description to printable ASCII without `"` and `\`; anything else is replaced. */
function quote(value: string): string {
  const safe = value.replace(/[^\x20\x21\x23-\x5b\x5d-\x7e]/g, "'").slice(0, 200);
  return `"${safe}"`;
}

export function challenge(scheme: AuthScheme, params: Record<string, string | undefined> = {}, dpopAlgs = DEFAULT_DPOP_ALGS): string {
  const all = scheme === 'DPoP' ? { ...params, algs: dpopAlgs.join(' ') } : params;
  const rendered = Object.entries(all)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => `${k}=${quote(v)}`);
  return rendered.length === 0 ? scheme : `${scheme} ${rendered.join(', ')}`;
}

export function invalidToken(scheme: AuthScheme, description: string): ApiError {
  return Errors.unauthorized('invalid_token', description, {
    'WWW-Authenticate': challenge(scheme, { error: 'invalid_token', error_description: description }),
  });
}

export function invalidDpopProof(description: string, algs?: readonly string[]): ApiError {
  return Errors.unauthorized('invalid_dpop_proof', description, {
    'WWW-Authenticate': challenge('DPoP', { error: 'invalid_dpop_proof', error_description: description }, algs),
  });
}

/** RFC 9449 §9: the client retries once with the nonce from the DPoP-Nonce header. */
export function useDpopNonce(nonce: string, description: string, algs?: readonly string[]): ApiError {
  return Errors.unauthorized('use_dpop_nonce', description, {
    'WWW-Authenticate': challenge('DPoP', { error: 'use_dpop_nonce', error_description: description }, algs),
    'DPoP-Nonce': nonce,
  });
}

/** RFC 6750 §3.1: a request without credentials gets a bare challenge, no error code. */
export function missingCredentials(wwwAuthenticate: string): ApiError {
  return Errors.unauthorized('invalid_request', 'Authentication is required', { 'WWW-Authenticate': wwwAuthenticate });
}

/** RFC 6750 §3.1: a malformed Authorization header is a 400 invalid_request. */
export function invalidRequest(scheme: AuthScheme, description: string): ApiError {
  return new ApiError({
    status: 400,
    code: 'invalid_request',
    title: 'Bad request',
    detail: description,
    fdxCode: '400',
    headers: { 'WWW-Authenticate': challenge(scheme, { error: 'invalid_request', error_description: description }) },
  });
}

/** RFC 6750 §3.1: a valid token without the scope the operation needs is a 403. */
export function insufficientScope(scheme: AuthScheme, scope: string): ApiError {
  const description = `The token lacks the required scope ${scope}`;
  return new ApiError({
    status: 403,
    code: 'insufficient_scope',
    title: 'Forbidden',
    detail: description,
    fdxCode: '706',
    headers: { 'WWW-Authenticate': challenge(scheme, { error: 'insufficient_scope', error_description: description, scope }) },
  });
}
