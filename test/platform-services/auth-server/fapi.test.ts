// FAPI 2.0 negative cases: each is rejected with the standard OAuth error.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calculateJwkThumbprint, exportJWK, importJWK, SignJWT } from 'jose';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { proof, rejection } from '../../platform/auth/helpers.ts';
import {
  authorizeInBrowser,
  Browser,
  exchangeCode,
  fullCeremony,
  insecure,
  pushAuthorization,
  REDIRECT_URI,
  registerClient,
  startTestAuthServer,
  withNonce,
  type TestAuthServer,
} from '../../support/auth-server.ts';

let t: TestAuthServer;
beforeAll(async () => {
  t = await startTestAuthServer();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const FDX_URL = 'http://127.0.0.1:4001/fdx/v6/accounts';

async function setup() {
  const env = await t.newEnvironment();
  const c = await registerClient(t.issuerFor(env.envId));
  return { env, c };
}

describe('FAPI 2.0 rejections', () => {
  it('refuses an authorization request that was not pushed (PAR required)', async () => {
    const { c } = await setup();
    const url = new URL(c.as.authorization_endpoint!);
    for (const [k, v] of Object.entries({
      client_id: c.client.client_id,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'vert:fdx:consents:read',
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: 'S256',
      state: 'direct',
    })) url.searchParams.set(k, v);
    const response = await new Browser().request(url.href);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/pushed authorization request/i);
  });

  it('refuses PKCE plain and a missing code challenge at PAR', async () => {
    const { c } = await setup();
    await expect(pushAuthorization(c, { code_challenge_method: 'plain', code_challenge: oauth.generateRandomCodeVerifier() })).rejects.toMatchObject({ error: 'invalid_request' });
    await expect(pushAuthorization(c, { code_challenge: '', code_challenge_method: '' })).rejects.toMatchObject({ error: 'invalid_request' });
  });

  it('refuses a redirect_uri that was not registered, at PAR and at the token endpoint', async () => {
    const { env, c } = await setup();
    await expect(pushAuthorization(c, { redirect_uri: 'https://attacker.example/cb' })).rejects.toMatchObject({ error: 'invalid_request' });

    const start = await pushAuthorization(c);
    const callback = await authorizeInBrowser(start, env);
    const params = oauth.validateAuthResponse(c.as, c.client, callback, start.state);
    await expect(
      withNonce(async () =>
        oauth.processAuthorizationCodeResponse(
          c.as,
          c.client,
          await oauth.authorizationCodeGrantRequest(c.as, c.client, c.clientAuth, params, 'https://fintech.example/other', start.verifier, { ...insecure, DPoP: c.dpop }),
        ),
      ),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses scope escalation at PAR and at refresh', async () => {
    const { env, c } = await setup();
    await expect(pushAuthorization(c, { scope: 'vert:fdx:consents:read vert:ledger:postings:write' })).rejects.toMatchObject({ error: 'invalid_scope' });

    const { c: client, tokens } = await fullCeremony(t.issuerFor(env.envId), env);
    await expect(
      withNonce(async () =>
        oauth.processRefreshTokenResponse(
          client.as,
          client.client,
          await oauth.refreshTokenGrantRequest(client.as, client.client, client.clientAuth, tokens.refresh_token!, {
            ...insecure,
            DPoP: client.dpop,
            additionalParameters: { scope: 'vert:fdx:consents:read vert:fdx:consents:write' },
          }),
        ),
      ),
    ).rejects.toMatchObject({ error: 'invalid_scope' });
  });

  it('refuses a code exchange without a DPoP proof, with a malformed one and with another key than dpop_jkt', async () => {
    const { env, c } = await setup();
    const start = await pushAuthorization(c);
    const callback = await authorizeInBrowser(start, env);
    const params = oauth.validateAuthResponse(c.as, c.client, callback, start.state);
    const redeem = (options: oauth.TokenEndpointRequestOptions) =>
      withNonce(async () =>
        oauth.processAuthorizationCodeResponse(
          c.as,
          c.client,
          await oauth.authorizationCodeGrantRequest(c.as, c.client, c.clientAuth, params, REDIRECT_URI, start.verifier, { ...insecure, ...options }),
        ),
      );
    await expect(redeem({})).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(redeem({ headers: { dpop: 'not-a-proof' } })).rejects.toMatchObject({ error: 'invalid_dpop_proof' });
    const otherKey = oauth.DPoP(c.client, await oauth.generateKeyPair('ES256'));
    await expect(redeem({ DPoP: otherKey })).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects an access token presented with another DPoP key at the resource server', async () => {
    const env = await t.newEnvironment();
    const { tokens } = await fullCeremony(t.issuerFor(env.envId), env);
    const other = await oauth.generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(other.publicKey);
    const foreignProof = await proof({ privateKey: other.privateKey, jwk, privateJwk: jwk, jkt: await calculateJwkThumbprint(jwk) }, { htm: 'GET', htu: FDX_URL, accessToken: tokens.access_token });
    await rejection(
      t.platform.authenticatorFor('fdx').authenticate({ method: 'GET', url: FDX_URL, headers: { authorization: `DPoP ${tokens.access_token}`, dpop: foreignProof } }, 'dpop'),
      401,
      'invalid_dpop_proof',
    );
    // Presented as a bearer token, the bound token is refused too.
    await rejection(t.platform.authenticatorFor('fdx').authenticate({ method: 'GET', url: FDX_URL, headers: { authorization: `Bearer ${tokens.access_token}` } }, 'bearer'), 401, 'invalid_token');
  });

  it('refuses a reused code and revokes what the first redemption issued', async () => {
    const { env, c } = await setup();
    const start = await pushAuthorization(c);
    const callback = await authorizeInBrowser(start, env);
    const tokens = await exchangeCode(c, start, callback);
    await expect(exchangeCode(c, start, callback)).rejects.toMatchObject({ error: 'invalid_grant' });
    const introspection = await oauth.processIntrospectionResponse(c.as, c.client, await oauth.introspectionRequest(c.as, c.client, c.clientAuth, tokens.refresh_token!, insecure));
    expect(introspection.active).toBe(false);
    const types = await t.db.withTenant(env.envId, (tx) =>
      tx.anyFirst(sql.type(z.object({ type: z.string() }))`select type from auth.outbox where env_id = ${env.envId} and type like 'platform:auth:%' order by seq`),
    );
    expect(types).toEqual(['platform:auth:grant:created', 'platform:auth:grant:activated', 'platform:auth:grant:revoked']);
  });

  it('refuses an expired code (fake clock past the 60 s lifetime)', async () => {
    const { env, c } = await setup();
    const start = await pushAuthorization(c);
    const callback = await authorizeInBrowser(start, env);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(exchangeCode(c, start, callback)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('registers private_key_jwt clients only', async () => {
    const env = await t.newEnvironment();
    await expect(registerClient(t.issuerFor(env.envId), { token_endpoint_auth_method: 'client_secret_basic' })).rejects.toMatchObject({ error: 'invalid_client_metadata' });
  });

  it('accepts an environment issuer only for tokens of that environment', async () => {
    const a = await t.newEnvironment();
    const b = await t.newEnvironment();
    const jwk = t.platform.issuer!.signingJwk();
    const key = await importJWK(jwk, 'ES256');
    const token = (iss: string, envId: string) =>
      new SignJWT({ env_id: envId, scope: 'vert:fdx:consents:read', client_id: 'c' })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwk.kid! })
        .setIssuer(iss)
        .setSubject('u')
        .setAudience('vert-fdx')
        .setIssuedAt()
        .setExpirationTime('60s')
        .sign(key);
    const authenticate = async (jwt: string) => t.platform.authenticatorFor('fdx').authenticate({ method: 'GET', url: FDX_URL, headers: { authorization: `Bearer ${jwt}` } }, 'bearer');
    await expect(authenticate(await token(t.issuerFor(a.envId), a.envId))).resolves.toMatchObject({ envId: a.envId });
    await rejection(authenticate(await token(t.issuerFor(a.envId), b.envId)), 401, 'invalid_token');
    await rejection(authenticate(await token(`${t.platform.issuerUrl}/elsewhere/${a.envId}`, a.envId)), 401, 'invalid_token');
    await expect(authenticate(await token(t.platform.issuerUrl, b.envId))).resolves.toMatchObject({ envId: b.envId });
  });
});
