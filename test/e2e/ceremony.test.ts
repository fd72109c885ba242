// The whole FAPI 2.0 consent ceremony between two institutions that share nothing but HTTP
// (seed 000, issue #5 "Demonstrable"): a bank (ledger, FDX provider, authorization server) and a
// fintech (FDX recipient plane) on separate platforms and databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { authorizeAtProvider, callProviderAs, openRecipientCredentials, startConsent, startTwoInstitutions, type Bank, type TwoInstitutions } from '../support/two-institutions.ts';

const DETAILED_FIELDS = ['currentBalance', 'availableBalance', 'openingDayBalance', 'balanceAsOf', 'lastActivityDate'];

describe('consent ceremony between two institutions', () => {
  let t: TwoInstitutions;
  let bank: Bank;
  let fintech: { envId: string; providerId: string };
  let token: string;
  let consentId: string;
  const customer = 'fintech-customer-1';

  beforeAll(async () => {
    t = await startTwoInstitutions();
    bank = await startBankAndFintech();
  });
  afterAll(() => t?.close());

  async function startBankAndFintech() {
    const b = await t.provider.newBank({ transactions: 5 });
    fintech = await t.recipient.newFintech(b, t.provider);
    token = await t.recipient.customerToken(fintech.envId, customer);
    return b;
  }

  const get = (path: string) => call(t.recipient.url(path), { token });

  it('registers, pushes the request, logs in, approves one account, exchanges the code and reads minimised data', async () => {
    const started = await startConsent(t, fintech.envId, token, {
      provider_id: fintech.providerId,
      data_clusters: ['accountbasic', 'transactions'],
      duration_type: 'TIME_BOUND',
      duration_period: 30,
      lookback_period: 365,
    });
    expect(started.status, started.text).toBe(201);
    expect(started.json.authorization_url).toBe(started.json.redirectUrl);
    expect(new URL(started.json.authorization_url).searchParams.get('request_uri')).toMatch(/^urn:ietf:params:oauth:request_uri:/);
    consentId = started.json.consent_id;

    const [approved] = bank.accountIds;
    const { callbackUrl, consentPage } = await authorizeAtProvider(started.json.authorization_url, t.recipient.url('/fdx/consents/callback'), bank, {
      accounts: [approved],
      clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS'],
    });
    // The consent page came from the provider's hosted-consent endpoints: it lists the customer's ledger accounts.
    for (const id of bank.accountIds) expect(consentPage).toContain(id);
    const callback = new URL(callbackUrl);
    expect(callback.searchParams.get('env')).toBe(fintech.envId);
    expect(callback.searchParams.get('iss')).toBe(bank.issuer);

    const landed = await call(callbackUrl);
    expect(landed.status, landed.text).toBe(200);
    expect(landed.json).toEqual({ consent_id: consentId, status: 'ACTIVE' });

    const consent = await get(`/v1/recipient/consents/${consentId}`);
    expect(consent.json).toMatchObject({ status: 'ACTIVE', account_ids: [approved], has_refresh_token: true, data_clusters: ['accountbasic', 'transactions'] });
    expect(consent.json.provider_consent_id).toMatch(/^[0-9a-f-]{36}$/);

    const accounts = await get(`/v1/recipient/accounts?consentId=${consentId}`);
    expect(accounts.status, accounts.text).toBe(200);
    expect(accounts.json.accounts.map((a: { accountId: string }) => a.accountId)).toEqual([approved]);
    const [account] = accounts.json.accounts;
    expect(account).toMatchObject({ accountId: approved, currency: { currencyCode: 'GBP' } });
    for (const field of DETAILED_FIELDS) expect(account, `${field} needs ACCOUNT_DETAILED`).not.toHaveProperty(field);

    // Transactions page through the provider's pageKey.
    const seen: string[] = [];
    let pageKey: string | null = null;
    let pages = 0;
    do {
      const page = await get(`/v1/recipient/accounts/${approved}/transactions?consentId=${consentId}&limit=2${pageKey ? `&pageKey=${encodeURIComponent(pageKey)}` : ''}`);
      expect(page.status, page.text).toBe(200);
      expect(page.json.transactions.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.transactions.map((tx: { transactionId: string }) => tx.transactionId));
      pageKey = page.json.next_page_key;
      pages += 1;
    } while (pageKey && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);

    // The other account was not approved: the provider answers 701, the recipient 404.
    const other = await get(`/v1/recipient/accounts/${bank.accountIds[1]}/transactions?consentId=${consentId}`);
    expect(other.status).toBe(404);
  });

  it('a revoked consent: the provider rejects data calls and the recipient shows REVOKED and no data', async () => {
    const held = await openRecipientCredentials(t, fintech.envId, consentId);
    const providerAccounts = `${t.provider.service('fdx').url}/fdx/v6/accounts`;
    expect((await callProviderAs(held, providerAccounts, bank.envId)).status).toBe(200);
    const revoked = await call(t.recipient.url(`/v1/recipient/consents/${consentId}/revoke`), { method: 'POST', token });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json).toMatchObject({ status: 'REVOKED', has_refresh_token: false });
    const rejected = await callProviderAs(held, providerAccounts, bank.envId);
    expect(rejected.status).toBe(401);

    const list = await get('/v1/recipient/consents');
    expect(list.json.items.find((c: { id: string }) => c.id === consentId)).toMatchObject({ status: 'REVOKED' });
    const accounts = await get(`/v1/recipient/accounts?consentId=${consentId}`);
    expect(accounts.status).toBe(409);
    expect(accounts.json).toMatchObject({ code: 'consent_not_active' });
    const transactions = await get(`/v1/recipient/accounts/${bank.accountIds[0]}/transactions?consentId=${consentId}`);
    expect(transactions.status).toBe(409);
  });
});
