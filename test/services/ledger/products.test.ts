// Products over HTTP: the draft → version → active lifecycle, versions becoming current, money
// as strings, conflicts and validation that change nothing, and environment isolation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';

const SCOPES = ['vert:ledger:products:read', 'vert:ledger:products:write', 'vert:ledger:products:publish'];
const eventRow = z.object({ type: z.string(), payload: z.record(z.unknown()) });

describe('ledger products', () => {
  let t: TestPlatform;
  let db: Database;
  let base: string;
  let envId: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    db = t.service('ledger').db;
    base = `${t.service('ledger').url}/v1/products`;
    envId = await t.newEnvironment('prod');
    token = await t.token({ scopes: SCOPES, envId, service: 'ledger', subject: 'product-owner' });
  });
  afterAll(() => t.close());

  const slug = () => `p_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const post = (path: string, body?: unknown, as = token) => call(`${base}${path}`, { method: 'POST', token: as, ...(body !== undefined ? { body } : {}) });
  const get = (path: string, as = token) => call(`${base}${path}`, { token: as });
  const events = (productId: string) =>
    db.withTenant(envId, (tx) =>
      tx.any(sql.type(eventRow)`select type, payload from ledger.outbox where env_id = ${envId} and payload->>'product_id' = ${productId} order by created_at`),
    );
  const count = (table: 'products' | 'product_versions' | 'outbox') =>
    db.withTenant(envId, (tx) => tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ${sql.identifier(['ledger', table])} where env_id = ${envId}`));
  const snapshot = async () => ({ products: await count('products'), versions: await count('product_versions'), outbox: await count('outbox') });

  it('creates a draft, adds a version that becomes current, activates it once', async () => {
    const id = slug();
    const created = await post('', { id, name: 'Easy Saver', product_type: 'savings' });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id, name: 'Easy Saver', product_type: 'savings', status: 'draft', current_version_id: null, created_at: expect.any(String), updated_at: expect.any(String) });

    const noVersion = await post(`/${id}/activate`);
    expect(noVersion.status).toBe(409);
    expect(noVersion.json.code).toBe('product_has_no_version');

    const version = await post(`/${id}/versions`, {
      denominations: ['GBP', 'EUR'],
      tside: 'LIABILITY',
      allow_overdraft: true,
      overdraft_limit: '500.50',
      parameters: { interest_rate: '0.0425' },
      modules: ['interest_accrual'],
    });
    expect(version.status).toBe(201);
    expect(version.json).toEqual({
      id: expect.any(String),
      product_id: id,
      version: 1,
      denominations: ['GBP', 'EUR'],
      tside: 'LIABILITY',
      allow_overdraft: true,
      overdraft_limit: '500.5',
      parameters: { interest_rate: '0.0425' },
      modules: ['interest_accrual'],
      created_at: expect.any(String),
    });
    expect(typeof version.json.overdraft_limit).toBe('string');
    expect((await get(`/${id}`)).json).toMatchObject({ status: 'draft', current_version_id: version.json.id });

    const activated = await post(`/${id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.json).toMatchObject({ id, status: 'active', current_version_id: version.json.id });
    const again = await post(`/${id}/activate`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(activated.json);

    expect(await events(id)).toEqual([
      { type: 'vert:ledger:product:created', payload: { product_id: id, product_type: 'savings' } },
      { type: 'vert:ledger:productversion:created', payload: { product_id: id, version_id: version.json.id } },
      { type: 'vert:ledger:product:activated', payload: { env_id: envId, product_id: id } },
    ]);
  });

  it('numbers versions consecutively, makes the newest current and lists them oldest first', async () => {
    const id = slug();
    await post('', { id, name: 'Everyday', product_type: 'current_account' });
    const versions = [];
    for (let i = 0; i < 3; i++) {
      versions.push((await post(`/${id}/versions`, { denominations: ['GBP'], tside: 'LIABILITY' })).json);
    }
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
    expect(versions[0]).toMatchObject({ allow_overdraft: false, overdraft_limit: '0', parameters: {}, modules: [] });
    expect((await get(`/${id}`)).json.current_version_id).toBe(versions[2].id);

    const first = await get(`/${id}/versions?limit=2`);
    expect(first.json.items.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    const second = await get(`/${id}/versions?limit=2&cursor=${first.json.next_cursor}`);
    expect(second.json).toEqual({ items: [versions[2]], next_cursor: null });
    expect((await get(`/${slug()}/versions`)).status).toBe(404);
  });

  it('keeps money exact: a limit with 18 decimals and 20 integer digits round-trips as a string', async () => {
    const id = slug();
    await post('', { id, name: 'Big', product_type: 'loan' });
    const version = await post(`/${id}/versions`, { denominations: ['USD'], tside: 'ASSET', allow_overdraft: true, overdraft_limit: '12345678901234567890.123456789012345678' });
    expect(version.status).toBe(201);
    expect(version.json.overdraft_limit).toBe('12345678901234567890.123456789012345678');
    const stored = await db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ v: z.string() }))`select overdraft_limit::text as v from ledger.product_versions where env_id = ${envId} and id = ${version.json.id}`),
    );
    expect(stored).toBe('12345678901234567890.123456789012345678');
  });

  it('refuses duplicates and bad versions with nothing written', async () => {
    const id = slug();
    await post('', { id, name: 'Once', product_type: 'savings' });
    const before = await snapshot();
    const duplicate = await post('', { id, name: 'Twice', product_type: 'loan' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.code).toBe('product_exists');
    expect((await post('', { id: 'internal_account', name: 'Mine', product_type: 'savings' })).json.code).toBe('product_exists');

    for (const body of [
      { id: 'Bad-Id', name: 'x', product_type: 'savings' },
      { id: slug(), name: 'x', product_type: 'internal' },
      { id: slug(), name: 'x', product_type: 'savings', extra: 1 },
      { id: slug(), product_type: 'savings' },
    ]) {
      expect((await post('', body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { denominations: [], tside: 'LIABILITY' },
      { denominations: ['gbp'], tside: 'LIABILITY' },
      { denominations: ['GBP', 'GBP'], tside: 'LIABILITY' },
      { denominations: ['GBP'], tside: 'EQUITY' },
      { denominations: ['GBP'], tside: 'LIABILITY', allow_overdraft: true, overdraft_limit: 500 },
      { denominations: ['GBP'], tside: 'LIABILITY', allow_overdraft: true, overdraft_limit: '-1' },
      { denominations: ['GBP'], tside: 'LIABILITY', allow_overdraft: true, overdraft_limit: '1e3' },
      { denominations: ['GBP'], tside: 'LIABILITY', allow_overdraft: true, overdraft_limit: '0.1234567890123456789' },
    ]) {
      const response = await post(`/${id}/versions`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.code).toBe('validation_failed');
    }
    const terms = await post(`/${id}/versions`, { denominations: ['GBP'], tside: 'LIABILITY', overdraft_limit: '100' });
    expect(terms.status).toBe(400);
    expect(terms.json.code).toBe('invalid_overdraft');
    expect(await snapshot()).toEqual(before);
    expect((await post(`/${slug()}/versions`, { denominations: ['GBP'], tside: 'LIABILITY' })).status).toBe(404);
    expect((await post(`/${slug()}/activate`)).status).toBe(404);
  });

  it('refuses versions and activation of a retired product', async () => {
    const id = slug();
    await post('', { id, name: 'Old', product_type: 'savings' });
    await post(`/${id}/versions`, { denominations: ['GBP'], tside: 'LIABILITY' });
    // No route retires a product yet; the status exists in the schema.
    await db.withTenant(envId, (tx) => tx.query(sql.unsafe`update ledger.products set status = 'retired' where env_id = ${envId} and id = ${id}`));
    expect((await post(`/${id}/activate`)).json.code).toBe('product_retired');
    expect((await post(`/${id}/versions`, { denominations: ['GBP'], tside: 'LIABILITY' })).json.code).toBe('product_retired');
  });

  it('lists with filters, including the seeded internal product', async () => {
    const internal = await get('?product_type=internal');
    expect(internal.json.items).toEqual([expect.objectContaining({ id: 'internal_account', product_type: 'internal', status: 'active' })]);
    const drafts = (await get('?status=draft&limit=100')).json.items;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect((await get('?status=gone')).status).toBe(400);
  });

  it('needs the publish scope to activate and the write scope to create; another environment sees nothing', async () => {
    const id = slug();
    await post('', { id, name: 'Gated', product_type: 'savings' });
    await post(`/${id}/versions`, { denominations: ['GBP'], tside: 'LIABILITY' });
    const writer = await t.token({ scopes: ['vert:ledger:products:read', 'vert:ledger:products:write'], envId, service: 'ledger' });
    expect((await post(`/${id}/activate`, undefined, writer)).status).toBe(403);
    const reader = await t.token({ scopes: ['vert:ledger:products:read'], envId, service: 'ledger' });
    expect((await post('', { id: slug(), name: 'x', product_type: 'savings' }, reader)).status).toBe(403);
    expect((await get(`/${id}`, reader)).status).toBe(200);

    const other = await t.newEnvironment('prod-other');
    const otherToken = await t.token({ scopes: SCOPES, envId: other, service: 'ledger' });
    expect((await get(`/${id}`, otherToken)).status).toBe(404);
    expect((await get('', otherToken)).json.items.map((p: { id: string }) => p.id)).toEqual(['internal_account']);
    // The same slug is free in another environment.
    expect((await post('', { id, name: 'Theirs', product_type: 'loan' }, otherToken)).status).toBe(201);
  });
});
