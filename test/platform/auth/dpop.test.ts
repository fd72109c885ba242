import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDpopVerifier, normalizeHtu, type DpopVerifierOptions } from '../../../src/platform/auth/dpop.ts';
import { createNonceManager } from '../../../src/platform/auth/nonce.ts';
import { MemoryReplayCache } from '../../../src/platform/auth/replay-cache.ts';
import { clientKey, proof, rejection, URL_, type ClientKey } from './helpers.ts';

const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2ln';
const INVALID_PROOF = /^DPoP error="invalid_dpop_proof", error_description="[^"]+", algs="ES256 PS256 EdDSA"$/;

function verifier(overrides: Partial<DpopVerifierOptions> = {}) {
  return createDpopVerifier({ replayCache: new MemoryReplayCache(), requireNonce: false, iatWindowSeconds: 60, ...overrides });
}

async function check(v: ReturnType<typeof verifier>, key: ClientKey, dpop: string, extra: { url?: string; method?: string } = {}) {
  return v.verify({ proof: dpop, method: extra.method ?? 'GET', url: extra.url ?? `${URL_}?page=2#x`, accessToken: TOKEN, expectedJkt: key.jkt });
}

async function expectInvalid(promise: Promise<unknown>, description: RegExp) {
  const error = await rejection(promise, 401, 'invalid_dpop_proof');
  expect(error.headers['WWW-Authenticate']).toMatch(INVALID_PROOF);
  expect(error.detail).toMatch(description);
}

describe('DPoP proof verification', () => {
  it('accepts a good proof (query and fragment ignored) and returns the key thumbprint', async () => {
    const key = await clientKey();
    const result = await check(verifier(), key, await proof(key, { accessToken: TOKEN }));
    expect(result.jkt).toBe(key.jkt);
  });

  it.each(['PS256', 'EdDSA'] as const)('accepts %s proofs', async (alg) => {
    const key = await clientKey(alg);
    await expect(check(verifier(), key, await proof(key, { accessToken: TOKEN, alg }))).resolves.toBeDefined();
  }, 30_000); // RSA key generation can take seconds on a slow runner

  it('rejects a wrong htm', async () => {
    const key = await clientKey();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, htm: 'POST' })), /htm/);
  });

  it('rejects a wrong htu', async () => {
    const key = await clientKey();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, htu: 'https://api.bank.example/v1/payments' })), /htu/);
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, htu: 'https://other.example/v1/accounts' })), /htu/);
  });

  it('matches htu after normalization (case, default port, percent-encoding)', async () => {
    const key = await clientKey();
    const dpop = await proof(key, { accessToken: TOKEN, htu: 'HTTPS://API.Bank.Example:443/v1/%61ccounts' });
    await expect(check(verifier(), key, dpop)).resolves.toBeDefined();
    expect(normalizeHtu('http://h.example:80/a/./b/../c?q#f')).toBe('http://h.example/a/c');
    expect(normalizeHtu('ftp://h.example/')).toBeUndefined();
  });

  it('accepts htu behind a path-prefixed proxy only with publicBaseUrl', async () => {
    const key = await clientKey();
    const publicHtu = 'https://api.bank.example/ledger/v1/accounts';
    const internalUrl = 'http://10.0.0.7:4001/v1/accounts?limit=10';
    await expect(check(verifier({ publicBaseUrl: 'https://api.bank.example/ledger/' }), key, await proof(key, { accessToken: TOKEN, htu: publicHtu }), { url: internalUrl })).resolves.toBeDefined();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, htu: publicHtu }), { url: internalUrl }), /htu/);
  });

  it('rejects an iat outside the window, past and future', async () => {
    const key = await clientKey();
    const now = Math.floor(Date.now() / 1000);
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, iat: now - 61 })), /iat/);
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, iat: now + 61 })), /iat/);
  });

  it('rejects a reused jti', async () => {
    const key = await clientKey();
    const v = verifier();
    const dpop = await proof(key, { accessToken: TOKEN });
    await check(v, key, dpop);
    await expectInvalid(check(v, key, dpop), /jti/);
    // A fresh proof with the same jti is still a replay.
    await expectInvalid(check(v, key, await proof(key, { accessToken: TOKEN, jti: JSON.parse(Buffer.from(dpop.split('.')[1]!, 'base64url').toString()).jti })), /jti/);
  });

  it('does not burn the jti of a proof rejected for another reason', async () => {
    const key = await clientKey();
    const v = verifier();
    await expectInvalid(check(v, key, await proof(key, { accessToken: TOKEN, jti: 'j1', htm: 'PUT' })), /htm/);
    await expect(check(v, key, await proof(key, { accessToken: TOKEN, jti: 'j1' }))).resolves.toBeDefined();
  });

  it('rejects a wrong or missing ath', async () => {
    const key = await clientKey();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: 'another-token' })), /ath/);
    await expectInvalid(check(verifier(), key, await proof(key)), /ath/);
  });

  it('rejects a missing jwk header', async () => {
    const key = await clientKey();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, jwk: null })), /jwk/);
  });

  it('rejects a private jwk in the header', async () => {
    const key = await clientKey();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, jwk: key.privateJwk })), /public/);
  });

  it('rejects a wrong typ', async () => {
    const key = await clientKey();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, typ: 'JWT' })), /typ/);
  });

  it('rejects HS256 (and none)', async () => {
    const key = await clientKey();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, alg: 'HS256', signWith: randomBytes(32) })), /alg/);
    const [, payload] = (await proof(key, { accessToken: TOKEN })).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'dpop+jwt', jwk: key.jwk })).toString('base64url');
    await expectInvalid(check(verifier(), key, `${header}.${payload}.`), /alg/);
  });

  it('rejects a proof signed by a key other than the one in its header', async () => {
    const key = await clientKey();
    const other = await clientKey();
    await expectInvalid(check(verifier(), key, await proof(key, { accessToken: TOKEN, signWith: other.privateKey })), /signature/);
  });

  it('rejects a proof key that does not match cnf.jkt', async () => {
    const bound = await clientKey();
    const attacker = await clientKey();
    const v = verifier();
    await expectInvalid(v.verify({ proof: await proof(attacker, { accessToken: TOKEN }), method: 'GET', url: URL_, accessToken: TOKEN, expectedJkt: bound.jkt }), /binding/);
  });

  it('rejects missing, repeated or comma-joined DPoP headers', async () => {
    const key = await clientKey();
    const dpop = await proof(key, { accessToken: TOKEN });
    const v = verifier();
    await expectInvalid(v.verify({ proof: undefined, method: 'GET', url: URL_, accessToken: TOKEN }), /missing/);
    await expectInvalid(v.verify({ proof: [dpop, dpop], method: 'GET', url: URL_, accessToken: TOKEN }), /More than one/);
    await expectInvalid(v.verify({ proof: `${dpop}, ${dpop}`, method: 'GET', url: URL_, accessToken: TOKEN }), /exactly one/);
  });

  it('refuses unsafe configuration', () => {
    expect(() => verifier({ allowedAlgs: ['HS256'] })).toThrow(RangeError);
    expect(() => verifier({ requireNonce: true })).toThrow(RangeError);
  });
});

describe('DPoP server nonces', () => {
  const secret = randomBytes(32);

  it('challenges a proof without nonce, then accepts the retry carrying it', async () => {
    const key = await clientKey();
    const v = verifier({ requireNonce: true, nonces: createNonceManager({ secret }) });
    const error = await rejection(check(v, key, await proof(key, { accessToken: TOKEN })), 401, 'use_dpop_nonce');
    expect(error.headers['WWW-Authenticate']).toMatch(/^DPoP error="use_dpop_nonce", error_description="[^"]+", algs="ES256 PS256 EdDSA"$/);
    const nonce = error.headers['DPoP-Nonce'];
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(check(v, key, await proof(key, { accessToken: TOKEN, nonce: nonce! }))).resolves.toBeDefined();
    expect(v.nonceHeaders()).toEqual({ 'DPoP-Nonce': nonce });
  });

  it('rejects a stale nonce with a fresh one, accepts the previous window', async () => {
    let nowMs = 1_700_000_000_000;
    const nonces = createNonceManager({ secret, windowSeconds: 60, now: () => nowMs });
    const first = nonces.current();
    nowMs += 60_000;
    expect(nonces.isValid(first)).toBe(true);
    nowMs += 60_000;
    expect(nonces.isValid(first)).toBe(false);
    expect(nonces.isValid('x'.repeat(43))).toBe(false);
    expect(nonces.isValid('é')).toBe(false);

    const key = await clientKey();
    const v = verifier({ requireNonce: true, nonces });
    const error = await rejection(check(v, key, await proof(key, { accessToken: TOKEN, nonce: first })), 401, 'use_dpop_nonce');
    expect(error.headers['DPoP-Nonce']).toBe(nonces.current());
  });

  it('needs the shared secret: another instance with the same secret accepts, a different one does not', () => {
    const a = createNonceManager({ secret });
    expect(createNonceManager({ secret }).isValid(a.current())).toBe(true);
    expect(createNonceManager({ secret: randomBytes(32) }).isValid(a.current())).toBe(false);
    expect(() => createNonceManager({ secret: randomBytes(16) })).toThrow(RangeError);
  });

  it('has no nonce headers when nonces are off', () => {
    expect(verifier().nonceHeaders()).toEqual({});
  });
});
