// Customers over HTTP: create, read, list and filter, identity links, partial updates and
// closing; validation and conflicts change nothing; events commit with the change or not at all.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import type { RequestContext } from '../../../src/platform/http/typed-routes.ts';
import { customerHandlers } from '../../../src/services/ledger/customers/handlers.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';

const WRITE = 'vert:ledger:customers:write';
const eventRow = z.object({ type: z.string(), payload: z.record(z.unknown()), correlation_id: z.string().nullable() });

describe('ledger customers', () => {
  let t: TestPlatform;
  let db: Database;
  let base: string;
  let envId: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    db = t.service('ledger').db;
    base = `${t.service('ledger').url}/v1/customers`;
    envId = await t.newEnvironment('cust');
    token = await t.token({ scopes: [WRITE], envId, service: 'ledger', subject: 'teller-1' });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, as = token) => call(`${base}${path}`, { method: 'POST', token: as, body });
  const get = (path: string, as = token) => call(`${base}${path}`, { token: as });
  const events = (type: string) =>
    db.withTenant(envId, (tx) => tx.any(sql.type(eventRow)`select type, payload, correlation_id from ledger.outbox where env_id = ${envId} and type = ${type} order by created_at`));
  const eventsFor = async (type: string, customerId: string) => (await events(type)).filter((e) => e.payload.customer_id === customerId);
  const count = (table: 'customers' | 'outbox' | 'audit_journal') =>
    db.withTenant(envId, (tx) => tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ${sql.identifier(['ledger', table])} where env_id = ${envId}`));
  const snapshot = async () => ({ customers: await count('customers'), outbox: await count('outbox'), audit: await count('audit_journal') });

  it('creates a customer with a linked identity, emitting created and authlinked with an audit entry', async () => {
    const userId = `user-${randomUUID()}`;
    const response = await call(base, {
      method: 'POST',
      token,
      headers: { 'x-platform-correlation-id': 'corr-create-1' },
      body: { display_name: 'Ada Lovelace', email: 'ada@example.com', details: { segment: 'retail' }, platform_auth_user_id: userId },
    });
    expect(response.status).toBe(201);
    const customer = response.json;
    expect(customer).toEqual({
      id: expect.any(String),
      display_name: 'Ada Lovelace',
      email: 'ada@example.com',
      status: 'active',
      platform_auth_user_id: userId,
      details: { segment: 'retail' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await eventsFor('vert:ledger:customer:created', customer.id)).toEqual([
      { type: 'vert:ledger:customer:created', payload: { customer_id: customer.id, display_name: 'Ada Lovelace' }, correlation_id: 'corr-create-1' },
    ]);
    expect((await eventsFor('vert:ledger:customer:authlinked', customer.id)).map((e) => e.payload)).toEqual([{ customer_id: customer.id, platform_auth_user_id: userId }]);
    const audit = await db.withTenant(envId, (tx) =>
      tx.anyFirst(sql.type(z.object({ action: z.string() }))`select action from ledger.audit_journal where env_id = ${envId} and target = ${customer.id} order by created_at`),
    );
    expect(audit).toEqual(['customer.created', 'customer.authlinked']);

    const read = await get(`/${customer.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(customer);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get(`/${randomUUID()}`)).json.code).toBe('not_found');
    expect((await get(`/${randomUUID()}`)).status).toBe(404);
    expect((await get('/not-a-uuid')).status).toBe(400);
  });

  it('rejects invalid bodies with 400 and writes nothing', async () => {
    const before = await snapshot();
    for (const body of [
      {},
      { display_name: '' },
      { display_name: 'X', email: 'not-an-email' },
      { display_name: 'X', unknown: true },
      { display_name: 'X', platform_auth_user_id: 'has space' },
    ]) {
      const response = await post('', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.code).toBe('validation_failed');
    }
    const created = (await post('', { display_name: 'Valid' })).json;
    expect((await post(`/${created.id}/update`, {})).status).toBe(400);
    expect((await post(`/${created.id}/update`, { status: 'dormant' })).status).toBe(400);
    expect((await post(`/${created.id}/link-auth`, {})).status).toBe(400);
    const after = await snapshot();
    expect(after.customers).toBe(before.customers + 1);
    expect(after.outbox).toBe(before.outbox + 1);
  });

  it('lists oldest first with filters and keyset pages that neither skip nor repeat', async () => {
    const prefix = `Zed${randomUUID().slice(0, 6)}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await post('', { display_name: `${prefix} ${i}` })).json.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; json: { items: Array<{ id: string }>; next_cursor: string | null } } = await get(
        `?q=${prefix.toLowerCase()}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.json.items.map((c) => c.id));
      cursor = page.json.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);

    const userId = `user-${randomUUID()}`;
    const linked = (await post('', { display_name: `${prefix} linked`, platform_auth_user_id: userId })).json;
    expect((await get(`?platform_auth_user_id=${userId}`)).json.items.map((c: { id: string }) => c.id)).toEqual([linked.id]);
    await post(`/${ids[0]}/update`, { status: 'closed' });
    expect((await get(`?q=${prefix}&status=closed`)).json.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect((await get(`?q=${prefix}&status=active`)).json.items).toHaveLength(5);
    expect((await get('?bogus=1')).status).toBe(400);
  });

  it('refuses an identity already linked to another customer with 409 and writes nothing', async () => {
    const userId = `user-${randomUUID()}`;
    const first = (await post('', { display_name: 'First', platform_auth_user_id: userId })).json;
    const other = (await post('', { display_name: 'Other' })).json;
    const before = await snapshot();

    const duplicate = await post('', { display_name: 'Second', platform_auth_user_id: userId });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toMatchObject({ code: 'auth_user_already_linked', type: 'https://vert-bank.dev/problems/auth_user_already_linked' });
    const link = await post(`/${other.id}/link-auth`, { platform_auth_user_id: userId });
    expect(link.status).toBe(409);
    expect(link.json.code).toBe('auth_user_already_linked');
    expect(await snapshot()).toEqual(before);
    expect((await get(`/${first.id}`)).json.platform_auth_user_id).toBe(userId);
  });

  it('links an identity once: a repeat is a no-op, a different identity is refused', async () => {
    const customer = (await post('', { display_name: 'Grace Hopper' })).json;
    expect(customer.platform_auth_user_id).toBeNull();
    const userId = `user-${randomUUID()}`;
    const linked = await post(`/${customer.id}/link-auth`, { platform_auth_user_id: userId });
    expect(linked.status).toBe(200);
    expect(linked.json.platform_auth_user_id).toBe(userId);
    expect((await eventsFor('vert:ledger:customer:authlinked', customer.id)).map((e) => e.payload)).toEqual([{ customer_id: customer.id, platform_auth_user_id: userId }]);

    const again = await post(`/${customer.id}/link-auth`, { platform_auth_user_id: userId });
    expect(again.status).toBe(200);
    expect(await eventsFor('vert:ledger:customer:authlinked', customer.id)).toHaveLength(1);

    const relink = await post(`/${customer.id}/link-auth`, { platform_auth_user_id: `user-${randomUUID()}` });
    expect(relink.status).toBe(409);
    expect(relink.json.code).toBe('customer_already_linked');
    expect((await post(`/${randomUUID()}/link-auth`, { platform_auth_user_id: 'nobody' })).status).toBe(404);
  });

  it('updates partially, skips no-op updates, closes, and then refuses every change', async () => {
    const customer = (await post('', { display_name: 'Alan', email: 'alan@example.com', details: { a: 1 } })).json;
    const renamed = await post(`/${customer.id}/update`, { display_name: 'Alan Turing', email: null });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ display_name: 'Alan Turing', email: null, details: { a: 1 }, status: 'active' });
    expect((await eventsFor('vert:ledger:customer:updated', customer.id)).map((e) => e.payload)).toEqual([{ customer_id: customer.id, display_name: 'Alan Turing' }]);

    const same = await post(`/${customer.id}/update`, { display_name: 'Alan Turing', details: { a: 1 } });
    expect(same.status).toBe(200);
    expect(await eventsFor('vert:ledger:customer:updated', customer.id)).toHaveLength(1);

    const closed = await post(`/${customer.id}/update`, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect(closed.json.status).toBe('closed');
    expect(await eventsFor('vert:ledger:customer:updated', customer.id)).toHaveLength(2);

    for (const body of [{ status: 'active' }, { display_name: 'Back' }]) {
      const refused = await post(`/${customer.id}/update`, body);
      expect(refused.status).toBe(409);
      expect(refused.json.code).toBe('customer_closed');
    }
    expect((await post(`/${customer.id}/link-auth`, { platform_auth_user_id: `user-${randomUUID()}` })).json.code).toBe('customer_closed');
    expect((await get(`/${customer.id}`)).json).toMatchObject({ status: 'closed', display_name: 'Alan Turing' });
    expect((await post(`/${randomUUID()}/update`, { display_name: 'Nobody' })).status).toBe(404);
  });

  it('rolls the customer, its events and its audit entries back together', async () => {
    const before = await snapshot();
    const userId = `user-${randomUUID()}`;
    await expect(
      db.withTenant(envId, async (tx) => {
        const ctx: RequestContext = { operationId: 'createLedgerCustomer', correlationId: 'c-1', logger: createLogger('silent'), principal: undefined, envId, tx };
        const reply = await customerHandlers.createLedgerCustomer({ path: {}, query: {}, headers: {}, body: { display_name: 'Doomed', platform_auth_user_id: userId } }, ctx);
        expect(reply.status).toBe(201);
        throw new Error('crash after the handler');
      }),
    ).rejects.toThrow('crash after the handler');
    expect(await snapshot()).toEqual(before);
    expect((await get(`?platform_auth_user_id=${userId}`)).json.items).toEqual([]);
  });

  it('lets an accounts reader read but not write, and shows nothing to another environment', async () => {
    const customer = (await post('', { display_name: 'Readable' })).json;
    const reader = await t.token({ scopes: ['vert:ledger:accounts:read'], envId, service: 'ledger' });
    expect((await get(`/${customer.id}`, reader)).status).toBe(200);
    expect((await get('', reader)).status).toBe(200);
    const denied = await post('', { display_name: 'Nope' }, reader);
    expect(denied.status).toBe(403);
    expect(denied.json.code).toBe('forbidden');

    const other = await t.newEnvironment('cust-other');
    const otherToken = await t.token({ scopes: [WRITE], envId: other, service: 'ledger' });
    expect((await get('', otherToken)).json).toEqual({ items: [], next_cursor: null });
    expect((await get(`/${customer.id}`, otherToken)).status).toBe(404);
    expect((await post(`/${customer.id}/update`, { display_name: 'Hijack' }, otherToken)).status).toBe(404);
  });
});
