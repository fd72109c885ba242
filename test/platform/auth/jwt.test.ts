import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, errors, importJWK, SignJWT, type JWK, type JWTVerifyGetKey } from 'jose';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTokenVerifier } from '../../../src/platform/auth/jwt.ts';
import { DevIssuer } from '../../../src/platform/auth/dev-issuer.ts';
import { AUDIENCE, b64, ISSUER, memoryIssuer, rejection } from './helpers.ts';

const BEARER_INVALID = /^Bearer error="invalid_token", error_description="[^"]+"$/;

async function setup(now?: () => number) {
  const issuer = await memoryIssuer();
  const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: issuer.keySet(), clockSkewSeconds: 30, ...(now ? { now } : {}) });
  return { issuer, verifier };
}

const mintOptions = { subject: 'alice', envId: 'demo', scopes: ['vert:ledger:accounts:read'], audience: AUDIENCE };

describe('createTokenVerifier', () => {
  it('accepts a token from the configured issuer and audience', async () => {
    const { issuer, verifier } = await setup();
    const claims = await verifier.verify(await issuer.mint(mintOptions));
    expect(claims).toMatchObject({ iss: ISSUER, sub: 'alice', env_id: 'demo', aud: AUDIENCE, scope: 'vert:ledger:accounts:read' });
  });

  it('accepts a token whose audience list contains ours', async () => {
    const { issuer, verifier } = await setup();
    await expect(verifier.verify(await issuer.mint({ ...mintOptions, audience: ['vert-fdx', AUDIENCE] }))).resolves.toBeDefined();
  });

  it('rejects an expired token, beyond the clock skew', async () => {
    const later = Date.now() + 61_000;
    const { issuer, verifier } = await setup(() => later);
    const error = await rejection(verifier.verify(await issuer.mint({ ...mintOptions, ttlSeconds: 30 })), 401, 'invalid_token');
    expect(error.headers['WWW-Authenticate']).toMatch(BEARER_INVALID);
    expect(error.detail).toBe('Token expired');
  });

  it('tolerates expiry within the clock skew', async () => {
    const later = Date.now() + 45_000;
    const { issuer, verifier } = await setup(() => later);
    await expect(verifier.verify(await issuer.mint({ ...mintOptions, ttlSeconds: 30 }))).resolves.toBeDefined();
  });

  it('rejects a token issued in the future beyond the skew', async () => {
    const earlier = Date.now() - 120_000;
    const { issuer, verifier } = await setup(() => earlier);
    // exp is an hour out, so only the iat sanity check can catch it.
    const error = await rejection(verifier.verify(await issuer.mint(mintOptions)), 401, 'invalid_token');
    expect(error.detail).toMatch(/iat|future/);
  });

  it('rejects a token from another issuer signed by the same key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'auth-'));
    const ours = await DevIssuer.load(dir, { issuer: ISSUER });
    const theirs = await DevIssuer.load(dir, { issuer: 'https://evil.example' });
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: ours.keySet() });
    const error = await rejection(verifier.verify(await theirs.mint(mintOptions)), 401, 'invalid_token');
    expect(error.detail).toBe('Token claim iss check failed');
    expect(error.headers['WWW-Authenticate']).toMatch(BEARER_INVALID);
  });

  it('rejects a JWT of another type (e.g. a DPoP proof) signed by the issuer key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'auth-'));
    const issuer = await DevIssuer.load(dir, { issuer: ISSUER });
    const jwk = JSON.parse(await readFile(join(dir, 'dev-issuer.jwk.json'), 'utf8')) as JWK;
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: issuer.keySet() });
    const token = await new SignJWT({ sub: 'alice' })
      .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', kid: jwk.kid! })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, 'ES256'));
    const error = await rejection(verifier.verify(token), 401, 'invalid_token');
    expect(error.detail).toBe('Unexpected token type');
  });

  it('rejects a token for another audience', async () => {
    const { issuer, verifier } = await setup();
    const error = await rejection(verifier.verify(await issuer.mint({ ...mintOptions, audience: 'vert-payments' })), 401, 'invalid_token');
    expect(error.detail).toBe('Token claim aud check failed');
  });

  it('rejects alg none', async () => {
    const { verifier } = await setup();
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ iss: ISSUER, aud: AUDIENCE, sub: 'alice', iat: now, exp: now + 600 })}.`;
    const error = await rejection(verifier.verify(unsigned), 401, 'invalid_token');
    expect(error.headers['WWW-Authenticate']).toMatch(BEARER_INVALID);
  });

  it('rejects a tampered payload', async () => {
    const { issuer, verifier } = await setup();
    const [h, , s] = (await issuer.mint(mintOptions)).split('.');
    const now = Math.floor(Date.now() / 1000);
    const forged = `${h}.${b64({ iss: ISSUER, aud: AUDIENCE, sub: 'mallory', scope: 'admin', iat: now, exp: now + 600 })}.${s}`;
    const error = await rejection(verifier.verify(forged), 401, 'invalid_token');
    expect(error.detail).toBe('Token signature invalid');
  });

  it('rejects a token signed by an unknown key', async () => {
    const { verifier } = await setup();
    const stranger = await memoryIssuer();
    const error = await rejection(verifier.verify(await stranger.mint(mintOptions)), 401, 'invalid_token');
    expect(error.detail).toBe('No issuer key matches the token');
  });

  it('rejects garbage and uses the DPoP challenge for DPoP requests', async () => {
    const { verifier } = await setup();
    const error = await rejection(verifier.verify('not.a.jwt', 'DPoP'), 401, 'invalid_token');
    expect(error.headers['WWW-Authenticate']).toMatch(/^DPoP error="invalid_token", error_description="[^"]+", algs="ES256 PS256 EdDSA"$/);
  });

  it('reports an unreachable key source as 503, not as a bad token', async () => {
    const { issuer } = await setup();
    const failing: JWTVerifyGetKey = async () => {
      throw new errors.JWKSTimeout();
    };
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: failing });
    await rejection(verifier.verify(await issuer.mint(mintOptions)), 503, 'unavailable');
  });

  it('refuses unsafe configuration', () => {
    const jwks = createLocalJWKSet({ keys: [] });
    expect(() => createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks, clockSkewSeconds: 301 })).toThrow(RangeError);
    expect(() => createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks, allowedAlgs: ['HS256'] })).toThrow(RangeError);
    expect(() => createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks, allowedAlgs: ['none'] })).toThrow(RangeError);
  });
});

describe('the verified-token cache', () => {
  it('answers a repeated token without the key source, until the cache window ends', async () => {
    const issuer = await memoryIssuer();
    const keySet = issuer.keySet();
    let lookups = 0;
    const counting: JWTVerifyGetKey = (header, token) => {
      lookups += 1;
      return keySet(header, token);
    };
    let clock = Date.now();
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: counting, verifiedCacheSeconds: 60, now: () => clock });
    const token = await issuer.mint(mintOptions);
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(second).toEqual(first);
    expect(lookups).toBe(1);
    expect(Object.isFrozen(second)).toBe(true);
    clock += 61_000;
    await verifier.verify(token);
    expect(lookups).toBe(2);
  });

  it('never answers a token past its expiry from the cache', async () => {
    const issuer = await memoryIssuer();
    let clock = Date.now();
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: issuer.keySet(), clockSkewSeconds: 0, verifiedCacheSeconds: 600, now: () => clock });
    const token = await issuer.mint({ ...mintOptions, ttlSeconds: 5 });
    await expect(verifier.verify(token)).resolves.toBeDefined();
    clock += 6_000;
    const error = await rejection(verifier.verify(token), 401, 'invalid_token');
    expect(error.detail).toBe('Token expired');
  });

  it('does not remember rejected tokens', async () => {
    const issuer = await memoryIssuer();
    let clock = Date.now() - 120_000;
    const verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: issuer.keySet(), now: () => clock });
    const token = await issuer.mint(mintOptions);
    await rejection(verifier.verify(token), 401, 'invalid_token');
    clock = Date.now();
    await expect(verifier.verify(token)).resolves.toBeDefined();
  });

  it('refuses a negative cache window', () => {
    expect(() => createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: createLocalJWKSet({ keys: [] }), verifiedCacheSeconds: -1 })).toThrow(RangeError);
  });
});
