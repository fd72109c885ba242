// The request pipeline end to end over real HTTP, on a small contract that exists only in this
// test (the production contracts have no write operation yet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { createProducer } from '../../../src/platform/events/producer.ts';
import type { HostedService, ServiceFactory } from '../../../src/platform/host.ts';
import type { OpenApiDocument } from '../../../src/platform/http/operations.ts';
import { createPolicyGate } from '../../../src/platform/policy/gate.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';

const problem = { 'application/problem+json': { schema: { type: 'object', properties: { code: { type: 'string' } } } } };
const errors = Object.fromEntries(['400', '401', '403', '404', '500'].map((s) => [s, { description: 'error', content: problem }]));
const widget = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'amount'],
  properties: { id: { type: 'string' }, name: { type: 'string' }, amount: { type: 'string' } },
};

const testDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'pipeline test', version: '1' },
  paths: {
    '/v1/widgets': {
      post: {
        operationId: 'createWidget',
        security: [{ bearer: ['test:widgets:write'] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'amount'],
                properties: {
                  name: { type: 'string', minLength: 1, maxLength: 40 },
                  amount: { type: 'string', pattern: '^-?[0-9]{1,18}(\\.[0-9]{1,8})?$' },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'created', content: { 'application/json': { schema: widget } } }, ...errors },
      },
    },
    '/v1/widgets/{widgetId}': {
      get: {
        operationId: 'getWidget',
        security: [],
        parameters: [
          { name: 'widgetId', in: 'path', required: true, schema: { type: 'string', pattern: '^w[0-9]+$' } },
          { name: 'verbose', in: 'query', required: false, schema: { type: 'boolean' } },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: widget } } }, ...errors },
      },
    },
  },
};

const producer = createProducer('ledger');
let brokenContract = false;

const widgetService: ServiceFactory = (): HostedService => ({
  name: 'ledger',
  apis: [{ name: 'pipeline-test', document: testDocument }],
  schema: 'ledger',
  handlers: {
    createWidget: async (request, context) => {
      const body = request.body as unknown as { name: string; amount: string };
      await producer.audit(context.tx, context.envId!, { actor: context.principal!.subject, action: 'widget.created', target: body.name, detail: { amount: body.amount } }, context.correlationId);
      return { status: 201, body: { id: 'w1', ...body } };
    },
    getWidget: async (request) => {
      const { widgetId } = request.path as unknown as { widgetId: string };
      if (brokenContract) return { status: 200, body: { id: widgetId, name: 'x', amount: 12.5 } };
      return { status: 200, body: { id: widgetId, name: 'gear', amount: '12.50' } };
    },
  },
});

describe('request pipeline', () => {
  let t: TestPlatform;
  let base: string;
  let envId: string;
  const widgets = () => `${base}/v1/widgets`;
  const writer = (subject = 'alice', extra: { envId?: string | null; audience?: string; ttlSeconds?: number } = {}) =>
    t.token({
      subject,
      scopes: ['test:widgets:write'],
      ...(extra.envId === null ? {} : { envId: extra.envId ?? envId }),
      ...(extra.audience ? { audience: extra.audience } : {}),
    });
  const auditCount = () =>
    t.service('ledger').db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ledger.audit_journal where action = 'widget.created'`),
    );

  beforeAll(async () => {
    t = await startTestPlatform([widgetService]);
    base = t.service('ledger').url;
    envId = await t.newEnvironment('pipe');
  });
  afterAll(() => t.close());

  it('runs an authorised write through the tenant transaction and echoes the correlation id', async () => {
    const response = await call(widgets(), {
      method: 'POST',
      token: await writer(),
      headers: { 'x-platform-correlation-id': 'corr-123' },
      body: { name: 'gear', amount: '12.50' },
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: 'w1', name: 'gear', amount: '12.50' });
    expect(response.headers.get('x-platform-correlation-id')).toBe('corr-123');
    expect(await auditCount()).toBe(1);
  });

  it('rejects malformed JSON, unknown fields and unknown query parameters with 400 problems and changes nothing', async () => {
    const before = await auditCount();
    const token = await writer();
    const malformed = await call(widgets(), { method: 'POST', token, rawBody: '{"name": "gear",' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(malformed.json).toMatchObject({ code: 'validation_failed', status: 400, type: 'https://vert-bank.dev/problems/validation_failed' });

    const unknownField = await call(widgets(), { method: 'POST', token, body: { name: 'gear', amount: '1', colour: 'red' } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.json.errors).toEqual([expect.objectContaining({ location: 'body' })]);

    const floatAmount = await call(widgets(), { method: 'POST', token, body: { name: 'gear', amount: 12.5 } });
    expect(floatAmount.status).toBe(400);
    expect(floatAmount.json.errors[0]).toMatchObject({ location: 'body', pointer: '/amount' });

    const unknownQuery = await call(`${widgets()}?dryRun=true`, { method: 'POST', token, body: { name: 'gear', amount: '1' } });
    expect(unknownQuery.status).toBe(400);
    expect(unknownQuery.json.errors[0]).toMatchObject({ location: 'query', name: 'dryRun' });

    const badPath = await call(`${widgets()}/x1`);
    expect(badPath.status).toBe(400);
    expect(badPath.json.errors[0]).toMatchObject({ location: 'path' });

    // PostgreSQL text cannot hold NUL: refused in bodies, query values and path segments alike.
    const nulBody = await call(widgets(), { method: 'POST', token, body: { name: 'ge\u0000ar', amount: '1' } });
    expect(nulBody.status).toBe(400);
    const nulQuery = await call(`${widgets()}/w1?verbose=%00`, { token });
    expect(nulQuery.status).toBe(400);
    expect(nulQuery.json.detail).toMatch(/NUL/);
    const nulPath = await call(`${widgets()}/w%001`, { token });
    expect(nulPath.status).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('answers 404 for unknown paths and 405 with Allow for unknown methods', async () => {
    expect((await call(`${base}/v1/nothing-here`)).status).toBe(404);
    const wrongMethod = await call(widgets(), { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(wrongMethod.json.code).toBe('method_not_allowed');
  });

  it('rejects missing, expired and wrong-audience tokens with 401 and a challenge', async () => {
    const body = { name: 'gear', amount: '1' };
    const missing = await call(widgets(), { method: 'POST', body });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/Bearer/);

    const wrongAudience = await call(widgets(), { method: 'POST', token: await writer('alice', { audience: 'vert-payments' }), body });
    expect(wrongAudience.status).toBe(401);
    expect(wrongAudience.json.code).toBe('invalid_token');

    const garbage = await call(widgets(), { method: 'POST', token: 'not.a.jwt', body });
    expect(garbage.status).toBe(401);
    expect(garbage.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
  });

  it('rejects an unresolvable tenant', async () => {
    const body = { name: 'gear', amount: '1' };
    const noClaim = await call(widgets(), { method: 'POST', token: await writer('alice', { envId: null }), body });
    expect(noClaim.status).toBe(403);
    expect(noClaim.json.code).toBe('tenant_unresolved');

    // The header alone does not select a tenant for a caller that may not forward one.
    const headerOnly = await call(widgets(), { method: 'POST', token: await writer('alice', { envId: null }), headers: { 'x-platform-env-id': envId }, body });
    expect(headerOnly.status).toBe(403);

    const unknown = await call(widgets(), { method: 'POST', token: await writer('alice', { envId: 'no-such-env' }), body });
    expect(unknown.status).toBe(403);
    expect(unknown.json.code).toBe('tenant_unresolved');

    const mismatch = await call(widgets(), { method: 'POST', token: await writer(), headers: { 'x-platform-env-id': 'other-env' }, body });
    expect(mismatch.status).toBe(403);
    expect(mismatch.json.code).toBe('tenant_mismatch');
  });

  it('denies a request allowed by scope but forbidden by policy, with a recorded decision', async () => {
    const db = t.service('ledger').db;
    const gate = createPolicyGate({ db, operationIds: ['createWidget', 'getWidget'] });
    await db.withTenant(envId, (tx) => gate.putEntity(tx, envId, { type: 'User', id: 'mallory', parents: [{ type: 'Group', id: 'suspended' }] }));
    const before = await auditCount();

    const denied = await call(widgets(), { method: 'POST', token: await writer('mallory'), body: { name: 'gear', amount: '1' } });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ code: 'forbidden', type: 'https://vert-bank.dev/problems/forbidden' });
    const decisionId = denied.json.decision_id as string;
    const decision = await db.withTenant(envId, (tx) =>
      tx.one(sql.type(z.object({ decision: z.string(), principal: z.string(), action: z.string() }))`
        select decision, principal, action from platform.policy_decisions where id = ${decisionId}`),
    );
    expect(decision).toMatchObject({ decision: 'deny', action: expect.stringContaining('createWidget') });
    expect(decision.principal).toContain('mallory');

    // Scope pre-filter: a token without the operation's scope never reaches a handler either.
    const noScope = await call(widgets(), {
      method: 'POST',
      token: await t.token({ subject: 'alice', scopes: ['test:other'], envId }),
      body: { name: 'gear', amount: '1' },
    });
    expect(noScope.status).toBe(403);

    // Another user is still allowed; nothing was written for the denied ones.
    const allowed = await call(widgets(), { method: 'POST', token: await writer('bob'), body: { name: 'gear', amount: '1' } });
    expect(allowed.status).toBe(201);
    expect(await auditCount()).toBe(before + 1);
  });

  it('validates responses against the contract in tests', async () => {
    expect((await call(`${base}/v1/widgets/w7?verbose=true`)).json).toEqual({ id: 'w7', name: 'gear', amount: '12.50' });
    brokenContract = true;
    try {
      const broken = await call(`${base}/v1/widgets/w7`);
      expect(broken.status).toBe(500);
      expect(broken.json.code).toBe('response_contract_violation');
      expect(broken.text).not.toMatch(/at .*\.ts:\d+/); // no stack trace leaks
    } finally {
      brokenContract = false;
    }
  });
});
