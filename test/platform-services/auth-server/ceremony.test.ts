// The whole FAPI 2.0 ceremony against the built-in authorization server, driven as a recipient
// drives it (oauth4webapi): DCR, PAR + DPoP, login and consent, code exchange, refresh,
// revocation, introspection; the grant events; provider-side revocation through the bus.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateJwkThumbprint, decodeJwt, exportJWK } from 'jose';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { GRANT_ACTIVATED, GRANT_CREATED, GRANT_REVOKED } from '../../../src/platform-services/auth-server/server.ts';
import { proof } from '../../platform/auth/helpers.ts';
import {
  authorizeInBrowser,
  exchangeCode,
  fullCeremony,
  insecure,
  pushAuthorization,
  registerClient,
  startTestAuthServer,
  withNonce,
  type RegisteredClient,
  type TestAuthServer,
} from '../../support/auth-server.ts';

let t: TestAuthServer;
beforeAll(async () => {
  t = await startTestAuthServer();
});
afterAll(async () => {
  await t?.close();
});

const FDX_URL = 'http://127.0.0.1:4001/fdx/v6/accounts';

async function dpopProofFor(c: RegisteredClient, accessToken: string, keys = c.dpopKeys) {
  const jwk = await exportJWK(keys.publicKey);
  return proof({ privateKey: keys.privateKey, jwk, privateJwk: jwk, jkt: await calculateJwkThumbprint(jwk) }, { htm: 'GET', htu: FDX_URL, accessToken });
}

const outboxRow = z.object({ type: z.string(), payload: z.record(z.unknown()) });
async function outbox(envId: string) {
  return t.db.withTenant(envId, (tx) =>
    tx.any(sql.type(outboxRow)`select type, payload from auth.outbox where env_id = ${envId} and type like 'platform:auth:%' order by seq`),
  );
}

async function introspect(c: RegisteredClient, token: string) {
  return oauth.processIntrospectionResponse(c.as, c.client, await oauth.introspectionRequest(c.as, c.client, c.clientAuth, token, insecure));
}

/** Bounded polling for effects that travel through a real bus (NATS delivers asynchronously). */
async function eventually<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not reached after 100 attempts');
}

describe('authorization server ceremony', () => {
  it('registers, pushes, authorizes, exchanges and issues an FDX token the platform accepts', async () => {
    const env = await t.newEnvironment();
    const issuer = t.issuerFor(env.envId);
    expect(issuer).toBe(`${t.platform.issuerUrl}/oauth/${env.envId}`);

    const c = await registerClient(issuer);
    expect(c.client.token_endpoint_auth_method).toBe('private_key_jwt');
    expect(c.as.require_pushed_authorization_requests).toBe(true);
    expect(c.as.authorization_response_iss_parameter_supported).toBe(true);
    expect(c.as.code_challenge_methods_supported).toEqual(['S256']);
    expect(c.as.token_endpoint_auth_methods_supported).toEqual(['private_key_jwt']);

    const start = await pushAuthorization(c);
    const callback = await authorizeInBrowser(start, env, { accounts: [env.accountIds[0]!] });
    expect(callback.searchParams.get('iss')).toBe(issuer);
    expect(callback.searchParams.get('state')).toBe(start.state);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const events = await outbox(env.envId);
    expect(events.map((e) => e.type)).toEqual([GRANT_CREATED]);
    const created = events[0]!.payload;
    expect(created).toMatchObject({
      state: start.state,
      user_id: env.userId,
      client_id: c.client.client_id,
      client_name: 'Fintech & Co <test>',
      data_clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS'],
      account_ids: [env.accountIds[0]],
      duration_type: 'TIME_BOUND',
      duration_period: 90,
      lookback_period: 365,
    });
    expect(created.scopes).toEqual(expect.arrayContaining(['vert:fdx:consents:read', 'fdx:accountbasic', 'fdx:transactions']));
    expect(Date.parse(String(created.expires_at)) - Date.now()).toBeGreaterThan(89 * 86_400_000);

    const tokens = await exchangeCode(c, start, callback);
    expect(tokens.token_type).toBe('dpop');
    expect(tokens.consent_id).toBe(created.consent_id);
    expect(tokens.refresh_token).toBeTruthy();
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: issuer,
      aud: 'vert-fdx',
      sub: env.userId,
      env_id: env.envId,
      consent_id: created.consent_id,
      client_id: c.client.client_id,
      cnf: { jkt: await calculateJwkThumbprint(await exportJWK(c.dpopKeys.publicKey)) },
    });
    expect(String(claims.scope).split(' ').sort()).toEqual(['fdx:accountbasic', 'fdx:transactions', 'vert:fdx:consents:read']);

    const afterExchange = await outbox(env.envId);
    expect(afterExchange.map((e) => e.type)).toEqual([GRANT_CREATED, GRANT_ACTIVATED]);
    expect(afterExchange[1]!.payload).toEqual({ consent_id: created.consent_id, grant_id: created.grant_id, client_id: c.client.client_id, user_id: env.userId });

    const principal = await t.platform.authenticatorFor('fdx').authenticate(
      { method: 'GET', url: FDX_URL, headers: { authorization: `DPoP ${tokens.access_token}`, dpop: await dpopProofFor(c, tokens.access_token) } },
      'dpop',
    );
    expect(principal).toMatchObject({ kind: 'user', subject: env.userId, envId: env.envId, clientId: c.client.client_id });

    // The consent host asked the provider on behalf of the logged-in customer, in this environment
    // (the screen definition and the accounts in parallel, then the approval).
    const calls = t.consent.calls.filter((call) => call.envId === env.envId).map((call) => `${call.method} ${call.path}`);
    expect(calls.slice(0, 2).sort()).toEqual(['GET /v1/auth/consent/accounts', 'GET /v1/auth/consent/ui']);
    expect(calls.slice(2)).toEqual(['POST /v1/auth/consent/approve']);
    expect(t.consent.calls.find((call) => call.envId === env.envId)!.sub).toBe(env.userId);
  });

  it('refreshes without rotation, introspects, revokes the refresh token and emits grant:revoked', async () => {
    const env = await t.newEnvironment();
    const { c, tokens } = await fullCeremony(t.issuerFor(env.envId), env);
    const refreshToken = tokens.refresh_token!;

    const refreshed = await withNonce(async () =>
      oauth.processRefreshTokenResponse(c.as, c.client, await oauth.refreshTokenGrantRequest(c.as, c.client, c.clientAuth, refreshToken, { ...insecure, DPoP: c.dpop })),
    );
    expect(refreshed.consent_id).toBe(tokens.consent_id);
    expect(refreshed.refresh_token ?? refreshToken).toBe(refreshToken);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ consent_id: tokens.consent_id, env_id: env.envId });

    expect(await introspect(c, refreshToken)).toMatchObject({ active: true, sub: env.userId, client_id: c.client.client_id });

    await oauth.processRevocationResponse(await oauth.revocationRequest(c.as, c.client, c.clientAuth, refreshToken, insecure));
    expect((await introspect(c, refreshToken)).active).toBe(false);
    const events = await outbox(env.envId);
    expect(events.map((e) => e.type)).toEqual([GRANT_CREATED, GRANT_ACTIVATED, GRANT_REVOKED]);
    expect(events[2]!.payload).toMatchObject({ consent_id: tokens.consent_id, client_id: c.client.client_id, user_id: env.userId, reason: 'client_revocation' });

    await expect(
      withNonce(async () =>
        oauth.processRefreshTokenResponse(c.as, c.client, await oauth.refreshTokenGrantRequest(c.as, c.client, c.clientAuth, refreshToken, { ...insecure, DPoP: c.dpop })),
      ),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('revokes the grant and its tokens when the FDX provider revokes the consent, without an echo', async () => {
    const env = await t.newEnvironment();
    const { c, tokens } = await fullCeremony(t.issuerFor(env.envId), env);
    expect((await introspect(c, tokens.refresh_token!)).active).toBe(true);

    await t.platform.bus.publish({
      id: randomUUID(),
      type: 'vert:fdx:consent:revoked',
      source: 'vert-fdx',
      env_id: env.envId,
      time: new Date().toISOString(),
      correlation_id: null,
      data: { consent_id: String(tokens.consent_id), reason: 'customer_request', initiator: 'INDIVIDUAL' },
    });
    await eventually(async () => ((await introspect(c, tokens.refresh_token!)).active ? undefined : true));
    expect((await outbox(env.envId)).map((e) => e.type)).toEqual([GRANT_CREATED, GRANT_ACTIVATED]);
  });

  it('manages the registration (RFC 7592) with the registration access token', async () => {
    const env = await t.newEnvironment();
    const c = await registerClient(t.issuerFor(env.envId));
    const read = await fetch(c.registrationClientUri, { headers: { authorization: `Bearer ${c.registrationAccessToken}` } });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ client_id: c.client.client_id, token_endpoint_auth_method: 'private_key_jwt' });
    const removed = await fetch(c.registrationClientUri, { method: 'DELETE', headers: { authorization: `Bearer ${c.registrationAccessToken}` } });
    expect(removed.status).toBe(204);
  });

  it('sends access_denied back to the client when the customer denies', async () => {
    const env = await t.newEnvironment();
    const c = await registerClient(t.issuerFor(env.envId));
    const start = await pushAuthorization(c);
    const callback = await authorizeInBrowser(start, env, { deny: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('iss')).toBe(t.issuerFor(env.envId));
    expect(() => oauth.validateAuthResponse(c.as, c.client, callback, start.state)).toThrow(oauth.AuthorizationResponseError);
    expect(t.consent.calls.some((call) => call.envId === env.envId && call.path === '/v1/auth/consent/deny')).toBe(true);
    expect(await outbox(env.envId)).toEqual([]);
  });

  it('keeps the consent page on an account that is not the customer\'s and on a wrong password', async () => {
    const env = await t.newEnvironment();
    const c = await registerClient(t.issuerFor(env.envId));
    await expect(authorizeInBrowser(await pushAuthorization(c), env, { accounts: [randomUUID()] })).rejects.toThrow(/consent failed: 400/);
    await expect(authorizeInBrowser(await pushAuthorization(c), { username: env.username, password: 'wrong' })).rejects.toThrow(/login failed: 401/);
  });

  it('answers 404 for an environment that does not exist', async () => {
    const response = await fetch(`${t.issuerFor('no-such-env')}/.well-known/openid-configuration`);
    expect(response.status).toBe(404);
  });
});
