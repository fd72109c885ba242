import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadDocument } from '../../../src/platform/http/operations.ts';
import { sql } from '../../../src/platform/db/pool.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';
import { ledgerFixture, type LedgerFixture } from '../../support/ledger-fixtures.ts';
import { bookHistory } from '../../support/ledger-history.ts';

interface ItemsOperation {
  responses: Record<string, { content?: Record<string, { schema?: { properties?: { items?: { items?: { properties?: Record<string, unknown> } } } } }> }>;
}

const PAGES = ['overview', 'accounts', 'postings', 'products', 'balances', 'customers', 'statements'];

describe('ledger admin pages', () => {
  let t: TestPlatform;
  let base: string;
  let envId: string;
  let fx: LedgerFixture;
  let admin: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    base = t.service('ledger').url;
    envId = await t.newEnvironment('admin');
    fx = await ledgerFixture(t.service('ledger').db, envId);
    admin = await t.token({ scopes: ['vert:ledger:admin'], envId, service: 'ledger', subject: 'staff-1' });
  });
  afterAll(() => t.close());

  const page = (name: string, token = admin) => call(`${base}/v1/admin/ui/${name}`, { token });
  const action = (resource: string, body: unknown) => call(`${base}/v1/admin/${resource}`, { method: 'POST', token: admin, body });
  const cards = async () =>
    Object.fromEntries(((await page('overview')).json.cards as Array<{ id: string; value: string }>).map((c) => [c.id, Number(c.value)]));

  it('serves a definition for every declared page, over routes the ledger contract really has', async () => {
    const contract = loadDocument('ledger').paths;
    // A page path may be concrete (`/v1/admin/ui/overview`) or carry the page's own `{name}`s.
    const operationAt = (method: string, path: string) =>
      Object.entries(contract).find(([template, item]) => {
        const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        return pattern.test(path) && item[method.toLowerCase()] !== undefined;
      });
    for (const name of PAGES) {
      const response = await page(name);
      expect(response.status, name).toBe(200);
      expect(response.json.page).toBe(name);
      const source = response.json.data_source as { method: string; path: string };
      const operation = operationAt(source.method, source.path)?.[1][source.method.toLowerCase()] as ItemsOperation | undefined;
      expect(operation, `${name} reads ${source.method} ${source.path}`).toBeDefined();
      // Every column is a property of the route's items.
      const itemProperties = Object.keys(operation?.responses['200']?.content?.['application/json']?.schema?.properties?.items?.items?.properties ?? {});
      if (response.json.kind === 'table') expect(itemProperties.length, name).toBeGreaterThan(0);
      for (const column of (response.json.columns ?? []) as Array<{ key: string }>) expect(itemProperties, `${name}.${column.key}`).toContain(column.key);
      for (const a of (response.json.actions ?? []) as Array<{ path: string; body: { action: string } }>) {
        expect(a.path).toMatch(/^\/v1\/admin\/(accounts|statements)$/);
      }
    }
    expect((await page('overview')).json.kind).toBe('dashboard');
    expect((await page('statements')).json).toMatchObject({ kind: 'table', parameters: [expect.objectContaining({ name: 'accountId', required: true })] });
    const unknown = await page('reconcile');
    expect(unknown.status).toBe(404);
  });

  it('computes overview counts live: accounts by status, postings booked today, customers', async () => {
    const before = await cards();
    const open = await fx.account();
    await fx.account({ status: 'closed' });
    await ledgerFixture(t.service('ledger').db, envId); // one more customer
    const poster = await t.token({ scopes: ['vert:ledger:postings:write'], envId, service: 'ledger' });
    const key = randomUUID();
    const posted = await call(`${base}/v1/postings`, {
      method: 'POST',
      token: poster,
      body: {
        idempotency_key: key,
        batch_id: 'admin-test',
        instructions: [{ type: 'inbound_hard_settlement', client_transaction_id: key, amount: '1', denomination: 'GBP', target_account_id: open, internal_account_id: await fx.internal('cash') }],
      },
    });
    expect(posted.status).toBe(201);
    // Booked yesterday: not today's.
    await bookHistory(t.service('ledger').db, envId, [{ accountId: open, direction: 'credit', amount: '1', bookingTimestamp: new Date(Date.now() - 86_400_000 * 1.5).toISOString() }]);

    const after = await cards();
    expect(after.accounts_open! - before.accounts_open!).toBe(1);
    expect(after.accounts_closed! - before.accounts_closed!).toBe(1);
    expect(after.postings_today! - before.postings_today!).toBe(1);
    expect(after.customers! - before.customers!).toBe(1);
    const accounts = await t.service('ledger').db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ledger.accounts where env_id = ${envId} and status = 'open'`),
    );
    expect(after.accounts_open).toBe(accounts);
  });

  it('regenerates a statement through the statements alias', async () => {
    const account = await fx.account();
    await bookHistory(t.service('ledger').db, envId, [{ accountId: account, direction: 'credit', amount: '12.5', bookingTimestamp: '2025-03-10T10:00:00Z' }]);
    const response = await action('statements', { action: 'regenerate', account_id: account, period_start: '2025-03-01', period_end: '2025-03-31', denomination: 'GBP' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ resource: 'statements', action: 'regenerate', result: { account_id: account, closing_balance: '12.5', transaction_count: 1 } });
  });

  it('updates and closes accounts through the accounts alias, as PUT /v1/accounts/{id} does', async () => {
    const account = await fx.account();
    const renamed = await action('accounts', { action: 'update', id: account, name: 'Household' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ resource: 'accounts', action: 'update', result: { id: account, name: 'Household', status: 'open', version: 2 } });

    const closed = await action('accounts', { action: 'close', id: account, expected_version: 2 });
    expect(closed.status).toBe(200);
    expect(closed.json.result).toMatchObject({ status: 'closed', version: 3 });
    const events = await t.service('ledger').db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`
        select count(*)::int as n from ledger.outbox where env_id = ${envId} and type = 'vert:ledger:account:updated' and payload->>'account_id' = ${account}`),
    );
    expect(events).toBe(2);
    // The public operation's rules apply: a closed account never reopens, a funded one does not close.
    expect((await action('accounts', { action: 'update', id: account, status: 'open' })).status).toBe(409);
    const funded = await fx.account();
    await bookHistory(t.service('ledger').db, envId, [{ accountId: funded, direction: 'credit', amount: '1', bookingTimestamp: new Date().toISOString() }]);
    expect((await action('accounts', { action: 'close', id: funded })).json.code).toBe('account_has_balance');
    expect((await action('accounts', { action: 'close', id: randomUUID() })).status).toBe(404);
  });

  it('refuses unknown resources, mismatched actions and callers without the admin scope', async () => {
    const account = await fx.account();
    expect((await action('products', { action: 'close', id: account })).status).toBe(404);
    const mismatch = await action('statements', { action: 'close', id: account });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.code).toBe('unsupported_admin_action');
    const archive = await action('accounts', { action: 'archive', id: account });
    expect(archive.status).toBe(400);
    expect(archive.json.errors).toEqual([{ location: 'body', pointer: '/action', detail: 'must be one of the types the schema lists' }]);
    // A malformed action is told what is wrong with it as the action it names (ADR 0026).
    const unnamed = await action('accounts', { action: 'update', name: 'Household', status: 'open' });
    expect(unnamed.json.errors).toEqual([{ location: 'body', pointer: '/id', detail: "must have required property 'id'" }]);
    const reader = await t.token({ scopes: ['vert:ledger:accounts:read'], envId, service: 'ledger' });
    expect((await page('overview', reader)).status).toBe(403);
  });
});
