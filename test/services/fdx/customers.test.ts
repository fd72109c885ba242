// FDX Customer API: the consent's customer is the ledger customer linked to the token subject,
// read through the ledger's public API and minimised to CUSTOMER_CONTACT / CUSTOMER_PERSONAL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent, type DpopKey, type Grant, type GrantOptions } from '../../support/fdx.ts';
import { fdxLedgerFixture, type FdxLedgerFixture } from '../../support/fdx-ledger.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

const CONTACT_MEMBERS = ['email', 'addresses', 'telephones'];
const PERSONAL_MEMBERS = ['dateOfBirth', 'customerStartDate'];

describe('FDX customers', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;
  let key: DpopKey;
  let ledger: FdxLedgerFixture;
  let login: string;
  let customerId: string;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService, createLedgerService]);
    envId = await t.newEnvironment('fdxcu');
    base = `${t.service('fdx').url}/fdx/v6`;
    key = await dpopKey();
    ledger = await fdxLedgerFixture(t.platform, envId);
    login = `user-${randomUUID().slice(0, 8)}`;
    customerId = await ledger.customer({
      login,
      name: 'Ada King Lovelace',
      email: 'ada@example.com',
      details: { phone: '+44 20 7946 0000', date_of_birth: '1815-12-10', address: { line1: '12 St James Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'GB' } },
    });
    // Someone else's customer in the same environment.
    await ledger.customer({ login: `other-${randomUUID().slice(0, 8)}`, name: 'Charles Babbage', email: 'charles@example.com' });
  });
  afterAll(() => t.close());

  const consent = (clusters: string[], options: GrantOptions = {}) => grantConsent(t, envId, { subject: login, clusters, ...options });
  const get = async (grant: Grant, path: string) => fdxCall(`${base}${path}`, { token: await delegatedToken(t, envId, grant, key), key, envId });

  it('serves the consent’s own customer with contact and personal members when both are granted', async () => {
    const grant = await consent(['CUSTOMER_CONTACT', 'CUSTOMER_PERSONAL']);
    const current = await get(grant, '/customers/current');
    expect(current.status).toBe(200);
    expect(current.json).toEqual({
      customerId,
      name: { first: 'Ada', middle: 'King', last: 'Lovelace' },
      email: ['ada@example.com'],
      addresses: [{ line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' }],
      telephones: [{ number: '+44 20 7946 0000' }],
      dateOfBirth: '1815-12-10',
      customerStartDate: new Date().toISOString().slice(0, 10),
    });
    const list = await get(grant, '/customers');
    expect(list.status).toBe(200);
    expect(list.json.customers).toEqual([current.json]);
    expect(list.text).not.toContain('Babbage');
  });

  it('never returns personal members without CUSTOMER_PERSONAL', async () => {
    const grant = await consent(['CUSTOMER_CONTACT']);
    for (const path of ['/customers/current', '/customers']) {
      const response = await get(grant, path);
      const customer = response.json.customers?.[0] ?? response.json;
      expect(customer).toMatchObject({ customerId, name: { first: 'Ada' }, email: ['ada@example.com'] });
      for (const member of PERSONAL_MEMBERS) expect(customer).not.toHaveProperty(member);
      expect(response.text).not.toContain('1815');
    }
  });

  it('never returns contact members without CUSTOMER_CONTACT', async () => {
    const grant = await consent(['CUSTOMER_PERSONAL']);
    const response = await get(grant, '/customers/current');
    expect(response.json).toMatchObject({ customerId, name: { last: 'Lovelace' }, dateOfBirth: '1815-12-10' });
    for (const member of CONTACT_MEMBERS) expect(response.json).not.toHaveProperty(member);
    expect(response.text).not.toContain('example.com');
  });

  it('needs a customer cluster (401, FDX 602)', async () => {
    const grant = await consent(['ACCOUNT_BASIC'], { accountIds: [randomUUID()] });
    for (const path of ['/customers/current', '/customers']) {
      const response = await get(grant, path);
      expect(response.status).toBe(401);
      expect(response.json.code).toBe('602');
    }
  });

  it('answers 404 (FDX 601) when no ledger customer is linked to the consent', async () => {
    const grant = await grantConsent(t, envId, { subject: `nobody-${randomUUID().slice(0, 8)}`, clusters: ['CUSTOMER_CONTACT'] });
    const current = await get(grant, '/customers/current');
    expect(current.status).toBe(404);
    expect(current.json.code).toBe('601');
    expect((await get(grant, '/customers')).json).toEqual({ customers: [] });
    expect((await get(grant, '/customers?pageKey=abc')).status).toBe(400);
  });

  it('rejects a revoked consent and keeps environments apart', async () => {
    const grant = await consent(['CUSTOMER_CONTACT']);
    const otherEnv = await t.newEnvironment('fdxcv');
    const foreign = await grantConsent(t, otherEnv, { subject: login, clusters: ['CUSTOMER_CONTACT'] });
    const elsewhere = await fdxCall(`${base}/customers/current`, { token: await delegatedToken(t, otherEnv, foreign, key), key, envId: otherEnv });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.code).toBe('601');
    const revoke = await fdxCall(`${base}/consents/${grant.consentId}/revocation`, {
      method: 'POST', body: { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' }, token: await delegatedToken(t, envId, grant, key), key, envId,
    });
    expect(revoke.status).toBe(204);
    const after = await get(grant, '/customers/current');
    expect(after.status).toBe(401);
    expect(after.json.code).toBe('602');
  });
});
