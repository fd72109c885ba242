// Accounts over HTTP: opening on an active product's current version, reads and filters,
// guarded updates and closing (a closed account never reopens), attributes and payment devices;
// refusals change nothing and events commit with their change or not at all.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckIntegrityConstraintViolationError } from 'slonik';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import type { RequestContext } from '../../../src/platform/http/typed-routes.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { accountHandlers } from '../../../src/services/ledger/accounts/handlers.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';

const SCOPES = [
  'vert:ledger:accounts:read',
  'vert:ledger:accounts:write',
  'vert:ledger:customers:write',
  'vert:ledger:products:read',
  'vert:ledger:products:write',
  'vert:ledger:products:publish',
];
const eventRow = z.object({ type: z.string(), payload: z.record(z.unknown()) });

describe('ledger accounts', () => {
  let t: TestPlatform;
  let db: Database;
  let url: string;
  let envId: string;
  let token: string;
  let productId: string;
  let versionId: string;
  let draftId: string;

  const slug = () => `p_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const get = (path: string, as = token) => call(`${url}${path}`, { token: as });
  const post = (path: string, body?: unknown, as = token) => call(`${url}${path}`, { method: 'POST', token: as, ...(body !== undefined ? { body } : {}) });
  const put = (path: string, body: unknown, as = token) => call(`${url}${path}`, { method: 'PUT', token: as, body });
  const newCustomer = async () => (await post('/v1/customers', { display_name: `Holder ${randomUUID().slice(0, 6)}` })).json as { id: string };
  const open = async (customerId?: string, extra: Record<string, unknown> = {}) =>
    (await post('/v1/accounts', { customer_id: customerId ?? (await newCustomer()).id, product_id: productId, ...extra })).json as Record<string, unknown> & { id: string; version: number };
  const events = (type: string, accountId: string, key = 'account_id') =>
    db.withTenant(envId, (tx) =>
      tx.any(sql.type(eventRow)`select type, payload from ledger.outbox where env_id = ${envId} and type = ${type} and payload->>${key} = ${accountId} order by created_at`),
    );
  const count = (table: string) =>
    db.withTenant(envId, (tx) => tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ${sql.identifier(['ledger', table])} where env_id = ${envId}`));
  const snapshot = async () => ({
    accounts: await count('accounts'),
    attributes: await count('account_attributes'),
    devices: await count('payment_devices'),
    outbox: await count('outbox'),
    audit: await count('audit_journal'),
  });

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    db = t.service('ledger').db;
    url = t.service('ledger').url;
    envId = await t.newEnvironment('acct');
    token = await t.token({ scopes: SCOPES, envId, service: 'ledger', subject: 'teller-9' });
    productId = slug();
    await post('/v1/products', { id: productId, name: 'Everyday', product_type: 'current_account' });
    versionId = (await post(`/v1/products/${productId}/versions`, { denominations: ['GBP', 'EUR'], tside: 'LIABILITY', allow_overdraft: true, overdraft_limit: '500.50' })).json.id;
    await post(`/v1/products/${productId}/activate`);
    draftId = slug();
    await post('/v1/products', { id: draftId, name: 'Draft', product_type: 'savings' });
    await post(`/v1/products/${draftId}/versions`, { denominations: ['GBP'], tside: 'LIABILITY' });
  });
  afterAll(() => t.close());

  it('opens an account on the current version, copying its terms, with event and audit', async () => {
    const customer = await newCustomer();
    const response = await post('/v1/accounts', { customer_id: customer.id, product_id: productId, details: { channel: 'branch' } });
    expect(response.status).toBe(201);
    const account = response.json;
    expect(account).toEqual({
      id: expect.any(String),
      account_type: 'customer',
      product_id: productId,
      product_version_id: versionId,
      customer_id: customer.id,
      name: 'Everyday',
      status: 'open',
      tside: 'LIABILITY',
      denominations: ['GBP', 'EUR'],
      allow_overdraft: true,
      overdraft_limit: '500.5',
      internal_purpose: null,
      details: { channel: 'branch' },
      opened_at: expect.any(String),
      closed_at: null,
      updated_at: expect.any(String),
      version: 1,
    });
    expect(typeof account.overdraft_limit).toBe('string');
    expect(account).not.toHaveProperty('balances');
    expect(await events('vert:ledger:account:created', account.id)).toEqual([
      { type: 'vert:ledger:account:created', payload: { account_id: account.id, product_id: productId, customer_id: customer.id } },
    ]);
    const audit = await db.withTenant(envId, (tx) =>
      tx.anyFirst(sql.type(z.object({ actor: z.string() }))`select actor from ledger.audit_journal where env_id = ${envId} and action = 'account.created' and target = ${account.id}`),
    );
    expect(audit).toEqual(['teller-9']);
    expect((await get(`/v1/accounts/${account.id}`)).json).toEqual(account);
    expect((await open(customer.id, { name: 'Rainy day' })).name).toBe('Rainy day');
  });

  it('refuses unknown, closed or ineligible references and invalid bodies, writing nothing', async () => {
    const customer = await newCustomer();
    const closed = await newCustomer();
    await post(`/v1/customers/${closed.id}/update`, { status: 'closed' });
    const before = await snapshot();
    const cases: Array<[unknown, number, string]> = [
      [{ customer_id: randomUUID(), product_id: productId }, 404, 'not_found'],
      [{ customer_id: customer.id, product_id: slug() }, 404, 'not_found'],
      [{ customer_id: closed.id, product_id: productId }, 409, 'customer_closed'],
      [{ customer_id: customer.id, product_id: draftId }, 409, 'product_not_active'],
      [{ customer_id: customer.id, product_id: 'internal_account' }, 409, 'product_not_eligible'],
      [{ product_id: productId }, 400, 'validation_failed'],
      [{ customer_id: 'nope', product_id: productId }, 400, 'validation_failed'],
      [{ customer_id: customer.id, product_id: productId, overdraft_limit: '1000' }, 400, 'validation_failed'],
      [{ customer_id: customer.id, product_id: productId, name: '' }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post('/v1/accounts', body);
      expect([response.status, response.json.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lists with filters and keyset pages', async () => {
    const customer = await newCustomer();
    const ids = [(await open(customer.id)).id, (await open(customer.id)).id, (await open(customer.id)).id];
    await put(`/v1/accounts/${ids[1]}`, { status: 'closed' });
    const first = await get(`/v1/accounts?customer_id=${customer.id}&limit=2`);
    expect(first.json.items.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 2));
    const second = await get(`/v1/accounts?customer_id=${customer.id}&limit=2&cursor=${first.json.next_cursor}`);
    expect(second.json.items.map((a: { id: string }) => a.id)).toEqual([ids[2]]);
    expect(second.json.next_cursor).toBeNull();
    expect((await get(`/v1/accounts?customer_id=${customer.id}&status=closed`)).json.items.map((a: { id: string }) => a.id)).toEqual([ids[1]]);
    const internal = (await get('/v1/accounts?account_type=internal&limit=100')).json.items;
    expect(internal).toHaveLength(15);
    expect(internal.every((a: { account_type: string; customer_id: null }) => a.account_type === 'internal' && a.customer_id === null)).toBe(true);
    const byProduct = (await get(`/v1/accounts?product_id=${productId}&limit=100`)).json.items;
    expect(byProduct.every((a: { product_id: string }) => a.product_id === productId)).toBe(true);
    expect(byProduct.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining(ids));
    expect((await get('/v1/accounts?account_type=savings')).status).toBe(400);
    expect((await get(`/v1/accounts/${randomUUID()}`)).status).toBe(404);
  });

  it('updates with optimistic concurrency, skipping no-op updates', async () => {
    const account = await open();
    const renamed = await put(`/v1/accounts/${account.id}`, { name: 'Holiday fund', details: { goal: '1000.00' }, expected_version: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: 'Holiday fund', details: { goal: '1000.00' }, version: 2, status: 'open' });
    expect((await events('vert:ledger:account:updated', account.id)).map((e) => e.payload)).toEqual([{ account_id: account.id, fields_changed: ['name', 'details'] }]);

    const before = await snapshot();
    const stale = await put(`/v1/accounts/${account.id}`, { name: 'Lost update', expected_version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('version_mismatch');
    const same = await put(`/v1/accounts/${account.id}`, { name: 'Holiday fund', expected_version: 2 });
    expect(same.status).toBe(200);
    expect(same.json.version).toBe(2);
    for (const body of [{}, { status: 'pending' }, { name: 'x', expected_version: 0 }, { overdraft_limit: '1' }, { version: 3 }]) {
      expect((await put(`/v1/accounts/${account.id}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
    expect((await put(`/v1/accounts/${randomUUID()}`, { name: 'Nobody' })).status).toBe(404);
  });

  it('closes an account for good: closed_at is set and it never reopens', async () => {
    const account = await open();
    const closed = await put(`/v1/accounts/${account.id}`, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.json).toMatchObject({ status: 'closed', version: 2, closed_at: expect.any(String) });
    expect((await events('vert:ledger:account:updated', account.id)).map((e) => e.payload)).toEqual([{ account_id: account.id, fields_changed: ['status', 'closed_at'] }]);

    const before = await snapshot();
    for (const body of [{ status: 'open' }, { name: 'Renamed' }, { details: { a: 1 } }]) {
      const refused = await put(`/v1/accounts/${account.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.json.code).toBe('account_closed');
    }
    expect((await put(`/v1/accounts/${account.id}`, { status: 'closed' })).status).toBe(200);
    expect((await put(`/v1/accounts/${account.id}/attributes/note`, { value: 'x' })).json.code).toBe('account_closed');
    expect((await post(`/v1/accounts/${account.id}/devices`, { device_type: 'card' })).json.code).toBe('account_closed');
    expect(await snapshot()).toEqual(before);
    expect((await get(`/v1/accounts/${account.id}`)).json).toEqual(closed.json);

    // The database refuses it too, whoever asks.
    const reopen = await db
      .withTenant(envId, (tx) => tx.query(sql.unsafe`update ledger.accounts set status = 'open', closed_at = null where env_id = ${envId} and id = ${account.id}`))
      .then(() => undefined, (error: unknown) => error);
    expect(reopen).toBeInstanceOf(CheckIntegrityConstraintViolationError);
    expect(String((reopen as CheckIntegrityConstraintViolationError).cause?.message)).toMatch(/closed and cannot be reopened/);
  });

  it('refuses to close an account with a balance, an internal account, or a customer with open accounts', async () => {
    const customer = await newCustomer();
    const account = await open(customer.id);
    await db.withTenant(envId, (tx) =>
      tx.query(sql.unsafe`insert into ledger.balances (env_id, account_id, address, asset, denomination, phase, amount) values (${envId}, ${account.id}, 'DEFAULT', 'COMMERCIAL_BANK_MONEY', 'GBP', 'committed', '0.01')`),
    );
    const withBalance = await put(`/v1/accounts/${account.id}`, { status: 'closed' });
    expect(withBalance.status).toBe(409);
    expect(withBalance.json.code).toBe('account_has_balance');

    const cash = (await get('/v1/internal-accounts?purpose=cash&denomination=GBP')).json.items[0];
    expect((await put(`/v1/accounts/${cash.id}`, { status: 'closed' })).json.code).toBe('internal_account_status');
    const renamedInternal = await put(`/v1/accounts/${cash.id}`, { name: 'Branch cash GBP' });
    expect(renamedInternal.status).toBe(200);
    expect(renamedInternal.json).toMatchObject({ name: 'Branch cash GBP', status: 'open', account_type: 'internal' });

    const refused = await post(`/v1/customers/${customer.id}/update`, { status: 'closed' });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('customer_has_open_accounts');
    await db.withTenant(envId, (tx) => tx.query(sql.unsafe`update ledger.balances set amount = 0 where env_id = ${envId} and account_id = ${account.id}`));
    expect((await put(`/v1/accounts/${account.id}`, { status: 'closed' })).status).toBe(200);
    expect((await post(`/v1/customers/${customer.id}/update`, { status: 'closed' })).json.status).toBe('closed');
  });

  it('keeps key-value attributes, bounded per account', async () => {
    const account = await open();
    expect((await get(`/v1/accounts/${account.id}/attributes`)).json).toEqual({ items: [] });
    const stored = await put(`/v1/accounts/${account.id}/attributes/statement.language`, { value: 'en-GB' });
    expect(stored.status).toBe(200);
    expect(stored.json).toEqual({ key: 'statement.language', value: 'en-GB', updated_at: expect.any(String) });
    await put(`/v1/accounts/${account.id}/attributes/branch.sort_code`, { value: '40-12-34' });
    await put(`/v1/accounts/${account.id}/attributes/branch.sort_code`, { value: '40-12-34' });
    await put(`/v1/accounts/${account.id}/attributes/statement.language`, { value: 'cy-GB' });
    const list = await get(`/v1/accounts/${account.id}/attributes`);
    expect(list.json.items.map((a: { key: string; value: string }) => [a.key, a.value])).toEqual([
      ['branch.sort_code', '40-12-34'],
      ['statement.language', 'cy-GB'],
    ]);
    expect((await events('vert:ledger:account:updated', account.id)).map((e) => e.payload.fields_changed)).toEqual([
      ['attributes.statement.language'],
      ['attributes.branch.sort_code'],
      ['attributes.statement.language'],
    ]);
    expect((await get(`/v1/accounts/${account.id}`)).json.version).toBe(1);

    expect((await put(`/v1/accounts/${account.id}/attributes/Bad Key`, { value: 'x' })).status).toBe(400);
    expect((await put(`/v1/accounts/${account.id}/attributes/ok`, { value: 'x'.repeat(1025) })).status).toBe(400);
    expect((await put(`/v1/accounts/${account.id}/attributes/ok`, { value: 1 })).status).toBe(400);
    expect((await put(`/v1/accounts/${randomUUID()}/attributes/ok`, { value: 'x' })).status).toBe(404);
    expect((await get(`/v1/accounts/${randomUUID()}/attributes`)).status).toBe(404);

    await db.withTenant(envId, (tx) =>
      tx.query(sql.unsafe`
        insert into ledger.account_attributes (env_id, account_id, key, value)
        select ${envId}, ${account.id}, 'k' || lpad(n::text, 3, '0'), 'v' from generate_series(1, 98) as n`),
    );
    const full = await put(`/v1/accounts/${account.id}/attributes/one.too.many`, { value: 'x' });
    expect(full.status).toBe(409);
    expect(full.json.code).toBe('attribute_limit_reached');
    expect((await put(`/v1/accounts/${account.id}/attributes/k001`, { value: 'replaced' })).status).toBe(200);
    expect((await get(`/v1/accounts/${account.id}/attributes`)).json.items).toHaveLength(100);
  });

  it('registers payment devices and lists them in pages', async () => {
    const account = await open();
    const card = await post(`/v1/accounts/${account.id}/devices`, { device_type: 'card', display_name: 'Debit card ending 4242' });
    expect(card.status).toBe(201);
    expect(card.json).toEqual({ id: expect.any(String), account_id: account.id, device_type: 'card', status: 'active', display_name: 'Debit card ending 4242', created_at: expect.any(String) });
    expect(await events('vert:ledger:paymentdevice:created', card.json.id, 'device_id')).toEqual([{ type: 'vert:ledger:paymentdevice:created', payload: { device_id: card.json.id } }]);
    const wallet = (await post(`/v1/accounts/${account.id}/devices`, { device_type: 'mobile_wallet' })).json;
    expect(wallet.display_name).toBeNull();
    const first = await get(`/v1/accounts/${account.id}/devices?limit=1`);
    expect(first.json.items).toEqual([card.json]);
    const second = await get(`/v1/accounts/${account.id}/devices?limit=1&cursor=${first.json.next_cursor}`);
    expect(second.json).toEqual({ items: [wallet], next_cursor: null });
    expect((await post(`/v1/accounts/${account.id}/devices`, { device_type: 'cheque_book' })).status).toBe(400);
    expect((await post(`/v1/accounts/${randomUUID()}/devices`, { device_type: 'card' })).status).toBe(404);
    expect((await get(`/v1/accounts/${randomUUID()}/devices`)).status).toBe(404);
  });

  it('rolls an update back with its event when the transaction fails', async () => {
    const account = await open();
    const before = await snapshot();
    await expect(
      db.withTenant(envId, async (tx) => {
        const ctx: RequestContext = { operationId: 'updateLedgerAccount', correlationId: 'c-2', logger: createLogger('silent'), principal: undefined, envId, tx };
        const reply = await accountHandlers.updateLedgerAccount({ path: { accountId: account.id }, query: {}, headers: {}, body: { status: 'closed' } }, ctx);
        expect(reply.body.status).toBe('closed');
        throw new Error('crash after the handler');
      }),
    ).rejects.toThrow('crash after the handler');
    expect(await snapshot()).toEqual(before);
    expect((await get(`/v1/accounts/${account.id}`)).json).toMatchObject({ status: 'open', version: 1, closed_at: null });
    expect(await events('vert:ledger:account:updated', account.id)).toEqual([]);
  });

  it('needs the accounts scopes and keeps environments apart', async () => {
    const account = await open();
    const reader = await t.token({ scopes: ['vert:ledger:accounts:read'], envId, service: 'ledger' });
    expect((await get(`/v1/accounts/${account.id}`, reader)).status).toBe(200);
    expect((await put(`/v1/accounts/${account.id}`, { name: 'x' }, reader)).status).toBe(403);
    expect((await post(`/v1/accounts/${account.id}/devices`, { device_type: 'card' }, reader)).status).toBe(403);

    const other = await t.newEnvironment('acct-other');
    const otherToken = await t.token({ scopes: SCOPES, envId: other, service: 'ledger' });
    expect((await get(`/v1/accounts/${account.id}`, otherToken)).status).toBe(404);
    expect((await put(`/v1/accounts/${account.id}`, { status: 'closed' }, otherToken)).status).toBe(404);
    expect((await get(`/v1/accounts/${account.id}/attributes`, otherToken)).status).toBe(404);
    expect((await get('/v1/accounts?account_type=customer', otherToken)).json).toEqual({ items: [], next_cursor: null });
    expect((await post('/v1/accounts', { customer_id: account.customer_id, product_id: productId }, otherToken)).status).toBe(404);
  });
});
