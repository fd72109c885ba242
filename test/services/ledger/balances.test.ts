import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerClient } from '@vert/sdk-ledger';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';
import { ledgerFixture, type LedgerFixture } from '../../support/ledger-fixtures.ts';
import { bookHistory } from '../../support/ledger-history.ts';

const DAY_MS = 86_400_000;
/** Query string with every value percent-encoded (the contract does not allow raw `:`). */
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('balances v2', () => {
  let t: TestPlatform;
  let base: string;
  let envId: string;
  let fx: LedgerFixture;
  let token: string;
  let poster: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    base = t.service('ledger').url;
    envId = await t.newEnvironment('bal');
    fx = await ledgerFixture(t.service('ledger').db, envId);
    token = await t.token({ scopes: ['vert:ledger:balances:read'], envId, service: 'ledger' });
    poster = await t.token({ scopes: ['vert:ledger:postings:write'], envId, service: 'ledger' });
  });
  afterAll(() => t.close());

  const deposit = async (account: string, amount: string, valueTimestamp?: string) => {
    const cash = await fx.internal('cash');
    const key = randomUUID();
    const response = await call(`${base}/v1/postings`, {
      method: 'POST',
      token: poster,
      body: {
        idempotency_key: key,
        batch_id: `b-${key.slice(0, 8)}`,
        ...(valueTimestamp ? { value_timestamp: valueTimestamp } : {}),
        instructions: [{ type: 'inbound_hard_settlement', client_transaction_id: key, amount, denomination: 'GBP', target_account_id: account, internal_account_id: cash }],
      },
    });
    expect(response.status).toBe(201);
    expect(response.json.status).toBe('accepted');
    return response.json;
  };
  const get = (path: string, withToken = token) => call(`${base}${path}`, { token: withToken });
  const committed = (items: Array<{ account_id: string; phase: string; amount: string }>, account: string) =>
    items.find((i) => i.account_id === account && i.phase === 'committed')?.amount;

  it('live excludes a future value-dated leg that end already includes', async () => {
    const account = await fx.account();
    await deposit(account, '100');
    await deposit(account, '50', new Date(Date.now() + 2 * DAY_MS).toISOString());

    const live = await get(`/v2/balances/live?account_ids=${account}`);
    expect(live.status).toBe(200);
    expect(live.json.kind).toBe('live');
    expect(committed(live.json.items, account)).toBe('100');

    const end = await get(`/v2/balances/end?account_ids=${account}`);
    expect(end.status).toBe(200);
    expect(end.json.kind).toBe('end');
    expect(committed(end.json.items, account)).toBe('150');

    // The internal counterparty (ASSET side: debits positive) moves the same way.
    const cash = await fx.internal('cash');
    const both = await get(`/v2/balances/live?account_ids=${cash}&account_ids=${account}`);
    expect(both.json.items.map((i: { account_id: string }) => i.account_id)).toEqual([account, cash].sort());
  });

  it('answers a point in time with the balance as it stood then', async () => {
    const account = await fx.account();
    const before = new Date().toISOString();
    await sleep(20);
    await deposit(account, '100');
    await sleep(20);
    const between = new Date().toISOString();
    await sleep(20);
    await deposit(account, '30');

    const at = (instant: string) => get(`/v2/balances/live?account_ids=${account}&snapshot_timestamp=${encodeURIComponent(instant)}`);
    const then = await at(between);
    expect(then.status).toBe(200);
    expect(then.json).toMatchObject({ kind: 'snapshot', as_of: between });
    expect(committed(then.json.items, account)).toBe('100');
    // Before the first leg the key did not exist yet.
    expect((await at(before)).json.items).toEqual([]);
    expect(committed((await get(`/v2/balances/live?account_ids=${account}`)).json.items, account)).toBe('130');
    expect((await at(new Date(Date.now() + DAY_MS).toISOString())).json.code).toBe('snapshot_in_future');
  });

  it('builds a series of closing balances per bucket from running balances', async () => {
    const account = await fx.account();
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const at = (days: number, hours: number) => new Date(today - days * DAY_MS + hours * 3_600_000).toISOString();
    await bookHistory(t.service('ledger').db, envId, [
      { accountId: account, direction: 'credit', amount: '100', bookingTimestamp: at(3, 10) },
      { accountId: account, direction: 'credit', amount: '50', bookingTimestamp: at(2, 12) },
      { accountId: account, direction: 'debit', amount: '20.5', bookingTimestamp: at(2, 13) },
    ]);
    const from = new Date(today - 4 * DAY_MS).toISOString();
    const to = new Date(today).toISOString();
    const series = await get(`/v2/balances/series?${qs({ account_id: account, from, to, interval: 'day' })}`);
    expect(series.status).toBe(200);
    expect(series.json).toMatchObject({ account_id: account, denomination: 'GBP', address: 'DEFAULT', phase: 'committed', interval: 'day', from, to });
    expect(series.json.points.map((p: { closing_balance: string }) => p.closing_balance)).toEqual(['0', '100', '129.5', '129.5']);
    expect(series.json.points[1]).toMatchObject({ bucket_start: at(3, 0), bucket_end: at(2, 0) });

    // Hourly buckets around the two legs of day -2; the last bucket is cut at `to`.
    const hourly = await get(`/v2/balances/series?${qs({ account_id: account, from: at(2, 11), to: at(2, 13.5), interval: 'hour' })}`);
    expect(hourly.json.points.map((p: { closing_balance: string }) => p.closing_balance)).toEqual(['100', '150', '129.5']);
    expect(hourly.json.points[2].bucket_end).toBe(at(2, 13.5));

    const tooLong = await get(`/v2/balances/series?${qs({ account_id: account, from: at(400, 0), to, interval: 'day' })}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.code).toBe('too_many_buckets');
    expect((await get(`/v2/balances/series?interval=week`)).json.code).toBe('account_id_required');
    expect((await get(`/v2/balances/series?account_id=${randomUUID()}`)).status).toBe(404);
  });

  it('pages through many balance keys with a cursor pinned to one instant', async () => {
    const account = await fx.account({ denominations: ['GBP', 'EUR'] });
    const now = Date.now();
    await bookHistory(t.service('ledger').db, envId, [
      { accountId: account, direction: 'credit', amount: '1', bookingTimestamp: new Date(now - 5000).toISOString() },
      { accountId: account, direction: 'credit', amount: '2', bookingTimestamp: new Date(now - 4000).toISOString(), denomination: 'EUR' },
      { accountId: account, direction: 'debit', amount: '3', bookingTimestamp: new Date(now - 3000).toISOString(), phase: 'pending_outgoing' },
      { accountId: account, direction: 'credit', amount: '4', bookingTimestamp: new Date(now - 2000).toISOString(), address: 'INTEREST' },
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    let asOf: string | undefined;
    let pages = 0;
    do {
      const page: { status: number; json: { as_of: string; items: Array<{ address: string; denomination: string; phase: string; amount: string }>; next_cursor: string | null } } =
        await get(`/v2/balances/live?account_ids=${account}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      asOf ??= page.json.as_of;
      expect(page.json.as_of).toBe(asOf);
      seen.push(...page.json.items.map((i) => `${i.address}/${i.denomination}/${i.phase}=${i.amount}`));
      cursor = page.json.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(['DEFAULT/EUR/committed=2', 'DEFAULT/GBP/committed=1', 'DEFAULT/GBP/pending_outgoing=-3', 'INTEREST/GBP/committed=4']);
    expect((await get(`/v2/balances/end?account_ids=${account}&denomination=EUR`)).json.items).toHaveLength(1);

    // A live cursor is not an end cursor; a forged one is refused.
    const first = await get(`/v2/balances/live?account_ids=${account}&limit=1`);
    expect((await get(`/v2/balances/end?account_ids=${account}&cursor=${first.json.next_cursor}`)).json.code).toBe('invalid_cursor');
    expect((await get(`/v2/balances/end?account_ids=${account}&cursor=bm9wZQ`)).json.code).toBe('invalid_cursor');
  });

  it('takes account_ids repeated, requires them and bounds them', async () => {
    const a = await fx.account();
    const b = await fx.account();
    await bookHistory(t.service('ledger').db, envId, [
      { accountId: a, direction: 'credit', amount: '1', bookingTimestamp: new Date(Date.now() - 1000).toISOString() },
      { accountId: b, direction: 'credit', amount: '2', bookingTimestamp: new Date(Date.now() - 1000).toISOString() },
    ]);
    const ids = (r: { json: { items: Array<{ account_id: string }> } }) => [...new Set(r.json.items.map((i) => i.account_id))];
    expect(ids(await get(`/v2/balances/end?account_ids=${a}&account_ids=${b}`))).toEqual([a, b].sort());
    // One id per value: a comma-joined list is not a valid id.
    expect((await get(`/v2/balances/end?account_ids=${a},${b}`)).status).toBe(400);
    const missing = await get('/v2/balances/live');
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe('account_ids_required');
    const repeated = (n: number) => Array.from({ length: n }, () => `account_ids=${randomUUID()}`).join('&');
    expect((await get(`/v2/balances/end?${repeated(101)}`)).status).toBe(400);
    expect((await get(`/v2/balances/end?account_ids=not-a-uuid`)).status).toBe(400);
  });

  it('answers 404 for unknown accounts and for accounts of another environment', async () => {
    const account = await fx.account();
    const unknown = await get(`/v2/balances/live?account_ids=${account}&account_ids=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('not_found');

    const other = await t.newEnvironment('bal-other');
    const otherToken = await t.token({ scopes: ['vert:ledger:balances:read'], envId: other, service: 'ledger' });
    expect((await get(`/v2/balances/end?account_ids=${account}`, otherToken)).status).toBe(404);
    expect((await get(`/v2/balances/series?account_id=${account}`, otherToken)).status).toBe(404);
  });

  it('is gated by vert:ledger:balances:read', async () => {
    const account = await fx.account();
    const wrong = await t.token({ scopes: ['vert:ledger:postings:read'], envId, service: 'ledger' });
    expect((await get(`/v2/balances/live?account_ids=${account}`, wrong)).status).toBe(403);
  });

  it('reads the same balances through @vert/sdk-ledger', async () => {
    const account = await fx.account();
    await deposit(account, '42');
    const correlationIds: string[] = [];
    const ledger = createLedgerClient(base, { token, correlationId: () => { const id = `sdk-${correlationIds.length}`; correlationIds.push(id); return id; } });
    const live = await ledger.GET('/v2/balances/live', { params: { query: { account_ids: [account] } } });
    expect(live.error).toBeUndefined();
    expect(live.response.headers.get('x-platform-correlation-id')).toBe('sdk-0');
    expect(live.data?.items.find((i) => i.phase === 'committed')?.amount).toBe('42');
    const unknown = await ledger.GET('/v2/balances/end', { params: { query: { account_ids: [randomUUID()] } } });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error?.code).toBe('not_found');
  });
});
