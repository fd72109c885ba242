// Holder-scoped visibility: a customer's own token sees only the customer's accounts (and what
// hangs off them); staff and machine clients see the environment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../src/platform/db/pool.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { call } from '../../support/http.ts';
import { ledgerFixture } from '../../support/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

describe('holder-scoped account visibility', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;
  let mine: string[];
  let theirs: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    envId = await t.newEnvironment('holder');
    base = t.service('ledger').url;
    const db = t.service('ledger').db;
    const alice = await ledgerFixture(db, envId);
    const bob = await ledgerFixture(db, envId);
    mine = [await alice.account(), await alice.account()];
    theirs = await bob.account();
    await db.withTenant(envId, (tx) =>
      tx.query(sql.unsafe`update ledger.customers set platform_auth_user_id = 'alice-login' where env_id = ${envId} and id = ${alice.customerId}`));
  });
  afterAll(() => t.close());

  const tokenFor = (subject: string, clientId?: string) =>
    t.token({ subject, envId, service: 'ledger', scopes: ['vert:ledger:accounts:read', 'vert:ledger:balances:read'], ...(clientId ? { clientId } : {}) });
  const ids = (body: { items: Array<{ id: string }> }) => body.items.map((a) => a.id).sort();

  it('lists only the holder’s own accounts', async () => {
    const response = await call(`${base}/v1/accounts?limit=100`, { token: await tokenFor('alice-login') });
    expect(response.status).toBe(200);
    expect(ids(response.json)).toEqual([...mine].sort());
  });

  it('answers 404 for another holder’s account and everything under it', async () => {
    const token = await tokenFor('alice-login');
    for (const path of [`/v1/accounts/${theirs}`, `/v1/accounts/${theirs}/transactions`, `/v1/accounts/${theirs}/balances`]) {
      const response = await call(`${base}${path}`, { token });
      expect(response.status, path).toBe(404);
    }
    const live = await call(`${base}/v2/balances/live?account_ids=${theirs}`, { token });
    expect(live.status).toBe(404);
    expect((await call(`${base}/v1/accounts/${mine[0]}/transactions`, { token })).status).toBe(200);
  });

  it('lets staff and machine clients see the whole environment', async () => {
    const staff = await call(`${base}/v1/accounts?limit=100`, { token: await tokenFor('teller-1') });
    expect(ids(staff.json)).toEqual(expect.arrayContaining([...mine, theirs]));
    const service = await call(`${base}/v1/accounts?limit=100`, { token: await tokenFor('vert-fdx', 'vert-fdx') });
    expect(ids(service.json)).toEqual(expect.arrayContaining([...mine, theirs]));
  });

  it('refuses a holder’s write outside what it holds with 403, not a server error', async () => {
    const token = await t.token({ subject: 'alice-login', envId, service: 'ledger', scopes: ['vert:ledger:accounts:write'] });
    const response = await call(`${base}/v1/internal-accounts`, { method: 'POST', token, body: { purpose: 'suspense', denomination: 'GBP' } });
    expect(response.status, response.text).toBe(403);
    expect(response.json.code).toBe('not_holder');
  });

  it('still refuses an unknown environment (the gate checks it; the guard adds no round trip)', async () => {
    const token = await t.token({ subject: 'alice-login', envId: 'no-such-env', service: 'ledger', scopes: ['vert:ledger:accounts:read'] });
    const response = await call(`${base}/v1/accounts`, { token });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('tenant_unresolved');
  });

  it('does not leak the holder setting into the next transaction on the same connection', async () => {
    for (let i = 0; i < 4; i++) await call(`${base}/v1/accounts?limit=100`, { token: await tokenFor('alice-login') });
    const staff = await call(`${base}/v1/accounts?limit=100`, { token: await tokenFor('teller-1') });
    expect(ids(staff.json)).toEqual(expect.arrayContaining([...mine, theirs]));
  });
});
