// The consent ceremony with the bank and the fintech hosted by one process on one database, as
// `npm start` runs its demo. On embedded PGlite transactions run one at a time, so any request
// that held its transaction while calling the other institution (PAR, token exchange, FDX reads,
// revocation) would wait for itself and time out: this run proves none does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http.ts';
import { authorizeAtProvider, startConsent, startTwoInstitutions, type TwoInstitutions } from '../support/two-institutions.ts';

describe('consent ceremony with both institutions on one host', () => {
  let t: TwoInstitutions;

  beforeAll(async () => {
    t = await startTwoInstitutions({ sharedPlatform: true });
  });
  afterAll(() => t?.close());

  it('starts, authorizes, exchanges, reads, refreshes and revokes without waiting on itself', async () => {
    const bank = await t.provider.newBank({ transactions: 3 });
    const fintech = await t.recipient.newFintech(bank, t.provider);
    const token = await t.recipient.customerToken(fintech.envId, 'one-host-customer');
    const get = (path: string) => call(t.recipient.url(path), { token });
    const post = (path: string) => call(t.recipient.url(path), { method: 'POST', token, body: {} });

    const started = await startConsent(t, fintech.envId, token, { provider_id: fintech.providerId, data_clusters: ['accountbasic', 'transactions'] });
    expect(started.status, started.text).toBe(201);
    const consentId = started.json.consent_id as string;
    const { callbackUrl } = await authorizeAtProvider(started.json.authorization_url, t.recipient.url('/fdx/consents/callback'), bank, {
      accounts: [bank.accountIds[0]],
      clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS'],
    });
    const landed = await call(callbackUrl);
    expect(landed.json).toEqual({ consent_id: consentId, status: 'ACTIVE' });

    const accounts = await get(`/v1/recipient/accounts?consentId=${consentId}`);
    expect(accounts.status, accounts.text).toBe(200);
    expect(accounts.json.accounts.map((a: { accountId: string }) => a.accountId)).toEqual([bank.accountIds[0]]);
    const transactions = await get(`/v1/recipient/accounts/${bank.accountIds[0]}/transactions?consentId=${consentId}`);
    expect(transactions.status, transactions.text).toBe(200);
    expect(transactions.json.transactions).toHaveLength(3);

    const refreshed = await post(`/v1/recipient/consents/${consentId}/refresh`);
    expect(refreshed.status, refreshed.text).toBe(200);
    const revoked = await post(`/v1/recipient/consents/${consentId}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json.status).toBe('REVOKED');
    expect((await get(`/v1/recipient/accounts?consentId=${consentId}`)).status).toBe(409);
  });
});
