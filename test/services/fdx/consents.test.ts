// The provider grant ledger and the consent routes: grant events create and move consents,
// the chokepoint binds every call to the token's own consent, revocation is atomic, idempotent
// and terminal, and environments never see each other's consents.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { applyGrantEvent, delegatedToken, dpopKey, fdxCall, grantConsent, settledIssuedAt, type DpopKey, type Grant } from '../../support/fdx.ts';

describe('FDX consents', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;
  let key: DpopKey;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService]);
    envId = await t.newEnvironment('fdxc');
    base = `${t.service('fdx').url}/fdx/v6`;
    key = await dpopKey();
  });
  afterAll(() => t.close());

  const get = async (grant: Grant, path: string, env = envId, issuedAt?: number) =>
    fdxCall(`${base}${path}`, { token: await delegatedToken(t, env, grant, key, undefined, issuedAt), key, envId: env });
  const post = async (grant: Grant, path: string, body: unknown) =>
    fdxCall(`${base}${path}`, { method: 'POST', body, token: await delegatedToken(t, envId, grant, key), key, envId });

  const outbox = (consentId: string) =>
    t.service('fdx').db.withTenant(envId, (tx) =>
      tx.any(sql.type(z.object({ type: z.string(), payload: z.record(z.unknown()) }))`
        select type, payload from fdx.outbox where env_id = ${envId} and payload->>'consent_id' = ${consentId} order by seq`));

  it('creates a PENDING consent from platform:auth:grant:created and activates it on redemption', async () => {
    const accountId = randomUUID();
    const grant = await grantConsent(t, envId, { accountIds: [accountId], clusters: ['fdx:accountbasic', 'TRANSACTIONS', 'CUSTOMER_CONTACT'], activate: false, lookbackPeriod: 30 });
    const pending = await get(grant, `/consents/${grant.consentId}`);
    expect(pending.status).toBe(200);
    expect(pending.json).toMatchObject({
      id: grant.consentId,
      status: 'PENDING',
      durationType: 'TIME_BOUND',
      durationPeriod: 90,
      lookbackPeriod: 30,
      parties: [{ type: 'DATA_RECIPIENT', registeredEntityId: 'fintech-client' }, { type: 'DATA_PROVIDER' }],
      resources: [
        { resourceType: 'ACCOUNT', resourceId: accountId, dataClusters: ['ACCOUNT_BASIC', 'TRANSACTIONS'] },
        { resourceType: 'CUSTOMER', resourceId: grant.subject, dataClusters: ['CUSTOMER_CONTACT'] },
      ],
    });
    await applyGrantEvent(t, envId, 'platform:auth:grant:activated', { consent_id: grant.consentId, grant_id: grant.grantId });
    expect((await get(grant, `/consents/${grant.consentId}`)).json.status).toBe('ACTIVE');
    // Redelivery changes nothing.
    await applyGrantEvent(t, envId, 'platform:auth:grant:created', { consent_id: grant.consentId, grant_id: grant.grantId, state: 's', user_id: grant.subject, client_id: grant.clientId, scopes: [], data_clusters: ['ACCOUNT_BASIC'], account_ids: [], duration_type: 'PERSISTENT' });
    await applyGrantEvent(t, envId, 'platform:auth:grant:activated', { consent_id: grant.consentId, grant_id: grant.grantId });
    const events = await outbox(grant.consentId);
    expect(events.map((e) => [e.type, e.payload.status])).toEqual([
      ['vert:fdx:consent:created', 'PENDING'],
      ['vert:fdx:consent:updated', 'ACTIVE'],
    ]);
    expect(events[0]!.payload).toMatchObject({ customer_id: grant.subject, client_id: 'fintech-client', account_ids: [accountId] });
  });

  it('activates a PENDING consent on the first data call with a delegated token (the code was redeemed)', async () => {
    const grant = await grantConsent(t, envId, { activate: false, clusters: ['CUSTOMER_CONTACT'] });
    const call = await get(grant, '/notification-subscriptions');
    expect(call.status, call.text).toBe(200);
    expect((await get(grant, `/consents/${grant.consentId}`)).json.status).toBe('ACTIVE');
    // The server's grant:activated arriving afterwards changes nothing.
    await applyGrantEvent(t, envId, 'platform:auth:grant:activated', { consent_id: grant.consentId, grant_id: grant.grantId });
    const events = await outbox(grant.consentId);
    expect(events.map((e) => [e.type, e.payload.status])).toEqual([
      ['vert:fdx:consent:created', 'PENDING'],
      ['vert:fdx:consent:updated', 'ACTIVE'],
    ]);
  });

  it('revokes atomically with vert:fdx:consent:revoked, idempotently, and never revives', async () => {
    const grant = await grantConsent(t, envId);
    const first = await post(grant, `/consents/${grant.consentId}/revocation`, { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' });
    expect(first.status).toBe(204);
    const again = await post(grant, `/consents/${grant.consentId}/revocation`, { reason: 'BUSINESS_RULE', initiator: 'DATA_RECIPIENT' });
    expect(again.status).toBe(204);
    // A late activation or lifecycle move cannot bring it back.
    await applyGrantEvent(t, envId, 'platform:auth:grant:activated', { consent_id: grant.consentId, grant_id: grant.grantId });
    const resume = await post(grant, `/consents/${grant.consentId}/lifecycle`, { status: 'ACTIVE', reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' });
    expect(resume.status).toBe(409);
    expect(resume.json).toMatchObject({ code: '409' });
    const consent = await get(grant, `/consents/${grant.consentId}`);
    expect(consent.json.status).toBe('REVOKED');
    const revoked = (await outbox(grant.consentId)).filter((e) => e.type === 'vert:fdx:consent:revoked');
    expect(revoked.map((e) => e.payload)).toEqual([{ consent_id: grant.consentId, reason: 'USER_ACTION', initiator: 'INDIVIDUAL' }]);
    const rows = await t.service('fdx').db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from fdx.consent_revocations where env_id = ${envId} and consent_id = ${grant.consentId}`));
    expect(rows).toBe(1);
    const lifecycle = await get(grant, `/consents/${grant.consentId}/lifecycle`);
    expect(lifecycle.json.events.map((e: { status: string }) => e.status)).toEqual(['PENDING', 'ACTIVE', 'REVOKED']);
    expect(lifecycle.json.events[2]).toMatchObject({ previousStatus: 'ACTIVE', reason: 'USER_ACTION', initiator: 'INDIVIDUAL' });
  });

  it('rejects a malformed revocation without changing anything', async () => {
    const grant = await grantConsent(t, envId);
    const bad = await post(grant, `/consents/${grant.consentId}/revocation`, { reason: 'BORED', initiator: 'INDIVIDUAL' });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('400');
    expect((await get(grant, `/consents/${grant.consentId}`)).json.status).toBe('ACTIVE');
  });

  it('suspends and resumes through the lifecycle route', async () => {
    const grant = await grantConsent(t, envId);
    const suspended = await post(grant, `/consents/${grant.consentId}/lifecycle`, { status: 'SUSPENDED', reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' });
    expect(suspended.status).toBe(200);
    expect(suspended.json.status).toBe('SUSPENDED');
    const resumed = await post(grant, `/consents/${grant.consentId}/lifecycle`, { status: 'ACTIVE', reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' });
    expect(resumed.json.events.map((e: { status: string }) => e.status)).toEqual(['PENDING', 'ACTIVE', 'SUSPENDED', 'ACTIVE']);
    const pending = await grantConsent(t, envId, { activate: false });
    const refused = await post(pending, `/consents/${pending.consentId}/lifecycle`, { status: 'SUSPENDED', reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' });
    expect(refused.status).toBe(409);
  });

  it('expires a consent past its window on first sight', async () => {
    const grant = await grantConsent(t, envId, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const consent = await get(grant, `/consents/${grant.consentId}`);
    expect(consent.json.status).toBe('EXPIRED');
    const revoke = await post(grant, `/consents/${grant.consentId}/revocation`, { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' });
    expect(revoke.status).toBe(409);
    expect((await outbox(grant.consentId)).map((e) => e.payload.status ?? e.type)).toEqual(['PENDING', 'ACTIVE', 'EXPIRED']);
  });

  it('binds every call to the token’s own consent, subject and client', async () => {
    const mine = await grantConsent(t, envId);
    const theirs = await grantConsent(t, envId);
    const other = await get(mine, `/consents/${theirs.consentId}`);
    expect(other.status).toBe(403);
    expect(other.json.code).toBe('706');

    // A token naming someone else's consent (wrong subject), or no consent at all, is refused.
    const forged = await get({ ...theirs, subject: mine.subject }, `/consents/${theirs.consentId}`);
    expect(forged.status).toBe(401);
    expect(forged.json.code).toBe('602');
    const wrongClient = await get({ ...mine, clientId: 'other-client' }, `/consents/${mine.consentId}`);
    expect(wrongClient.status).toBe(401);
    const plain = await fdxCall(`${base}/consents/${mine.consentId}`, {
      token: await t.token({ subject: mine.subject, clientId: mine.clientId, envId, scopes: ['vert:fdx:consents:read'], service: 'fdx', jkt: key.jkt }),
      key,
      envId,
    });
    expect(plain.status).toBe(401);
    expect(plain.json.code).toBe('602');
  });

  it('keeps environments apart', async () => {
    const other = await t.newEnvironment('fdxo');
    const grant = await grantConsent(t, envId);
    const crossed = await get(grant, `/consents/${grant.consentId}`, other, settledIssuedAt());
    expect(crossed.status).toBe(401);
    expect(crossed.json.code).toBe('602');
    // Just issued, the token might name a consent still on its way to that environment: refused
    // as transient, and nothing is served either way.
    const fresh = await get(grant, `/consents/${grant.consentId}`, other);
    expect(fresh.status).toBe(503);
    expect(fresh.json.code).toBe('501');
  });

  it('reflects a revocation made at the authorization server', async () => {
    const grant = await grantConsent(t, envId);
    await applyGrantEvent(t, envId, 'platform:auth:grant:revoked', { consent_id: grant.consentId, grant_id: grant.grantId, reason: 'client_revocation', initiator: 'DATA_RECIPIENT' });
    expect((await get(grant, `/consents/${grant.consentId}`)).json.status).toBe('REVOKED');
    // The server revoking a grant itself (a replayed authorization code) revokes the consent too.
    const replayed = await grantConsent(t, envId);
    await applyGrantEvent(t, envId, 'platform:auth:grant:revoked', { consent_id: replayed.consentId, grant_id: replayed.grantId, reason: 'authorization_code_reuse', initiator: 'DATA_PROVIDER' });
    const lifecycle = await get(replayed, `/consents/${replayed.consentId}/lifecycle`);
    expect(lifecycle.json.status).toBe('REVOKED');
    expect(lifecycle.json.events.at(-1)).toMatchObject({ status: 'REVOKED', reason: 'BUSINESS_RULE', initiator: 'DATA_PROVIDER' });
  });

  it('records a malformed grant event and creates nothing', async () => {
    const consentId = randomUUID();
    await applyGrantEvent(t, envId, 'platform:auth:grant:created', { consent_id: consentId, grant_id: 'g', data_clusters: [] });
    const counts = await t.service('fdx').db.withTenant(envId, async (tx) => ({
      consents: await tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from fdx.consents where env_id = ${envId} and id = ${consentId}`),
      rejected: await tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from fdx.audit_journal where env_id = ${envId} and action = 'grant_event.rejected'`),
    }));
    expect(counts.consents).toBe(0);
    expect(counts.rejected).toBeGreaterThan(0);
  });

  it('records one audit event per provider call, served or rejected', async () => {
    const grant = await grantConsent(t, envId);
    await get(grant, `/consents/${grant.consentId}`);
    await get(grant, `/consents/${randomUUID()}`);
    const actions = await t.service('fdx').db.withTenant(envId, (tx) =>
      tx.anyFirst(sql.type(z.object({ action: z.string() }))`
        select action from fdx.audit_events where env_id = ${envId} and consent_id = ${grant.consentId} order by created_at`));
    expect(actions).toEqual(['data_call.getConsent', 'data_call.rejected']);
  });

  it('creates the consent from an event delivered by the bus', async () => {
    const consentId = randomUUID();
    await t.platform.bus.publish({
      id: randomUUID(), type: 'platform:auth:grant:created', source: 'test', env_id: envId, time: new Date().toISOString(), correlation_id: null,
      data: { consent_id: consentId, grant_id: `g-${consentId}`, state: 'st', user_id: 'bus-user', client_id: 'c', scopes: [], data_clusters: ['ACCOUNT_BASIC'], account_ids: [], duration_type: 'PERSISTENT' },
    });
    const found = async () => t.service('fdx').db.withTenant(envId, (tx) =>
      tx.exists(sql.unsafe`select 1 from fdx.consents where env_id = ${envId} and id = ${consentId}`));
    for (let i = 0; i < 100 && !(await found()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await found()).toBe(true);
  });
});
