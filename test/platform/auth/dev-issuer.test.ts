import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { DevIssuer } from '../../../src/platform/auth/dev-issuer.ts';
import { createTokenVerifier } from '../../../src/platform/auth/jwt.ts';
import { AUDIENCE, ISSUER } from './helpers.ts';

describe('DevIssuer', () => {
  it('persists one key (0600) that a second load reuses, even when loads race', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'dev-issuer-')), 'nested');
    const [a, b] = await Promise.all([DevIssuer.load(dir, { issuer: ISSUER }), DevIssuer.load(dir, { issuer: ISSUER })]);
    const c = await DevIssuer.load(dir, { issuer: ISSUER });
    expect(a.jwks()).toEqual(b.jwks());
    expect(c.jwks()).toEqual(a.jwks());
    expect((await stat(join(dir, 'dev-issuer.jwk.json'))).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['dev-issuer.jwk.json']);
    // A token minted by one process verifies with the keys another loaded.
    const token = await a.mint({ subject: 'alice', scopes: [], audience: AUDIENCE });
    await expect(createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: c.keySet() }).verify(token)).resolves.toBeDefined();
  });

  it('publishes only the public key', async () => {
    const issuer = await DevIssuer.load('memory', { issuer: ISSUER });
    const [key] = issuer.jwks().keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(key).not.toHaveProperty('d');
  });

  it('mints at+jwt tokens with the requested claims', async () => {
    const issuer = await DevIssuer.load('memory', { issuer: `${ISSUER}/` });
    const token = await issuer.mint({ subject: 'svc', scopes: ['platform:internal', 'x'], audience: ['a', 'b'], ttlSeconds: 120, jkt: 'thumb', tokenUse: 'm2m' });
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt', kid: issuer.jwks().keys[0]!.kid });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: ISSUER, sub: 'svc', client_id: 'svc', aud: ['a', 'b'], scope: 'platform:internal x', token_use: 'm2m', cnf: { jkt: 'thumb' } });
    expect(claims.exp! - claims.iat!).toBe(120);
  });

  it('bounds the token lifetime', async () => {
    const issuer = await DevIssuer.load('memory', { issuer: ISSUER });
    await expect(issuer.mint({ subject: 'a', scopes: [], audience: AUDIENCE, ttlSeconds: 86_401 })).rejects.toThrow(RangeError);
    await expect(issuer.mint({ subject: 'a', scopes: [], audience: AUDIENCE, ttlSeconds: 0 })).rejects.toThrow(RangeError);
  });
});
