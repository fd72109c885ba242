// @vert/sdk-fdx against a running provider: discovery without a credential, then consented
// reads and a revocation with a DPoP proof signed per request by `authorize`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { delegatedToken, dpopKey, dpopProof, grantConsent } from '../../../test/support/fdx.ts';
import { fdxLedgerFixture } from '../../../test/support/fdx-ledger.ts';
import { startTestPlatform, type TestPlatform } from '../../../test/support/platform.ts';
import { createFdxClient } from '../src/index.ts';

describe('@vert/sdk-fdx', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService, createFdxService]);
  });
  afterAll(() => t.close());

  it('reads consented accounts and transactions and revokes the consent', async () => {
    const envId = await t.newEnvironment('sdkfdx');
    const ledger = await fdxLedgerFixture(t.platform, envId);
    const customerId = await ledger.customer({ login: 'sdk-user' });
    const accountId = await ledger.account(customerId);
    await ledger.post(accountId, [{ direction: 'credit', amount: '12.34' }]);
    const grant = await grantConsent(t, envId, { subject: 'sdk-user', accountIds: [accountId], clusters: ['ACCOUNT_BASIC', 'TRANSACTIONS'] });
    const key = await dpopKey();
    const token = await delegatedToken(t, envId, grant, key);
    const fdx = createFdxClient(t.service('fdx').url, {
      envId,
      authorize: async (request) => ({ Authorization: `DPoP ${token}`, DPoP: await dpopProof(key, request.method, request.url, token) }),
    });

    const capability = await createFdxClient(t.service('fdx').url).GET('/fdx/v6/capability');
    expect(capability.data?.fdxVersions).toEqual(['V6.5']);

    const accounts = await fdx.GET('/fdx/v6/accounts');
    expect(accounts.error).toBeUndefined();
    expect(accounts.data?.accounts.map((a) => a.accountId)).toEqual([accountId]);
    const page = await fdx.GET('/fdx/v6/accounts/{accountId}/transactions', { params: { path: { accountId }, query: { limit: 10 } } });
    expect(page.data?.transactions.map((x) => x.amount)).toEqual(['12.34']);

    const revoked = await fdx.POST('/fdx/v6/consents/{consentId}/revocation', {
      params: { path: { consentId: grant.consentId } },
      body: { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' },
    });
    expect(revoked.response.status).toBe(204);
    const after = await fdx.GET('/fdx/v6/accounts');
    expect(after.error).toMatchObject({ code: '602' });
  });
});
