import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAuthenticator, type AuthenticatorOptions } from '../../../src/platform/auth/authenticate.ts';
import { createTokenVerifier } from '../../../src/platform/auth/jwt.ts';
import { createNonceManager } from '../../../src/platform/auth/nonce.ts';
import { MemoryReplayCache } from '../../../src/platform/auth/replay-cache.ts';
import type { HttpRequestLike } from '../../../src/platform/auth/types.ts';
import { AUDIENCE, clientKey, ISSUER, memoryIssuer, proof, rejection, URL_ } from './helpers.ts';

async function setup(dpop: Partial<AuthenticatorOptions['dpop']> = {}) {
  const issuer = await memoryIssuer();
  const auth = createAuthenticator({
    verifier: createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: issuer.keySet() }),
    dpop: { replayCache: new MemoryReplayCache(), requireNonce: false, iatWindowSeconds: 60, ...dpop },
    m2m: { requiredScope: 'platform:internal' },
  });
  return { issuer, auth };
}

const request = (headers: HttpRequestLike['headers'], method = 'GET'): HttpRequestLike => ({ method, url: URL_, headers });
const user = { subject: 'alice', envId: 'demo', scopes: ['vert:ledger:accounts:read'], audience: AUDIENCE };

describe('authenticate', () => {
  it('authenticates a DPoP-bound user token with a valid proof', async () => {
    const { issuer, auth } = await setup();
    const key = await clientKey();
    const token = await issuer.mint({ ...user, jkt: key.jkt });
    const principal = await auth.authenticate(request({ authorization: `DPoP ${token}`, dpop: await proof(key, { accessToken: token }) }), 'dpop');
    expect(principal).toMatchObject({ kind: 'user', subject: 'alice', clientId: 'vert-dev', envId: 'demo', scopes: ['vert:ledger:accounts:read'], jkt: key.jkt });
    expect(principal.tokenId).toEqual(expect.any(String));
  });

  it('accepts scheme names case-insensitively and header names in any case', async () => {
    const { issuer, auth } = await setup();
    const key = await clientKey();
    const token = await issuer.mint({ ...user, jkt: key.jkt });
    await expect(auth.authenticate(request({ Authorization: `dpop ${token}`, DPoP: await proof(key, { accessToken: token }) }), 'dpop')).resolves.toBeDefined();
  });

  it('answers a request without credentials with a bare challenge for the requirement', async () => {
    const { auth } = await setup();
    const dpop = await rejection(auth.authenticate(request({}), 'dpop'), 401, 'invalid_request');
    expect(dpop.headers['WWW-Authenticate']).toBe('DPoP algs="ES256 PS256 EdDSA"');
    const bearer = await rejection(auth.authenticate(request({ authorization: 'Basic dTpw' }), 'bearer'), 401, 'invalid_request');
    expect(bearer.headers['WWW-Authenticate']).toBe('Bearer, DPoP algs="ES256 PS256 EdDSA"');
  });

  it('rejects a malformed Authorization header as invalid_request', async () => {
    const { auth } = await setup();
    const error = await rejection(auth.authenticate(request({ authorization: 'Bearer a b' }), 'bearer'), 400, 'invalid_request');
    expect(error.headers['WWW-Authenticate']).toMatch(/^Bearer error="invalid_request"/);
  });

  it('rejects a Bearer-presented token on a DPoP operation', async () => {
    const { issuer, auth } = await setup();
    const error = await rejection(auth.authenticate(request({ authorization: `Bearer ${await issuer.mint(user)}` }), 'dpop'), 401, 'invalid_token');
    expect(error.headers['WWW-Authenticate']).toMatch(/^DPoP error="invalid_token"/);
  });

  it('rejects a DPoP-bound token presented with the Bearer scheme', async () => {
    const { issuer, auth } = await setup();
    const key = await clientKey();
    const token = await issuer.mint({ ...user, jkt: key.jkt });
    const error = await rejection(auth.authenticate(request({ authorization: `Bearer ${token}` }), 'bearer'), 401, 'invalid_token');
    expect(error.headers['WWW-Authenticate']).toMatch(/^Bearer error="invalid_token"/);
  });

  it('rejects an unbound token presented with the DPoP scheme', async () => {
    const { issuer, auth } = await setup();
    const key = await clientKey();
    const token = await issuer.mint(user);
    await rejection(auth.authenticate(request({ authorization: `DPoP ${token}`, dpop: await proof(key, { accessToken: token }) }), 'dpop'), 401, 'invalid_token');
  });

  it('rejects a proof from a key other than the bound one', async () => {
    const { issuer, auth } = await setup();
    const bound = await clientKey();
    const thief = await clientKey();
    const token = await issuer.mint({ ...user, jkt: bound.jkt });
    const error = await rejection(auth.authenticate(request({ authorization: `DPoP ${token}`, dpop: await proof(thief, { accessToken: token }) }), 'dpop'), 401, 'invalid_dpop_proof');
    expect(error.headers['WWW-Authenticate']).toMatch(/^DPoP error="invalid_dpop_proof"/);
  });

  it('accepts a plain bearer token on a bearer operation, and a bound one via DPoP', async () => {
    const { issuer, auth } = await setup();
    const plain = await auth.authenticate(request({ authorization: `Bearer ${await issuer.mint(user)}` }), 'bearer');
    expect(plain.jkt).toBeUndefined();
    const key = await clientKey();
    const token = await issuer.mint({ ...user, jkt: key.jkt });
    const bound = await auth.authenticate(request({ authorization: `DPoP ${token}`, dpop: await proof(key, { accessToken: token }) }), 'bearer');
    expect(bound.jkt).toBe(key.jkt);
  });

  it('requires a nonce when configured, and the retry with it succeeds', async () => {
    const { issuer, auth } = await setup({ requireNonce: true, nonces: createNonceManager({ secret: randomBytes(32) }) });
    const key = await clientKey();
    const token = await issuer.mint({ ...user, jkt: key.jkt });
    const error = await rejection(auth.authenticate(request({ authorization: `DPoP ${token}`, dpop: await proof(key, { accessToken: token }) }), 'dpop'), 401, 'use_dpop_nonce');
    const nonce = error.headers['DPoP-Nonce']!;
    expect(error.headers['WWW-Authenticate']).toMatch(/^DPoP error="use_dpop_nonce"/);
    const principal = await auth.authenticate(request({ authorization: `DPoP ${token}`, dpop: await proof(key, { accessToken: token, nonce }) }), 'dpop');
    expect(principal.subject).toBe('alice');
    expect(auth.nonceHeaders()).toEqual({ 'DPoP-Nonce': nonce });
  });

  it('reads scopes from scp arrays too', async () => {
    // The dev issuer only mints `scope`, so a stub verifier supplies an `scp` token.
    const auth = createAuthenticator({
      verifier: { verify: async () => ({ sub: 'svc', client_id: 'svc', scp: ['a', 'b'], exp: 0 }) },
      dpop: { replayCache: new MemoryReplayCache(), requireNonce: false },
    });
    const principal = await auth.authenticate(request({ authorization: 'Bearer abc' }), 'bearer');
    expect(principal).toMatchObject({ kind: 'client', subject: 'svc', clientId: 'svc', scopes: ['a', 'b'] });
  });
});

describe('m2m requirement', () => {
  const m2m = { subject: 'ledger-worker', scopes: ['platform:internal'], audience: AUDIENCE, tokenUse: 'm2m' as const };

  it('accepts an m2m token as a service principal', async () => {
    const { issuer, auth } = await setup();
    const principal = await auth.authenticate(request({ authorization: `Bearer ${await issuer.mint(m2m)}` }), 'm2m');
    expect(principal).toMatchObject({ kind: 'service', subject: 'ledger-worker', clientId: 'ledger-worker', scopes: ['platform:internal'] });
  });

  it('accepts a client-credentials token (sub == client_id) with the scope', async () => {
    const { issuer, auth } = await setup();
    const token = await issuer.mint({ subject: 'risk-svc', clientId: 'risk-svc', scopes: ['platform:internal'], audience: AUDIENCE });
    await expect(auth.authenticate(request({ authorization: `Bearer ${token}` }), 'm2m')).resolves.toMatchObject({ kind: 'service' });
  });

  it('rejects a user token, even one carrying the internal scope', async () => {
    const { issuer, auth } = await setup();
    const token = await issuer.mint({ ...user, scopes: ['platform:internal'] });
    const error = await rejection(auth.authenticate(request({ authorization: `Bearer ${token}` }), 'm2m'), 401, 'invalid_token');
    expect(error.headers['WWW-Authenticate']).toMatch(/^Bearer error="invalid_token"/);
  });

  it('rejects an m2m token without platform:internal as insufficient_scope', async () => {
    const { issuer, auth } = await setup();
    const token = await issuer.mint({ ...m2m, scopes: ['vert:ledger:accounts:read'] });
    const error = await rejection(auth.authenticate(request({ authorization: `Bearer ${token}` }), 'm2m'), 403, 'insufficient_scope');
    expect(error.headers['WWW-Authenticate']).toBe('Bearer error="insufficient_scope", error_description="The token lacks the required scope platform:internal", scope="platform:internal"');
  });
});
