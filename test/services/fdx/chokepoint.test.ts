// Every credentialed /fdx/v6 operation is guarded by the consent chokepoint: enumerated from the
// contract, each one refuses a valid DPoP-bound token that names no consent, and one whose
// consent is revoked, in FDX error shape — before its handler or the policy gate runs — and
// records the refusal as a `data_call.rejected` audit event.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { loadDocument, operationsOf } from '../../../src/platform/http/operations.ts';
import { CONSENT_RULES, createFdxService } from '../../../src/services/fdx/service.ts';
import { concretePath, exampleBody, operationObject } from '../../support/contract.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent, settledIssuedAt, type DpopKey } from '../../support/fdx.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

const ALL_CLUSTERS = ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED', 'ACCOUNT_PAYMENTS', 'CUSTOMER_CONTACT', 'CUSTOMER_PERSONAL', 'STATEMENTS', 'TRANSACTIONS'];
const guarded = operationsOf('fdx-v6', loadDocument('fdx-v6')).filter((o) => o.security !== null);

describe('the consent chokepoint guards every /fdx/v6 operation', () => {
  let t: TestPlatform;
  let envId: string;
  let key: DpopKey;
  let base: string;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService]);
    envId = await t.newEnvironment('choke');
    key = await dpopKey();
    base = t.service('fdx').url;
  });
  afterAll(() => t.close());

  const rejections = (operationId: string) =>
    t.service('fdx').db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`
        select count(*)::int as n from fdx.audit_events
        where env_id = ${envId} and operation_id = ${operationId} and action = 'data_call.rejected'`));

  it('has a consent rule for every credentialed operation and none for public ones', () => {
    expect(guarded.length).toBeGreaterThan(15);
    expect(guarded.map((o) => o.operationId).filter((id) => !(id in CONSENT_RULES))).toEqual([]);
    const publicIds = operationsOf('fdx-v6', loadDocument('fdx-v6')).filter((o) => o.security === null).map((o) => o.operationId);
    expect(publicIds.filter((id) => id in CONSENT_RULES)).toEqual([]);
  });

  it.each(guarded.map((o) => [o.operationId, o] as const))('%s refuses a token without a consent and a revoked consent', async (operationId, operation) => {
    const url = `${base}${concretePath(operation)}`;
    const body = exampleBody(operation);
    const examples = (operationObject(operation).parameters ?? []).filter((p) => p.in === 'path');
    const accountIds = examples.filter((p) => p.name === 'accountId').map((p) => String(p.example ?? p.schema?.example));
    const before = await rejections(operationId);

    // A valid, DPoP-bound token with every scope whose consent row does not exist, issued long
    // enough ago that its consent cannot be on its way any more.
    const ghost = { consentId: randomUUID(), grantId: 'none', subject: `ghost-${randomUUID().slice(0, 8)}`, clientId: 'fintech-client' };
    const noConsent = await fdxCall(url, { method: operation.method, body, token: await delegatedToken(t, envId, ghost, key, operation.security!.scopes, settledIssuedAt()), key, envId });
    expect(noConsent.status, noConsent.text).toBe(401);
    expect(noConsent.json).toMatchObject({ code: '602' });

    // A real consent granting everything the examples name, then revoked.
    const grant = await grantConsent(t, envId, { clusters: ALL_CLUSTERS, accountIds });
    const revoke = await fdxCall(`${base}/fdx/v6/consents/${grant.consentId}/revocation`, {
      method: 'POST', body: { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' }, token: await delegatedToken(t, envId, grant, key), key, envId,
    });
    expect(revoke.status).toBe(204);
    const revoked = await fdxCall(url, { method: operation.method, body, token: await delegatedToken(t, envId, grant, key, operation.security!.scopes), key, envId });
    // Data operations need an ACTIVE consent (401, FDX 602); the consent routes serve only the
    // token's own consent, and the example id is another one (403, FDX 706).
    const rule = CONSENT_RULES[operationId]!;
    expect(revoked.status, revoked.text).toBe(rule.kind === 'data' ? 401 : 403);
    expect(revoked.json.code).toBe(rule.kind === 'data' ? '602' : '706');

    expect(await rejections(operationId)).toBe(before + 2);
  });

  it.each(guarded.map((o) => [o.operationId, o] as const))('%s answers a just-issued token whose consent is on its way with 503 and Retry-After', async (operationId, operation) => {
    const url = `${base}${concretePath(operation)}`;
    const body = exampleBody(operation);
    const before = await rejections(operationId);
    const ghost = { consentId: randomUUID(), grantId: 'none', subject: `fresh-${randomUUID().slice(0, 8)}`, clientId: 'fintech-client' };
    const response = await fdxCall(url, { method: operation.method, body, token: await delegatedToken(t, envId, ghost, key, operation.security!.scopes), key, envId });
    expect(response.status, response.text).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.json).toMatchObject({ code: '501', message: 'Consent not yet recorded' });
    expect(await rejections(operationId)).toBe(before + 1);
  });

  it('serves the same just-issued token once the grant ledger has recorded its consent', async () => {
    // The race of ADR 0024: the recipient redeems the code and calls before the provider's
    // consumer has applied platform:auth:grant:created. Its retry, after Retry-After, is served.
    const consentId = randomUUID();
    const subject = `late-${randomUUID().slice(0, 8)}`;
    const token = await delegatedToken(t, envId, { consentId, grantId: 'pending', subject, clientId: 'fintech-client' }, key);
    const early = await fdxCall(`${base}/fdx/v6/consents/${consentId}`, { token, key, envId });
    expect(early.status, early.text).toBe(503);
    await grantConsent(t, envId, { consentId, subject, activate: false });
    const served = await fdxCall(`${base}/fdx/v6/consents/${consentId}`, { token, key, envId });
    expect(served.status, served.text).toBe(200);
    expect(served.json).toMatchObject({ id: consentId });
  });

  it('refuses a token of an unknown environment as tenant_unresolved and records nothing there', async () => {
    // The gate's reads, the environment check among them, travel with the chokepoint's consent
    // lookup; what the chokepoint did for an environment that does not exist is rolled back.
    const ghostEnv = `ghost-${randomUUID().slice(0, 8)}`;
    const ghost = { consentId: randomUUID(), grantId: 'none', subject: 'ghost-user', clientId: 'fintech-client' };
    const response = await fdxCall(`${base}/fdx/v6/accounts`, { method: 'GET', token: await delegatedToken(t, ghostEnv, ghost, key, ['vert:fdx:consents:read']), key, envId: ghostEnv });
    expect(response.status, response.text).toBe(403);
    expect(response.json).toMatchObject({ code: '706', message: 'Tenant not resolved', debugMessage: `Unknown environment ${ghostEnv}` });
    const recorded = await t.service('fdx').db.withTenant(ghostEnv, (tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from fdx.audit_events where env_id = ${ghostEnv}`));
    expect(recorded).toBe(0);
  });
});
