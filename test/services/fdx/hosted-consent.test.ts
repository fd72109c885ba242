// Hosted consent endpoints: the screen from the requested scopes, only the customer's own open
// accounts (ledger data created through the ledger's HTTP API), approvals that name another
// customer's account refused with nothing recorded, denials, and one decision per interaction.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { audienceOf } from '../../../src/platform/runtime.ts';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { call } from '../../support/http.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

const HOST_SCOPE = 'vert:fdx:consent:host';
const CLIENT = 'fintech-client';

describe('FDX hosted consent', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;
  const ada = { login: `ada-${randomUUID().slice(0, 8)}`, accounts: [] as string[], closed: '' };
  const bob = { login: `bob-${randomUUID().slice(0, 8)}`, accounts: [] as string[] };

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService, createLedgerService]);
    envId = await t.newEnvironment('hosted');
    base = `${t.service('fdx').url}/v1/auth/consent`;
    // Ledger data through the ledger's public HTTP API, as the bank's own clients create it.
    const ledgerUrl = t.service('ledger').url;
    const teller = await t.platform.issuer!.mint({
      subject: 'teller',
      scopes: ['vert:ledger:customers:write', 'vert:ledger:accounts:write', 'vert:ledger:products:write', 'vert:ledger:products:publish'],
      audience: audienceOf('ledger'),
      envId,
    });
    const ledger = async (method: string, path: string, body?: unknown) => {
      const response = await call(`${ledgerUrl}${path}`, { method, token: teller, ...(body !== undefined ? { body } : {}) });
      expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
      return response.json as { id: string };
    };
    await ledger('POST', '/v1/products', { id: 'hc_current', name: 'Current', product_type: 'current_account' });
    await ledger('POST', '/v1/products/hc_current/versions', { denominations: ['GBP', 'EUR'], tside: 'LIABILITY' });
    await ledger('POST', '/v1/products/hc_current/activate');
    const customer = async (login: string, name: string) => (await ledger('POST', '/v1/customers', { display_name: name, platform_auth_user_id: login })).id;
    const open = async (customerId: string, name: string, details?: Record<string, unknown>) =>
      (await ledger('POST', '/v1/accounts', { customer_id: customerId, product_id: 'hc_current', name, ...(details ? { details } : {}) })).id;
    const adaId = await customer(ada.login, 'Ada Lovelace');
    ada.accounts.push(await open(adaId, 'Everyday'), await open(adaId, 'Holiday fund', { account_number: '12345678' }));
    ada.closed = await open(adaId, 'Old account');
    bob.accounts.push(await open(await customer(bob.login, 'Bob Babbage'), 'Bob current'));
    // Closed accounts are never offered.
    await ledger('PUT', `/v1/accounts/${ada.closed}`, { status: 'closed' });
  });
  afterAll(() => t.close());

  const token = (subject: string, options: { clientId?: string; env?: string; scopes?: string[] } = {}) =>
    t.token({ subject, clientId: options.clientId ?? CLIENT, envId: options.env ?? envId, scopes: options.scopes ?? [HOST_SCOPE], service: 'fdx' });
  const get = async (path: string, subject: string, options: { clientId?: string; header?: string } = {}) =>
    call(`${base}${path}`, { token: await token(subject, options), headers: { 'x-platform-env-id': options.header ?? envId } });
  const post = async (path: string, subject: string, body: unknown) =>
    call(`${base}${path}`, { method: 'POST', token: await token(subject), headers: { 'x-platform-env-id': envId }, body });
  const decisions = (interactionId: string) =>
    t.service('fdx').db.withTenant(envId, (tx) =>
      tx.any(sql.type(z.object({ outcome: z.string(), user_id: z.string(), selection: z.record(z.unknown()) }))`
        select outcome, user_id, selection from fdx.consent_decisions where env_id = ${envId} and interaction_id = ${interactionId}`));
  const approval = (interactionId: string, accountIds: string[], extra: Record<string, unknown> = {}) => ({
    interaction_id: interactionId,
    client_id: CLIENT,
    data_clusters: ['fdx:accountbasic', 'ACCOUNT_BASIC', 'TRANSACTIONS'],
    account_ids: accountIds,
    duration_type: 'TIME_BOUND',
    duration_period: 90,
    ...extra,
  });

  it('builds the screen from the requested fdx:* scope values, ignoring the others', async () => {
    const scope = 'openid offline_access vert:fdx:consents:read fdx:transactions fdx:accountbasic fdx:unknown fdx:paymentsupport';
    const screen = await get(`/ui?${new URLSearchParams({ interaction_id: 'int-1', client_id: CLIENT, client_name: 'Demo fintech', scope, duration_type: 'TIME_BOUND', duration_period: '30', lookback_period: '365' })}`, ada.login);
    expect(screen.status).toBe(200);
    expect(screen.json).toEqual({
      interaction_id: 'int-1',
      recipient: { client_id: CLIENT, client_name: 'Demo fintech' },
      data_clusters: [
        { name: 'ACCOUNT_BASIC', title: expect.any(String), description: expect.any(String) },
        { name: 'TRANSACTIONS', title: 'Transactions', description: expect.any(String) },
        { name: 'ACCOUNT_PAYMENTS', title: expect.any(String), description: expect.any(String) },
      ],
      duration: { type: 'TIME_BOUND', period_days: 30 },
      lookback_period_days: 365,
    });
    // Without duration parameters the authorization server's default applies.
    const plain = await get(`/ui?${new URLSearchParams({ interaction_id: 'int-1', client_id: CLIENT, scope: 'fdx:statements' })}`, ada.login);
    expect(plain.json).toMatchObject({ recipient: { client_name: null }, data_clusters: [{ name: 'STATEMENTS' }], duration: { type: 'ONE_TIME' } });
    expect(plain.json.lookback_period_days).toBeUndefined();
  });

  it('refuses a screen with no data cluster, and a client other than the token’s', async () => {
    const none = await get(`/ui?${new URLSearchParams({ interaction_id: 'int-2', client_id: CLIENT, scope: 'openid vert:fdx:consents:read fdx:nothing' })}`, ada.login);
    expect(none.status).toBe(400);
    expect(none.json.code).toBe('no_data_cluster');
    const other = await get(`/ui?${new URLSearchParams({ interaction_id: 'int-2', client_id: 'other-client', scope: 'fdx:accountbasic' })}`, ada.login);
    expect(other.status).toBe(403);
  });

  it('lists only the customer’s own open accounts', async () => {
    const mine = await get('/accounts', ada.login);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.accounts.map((a: { account_id: string }) => a.account_id).sort()).toEqual([...ada.accounts].sort());
    expect(mine.json.accounts).toContainEqual({ account_id: ada.accounts[1], display_name: 'Holiday fund', masked_number: '****5678', account_type: 'hc_current', currency: 'GBP' });
    const his = await get('/accounts', bob.login);
    expect(his.json.accounts.map((a: { account_id: string }) => a.account_id)).toEqual(bob.accounts);
    // A signed-in user with no ledger customer has nothing to share.
    expect((await get('/accounts', `nobody-${randomUUID()}`)).json).toEqual({ accounts: [] });
  });

  it('requires the tenant header to match the token', async () => {
    const other = await t.newEnvironment('hosted2');
    const mismatch = await get('/accounts', ada.login, { header: other });
    expect(mismatch.status).toBe(403);
    expect(mismatch.json.code).toBe('tenant_mismatch');
    const missing = await call(`${base}/accounts`, { token: await token(ada.login) });
    expect(missing.status).toBe(400);
  });

  it('approves with the normalised selection and records it once', async () => {
    const interaction = `int-${randomUUID()}`;
    const body = approval(interaction, [ada.accounts[0]!, ada.accounts[0]!], { lookback_period: 30 });
    const approved = await post('/approve', ada.login, body);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toEqual({
      approved: true,
      data_clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS'],
      account_ids: [ada.accounts[0]],
      duration_type: 'TIME_BOUND',
      duration_period: 90,
      lookback_period: 30,
    });
    const again = await post('/approve', ada.login, body);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(approved.json);
    const different = await post('/approve', ada.login, approval(interaction, [ada.accounts[1]!]));
    expect(different.status).toBe(409);
    const deniedLater = await post('/deny', ada.login, { interaction_id: interaction, client_id: CLIENT });
    expect(deniedLater.status).toBe(409);
    const rows = await decisions(interaction);
    expect(rows).toEqual([{ outcome: 'APPROVED', user_id: ada.login, selection: { data_clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS'], account_ids: [ada.accounts[0]], duration_type: 'TIME_BOUND', duration_period: 90, lookback_period: 30 } }]);
  });

  it('refuses another customer’s account or a closed one with 403 and records nothing', async () => {
    for (const foreign of [bob.accounts[0]!, ada.closed]) {
      const interaction = `int-${randomUUID()}`;
      const refused = await post('/approve', ada.login, approval(interaction, [ada.accounts[0]!, foreign]));
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(refused.json).toMatchObject({ status: 403, code: 'account_not_selectable' });
      expect(await decisions(interaction)).toEqual([]);
    }
  });

  it('rejects bad approvals: unknown cluster, TIME_BOUND without a period, empty selection', async () => {
    const unknown = await post('/approve', ada.login, approval(`int-${randomUUID()}`, [ada.accounts[0]!], { data_clusters: ['INVESTMENTS_PLUS'] }));
    expect(unknown.status).toBe(400);
    const noPeriod = await post('/approve', ada.login, { ...approval(`int-${randomUUID()}`, [ada.accounts[0]!]), duration_period: undefined });
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.json.code).toBe('duration_period_required');
    const empty = await post('/approve', ada.login, approval(`int-${randomUUID()}`, []));
    expect(empty.status).toBe(400);
  });

  it('records a denial idempotently', async () => {
    const interaction = `int-${randomUUID()}`;
    const first = await post('/deny', ada.login, { interaction_id: interaction, client_id: CLIENT, reason: 'customer_denied' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ denied: true });
    expect((await post('/deny', ada.login, { interaction_id: interaction, client_id: CLIENT, reason: 'customer_denied' })).status).toBe(200);
    expect((await post('/deny', ada.login, { interaction_id: interaction, client_id: CLIENT, reason: 'changed_mind' })).status).toBe(409);
    expect(await decisions(interaction)).toEqual([{ outcome: 'DENIED', user_id: ada.login, selection: { reason: 'customer_denied' } }]);
  });

  it('refuses tokens without the consent-host scope at the policy gate', async () => {
    const response = await call(`${base}/accounts`, { token: await token(ada.login, { scopes: ['vert:fdx:consents:read'] }), headers: { 'x-platform-env-id': envId } });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('forbidden');
  });
});
