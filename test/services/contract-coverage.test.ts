// Every operation of every contract is either public by the seeds' rules or goes through the
// policy gate: with a valid token and a policy that forbids the caller, each gated operation
// answers 403 from the gate before its handler runs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiNames } from '../../generated/index.ts';
import { loadDocument, operationsOf, type OperationSpec } from '../../src/platform/http/operations.ts';
import { createPolicyGate } from '../../src/platform/policy/gate.ts';
import { createFdxService } from '../../src/services/fdx/service.ts';
import { createLedgerService } from '../../src/services/ledger/service.ts';
import { createPaymentsService } from '../../src/services/payments/service.ts';
import { createRiskService } from '../../src/services/risk/service.ts';
import { startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { call } from '../support/http.ts';
import { concretePath, exampleBody, operationObject } from '../support/contract.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent, type DpopKey, type Grant } from '../support/fdx.ts';

/** Seed 000 Authentication 5 and seed 001/002 Health rows: the only operations without a credential. */
const PUBLIC_BY_SEED = new Set([
  'getFdxHealth', 'getLedgerHealth', 'getPaymentsHealth', 'getRiskHealth',
  'getCapability', 'getAvailability', 'getCertificationMetrics', 'getOperationSupport',
  // Seed 000 "Recipient surfaces": the OAuth redirect target is reached by the customer's browser,
  // which carries no credential; the registered redirect URI names the environment (ADR 0017).
  'handleRecipientConsentCallback',
]);

const SERVICE_OF_API: Record<string, string> = {
  'fdx-v6': 'fdx', 'fdx-recipient': 'fdx', 'fdx-consent': 'fdx', 'fdx-admin': 'fdx',
  ledger: 'ledger', payments: 'payments', risk: 'risk',
};

const allOperations: OperationSpec[] = apiNames.flatMap((api) => operationsOf(api, loadDocument(api)));

describe('contract coverage', () => {
  let t: TestPlatform;
  let envId: string;
  let key: DpopKey;
  let fdxGrant: Grant;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService, createLedgerService, createPaymentsService, createRiskService]);
    envId = await t.newEnvironment('cover');
    // Suspend the caller: allowed by every scope, denied by policy.
    const ledger = t.service('ledger');
    const gate = createPolicyGate({ db: ledger.db });
    await ledger.db.withTenant(envId, (tx) => gate.putEntity(tx, envId, { type: 'User', id: 'suspended-user', parents: [{ type: 'Group', id: 'suspended' }] }));
    // Machine-to-machine tokens of the same subject are Service principals (internal routes).
    await ledger.db.withTenant(envId, (tx) => gate.putEntity(tx, envId, { type: 'Service', id: 'suspended-user', parents: [{ type: 'Group', id: 'suspended' }] }));
    // FDX provider operations pass the consent chokepoint first: give the suspended user a
    // consent that grants everything the examples name, so the gate is what refuses.
    key = await dpopKey();
    const examples = allOperations.filter((o) => o.api === 'fdx-v6').flatMap((o) => operationObject(o).parameters ?? []);
    const exampleOf = (name: string) => [...new Set(examples.filter((p) => p.in === 'path' && p.name === name).map((p) => String(p.example ?? p.schema?.example)))];
    fdxGrant = await grantConsent(t, envId, {
      subject: 'suspended-user',
      consentId: exampleOf('consentId')[0] ?? randomUUID(),
      accountIds: exampleOf('accountId'),
      clusters: ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED', 'ACCOUNT_PAYMENTS', 'CUSTOMER_CONTACT', 'CUSTOMER_PERSONAL', 'STATEMENTS', 'TRANSACTIONS'],
    });
  });
  afterAll(() => t.close());

  it('has unique operationIds across every document', () => {
    const ids = allOperations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares as public only the operations the seeds make public', () => {
    const publicOperations = allOperations.filter((o) => !o.security).map((o) => o.operationId);
    expect(publicOperations.filter((id) => !PUBLIC_BY_SEED.has(id))).toEqual([]);
    for (const operation of allOperations.filter((o) => o.security)) {
      expect(operation.security!.scopes.length, `${operation.operationId} declares no scope`).toBeGreaterThan(0);
    }
  });

  it('serves every operation of every document from a running service with a handler', () => {
    for (const operation of allOperations) {
      const service = t.service(SERVICE_OF_API[operation.api] ?? `no service for ${operation.api}`);
      expect(service.app.unhandled, `${service.name} lacks handlers`).toEqual([]);
      expect(service.app.operations.map((o) => o.operationId)).toContain(operation.operationId);
    }
  });

  it.each(allOperations.filter((o) => o.security).map((o) => [o.operationId, o] as const))(
    '%s goes through the policy gate',
    async (_id, operation) => {
      const service = t.service(SERVICE_OF_API[operation.api]!);
      if (operation.api === 'fdx-v6') {
        const response = await fdxCall(`${service.url}${concretePath(operation)}`, {
          method: operation.method,
          token: await delegatedToken(t, envId, fdxGrant, key, operation.security!.scopes),
          key,
          envId,
          body: exampleBody(operation),
        });
        expect(response.status).toBe(403);
        expect(response.json, `${operation.operationId} was not denied by the gate`).toMatchObject({ code: '706', debugMessage: expect.stringContaining('denied by policy') });
        return;
      }
      const token = await t.token({
        subject: 'suspended-user',
        scopes: operation.security!.scopes,
        envId,
        service: service.name,
        ...(operation.security!.requirement === 'm2m' ? { tokenUse: 'm2m' as const } : {}),
      });
      const response = await call(`${service.url}${concretePath(operation)}`, {
        method: operation.method,
        token,
        headers: { 'x-platform-env-id': envId },
        body: exampleBody(operation),
      });
      expect(response.status).toBe(403);
      expect(response.json.decision_id ?? response.json.debugMessage, `${operation.operationId} was not denied by the gate`).toBeTruthy();
      if (operation.surface === 'problem') expect(response.json.code).toBe('forbidden');
    },
  );
});
