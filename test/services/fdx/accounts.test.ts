// FDX Accounts API over the ledger's public API: granted accounts only, minimised to the granted
// clusters, transactions bounded by dates and the consent's lookback and paginated exactly once,
// statements redirecting to a signed URL that downloads, payment networks and their revocation,
// and no data for revoked consents or other environments.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { isApiError } from '../../../src/platform/errors.ts';
import { ServiceDirectory } from '../../../src/platform/service-directory.ts';
import { createObjectRouter } from '../../../src/platform/storage/index.ts';
import { ledgerClientFactory } from '../../../src/services/fdx/ledger-client.ts';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent, settledIssuedAt, type DpopKey, type Grant, type GrantOptions } from '../../support/fdx.ts';
import { fdxLedgerFixture, type FdxLedgerFixture } from '../../support/fdx-ledger.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

const DETAILED_MEMBERS = ['currentBalance', 'availableBalance', 'openingDayBalance', 'balanceAsOf', 'lastActivityDate'];
const DAY_MS = 86_400_000;

describe('FDX accounts', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;
  let key: DpopKey;
  let ledger: FdxLedgerFixture;
  let login: string;
  let customerId: string;
  /** Funded with 1000.10 + 250.4 credits and a 0.5 debit. */
  let current: string;
  let savings: string;
  let notGranted: string;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService, createLedgerService]);
    envId = await t.newEnvironment('fdxa');
    base = `${t.service('fdx').url}/fdx/v6`;
    key = await dpopKey();
    ledger = await fdxLedgerFixture(t.platform, envId);
    login = `user-${randomUUID().slice(0, 8)}`;
    customerId = await ledger.customer({ login });
    current = await ledger.account(customerId, { name: 'Everyday', details: { nickname: 'Bills', sort_code: '040004', account_number: '12345678' } });
    savings = await ledger.account(customerId, { name: 'Rainy day' });
    notGranted = await ledger.account(customerId, { name: 'Secret' });
    await ledger.post(current, [
      { direction: 'credit', amount: '1000.10' },
      { direction: 'credit', amount: '250.4' },
      { direction: 'debit', amount: '0.5' },
    ]);
  });
  afterAll(() => t.close());

  const consent = (options: GrantOptions = {}) => grantConsent(t, envId, { subject: login, accountIds: [current, savings], ...options });
  const get = async (grant: Grant, path: string, env = envId, issuedAt?: number) =>
    fdxCall(path.startsWith('http') ? path : `${base}${path}`, { token: await delegatedToken(t, env, grant, key, undefined, issuedAt), key, envId: env });
  const post = async (grant: Grant, path: string, body: unknown) =>
    fdxCall(`${base}${path}`, { method: 'POST', body, token: await delegatedToken(t, envId, grant, key), key, envId });

  it('lists only the granted accounts that exist, with exact decimal balances', async () => {
    const ghost = randomUUID();
    const grant = await consent({ accountIds: [current, ghost, savings] });
    const response = await get(grant, '/accounts');
    expect(response.status).toBe(200);
    expect(response.json.accounts.map((a: { accountId: string }) => a.accountId).sort()).toEqual([current, savings].sort());
    expect(response.json.accounts.find((a: { accountId: string }) => a.accountId === current)).toMatchObject({
      accountId: current,
      accountCategory: 'DEPOSIT_ACCOUNT',
      accountType: 'CHECKING',
      displayName: 'Everyday',
      nickname: 'Bills',
      status: 'OPEN',
      currency: { currencyCode: 'GBP' },
      accountNumberDisplay: '****5678',
      currentBalance: '1250',
      availableBalance: '1250',
      lastActivityDate: new Date().toISOString().slice(0, 10),
    });
    // Exact decimals, never JSON numbers.
    expect(response.text).toContain('"currentBalance":"1250"');
    expect(response.json.page).toBeUndefined();
    const one = await get(grant, `/accounts/${current}`);
    expect(one.status).toBe(200);
    const { balanceAsOf: _listedAt, ...listed } = response.json.accounts.find((a: { accountId: string }) => a.accountId === current);
    expect(one.json).toEqual({ ...listed, balanceAsOf: expect.any(String) });
  });

  it('paginates the account list with pageKey', async () => {
    const grant = await consent({ accountIds: [current, savings] });
    const first = await get(grant, '/accounts?limit=1');
    expect(first.json.accounts).toHaveLength(1);
    expect(first.json.links.next.href).toContain('pageKey=');
    const second = await get(grant, first.json.links.next.href.replace('/fdx/v6', ''));
    expect([...first.json.accounts, ...second.json.accounts].map((a: { accountId: string }) => a.accountId).sort()).toEqual([current, savings].sort());
    expect(second.json.page).toBeUndefined();
    const forged = await get(grant, `/accounts?pageKey=${Buffer.from('{"s":"other","p":"0"}').toString('base64url')}`);
    expect(forged.status).toBe(400);
  });

  it('never returns detailed members without ACCOUNT_DETAILED', async () => {
    const grant = await consent({ clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS'] });
    for (const path of ['/accounts', `/accounts/${current}`]) {
      const response = await get(grant, path);
      expect(response.status).toBe(200);
      const accounts = response.json.accounts ?? [response.json];
      expect(accounts.length).toBeGreaterThan(0);
      for (const account of accounts) {
        expect(account).toHaveProperty('displayName');
        for (const member of DETAILED_MEMBERS) expect(account).not.toHaveProperty(member);
      }
      expect(response.text).not.toContain('1250');
    }
  });

  it('answers 404 (FDX 701) for an account the consent does not grant or the ledger does not know', async () => {
    const grant = await consent();
    const other = await get(grant, `/accounts/${notGranted}`);
    expect(other.status).toBe(404);
    expect(other.json.code).toBe('701');
    expect((await get(grant, `/accounts/${notGranted}/transactions`)).json.code).toBe('701');
    const ghost = randomUUID();
    const ghostGrant = await consent({ accountIds: [ghost] });
    const unknown = await get(ghostGrant, `/accounts/${ghost}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('701');
    expect((await get(ghostGrant, `/accounts/${ghost}/transactions`)).json.code).toBe('701');
  });

  it('walks every transaction exactly once through pageKey and links.next', async () => {
    const account = await ledger.account(customerId, { name: 'Busy' });
    const amounts = Array.from({ length: 23 }, (_, i) => `${i + 1}.0${i % 10}`);
    await ledger.post(account, amounts.map((amount) => ({ direction: 'credit' as const, amount })));
    const grant = await consent({ accountIds: [account] });
    const seen: string[] = [];
    const seenAmounts: string[] = [];
    let url: string | undefined = `${base}/accounts/${account}/transactions?limit=5`;
    let pages = 0;
    while (url) {
      const response = await get(grant, url);
      expect(response.status).toBe(200);
      for (const tx of response.json.transactions) {
        expect(tx).toMatchObject({ accountId: account, debitCreditMemo: 'CREDIT', status: 'POSTED', currency: { currencyCode: 'GBP' } });
        seen.push(tx.transactionId);
        seenAmounts.push(tx.amount);
      }
      pages += 1;
      url = response.json.links?.next ? `${t.service('fdx').url}${response.json.links.next.href}` : undefined;
      if (url) expect(response.json.page.nextPageKey).toBeTruthy();
      expect(pages).toBeLessThan(10);
    }
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(23);
    // The ledger's canonical decimals, unrounded: "1.00" is "1", "3.02" stays "3.02".
    expect(seenAmounts.sort()).toEqual(amounts.map((a) => a.replace(/\.?0+$/, '')).sort());
  });

  it('never serves history before the consent’s lookback window', async () => {
    const account = await ledger.account(customerId, { name: 'History' });
    const now = Date.now();
    await ledger.post(account, [
      { direction: 'credit', amount: '100', valueTimestamp: new Date(now - 90 * DAY_MS).toISOString(), clientTransactionId: 'old' },
      { direction: 'credit', amount: '20', valueTimestamp: new Date(now - 40 * DAY_MS).toISOString(), clientTransactionId: 'older-than-lookback' },
      { direction: 'credit', amount: '3', valueTimestamp: new Date(now - 10 * DAY_MS).toISOString(), clientTransactionId: 'recent' },
    ]);
    const bounded = await consent({ accountIds: [account], lookbackPeriod: 30 });
    const ids = async (grant: Grant, query = '') =>
      (await get(grant, `/accounts/${account}/transactions${query}`)).json.transactions.map((tx: { referenceTransactionId: string }) => tx.referenceTransactionId);
    expect(await ids(bounded)).toEqual(['recent']);
    const start = new Date(now - 365 * DAY_MS).toISOString().slice(0, 10);
    expect(await ids(bounded, `?startTime=${start}`)).toEqual(['recent']);
    // An end before the lookback start is a valid, empty range.
    expect(await ids(bounded, `?startTime=${start}&endTime=${new Date(now - 60 * DAY_MS).toISOString().slice(0, 10)}`)).toEqual([]);
    const unbounded = await consent({ accountIds: [account] });
    expect(await ids(unbounded)).toEqual(['recent', 'older-than-lookback', 'old']);
    // An end date includes its whole day.
    const day = new Date(now - 40 * DAY_MS).toISOString().slice(0, 10);
    expect(await ids(unbounded, `?startTime=${day}&endTime=${day}`)).toEqual(['older-than-lookback']);
  });

  it('rejects malformed dates with FDX 702 and a start after the end with FDX 703', async () => {
    const grant = await consent({ clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS', 'STATEMENTS'] });
    for (const query of ['startTime=yesterday', 'startTime=2026-02-30', 'endTime=2026-13-01', 'endTime=2026-01-01T25:00:00Z']) {
      const [name, value] = query.split('=') as [string, string];
      const response = await get(grant, `/accounts/${current}/transactions?${name}=${encodeURIComponent(value)}`);
      expect(response.status, query).toBe(400);
      expect(response.json.code, `${query} ${response.text}`).toBe('702');
    }
    const range = await get(grant, `/accounts/${current}/transactions?startTime=2026-03-02&endTime=2026-03-01`);
    expect(range.status).toBe(400);
    expect(range.json.code).toBe('703');
    expect((await get(grant, `/accounts/${current}/statements?startTime=${encodeURIComponent('2026-03-02T00:00:00Z')}&endTime=${encodeURIComponent('2026-03-01T00:00:00Z')}`)).json.code).toBe('703');
  });

  it('lists statements and redirects to a signed URL that downloads the document', async () => {
    const app = express();
    app.use(createObjectRouter(t.platform.storage));
    const objects = await new Promise<Server>((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(server));
    });
    try {
      const today = new Date().toISOString().slice(0, 10);
      const monthStart = `${today.slice(0, 8)}01`;
      const statementId = await ledger.statement(current, monthStart, today);
      const grant = await consent({ clusters: ['STATEMENTS'] });
      const list = await get(grant, `/accounts/${current}/statements`);
      expect(list.status).toBe(200);
      expect(list.json.statements).toEqual([
        expect.objectContaining({ accountId: current, statementId, statementDate: today, status: 'AVAILABLE', links: [expect.objectContaining({ href: `/fdx/v6/accounts/${current}/statements/${statementId}` })] }),
      ]);
      const redirect = await get(grant, `/accounts/${current}/statements/${statementId}`);
      expect(redirect.status).toBe(302);
      const location = new URL(redirect.headers.get('location')!);
      expect(location.searchParams.get('sig')).toBeTruthy();
      // The signed URL names the portal origin; the test serves the same router elsewhere.
      const document = await fetch(`http://127.0.0.1:${(objects.address() as AddressInfo).port}${location.pathname}${location.search}`);
      expect(document.status).toBe(200);
      const body = (await document.json()) as { statement_id: string; closing_balance: string; transaction_count: number };
      expect(body).toMatchObject({ statement_id: statementId, closing_balance: '1250', transaction_count: 3 });
      expect((await get(grant, `/accounts/${current}/statements/${randomUUID()}`)).json.code).toBe('1107');
      // Without STATEMENTS the route is closed.
      const noStatements = await consent({ clusters: ['ACCOUNT_BASIC'] });
      expect((await get(noStatements, `/accounts/${current}/statements/${statementId}`)).status).toBe(401);
    } finally {
      await new Promise<void>((resolve) => objects.close(() => resolve()));
    }
  });

  it('lists payment networks and revokes one idempotently with one event', async () => {
    const grant = await consent({ clusters: ['ACCOUNT_BASIC', 'ACCOUNT_PAYMENTS'] });
    const list = await get(grant, `/accounts/${current}/payment-networks`);
    expect(list.status).toBe(200);
    expect(list.json.paymentNetworks).toEqual([
      { paymentNetworkId: 'gb-bacs', bankId: '040004', identifier: '12345678', type: 'GB_BACS', transferIn: true, transferOut: true },
      { paymentNetworkId: 'gb-fps', bankId: '040004', identifier: '12345678', type: 'GB_FPS', transferIn: true, transferOut: true },
    ]);
    expect((await get(grant, `/accounts/${current}/payment-networks/gb-fps`)).json.type).toBe('GB_FPS');
    const body = { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' };
    expect((await post(grant, `/accounts/${current}/payment-networks/gb-fps/revocation`, body)).status).toBe(204);
    expect((await post(grant, `/accounts/${current}/payment-networks/gb-fps/revocation`, body)).status).toBe(204);
    expect((await get(grant, `/accounts/${current}/payment-networks`)).json.paymentNetworks.map((n: { paymentNetworkId: string }) => n.paymentNetworkId)).toEqual(['gb-bacs']);
    const gone = await get(grant, `/accounts/${current}/payment-networks/gb-fps`);
    expect(gone.status).toBe(404);
    expect(gone.json.code).toBe('1107');
    expect((await post(grant, `/accounts/${current}/payment-networks/us-ach/revocation`, body)).status).toBe(404);
    const events = await t.service('fdx').db.withTenant(envId, (tx) =>
      tx.any(sql.type(z.object({ payload: z.record(z.unknown()) }))`
        select payload from fdx.outbox where env_id = ${envId} and type = 'vert:fdx:paymentnetwork:revoked' and payload->>'account_id' = ${current}`));
    expect(events.map((e) => e.payload)).toEqual([{ account_id: current, network_id: 'gb-fps' }]);
    // The revocation is this consent's: another consent still sees the network.
    const other = await consent({ clusters: ['ACCOUNT_PAYMENTS'] });
    expect((await get(other, `/accounts/${current}/payment-networks`)).json.paymentNetworks).toHaveLength(2);
    // Without ACCOUNT_PAYMENTS neither the list nor the revocation opens.
    const basic = await consent({ clusters: ['ACCOUNT_BASIC'] });
    expect((await get(basic, `/accounts/${current}/payment-networks`)).status).toBe(401);
    expect((await post(basic, `/accounts/${current}/payment-networks/gb-fps/revocation`, body)).json.code).toBe('602');
  });

  it('rejects every data call of a revoked consent (401, FDX 602)', async () => {
    const grant = await consent({ clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS', 'STATEMENTS', 'ACCOUNT_PAYMENTS'] });
    expect((await get(grant, `/accounts/${current}`)).status).toBe(200);
    expect((await post(grant, `/consents/${grant.consentId}/revocation`, { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' })).status).toBe(204);
    for (const path of ['/accounts', `/accounts/${current}`, `/accounts/${current}/transactions`, `/accounts/${current}/statements`, `/accounts/${current}/payment-networks`]) {
      const response = await get(grant, path);
      expect(response.status, path).toBe(401);
      expect(response.json.code, path).toBe('602');
    }
  });

  it('keeps environments apart', async () => {
    const otherEnv = await t.newEnvironment('fdxb');
    const grant = await consent();
    // The token's environment is not the header's.
    const crossed = await get(grant, `/accounts/${current}`, otherEnv, settledIssuedAt());
    expect(crossed.status).toBe(401);
    expect(crossed.json.code).toBe('602');
    expect((await get(grant, `/accounts/${current}`, otherEnv)).status).toBe(503);
    // A consent in another environment naming this environment's account finds nothing there.
    const foreign = await grantConsent(t, otherEnv, { subject: login, accountIds: [current] });
    const response = await get(foreign, `/accounts/${current}`, otherEnv);
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('701');
    expect((await get(foreign, '/accounts', otherEnv)).json.accounts).toEqual([]);
  });

  it('maps an unreachable ledger to 503 and an unknown account to null', async () => {
    const down = ledgerClientFactory({
      directory: new ServiceDirectory({ ledger: 'http://127.0.0.1:1' }),
      serviceCredentials: { token: () => Promise.resolve('unused') },
    })(envId, randomUUID());
    const error = await down.account(current).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.fdxCode]).toEqual([503, '503']);
    const up = ledgerClientFactory(t.platform)(envId, randomUUID());
    expect(await up.account(randomUUID())).toBeNull();
    const missing = await up.transactions(randomUUID(), { limit: 1 }).catch((e: unknown) => e);
    expect(isApiError(missing) && [missing.status, missing.fdxCode]).toEqual([404, '701']);
  });
});
