import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';
import { ledgerFixture, type LedgerFixture } from '../../support/ledger-fixtures.ts';
import { bookHistory } from '../../support/ledger-history.ts';

const DAY_MS = 86_400_000;
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('account balances and transactions', () => {
  let t: TestPlatform;
  let base: string;
  let envId: string;
  let fx: LedgerFixture;
  let token: string;
  let poster: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    base = t.service('ledger').url;
    envId = await t.newEnvironment('acct');
    fx = await ledgerFixture(t.service('ledger').db, envId);
    token = await t.token({ scopes: ['vert:ledger:accounts:read'], envId, service: 'ledger' });
    poster = await t.token({ scopes: ['vert:ledger:postings:write'], envId, service: 'ledger' });
  });
  afterAll(() => t.close());

  const post = async (instructions: unknown[], valueTimestamp?: string) => {
    const key = randomUUID();
    const response = await call(`${base}/v1/postings`, {
      method: 'POST',
      token: poster,
      body: { idempotency_key: key, batch_id: `b-${key.slice(0, 8)}`, instructions, ...(valueTimestamp ? { value_timestamp: valueTimestamp } : {}) },
    });
    expect(response.status).toBe(201);
    expect(response.json.status).toBe('accepted');
    return response.json as { id: string };
  };
  const pair = async (type: string, account: string, amount: string, denomination = 'GBP') => ({
    type,
    client_transaction_id: randomUUID(),
    amount,
    denomination,
    target_account_id: account,
    internal_account_id: await fx.internal('cash', denomination),
  });
  const get = (path: string, withToken = token) => call(`${base}${path}`, { token: withToken });

  it('reports stored balances and available = committed + pending_outgoing, ignoring pending_incoming', async () => {
    const account = await fx.account({ denominations: ['GBP', 'EUR'] });
    await post([await pair('inbound_hard_settlement', account, '500')]);
    await post([await pair('outbound_authorisation', account, '120.25')]);
    await post([await pair('inbound_authorisation', account, '1000')]);
    // Not yet effective, but booked: the account view is the stored (end) view.
    await post([await pair('inbound_hard_settlement', account, '10')], new Date(Date.now() + DAY_MS).toISOString());

    const response = await get(`/v1/accounts/${account}/balances`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ account_id: account, tside: 'LIABILITY' });
    const byPhase = Object.fromEntries(
      response.json.balances.filter((b: { denomination: string }) => b.denomination === 'GBP').map((b: { phase: string; amount: string }) => [b.phase, b.amount]),
    );
    expect(byPhase).toEqual({ committed: '510', pending_outgoing: '-120.25', pending_incoming: '1000' });
    expect(response.json.balances.find((b: { phase: string }) => b.phase === 'committed')).toMatchObject({ total_credit: '510', total_debit: '0' });
    expect(response.json.available).toEqual([
      { denomination: 'EUR', committed: '0', pending_incoming: '0', pending_outgoing: '0', available: '0' },
      { denomination: 'GBP', committed: '510', pending_incoming: '1000', pending_outgoing: '-120.25', available: '389.75' },
    ]);

    // The balances scope is accepted as well; an unrelated scope is not.
    const balancesToken = await t.token({ scopes: ['vert:ledger:balances:read'], envId, service: 'ledger' });
    expect((await get(`/v1/accounts/${account}/balances`, balancesToken)).status).toBe(200);
    const postingsToken = await t.token({ scopes: ['vert:ledger:postings:read'], envId, service: 'ledger' });
    expect((await get(`/v1/accounts/${account}/balances`, postingsToken)).status).toBe(403);
  });

  it('lists movements newest first with running balances, paging without gaps', async () => {
    const account = await fx.account();
    const deposit = await post([await pair('inbound_hard_settlement', account, '100')]);
    await post([await pair('outbound_hard_settlement', account, '30')]);
    await post([await pair('inbound_hard_settlement', account, '5.5')]);

    const all = await get(`/v1/accounts/${account}/transactions`);
    expect(all.status).toBe(200);
    expect(all.json.items.map((i: { direction: string; amount: string; balance_after: string }) => [i.direction, i.amount, i.balance_after])).toEqual([
      ['credit', '5.5', '75.5'],
      ['debit', '30', '70'],
      ['credit', '100', '100'],
    ]);
    expect(all.json.items[2]).toMatchObject({
      posting_id: deposit.id,
      instruction_type: 'inbound_hard_settlement',
      denomination: 'GBP',
      address: 'DEFAULT',
      asset: 'COMMERCIAL_BANK_MONEY',
      phase: 'committed',
    });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; json: { items: Array<{ id: string }>; next_cursor: string | null } } = await get(
        `/v1/accounts/${account}/transactions?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.json.items.map((i) => i.id));
      cursor = page.json.next_cursor;
      pages++;
    } while (cursor && pages < 5);
    expect(pages).toBe(2);
    expect(seen).toEqual(all.json.items.map((i: { id: string }) => i.id));
  });

  it('pages legs booked within the same millisecond without skipping any', async () => {
    const account = await fx.account();
    // Microseconds apart: a cursor holding the millisecond ISO string of the API would skip them.
    const millisecond = new Date(Date.now() - 60_000).toISOString().slice(0, -1);
    const ids = await bookHistory(
      t.service('ledger').db,
      envId,
      ['1', '2', '3', '4', '5'].map((amount) => ({ accountId: account, direction: 'credit' as const, amount, bookingTimestamp: `${millisecond}00${amount}Z` })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { json: { items: Array<{ id: string }>; next_cursor: string | null } } = await get(
        `/v1/accounts/${account}/transactions?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.json.items.map((i) => i.id));
      cursor = page.json.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual([...ids].reverse());
  });

  it('filters by value timestamp, denomination and phase', async () => {
    const account = await fx.account({ denominations: ['GBP', 'EUR'] });
    const now = Date.now();
    await bookHistory(t.service('ledger').db, envId, [
      { accountId: account, direction: 'credit', amount: '1', bookingTimestamp: new Date(now - 3 * DAY_MS).toISOString() },
      { accountId: account, direction: 'credit', amount: '2', bookingTimestamp: new Date(now - 2 * DAY_MS).toISOString(), denomination: 'EUR' },
      { accountId: account, direction: 'debit', amount: '3', bookingTimestamp: new Date(now - DAY_MS).toISOString(), phase: 'pending_outgoing' },
      // Booked now, value-dated in the future.
      { accountId: account, direction: 'credit', amount: '4', bookingTimestamp: new Date(now - 1000).toISOString(), valueTimestamp: new Date(now + 2 * DAY_MS).toISOString() },
    ]);
    const amounts = async (query: Record<string, string>) =>
      (await get(`/v1/accounts/${account}/transactions?${qs(query)}`)).json.items.map((i: { amount: string }) => i.amount);
    expect(await amounts({})).toEqual(['4', '3', '2', '1']);
    expect(await amounts({ denomination: 'EUR' })).toEqual(['2']);
    expect(await amounts({ phase: 'pending_outgoing' })).toEqual(['3']);
    expect(await amounts({ from: new Date(now - 2.5 * DAY_MS).toISOString(), to: new Date(now).toISOString() })).toEqual(['3', '2']);
    expect(await amounts({ from: new Date(now + DAY_MS).toISOString() })).toEqual(['4']);
    // RFC 3339 allows offsets PostgreSQL does not (beyond ±15:59): the same instant, written at +17:48.
    const at = (ms: number) => {
      const shifted = new Date(ms + (17 * 60 + 48) * 60_000).toISOString().replace('Z', '+17:48');
      return shifted;
    };
    expect(await amounts({ from: at(now - 2.5 * DAY_MS), to: at(now) })).toEqual(['3', '2']);
    const inverted = await get(`/v1/accounts/${account}/transactions?${qs({ from: new Date(now).toISOString(), to: new Date(now - DAY_MS).toISOString() })}`);
    expect(inverted.json.code).toBe('invalid_range');
  });

  it('answers 404 for unknown accounts and for accounts of another environment', async () => {
    const account = await fx.account();
    expect((await get(`/v1/accounts/${randomUUID()}/balances`)).status).toBe(404);
    expect((await get(`/v1/accounts/${randomUUID()}/transactions`)).json.code).toBe('not_found');

    const other = await t.newEnvironment('acct-other');
    const otherToken = await t.token({ scopes: ['vert:ledger:accounts:read'], envId: other, service: 'ledger' });
    expect((await get(`/v1/accounts/${account}/balances`, otherToken)).status).toBe(404);
    expect((await get(`/v1/accounts/${account}/transactions`, otherToken)).status).toBe(404);
  });
});
