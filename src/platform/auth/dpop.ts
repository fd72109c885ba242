// DPoP proof verification at a resource server: every check of RFC 9449 §4.3, plus the §7.1
// binding of the proof key to the access token's cnf.jkt and §9 resource-server nonces.
import { createHash } from 'node:crypto';
import {
  calculateJwkThumbprint,
  decodeProtectedHeader,
  EmbeddedJWK,
  errors,
  jwtVerify,
  type CryptoKey,
  type FlattenedJWSInput,
  type JWK,
  type JWSHeaderParameters,
  type JWTPayload,
} from 'jose';
import { DEFAULT_DPOP_ALGS, invalidDpopProof, useDpopNonce } from './challenge.ts';
import type { NonceManager } from './nonce.ts';
import type { ReplayCache } from './replay-cache.ts';

export type { NonceManager } from './nonce.ts';
export { createNonceManager } from './nonce.ts';
export type { ReplayCache } from './replay-cache.ts';
export { MemoryReplayCache } from './replay-cache.ts';

export const DEFAULT_IAT_WINDOW_SECONDS = 60;
export const MAX_PROOF_LENGTH = 8192;
const MAX_JTI_LENGTH = 256;
/** Proof keys remembered at once (a client reuses its key for many proofs); oldest forgotten first. */
const MAX_REMEMBERED_KEYS = 1000;
/** JWK members that only private (or symmetric) keys carry. */
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export interface DpopVerifierOptions {
  replayCache: ReplayCache;
  nonces?: NonceManager;
  requireNonce: boolean;
  /** Proofs are accepted while |now - iat| <= this. */
  iatWindowSeconds?: number;
  /** Public URL prefix when behind a path-prefixed proxy, e.g. https://api.bank.example/ledger. */
  publicBaseUrl?: string;
  /** Asymmetric algorithms only; defaults to ES256, PS256, EdDSA. */
  allowedAlgs?: readonly string[];
  now?: () => number;
}

export interface DpopProofInput {
  /** The raw DPoP header value(s); more than one is an error. */
  proof: string | string[] | undefined;
  method: string;
  /** The request URL as received; query and fragment are ignored. */
  url: string;
  /** When present, the proof's `ath` must be its hash. */
  accessToken?: string;
  /** The access token's cnf.jkt; when present, the proof key must have this thumbprint. */
  expectedJkt?: string;
}

export interface VerifiedDpopProof {
  jkt: string;
  claims: JWTPayload;
}

export interface DpopVerifier {
  verify(input: DpopProofInput): Promise<VerifiedDpopProof>;
  /** Headers giving the client a fresh nonce; empty when nonces are off. Safe on any response. */
  nonceHeaders(): Record<string, string>;
}

export function createDpopVerifier(options: DpopVerifierOptions): DpopVerifier {
  const iatWindowSeconds = options.iatWindowSeconds ?? DEFAULT_IAT_WINDOW_SECONDS;
  if (!Number.isInteger(iatWindowSeconds) || iatWindowSeconds < 1 || iatWindowSeconds > 600) throw new RangeError('iatWindowSeconds must be in 1..600');
  if (options.requireNonce && !options.nonces) throw new RangeError('requireNonce needs a NonceManager');
  const algs = [...(options.allowedAlgs ?? DEFAULT_DPOP_ALGS)];
  if (algs.length === 0 || algs.some((alg) => alg === 'none' || /^HS/i.test(alg))) throw new RangeError('DPoP algorithms must be asymmetric');
  const publicBase = options.publicBaseUrl === undefined ? undefined : parseBase(options.publicBaseUrl);
  const now = options.now ?? Date.now;
  const fail = (description: string) => invalidDpopProof(description, algs);

  // A client signs every proof with the same key: import it and compute its thumbprint once.
  // The cache key is the exact (alg, jwk) pair the proof carries, so a hit is the key jose's
  // EmbeddedJWK would import; each proof's signature is still verified.
  const proofKeys = new Map<string, { key: Promise<CryptoKey>; jkt: Promise<string> }>();
  const proofKey = (alg: string, jwk: JWK) => {
    const id = JSON.stringify([alg, jwk]);
    let entry = proofKeys.get(id);
    if (!entry) {
      if (proofKeys.size >= MAX_REMEMBERED_KEYS) proofKeys.delete(proofKeys.keys().next().value!);
      entry = {
        key: EmbeddedJWK({ alg, jwk } as JWSHeaderParameters, undefined as unknown as FlattenedJWSInput),
        jkt: calculateJwkThumbprint(jwk, 'sha256'),
      };
      // Invalid keys are not remembered: each such proof is refused on its own.
      Promise.all([entry.key, entry.jkt]).catch(() => proofKeys.delete(id));
      proofKeys.set(id, entry);
    }
    return entry;
  };

  const expectedHtu = (requestUrl: string): string => {
    let url: URL;
    try {
      url = new URL(requestUrl);
    } catch {
      throw fail('Request URL cannot be matched');
    }
    const htu = normalizeHtu(publicBase === undefined ? url.href : `${publicBase}${url.pathname}`);
    if (htu === undefined) throw fail('Request URL cannot be matched');
    return htu;
  };

  return {
    async verify(input) {
      const proof = singleProof(input.proof, fail);

      // Header checks come first so an unacceptable key never reaches a crypto import.
      let header: ReturnType<typeof decodeProtectedHeader>;
      try {
        header = decodeProtectedHeader(proof);
      } catch {
        throw fail('DPoP proof is not a well-formed JWT');
      }
      if (header.typ !== 'dpop+jwt') throw fail('DPoP proof typ must be dpop+jwt');
      if (typeof header.alg !== 'string' || !algs.includes(header.alg)) throw fail('DPoP proof alg not allowed');
      const jwk = header.jwk;
      if (jwk === null || typeof jwk !== 'object' || Array.isArray(jwk)) throw fail('DPoP proof must carry a jwk header');
      if (PRIVATE_JWK_MEMBERS.some((member) => member in jwk)) throw fail('DPoP proof jwk must be a public key');

      let claims: JWTPayload;
      const nowMs = now();
      const remembered = proofKey(header.alg, jwk as JWK);
      try {
        ({ payload: claims } = await jwtVerify(proof, () => remembered.key, { algorithms: algs, currentDate: new Date(nowMs) }));
      } catch (e) {
        throw fail(e instanceof errors.JWSSignatureVerificationFailed ? 'DPoP proof signature invalid' : 'DPoP proof could not be verified');
      }

      const { jti, htm, htu, iat } = claims;
      if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH) throw fail('DPoP proof jti missing or invalid');
      if (typeof htm !== 'string' || htm !== input.method) throw fail('DPoP proof htm does not match the request method');
      if (typeof htu !== 'string' || normalizeHtu(htu) !== expectedHtu(input.url)) throw fail('DPoP proof htu does not match the request URL');
      if (typeof iat !== 'number' || Math.abs(nowMs / 1000 - iat) > iatWindowSeconds) throw fail('DPoP proof iat outside the acceptable window');

      if (input.accessToken !== undefined && claims.ath !== accessTokenHash(input.accessToken)) throw fail('DPoP proof ath does not match the access token');
      let jkt: string;
      try {
        jkt = await remembered.jkt;
      } catch {
        throw fail('DPoP proof jwk is invalid');
      }
      if (input.expectedJkt !== undefined && jkt !== input.expectedJkt) throw fail('DPoP proof key does not match the token binding');

      // Nonce after the signature: a nonce challenge should only go to a proof that is otherwise good.
      if (options.nonces) {
        const nonce = claims.nonce;
        if (nonce === undefined && options.requireNonce) throw useDpopNonce(options.nonces.current(), 'Resource server requires nonce in DPoP proof', algs);
        if (nonce !== undefined && (typeof nonce !== 'string' || !options.nonces.isValid(nonce))) {
          throw useDpopNonce(options.nonces.current(), 'DPoP proof nonce is stale or invalid', algs);
        }
      }

      // Last, so a proof rejected for any other reason does not burn its jti. The entry lives as
      // long as the iat check could still accept the proof (plus one second for iat's granularity).
      if (!options.replayCache.checkAndRemember(`${jkt}:${jti}`, (iat + iatWindowSeconds + 1) * 1000)) throw fail('DPoP proof jti has been used before');
      return { jkt, claims };
    },
    nonceHeaders(): Record<string, string> {
      return options.nonces ? { 'DPoP-Nonce': options.nonces.current() } : {};
    },
  };
}

/** base64url(SHA-256(ASCII(token))), RFC 9449 §4.2. */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest('base64url');
}

/**
 * RFC 9449 §4.3 compares htu ignoring query and fragment, after RFC 3986 §6.2.2/6.2.3 normalization:
 * WHATWG URL lowercases scheme and host, drops default ports and dot segments; we also drop
 * userinfo and normalize percent-encoding. Undefined when the value is not an http(s) URL.
 */
export function normalizeHtu(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return `${url.protocol}//${url.host}${normalizePercentEncoding(url.pathname)}`;
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
function normalizePercentEncoding(path: string): string {
  return path.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

function parseBase(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RangeError('publicBaseUrl must be an http(s) URL');
  if (url.search || url.hash) throw new RangeError('publicBaseUrl must not have a query or fragment');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function singleProof(value: string | string[] | undefined, fail: (d: string) => Error): string {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (values.length === 0) throw fail('DPoP proof missing');
  if (values.length > 1) throw fail('More than one DPoP proof');
  const proof = values[0]!.trim();
  // Node joins repeated unknown headers with ", "; a compact JWS never contains a comma.
  if (proof.length === 0 || proof.length > MAX_PROOF_LENGTH || proof.includes(',')) throw fail('DPoP header must hold exactly one proof');
  return proof;
}
