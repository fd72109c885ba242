// FDX payment-initiation parties: a party belongs to the calling client and the consent's
// customer, is registered with its event in one transaction, registers only accounts the consent
// grants, and deletes registrations idempotently.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent, type DpopKey, type Grant } from '../../support/fdx.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

const party = {
  name: 'Acme Payroll Inc',
  type: 'BUSINESS',
  identification: { lei: '5493001KJTIIGC8Y1R12', bic: 'ACMEUS33' },
  postalAddress: { line1: '1 Market Street', city: 'San Francisco', region: 'CA', postalCode: '94105', country: 'US' },
  email: 'payroll@acme.example',
};

describe('FDX payment-initiation parties', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;
  let key: DpopKey;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService]);
    envId = await t.newEnvironment('fdxp');
    base = `${t.service('fdx').url}/fdx/v6`;
    key = await dpopKey();
  });
  afterAll(() => t.close());

  const db = () => t.service('fdx').db;
  const send = async (grant: Grant, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    fdxCall(`${base}${path}`, {
      method,
      ...(body !== undefined ? { body } : {}),
      ...(headers ? { headers } : {}),
      token: await delegatedToken(t, envId, grant, key),
      key,
      envId,
    });
  const count = (sqlText: 'parties' | 'methods' | 'events') =>
    db().withTenant(envId, (tx) => {
      const n = z.object({ n: z.number() });
      if (sqlText === 'parties') return tx.oneFirst(sql.type(n)`select count(*)::int as n from fdx.payment_initiation_parties where env_id = ${envId}`);
      if (sqlText === 'methods') return tx.oneFirst(sql.type(n)`select count(*)::int as n from fdx.pip_payment_methods where env_id = ${envId}`);
      return tx.oneFirst(sql.type(n)`select count(*)::int as n from fdx.outbox where env_id = ${envId} and type = 'vert:fdx:paymentinitiationparty:created'`);
    });
  const partyEvents = (partyId: string) =>
    db().withTenant(envId, (tx) => tx.anyFirst(sql.type(z.object({ payload: z.record(z.unknown()) }))`
      select payload from fdx.outbox where env_id = ${envId} and type = 'vert:fdx:paymentinitiationparty:created'
        and payload->>'paymentInitiationPartyId' = ${partyId}`));

  it('registers a party with its event and reads it back', async () => {
    const grant = await grantConsent(t, envId);
    const created = await send(grant, 'POST', '/payment-initiation-parties', party);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...party, paymentInitiationPartyId: expect.any(String), paymentMethods: [] });
    const events = await partyEvents(created.json.paymentInitiationPartyId);
    expect(events).toEqual([created.json]);
    const got = await send(grant, 'GET', `/payment-initiation-parties/${created.json.paymentInitiationPartyId}`);
    expect(got.status).toBe(200);
    expect(got.json).toEqual(created.json);
  });

  it('hides a party from other clients and other customers of the same client', async () => {
    const owner = await grantConsent(t, envId, { clientId: 'client-a' });
    const created = await send(owner, 'POST', '/payment-initiation-parties', party);
    const path = `/payment-initiation-parties/${created.json.paymentInitiationPartyId}`;
    const sameCustomerLater = await grantConsent(t, envId, { clientId: 'client-a', subject: owner.subject });
    expect((await send(sameCustomerLater, 'GET', path)).status).toBe(200);
    for (const stranger of [await grantConsent(t, envId, { clientId: 'client-b', subject: owner.subject }), await grantConsent(t, envId, { clientId: 'client-a' })]) {
      const hidden = await send(stranger, 'GET', path);
      expect(hidden.status).toBe(404);
      expect(hidden.json.code).toBe('1107');
      const register = await send(stranger, 'POST', `${path}/payment-methods`, { paymentMethods: [{ accountId: randomUUID(), paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' }] });
      expect(register.status).toBe(404);
    }
  });

  it('registers payment methods on granted accounts only, without duplicates', async () => {
    const [checking, savings] = [randomUUID(), randomUUID()];
    const grant = await grantConsent(t, envId, { accountIds: [checking, savings] });
    const created = await send(grant, 'POST', '/payment-initiation-parties', party);
    const path = `/payment-initiation-parties/${created.json.paymentInitiationPartyId}`;
    const methodsBefore = await count('methods');
    const ungranted = await send(grant, 'POST', `${path}/payment-methods`, {
      paymentMethods: [
        { accountId: checking, paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' },
        { accountId: randomUUID(), paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' },
      ],
    });
    expect(ungranted.status).toBe(404);
    expect(ungranted.json.code).toBe('701');
    expect(await count('methods')).toBe(methodsBefore);

    const registered = await send(grant, 'POST', `${path}/payment-methods`, {
      paymentMethods: [
        { accountId: checking, paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' },
        { accountId: savings, paymentNetworkType: 'US_RTP', purpose: 'BILL_PAYMENT' },
      ],
    });
    expect(registered.status).toBe(201);
    expect(registered.json.paymentMethods).toMatchObject([
      { accountId: checking, paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT', status: 'ACTIVE', paymentInitiationPartyId: created.json.paymentInitiationPartyId },
      { accountId: savings, paymentNetworkType: 'US_RTP', purpose: 'BILL_PAYMENT', status: 'ACTIVE' },
    ]);
    const again = await send(grant, 'POST', `${path}/payment-methods`, { paymentMethods: [{ accountId: checking, paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' }] });
    expect(again.json.paymentMethods[0].registrationId).toBe(registered.json.paymentMethods[0].registrationId);
    expect(await count('methods')).toBe(methodsBefore + 2);
    const got = await send(grant, 'GET', path);
    expect(got.json.paymentMethods.map((m: { registrationId: string }) => m.registrationId).sort())
      .toEqual(registered.json.paymentMethods.map((m: { registrationId: string }) => m.registrationId).sort());
  });

  it('deletes a registration idempotently', async () => {
    const accountId = randomUUID();
    const grant = await grantConsent(t, envId, { accountIds: [accountId] });
    const created = await send(grant, 'POST', '/payment-initiation-parties', party);
    const path = `/payment-initiation-parties/${created.json.paymentInitiationPartyId}`;
    const registered = await send(grant, 'POST', `${path}/payment-methods`, { paymentMethods: [{ accountId, paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' }] });
    const registrationId: string = registered.json.paymentMethods[0].registrationId;

    expect((await send(grant, 'DELETE', `${path}/payment-methods/${registrationId}`)).status).toBe(204);
    expect((await send(grant, 'DELETE', `${path}/payment-methods/${registrationId}`)).status).toBe(204);
    expect((await send(grant, 'GET', path)).json.paymentMethods).toEqual([]);
    const unknown = await send(grant, 'DELETE', `${path}/payment-methods/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('1107');
    const audited = await db().withTenant(envId, (tx) => tx.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from fdx.audit_journal where env_id = ${envId} and action = 'payment_method.deleted' and target = ${registrationId}`));
    expect(audited).toBe(1);
    // Registering the method again makes a new, active registration.
    const renewed = await send(grant, 'POST', `${path}/payment-methods`, { paymentMethods: [{ accountId, paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' }] });
    expect(renewed.json.paymentMethods[0].registrationId).not.toBe(registrationId);
    // Another party's registration id is unknown here.
    const otherParty = await send(grant, 'POST', '/payment-initiation-parties', { name: 'Other', type: 'INDIVIDUAL' });
    const crossed = await send(grant, 'DELETE', `/payment-initiation-parties/${otherParty.json.paymentInitiationPartyId}/payment-methods/${renewed.json.paymentMethods[0].registrationId}`);
    expect(crossed.status).toBe(404);
    expect((await send(grant, 'GET', path)).json.paymentMethods).toHaveLength(1);
  });

  it('answers a repeated Idempotency-Key with the original party and refuses a different body', async () => {
    const grant = await grantConsent(t, envId);
    const idempotencyKey = `party-${randomUUID()}`;
    const first = await send(grant, 'POST', '/payment-initiation-parties', party, { 'idempotency-key': idempotencyKey });
    expect(first.status).toBe(201);
    const reordered = { email: party.email, type: party.type, name: party.name, postalAddress: party.postalAddress, identification: party.identification };
    const repeat = await send(grant, 'POST', '/payment-initiation-parties', reordered, { 'idempotency-key': idempotencyKey });
    expect(repeat.status).toBe(200);
    expect(repeat.json.paymentInitiationPartyId).toBe(first.json.paymentInitiationPartyId);
    const conflict = await send(grant, 'POST', '/payment-initiation-parties', { ...party, name: 'Someone else' }, { 'idempotency-key': idempotencyKey });
    expect(conflict.status).toBe(409);
    expect(conflict.json.code).toBe('409');
    expect(await partyEvents(first.json.paymentInitiationPartyId)).toHaveLength(1);
  });

  it('rejects bad input with the FDX error shape and changes nothing', async () => {
    const accountId = randomUUID();
    const grant = await grantConsent(t, envId, { accountIds: [accountId] });
    const created = await send(grant, 'POST', '/payment-initiation-parties', party);
    const path = `/payment-initiation-parties/${created.json.paymentInitiationPartyId}`;
    const before = { parties: await count('parties'), methods: await count('methods'), events: await count('events') };
    const badParties = [
      { type: 'BUSINESS' },
      { ...party, type: 'ROBOT' },
      { ...party, identification: { bic: 'not a bic' } },
      { ...party, identification: {} },
      { ...party, postalAddress: { line1: 'x', city: 'y', country: 'usa' } },
      { ...party, extra: true },
    ];
    for (const body of badParties) {
      const response = await send(grant, 'POST', '/payment-initiation-parties', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ code: '400', message: expect.any(String), debugMessage: expect.any(String) });
    }
    const badMethods = [
      { paymentMethods: [] },
      { paymentMethods: [{ accountId, paymentNetworkType: 'SWIFT', purpose: 'DIRECT_DEPOSIT' }] },
      { paymentMethods: [{ accountId, paymentNetworkType: 'US_ACH' }] },
      { paymentMethods: Array.from({ length: 11 }, () => ({ accountId, paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' })) },
    ];
    for (const body of badMethods) {
      const response = await send(grant, 'POST', `${path}/payment-methods`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.code).toBe('400');
    }
    expect((await send(grant, 'GET', '/payment-initiation-parties/not-a-uuid')).status).toBe(400);
    expect((await send(grant, 'POST', '/payment-initiation-parties', party, { 'idempotency-key': 'has space' })).status).toBe(400);
    expect({ parties: await count('parties'), methods: await count('methods'), events: await count('events') }).toEqual(before);
  });

  it('refuses every party route under a revoked consent', async () => {
    const accountId = randomUUID();
    const grant = await grantConsent(t, envId, { accountIds: [accountId] });
    const created = await send(grant, 'POST', '/payment-initiation-parties', party);
    await send(grant, 'POST', `/consents/${grant.consentId}/revocation`, { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' });
    const path = `/payment-initiation-parties/${created.json.paymentInitiationPartyId}`;
    for (const [method, target, body] of [
      ['POST', '/payment-initiation-parties', party],
      ['GET', path, undefined],
      ['POST', `${path}/payment-methods`, { paymentMethods: [{ accountId, paymentNetworkType: 'US_ACH', purpose: 'DIRECT_DEPOSIT' }] }],
      ['DELETE', `${path}/payment-methods/${randomUUID()}`, undefined],
    ] as const) {
      const response = await send(grant, method, target, body);
      expect(response.status, `${method} ${target}`).toBe(401);
      expect(response.json.code).toBe('602');
    }
  });
});
