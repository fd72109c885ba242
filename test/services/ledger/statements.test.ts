import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { createObjectRouter } from '../../../src/platform/storage/index.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';
import { ledgerFixture, type LedgerFixture } from '../../support/ledger-fixtures.ts';
import { bookHistory } from '../../support/ledger-history.ts';

describe('statements', () => {
  let t: TestPlatform;
  let base: string;
  let envId: string;
  let fx: LedgerFixture;
  let workflow: string;
  let reader: string;
  let objects: Server;
  let objectsUrl: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    base = t.service('ledger').url;
    envId = await t.newEnvironment('stmt');
    fx = await ledgerFixture(t.service('ledger').db, envId);
    workflow = await t.token({ scopes: ['platform:internal'], envId, service: 'ledger', subject: 'workflow-engine', tokenUse: 'm2m' });
    reader = await t.token({ scopes: ['vert:ledger:accounts:read'], envId, service: 'ledger' });
    // The portal serves signed object URLs in production; here a bare app mounts the same router.
    const app = express();
    app.use(createObjectRouter(t.platform.storage));
    objects = await new Promise<Server>((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(server));
    });
    objectsUrl = `http://127.0.0.1:${(objects.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => objects.close(() => resolve()));
    await t.close();
  });

  const regen = (body: unknown, token = workflow) => call(`${base}/v1/internal/statements/regen`, { method: 'POST', token, body });
  /** The signed URL names the portal origin; the signature covers key and expiry only. */
  const download = (signedUrl: string) => {
    const url = new URL(signedUrl);
    return call(`${objectsUrl}${url.pathname}${url.search}`);
  };

  /** An account with October history: one leg before, three inside, one after the period. */
  async function octoberAccount() {
    const account = await fx.account();
    await bookHistory(t.service('ledger').db, envId, [
      { accountId: account, direction: 'credit', amount: '1000', bookingTimestamp: '2025-09-30T23:59:59.999Z' },
      { accountId: account, direction: 'debit', amount: '250.25', bookingTimestamp: '2025-10-01T00:00:00.000Z', valueTimestamp: '2025-09-30T12:00:00Z' },
      { accountId: account, direction: 'credit', amount: '40', bookingTimestamp: '2025-10-15T10:00:00Z' },
      { accountId: account, direction: 'debit', amount: '9.75', bookingTimestamp: '2025-10-31T23:59:59.999Z' },
      { accountId: account, direction: 'credit', amount: '500', bookingTimestamp: '2025-11-01T00:00:00.000Z' },
    ]);
    return account;
  }
  const october = (account: string) => ({ account_id: account, period_start: '2025-10-01', period_end: '2025-10-31', denomination: 'GBP' });

  it('generates a statement from the running balances and serves it through its signed URL', async () => {
    const account = await octoberAccount();
    const response = await regen(october(account));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      account_id: account,
      period_start: '2025-10-01',
      period_end: '2025-10-31',
      denomination: 'GBP',
      opening_balance: '1000',
      closing_balance: '780',
      transaction_count: 3,
      content_type: 'application/json',
    });
    expect(response.json.download_url).toContain(`/v1/objects/${envId}/statements/${account}/2025-10-01_2025-10-31_gbp.json?expires=`);

    const document = await download(response.json.download_url);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toContain('application/json');
    expect(document.json).toMatchObject({
      format: 'vert.ledger.statement.v1',
      statement_id: response.json.id,
      account: { id: account, tside: 'LIABILITY' },
      period: { start: '2025-10-01', end: '2025-10-31', time_zone: 'UTC' },
      opening_balance: '1000',
      closing_balance: '780',
      total_credits: '40',
      total_debits: '260',
      transaction_count: 3,
    });
    expect(document.json.transactions.map((l: { direction: string; amount: string; balance_after: string }) => [l.direction, l.amount, l.balance_after])).toEqual([
      ['debit', '250.25', '749.75'],
      ['credit', '40', '789.75'],
      ['debit', '9.75', '780'],
    ]);
    expect(Buffer.byteLength(document.text)).toBe(response.json.size_bytes);

    // The next period opens where this one closed.
    const november = await regen({ ...october(account), period_start: '2025-11-01', period_end: '2025-11-30' });
    expect(november.json).toMatchObject({ opening_balance: '780', closing_balance: '1280', transaction_count: 1 });

    // A tampered URL is refused.
    expect((await download(response.json.download_url.replace('sig=', 'sig=A'))).status).toBe(403);
  });

  it('regenerates idempotently: same id, same bytes, one row; new data replaces the document', async () => {
    const account = await octoberAccount();
    const first = await regen(october(account));
    const again = await regen(october(account));
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect(again.json.sha256).toBe(first.json.sha256);
    const rows = () =>
      t.service('ledger').db.withTenant(envId, (tx) =>
        tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ledger.statements where env_id = ${envId} and account_id = ${account}`),
      );
    expect(await rows()).toBe(1);

    await bookHistory(t.service('ledger').db, envId, [{ accountId: account, direction: 'credit', amount: '0.01', bookingTimestamp: '2025-11-02T00:00:00Z' }]);
    // A later leg outside the period changes nothing ...
    expect((await regen(october(account))).json.sha256).toBe(first.json.sha256);
    // ... the November statement sees it.
    const november = { ...october(account), period_start: '2025-11-01', period_end: '2025-11-30' };
    const before = await regen(november);
    await bookHistory(t.service('ledger').db, envId, [{ accountId: account, direction: 'credit', amount: '1', bookingTimestamp: '2025-11-03T00:00:00Z' }]);
    const after = await regen(november);
    expect(after.json.id).toBe(before.json.id);
    expect(after.json.sha256).not.toBe(before.json.sha256);
    expect(after.json).toMatchObject({ transaction_count: 3, closing_balance: '1281.01' });
    expect((await download(after.json.download_url)).json.closing_balance).toBe('1281.01');
    expect(await rows()).toBe(2);
  });

  it('lists statements latest period first with fresh download URLs', async () => {
    const account = await octoberAccount();
    for (const [start, end] of [['2025-09-01', '2025-09-30'], ['2025-10-01', '2025-10-31'], ['2025-11-01', '2025-11-30']] as const) {
      expect((await regen({ ...october(account), period_start: start, period_end: end })).status).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; json: { items: Array<{ period_start: string; download_url: string }>; next_cursor: string | null } } = await call(
        `${base}/v1/accounts/${account}/statements?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { token: reader },
      );
      expect(page.status).toBe(200);
      seen.push(...page.json.items.map((s) => s.period_start));
      for (const item of page.json.items) expect((await download(item.download_url)).status).toBe(200);
      cursor = page.json.next_cursor;
      pages++;
    } while (cursor && pages < 5);
    expect(seen).toEqual(['2025-11-01', '2025-10-01', '2025-09-01']);
  });

  it('rejects unknown accounts, foreign environments, denominations not held and bad periods', async () => {
    const account = await fx.account();
    expect((await regen(october(randomUUID()))).status).toBe(404);
    expect((await regen({ ...october(account), denomination: 'USD' })).json.code).toBe('denomination_not_held');
    expect((await regen({ ...october(account), period_end: '2025-09-30' })).json.code).toBe('invalid_period');
    expect((await regen({ ...october(account), period_start: '2024-01-01', period_end: '2025-01-01' })).json.code).toBe('invalid_period');
    expect((await call(`${base}/v1/accounts/${randomUUID()}/statements`, { token: reader })).status).toBe(404);

    await regen(october(account));
    const other = await t.newEnvironment('stmt-other');
    const otherWorkflow = await t.token({ scopes: ['platform:internal'], envId: other, service: 'ledger', subject: 'workflow-engine', tokenUse: 'm2m' });
    const otherReader = await t.token({ scopes: ['vert:ledger:accounts:read'], envId: other, service: 'ledger' });
    expect((await regen(october(account), otherWorkflow)).status).toBe(404);
    expect((await call(`${base}/v1/accounts/${account}/statements`, { token: otherReader })).status).toBe(404);
  });

  it('needs a machine-to-machine token for regeneration', async () => {
    const account = await fx.account();
    const user = await t.token({ scopes: ['platform:internal'], envId, service: 'ledger' });
    expect((await regen(october(account), user)).status).toBe(401);
  });
});
