// FDX administration: the provider profile registered at environment initialization with its
// event, the consent list, every declared page with live data, the POST aliases (consent
// revocation, policy sets, relations, attributes) and the workflow step profile.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { initializeEnvironment } from '../../../src/platform/host.ts';
import { DEFAULT_POLICIES_PATH } from '../../../src/platform/policy/cedar.ts';
import { PAGE_IDS } from '../../../src/services/fdx/admin/pages.ts';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent, type DpopKey } from '../../support/fdx.ts';
import { call } from '../../support/http.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

const ADMIN = ['vert:fdx:admin'];

describe('FDX administration', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;
  let key: DpopKey;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService]);
    envId = await t.newEnvironment('fdxadm');
    base = t.service('fdx').url;
    key = await dpopKey();
  });
  afterAll(() => t.close());

  const as = (subject: string, scopes = ADMIN, env = envId) => t.token({ subject, scopes, envId: env, service: 'fdx' });
  const get = async (path: string, options: { subject?: string; scopes?: string[]; env?: string } = {}) =>
    call(`${base}${path}`, { token: await as(options.subject ?? 'staff-1', options.scopes, options.env) });
  const post = async (path: string, body: unknown, options: { subject?: string; scopes?: string[] } = {}) =>
    call(`${base}${path}`, { method: 'POST', token: await as(options.subject ?? 'staff-1', options.scopes), body });
  const outbox = (type: string, env = envId) =>
    t.service('fdx').db.withTenant(env, (tx) =>
      tx.any(sql.type(z.object({ payload: z.record(z.unknown()) }))`
        select payload from fdx.outbox where env_id = ${env} and type = ${type} order by seq`));

  it('registers the provider profile at environment initialization, with its event, once', async () => {
    const profile = await get('/v1/provider/profile', { scopes: ['vert:fdx:admin:provider:read'] });
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({
      env_id: envId,
      display_name: `Test ${envId}`,
      issuer: `${t.platform.issuerUrl}/oauth/${envId}`,
      fdx_base_url: base,
      fdx_version: 'V6.5',
      data_clusters: ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED', 'TRANSACTIONS', 'STATEMENTS', 'CUSTOMER_CONTACT', 'CUSTOMER_PERSONAL', 'ACCOUNT_PAYMENTS'],
      capabilities: { par_required: true, pkce_required: true, dpop_required: true },
      version: 1,
    });
    const events = await outbox('vert:fdx:providerprofile:updated');
    expect(events.map((e) => e.payload)).toEqual([profile.json]);
    // Initializing again re-registers an unchanged profile: no new version, no new event.
    await initializeEnvironment(t.platform, t.services, envId, `Test ${envId}`);
    expect((await get('/v1/provider/profile')).json.version).toBe(1);
    expect(await outbox('vert:fdx:providerprofile:updated')).toHaveLength(1);
    // Another area's scope does not open it.
    expect((await get('/v1/provider/profile', { scopes: ['vert:fdx:admin:consents:read'] })).status).toBe(403);
  });

  it('lists the grant ledger newest first, filtered by status, page by page', async () => {
    const env = await t.newEnvironment('fdxadm-list');
    const first = await grantConsent(t, env, { accountIds: [randomUUID()] });
    const second = await grantConsent(t, env, { activate: false });
    const third = await grantConsent(t, env);
    const all = await get('/v1/admin/consents', { env, scopes: ['vert:fdx:admin:consents:read'] });
    expect(all.status).toBe(200);
    expect(all.json.items.map((c: { id: string }) => c.id)).toEqual([third.consentId, second.consentId, first.consentId]);
    expect(all.json.items[2]).toMatchObject({ status: 'ACTIVE', customer_id: first.subject, client_id: 'fintech-client', account_ids: [expect.any(String)], duration_type: 'TIME_BOUND' });
    const pending = await get('/v1/admin/consents?status=PENDING', { env });
    expect(pending.json.items.map((c: { id: string }) => c.id)).toEqual([second.consentId]);
    const page1 = await get('/v1/admin/consents?limit=2', { env });
    expect(page1.json.items).toHaveLength(2);
    const page2 = await get(`/v1/admin/consents?limit=2&cursor=${page1.json.next_cursor}`, { env });
    expect(page2.json).toEqual({ items: [expect.objectContaining({ id: first.consentId })], next_cursor: null });
    expect((await get('/v1/admin/consents?status=GONE', { env })).status).toBe(400);
  });

  it('revokes a consent through the POST alias as the provider, idempotently', async () => {
    const grant = await grantConsent(t, envId);
    const revoked = await post('/v1/admin/consents', { action: 'revoke', consent_id: grant.consentId, other_reason: 'Recipient off-boarded' }, { scopes: ['vert:fdx:admin:consents:write'] });
    expect(revoked.status).toBe(200);
    expect(revoked.json).toEqual({ resource: 'consents', action: 'revoke', result: { consent_id: grant.consentId, outcome: 'revoked' } });
    const again = await post('/v1/admin/consents', { action: 'revoke', consent_id: grant.consentId });
    expect(again.json.result.outcome).toBe('already_revoked');
    const events = (await outbox('vert:fdx:consent:revoked')).filter((e) => e.payload.consent_id === grant.consentId);
    expect(events.map((e) => e.payload)).toEqual([{ consent_id: grant.consentId, reason: 'BUSINESS_RULE', initiator: 'DATA_PROVIDER' }]);
    // The recipient's token no longer reads anything.
    const read = await fdxCall(`${base}/fdx/v6/consents/${grant.consentId}`, { token: await delegatedToken(t, envId, grant, key), key, envId });
    expect(read.json.status).toBe('REVOKED');
    expect((await post('/v1/admin/consents', { action: 'revoke', consent_id: randomUUID() })).status).toBe(404);
    expect((await post('/v1/admin/consents', { action: 'revoke', consent_id: grant.consentId }, { scopes: ['vert:fdx:admin:consents:read'] })).status).toBe(403);
  });

  it('serves every declared page with live data, and 404 for others', async () => {
    const grant = await grantConsent(t, envId, { clientName: 'Pages fintech', clientId: 'pages-client' });
    await fdxCall(`${base}/fdx/v6/consents/${grant.consentId}`, { token: await delegatedToken(t, envId, grant, key), key, envId });
    const pages: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const page of PAGE_IDS) {
      const response = await get(`/v1/admin/ui/${page}`);
      expect(response.status, `${page}: ${response.text}`).toBe(200);
      expect(response.json.page).toBe(page);
      pages[page] = response.json;
    }
    expect(PAGE_IDS).toEqual(expect.arrayContaining(['overview', 'provider', 'recipients', 'consents', 'csdf', 'settings', 'policy-sets', 'policy-decisions', 'relations', 'attributes', 'notifications']));
    const card = (page: string, id: string) => pages[page].cards.find((c: { id: string }) => c.id === id)?.value;
    expect(Number(card('overview', 'consents_active'))).toBeGreaterThanOrEqual(1);
    expect(Number(card('overview', 'data_calls_served'))).toBeGreaterThanOrEqual(1);
    expect(card('overview', 'notifications_failed')).toBe('0');
    expect(card('provider', 'issuer')).toBe(`${t.platform.issuerUrl}/oauth/${envId}`);
    expect(card('settings', 'metrics_cache')).toBe('30 s');
    expect(pages.consents.data_source).toEqual({ method: 'GET', path: '/v1/admin/consents' });
    expect(pages.recipients.items).toContainEqual(expect.objectContaining({ client_id: 'pages-client', client_name: 'Pages fintech', consents: '1', active: '1' }));
    expect(pages.csdf.items).toContainEqual(expect.objectContaining({ operation_id: 'getConsent', outcome: 'served', consent_id: grant.consentId, client_id: 'pages-client' }));
    expect(pages['policy-sets'].items[0]).toMatchObject({ version: '1', created_by: 'system:seed' });
    expect(pages['policy-decisions'].items.length).toBeGreaterThan(0);
    expect(pages['policy-decisions'].items[0]).toMatchObject({ action: expect.any(String), decision: expect.stringMatching(/^(allow|deny)$/) });
    for (const page of Object.values(pages)) {
      for (const action of page.actions ?? []) expect(action.path).toMatch(/^\/v1\/admin\/(consents|policy-sets|relations|attributes)$/);
    }
    expect((await get('/v1/admin/ui/dashboards')).status).toBe(404);
    expect((await get('/v1/admin/ui/overview', { scopes: ['vert:fdx:admin:consents:read'] })).status).toBe(403);
  });

  it('sets relations and attributes through the aliases, and the policy gate follows them', async () => {
    const env = await t.newEnvironment('fdxadm-rel');
    const post_ = async (resource: string, body: unknown) => call(`${base}/v1/admin/${resource}`, { method: 'POST', token: await as('staff-1', ADMIN, env), body });
    const eve = () => get('/v1/admin/ui/overview', { subject: 'eve', env });
    expect((await eve()).status).toBe(200);
    const suspend = await post_('relations', { action: 'update', entity_type: 'User', entity_id: 'eve', parents: [{ type: 'Group', id: 'suspended' }] });
    expect(suspend.json).toEqual({ resource: 'relations', action: 'update', result: { entity_type: 'User', entity_id: 'eve', outcome: 'updated' } });
    expect((await eve()).status).toBe(403);
    // Attributes replace the attributes and keep the relations.
    expect((await post_('attributes', { action: 'update', entity_type: 'User', entity_id: 'eve', attrs: { displayName: 'Eve' } })).status).toBe(200);
    expect((await eve()).status).toBe(403);
    const relations = (await get('/v1/admin/ui/relations', { env })).json.items;
    expect(relations).toContainEqual(expect.objectContaining({ entity_type: 'User', entity_id: 'eve', parents: 'Group::suspended' }));
    const attributes = (await get('/v1/admin/ui/attributes', { env })).json.items;
    expect(attributes).toContainEqual(expect.objectContaining({ entity_type: 'User', entity_id: 'eve', attrs: '{"displayName": "Eve"}' }));
    // Invalid entities are the gate's 400; the wrong body for a resource is 400 too.
    expect((await post_('attributes', { action: 'update', entity_type: 'User', entity_id: 'eve', attrs: { shoeSize: 44 } })).status).toBe(400);
    expect((await post_('relations', { action: 'update', entity_type: 'User', entity_id: 'eve', attrs: {} })).status).toBe(400);
    expect((await post_('policy-sets', { action: 'delete', entity_type: 'User', entity_id: 'eve' })).status).toBe(400);
    const removed = await post_('relations', { action: 'delete', entity_type: 'User', entity_id: 'eve' });
    expect(removed.json.result.outcome).toBe('deleted');
    expect((await eve()).status).toBe(200);
    expect((await post_('relations', { action: 'delete', entity_type: 'User', entity_id: 'eve' })).json.result.outcome).toBe('not_found');
    expect((await post_('nothing', { action: 'delete', entity_type: 'User', entity_id: 'eve' })).status).toBe(404);
  });

  it('publishes a policy set version that takes effect on the next request', async () => {
    const env = await t.newEnvironment('fdxadm-pol');
    const publish = async (policies: string) => call(`${base}/v1/admin/policy-sets`, { method: 'POST', token: await as('staff-1', ADMIN, env), body: { action: 'publish', policies } });
    expect((await get('/v1/admin/ui/overview', { subject: 'mallory', env })).status).toBe(200);
    const policies = `${readFileSync(DEFAULT_POLICIES_PATH, 'utf8')}\n@id("no-admin-for-mallory")\nforbid (principal == Vert::User::"mallory", action == Vert::Action::"getFdxAdminPage", resource);\n`;
    const published = await publish(policies);
    expect(published.status).toBe(200);
    expect(published.json.result).toEqual({ version: 2 });
    expect((await get('/v1/admin/ui/overview', { subject: 'mallory', env })).status).toBe(403);
    expect((await get('/v1/admin/ui/overview', { env })).status).toBe(200);
    const invalid = await publish('permit (principal, action == Vert::Action::"noSuchOperation", resource);');
    expect(invalid.status).toBe(400);
    expect(invalid.json.code).toBe('invalid_policy');
    const versions = (await get('/v1/admin/ui/policy-sets', { env })).json.items;
    expect(versions.map((v: { version: string }) => v.version)).toEqual(['2', '1']);
    expect(versions[0].created_by).toBe('user:staff-1');
  });

  describe('workflow steps', () => {
    const step = async (body: unknown, env = envId) =>
      call(`${base}/v1/internal/steps/execute`, {
        method: 'POST',
        token: await t.token({ subject: 'workflow-engine', scopes: ['platform:internal'], envId: env, service: 'fdx', tokenUse: 'm2m' }),
        body,
      });

    it('expires consents past their window, with events, in bounded runs', async () => {
      const env = await t.newEnvironment('fdxadm-exp');
      const past = new Date(Date.now() - 60_000).toISOString();
      const lapsed = [await grantConsent(t, env, { expiresAt: past }), await grantConsent(t, env, { expiresAt: past, activate: false })];
      const live = await grantConsent(t, env);
      const first = await step({ step_id: 'run-1', step_type: 'fdx.consent.expire_due', input: { limit: 1 } }, env);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ step_id: 'run-1', step_type: 'fdx.consent.expire_due', status: 'COMPLETED', output: { expired: 1, more_due: true } });
      const second = await step({ step_type: 'fdx.consent.expire_due', input: {} }, env);
      expect(second.json.output).toMatchObject({ expired: 1, more_due: false });
      expect([...first.json.output.consent_ids, ...second.json.output.consent_ids].sort()).toEqual(lapsed.map((g) => g.consentId).sort());
      expect((await step({ step_type: 'fdx.consent.expire_due', input: {} }, env)).json.output).toEqual({ expired: 0, consent_ids: [], more_due: false });
      const statuses = (await get('/v1/admin/consents', { env })).json.items.map((c: { id: string; status: string }) => [c.id, c.status]);
      expect(statuses).toContainEqual([live.consentId, 'ACTIVE']);
      expect(statuses.filter(([, s]: string[]) => s === 'EXPIRED')).toHaveLength(2);
      const updated = (await outbox('vert:fdx:consent:updated', env)).filter((e) => e.payload.status === 'EXPIRED');
      expect(updated.map((e) => e.payload.consent_id).sort()).toEqual(lapsed.map((g) => g.consentId).sort());
    });

    it('revokes a consent, idempotently; unknown step types and missing inputs are 400', async () => {
      const grant = await grantConsent(t, envId);
      const revoked = await step({ step_type: 'fdx.consent.revoke', input: { consent_id: grant.consentId, reason: 'USER_ACTION' } });
      expect(revoked.json.output).toEqual({ consent_id: grant.consentId, outcome: 'revoked' });
      expect((await step({ step_type: 'fdx.consent.revoke', input: { consent_id: grant.consentId } })).json.output.outcome).toBe('already_revoked');
      const events = (await outbox('vert:fdx:consent:revoked')).filter((e) => e.payload.consent_id === grant.consentId);
      expect(events.map((e) => e.payload)).toEqual([{ consent_id: grant.consentId, reason: 'USER_ACTION', initiator: 'DATA_PROVIDER' }]);
      const unknown = await step({ step_type: 'fdx.consent.delete_everything', input: {} });
      expect(unknown.status).toBe(400);
      expect(unknown.json.code).toBe('unknown_step_type');
      expect((await step({ step_type: 'fdx.consent.revoke', input: {} })).status).toBe(400);
      expect((await step({ step_type: 'fdx.consent.revoke', input: { consent_id: randomUUID() } })).status).toBe(404);
      // A user token is not a machine-to-machine credential.
      const user = await call(`${base}/v1/internal/steps/execute`, { method: 'POST', token: await as('staff-1', ['platform:internal']), body: { step_type: 'fdx.consent.expire_due', input: {} } });
      expect(user.status).toBe(401);
    });
  });
});
