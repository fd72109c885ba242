// Internal accounts: seeded once per environment (whatever the number of initialisations), read
// and filtered over HTTP, and added per purpose and denomination with conflicts refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import { initializeEnvironment } from '../../../src/platform/host.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';

const PURPOSES = ['cash', 'cheque', 'liquidity', 'clearing', 'suspense'];
const DENOMINATIONS = ['GBP', 'EUR', 'USD'];

describe('ledger internal accounts', () => {
  let t: TestPlatform;
  let db: Database;
  let url: string;
  let envId: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    db = t.service('ledger').db;
    url = t.service('ledger').url;
    envId = await t.newEnvironment('int');
    token = await t.token({
      scopes: ['vert:ledger:accounts:read', 'vert:ledger:accounts:write', 'vert:ledger:products:write', 'vert:ledger:products:publish', 'vert:ledger:customers:write'],
      envId,
      service: 'ledger',
      subject: 'ops-1',
    });
  });
  afterAll(() => t.close());

  const get = (path: string, as = token) => call(`${url}${path}`, { token: as });
  const post = (path: string, body?: unknown, as = token) => call(`${url}${path}`, { method: 'POST', token: as, ...(body !== undefined ? { body } : {}) });
  const count = (table: string, where = sql.fragment`true`) =>
    db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ${sql.identifier(['ledger', table])} where env_id = ${envId} and ${where}`),
    );
  const seeded = async () => ({
    accounts: await count('accounts', sql.fragment`account_type = 'internal'`),
    products: await count('products', sql.fragment`id = 'internal_account'`),
    versions: await count('product_versions', sql.fragment`product_id = 'internal_account'`),
    accountEvents: await count('outbox', sql.fragment`type = 'vert:ledger:internalaccount:created'`),
    productEvents: await count('outbox', sql.fragment`type = 'vert:ledger:product:created'`),
  });

  it('seeds one ASSET account per purpose and denomination on product internal_account', async () => {
    const response = await get('/v1/internal-accounts?limit=100');
    expect(response.status).toBe(200);
    expect(response.json.next_cursor).toBeNull();
    const items = response.json.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(15);
    expect(new Set(items.map((a) => `${a.internal_purpose} ${(a.denominations as string[]).join()}`))).toEqual(
      new Set(PURPOSES.flatMap((p) => DENOMINATIONS.map((d) => `${p} ${d}`))),
    );
    const cashGbp = items.find((a) => a.internal_purpose === 'cash' && (a.denominations as string[])[0] === 'GBP');
    expect(cashGbp).toEqual({
      id: expect.any(String),
      account_type: 'internal',
      product_id: 'internal_account',
      product_version_id: expect.any(String),
      customer_id: null,
      name: 'Cash GBP',
      status: 'open',
      tside: 'ASSET',
      denominations: ['GBP'],
      allow_overdraft: true,
      overdraft_limit: '0',
      internal_purpose: 'cash',
      details: {},
      opened_at: expect.any(String),
      closed_at: null,
      updated_at: expect.any(String),
      version: 1,
    });
    const product = await db.withTenant(envId, (tx) =>
      tx.one(sql.type(z.object({ status: z.string(), product_type: z.string(), denominations: z.array(z.string()), tside: z.string(), allow_overdraft: z.boolean() }))`
        select p.status, p.product_type, v.denominations, v.tside, v.allow_overdraft
        from ledger.products p join ledger.product_versions v on v.env_id = p.env_id and v.id = p.current_version_id
        where p.env_id = ${envId} and p.id = 'internal_account'`),
    );
    expect(product).toEqual({ status: 'active', product_type: 'internal', denominations: DENOMINATIONS, tside: 'ASSET', allow_overdraft: true });
    expect(await seeded()).toEqual({ accounts: 15, products: 1, versions: 1, accountEvents: 15, productEvents: 1 });
  });

  it('seeds exactly once however often the environment is initialised', async () => {
    const before = await seeded();
    await initializeEnvironment(t.platform, t.services, envId, 'again');
    await initializeEnvironment(t.platform, t.services, envId, 'and again');
    expect(await seeded()).toEqual(before);
  });

  it('filters by purpose, denomination and status and pages without repeats', async () => {
    const cash = (await get('/v1/internal-accounts?purpose=cash')).json.items;
    expect(cash.map((a: { name: string }) => a.name).sort()).toEqual(['Cash EUR', 'Cash GBP', 'Cash USD']);
    const eur = (await get('/v1/internal-accounts?denomination=EUR&purpose=suspense')).json.items;
    expect(eur.map((a: { name: string }) => a.name)).toEqual(['Suspense EUR']);
    expect((await get('/v1/internal-accounts?status=closed')).json.items).toEqual([]);
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const response: { json: { items: Array<{ id: string }>; next_cursor: string | null } } = await get(`/v1/internal-accounts?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...response.json.items.map((a) => a.id));
      cursor = response.json.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
    expect((await get('/v1/internal-accounts?purpose=vault')).status).toBe(400);
  });

  it('reads one internal account and answers 404 for customer accounts and unknown ids', async () => {
    const cash = (await get('/v1/internal-accounts?purpose=cash&denomination=GBP')).json.items[0];
    expect((await get(`/v1/internal-accounts/${cash.id}`)).json).toEqual(cash);
    expect((await get(`/v1/accounts/${cash.id}`)).json).toEqual(cash);

    const productId = `p_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    await post('/v1/products', { id: productId, name: 'Current', product_type: 'current_account' });
    await post(`/v1/products/${productId}/versions`, { denominations: ['GBP'], tside: 'LIABILITY' });
    await post(`/v1/products/${productId}/activate`);
    const customer = (await post('/v1/customers', { display_name: 'Holder' })).json;
    const account = (await post('/v1/accounts', { customer_id: customer.id, product_id: productId })).json;
    expect((await get(`/v1/internal-accounts/${account.id}`)).status).toBe(404);
    expect((await get(`/v1/internal-accounts/${randomUUID()}`)).status).toBe(404);
    expect((await get('/v1/internal-accounts?limit=100')).json.items.map((a: { id: string }) => a.id)).not.toContain(account.id);
  });

  it('adds an internal account only for a supported, unused purpose and denomination', async () => {
    const before = await seeded();
    const duplicate = await post('/v1/internal-accounts', { purpose: 'cash', denomination: 'GBP' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.code).toBe('internal_account_exists');
    const unsupported = await post('/v1/internal-accounts', { purpose: 'cash', denomination: 'JPY' });
    expect(unsupported.status).toBe(409);
    expect(unsupported.json.code).toBe('denomination_not_supported');
    for (const body of [{ purpose: 'vault', denomination: 'GBP' }, { purpose: 'cash' }, { purpose: 'cash', denomination: 'jpy' }, { purpose: 'cash', denomination: 'JPY', extra: 1 }]) {
      expect((await post('/v1/internal-accounts', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await seeded()).toEqual(before);

    // A new version of the internal product that lists JPY makes JPY accounts possible.
    const version = await post('/v1/products/internal_account/versions', { denominations: [...DENOMINATIONS, 'JPY'], tside: 'ASSET', allow_overdraft: true });
    expect(version.status).toBe(201);
    const created = await post('/v1/internal-accounts', { purpose: 'suspense', denomination: 'JPY', details: { gl_code: '9990' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ account_type: 'internal', name: 'Suspense JPY', denominations: ['JPY'], internal_purpose: 'suspense', product_version_id: version.json.id, details: { gl_code: '9990' }, customer_id: null });
    const events = await db.withTenant(envId, (tx) =>
      tx.anyFirst(sql.type(z.object({ payload: z.record(z.unknown()) }))`
        select payload from ledger.outbox where env_id = ${envId} and type = 'vert:ledger:internalaccount:created' and payload->>'account_id' = ${created.json.id}`),
    );
    expect(events).toEqual([{ account_id: created.json.id }]);
    expect((await post('/v1/internal-accounts', { purpose: 'suspense', denomination: 'JPY' })).json.code).toBe('internal_account_exists');
    // Initialising again seeds only the three standard denominations and adds nothing.
    const after = await seeded();
    await initializeEnvironment(t.platform, t.services, envId, 'once more');
    expect(await seeded()).toEqual(after);
  });

  it('is a staff surface: reading needs accounts:read, creating accounts:write; other environments see their own', async () => {
    const reader = await t.token({ scopes: ['vert:ledger:accounts:read'], envId, service: 'ledger' });
    expect((await get('/v1/internal-accounts', reader)).status).toBe(200);
    expect((await post('/v1/internal-accounts', { purpose: 'cash', denomination: 'GBP' }, reader)).status).toBe(403);
    const nobody = await t.token({ scopes: ['vert:ledger:customers:write'], envId, service: 'ledger' });
    expect((await get('/v1/internal-accounts', nobody)).status).toBe(403);

    const mine = (await get('/v1/internal-accounts?limit=100')).json.items.map((a: { id: string }) => a.id);
    const other = await t.newEnvironment('int-other');
    const otherToken = await t.token({ scopes: ['vert:ledger:accounts:read'], envId: other, service: 'ledger' });
    const theirs = (await get('/v1/internal-accounts?limit=100', otherToken)).json.items.map((a: { id: string }) => a.id);
    expect(theirs).toHaveLength(15);
    expect(theirs.filter((id: string) => mine.includes(id))).toEqual([]);
    expect((await get(`/v1/internal-accounts/${mine[0]}`, otherToken)).status).toBe(404);
  });
});
