// Test fixtures: a dev issuer, client DPoP keys, proof builder, and an ApiError matcher.
import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { expect } from 'vitest';
import { isApiError, type ApiError } from '../../../src/platform/errors.ts';
import { accessTokenHash } from '../../../src/platform/auth/dpop.ts';
import { DevIssuer } from '../../../src/platform/auth/dev-issuer.ts';

export const ISSUER = 'http://127.0.0.1:4000';
export const AUDIENCE = 'vert-ledger';
export const URL_ = 'https://api.bank.example/v1/accounts';

export const memoryIssuer = (issuer = ISSUER) => DevIssuer.load('memory', { issuer });

export interface ClientKey {
  privateKey: CryptoKey;
  jwk: JWK;
  privateJwk: JWK;
  jkt: string;
}

export async function clientKey(alg: 'ES256' | 'PS256' | 'EdDSA' = 'ES256'): Promise<ClientKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(publicKey);
  return { privateKey, jwk, privateJwk: await exportJWK(privateKey), jkt: await calculateJwkThumbprint(jwk) };
}

export interface ProofOptions {
  htm?: string;
  htu?: string;
  iat?: number;
  jti?: string;
  accessToken?: string;
  ath?: string;
  nonce?: string;
  alg?: string;
  typ?: string;
  /** Replace (or with `null`, drop) the jwk header. */
  jwk?: JWK | null;
  signWith?: CryptoKey | Uint8Array;
}

export async function proof(key: ClientKey, o: ProofOptions = {}): Promise<string> {
  const payload: Record<string, unknown> = {
    htm: o.htm ?? 'GET',
    htu: o.htu ?? URL_,
    jti: o.jti ?? randomUUID(),
    ...(o.ath !== undefined ? { ath: o.ath } : o.accessToken !== undefined ? { ath: accessTokenHash(o.accessToken) } : {}),
    ...(o.nonce !== undefined ? { nonce: o.nonce } : {}),
  };
  const jwk = o.jwk === undefined ? key.jwk : o.jwk;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: o.alg ?? 'ES256', typ: o.typ ?? 'dpop+jwt', ...(jwk === null ? {} : { jwk }) })
    .setIssuedAt(o.iat ?? Math.floor(Date.now() / 1000))
    .sign(o.signWith ?? key.privateKey);
}

/** Asserts the promise rejects with an ApiError of this status and code; returns it for header checks. */
export async function rejection(promise: Promise<unknown>, status: number, code: string): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isApiError(error), `expected ApiError, got ${String(error)}`).toBe(true);
  const apiError = error as ApiError;
  expect({ status: apiError.status, code: apiError.code }).toEqual({ status, code });
  return apiError;
}

export const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
