// Shutting a hosted service down: requests already in the pipeline finish (their transactions
// commit or roll back) before close() returns and the platform may end the pools, including a
// request whose client hung up; new connections are refused meanwhile; a request that outlives
// the grace period does not hold shutdown hostage.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../src/platform/db/pool.ts';
import { createProducer } from '../../src/platform/events/producer.ts';
import type { HostedService, ServiceFactory } from '../../src/platform/host.ts';
import type { OpenApiDocument } from '../../src/platform/http/operations.ts';
import { startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { call } from '../support/http.ts';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'shutdown test', version: '1' },
  paths: {
    '/v1/slow-widgets': {
      post: {
        operationId: 'createSlowWidget',
        security: [{ bearer: ['test:widgets:write'] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string', maxLength: 40 } } } } },
        },
        responses: {
          '201': { description: 'created', content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
          default: { description: 'error', content: { 'application/problem+json': { schema: { type: 'object' } } } },
        },
      },
    },
  },
};

const producer = createProducer('ledger');

/** A handler that writes its audit row, then waits in its transaction until the test lets it go. */
function slowService() {
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const factory: ServiceFactory = (): HostedService => ({
    name: 'ledger',
    apis: [{ name: 'shutdown-test', document }],
    schema: 'ledger',
    handlers: {
      createSlowWidget: async (request, context) => {
        const { name } = request.body as unknown as { name: string };
        await producer.audit(context.tx, context.envId!, { actor: context.principal!.subject, action: 'widget.slow', target: name, detail: {} }, context.correlationId);
        entered();
        await released;
        return { status: 201, body: { name } };
      },
    },
  });
  return { factory, inHandler, release };
}

const settledWithin = async (promise: Promise<unknown>, ms: number) => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
};

// Each test boots a platform of its own (closing a service cannot be undone): give it room.
describe('hosted service shutdown', { timeout: 90_000 }, () => {
  let t: TestPlatform | undefined;
  afterEach(async () => {
    await t?.platform.close();
    t = undefined;
  });

  const boot = async (factory: ServiceFactory) => {
    t = await startTestPlatform([factory]);
    const envId = await t.newEnvironment('shut');
    const token = await t.token({ subject: 'alice', scopes: ['test:widgets:write'], envId });
    const audited = async (name: string) => {
      const db = await t!.db();
      return db.withTenant(envId, (tx) =>
        tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ledger.audit_journal where action = 'widget.slow' and target = ${name}`),
      );
    };
    return { service: t.service('ledger'), token, audited };
  };

  it('finishes a request in flight before close() returns, and refuses new connections meanwhile', async () => {
    const slow = slowService();
    const { service, token, audited } = await boot(slow.factory);
    await audited('warm-up'); // the test's own pool is open before shutdown starts
    const url = `${service.url}/v1/slow-widgets`;
    const pending = call(url, { method: 'POST', token, body: { name: 'in-flight' } });
    await slow.inHandler;

    const closing = service.close();
    expect(await settledWithin(closing, 300)).toBe(false);
    await expect(fetch(url, { method: 'POST' })).rejects.toThrow();

    slow.release();
    const answered = await pending;
    expect(answered.status).toBe(201);
    await closing;
    expect(await audited('in-flight')).toBe(1);
  });

  it('ends the transaction of a request whose client hung up before close() returns', async () => {
    const slow = slowService();
    const { service, token, audited } = await boot(slow.factory);
    await audited('warm-up');
    const body = JSON.stringify({ name: 'abandoned' });
    const request = http.request(`${service.url}/v1/slow-widgets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('error', () => undefined); // the test hangs up itself
    request.end(body);
    await slow.inHandler;
    request.destroy();

    const closing = service.close();
    expect(await settledWithin(closing, 300)).toBe(false);
    slow.release();
    await closing;
    // The handler ran to its end: its transaction committed although nobody was left to answer.
    expect(await audited('abandoned')).toBe(1);
  });

  it('gives up waiting after the grace period', async () => {
    const slow = slowService();
    const { service, token } = await boot(slow.factory);
    const pending = call(`${service.url}/v1/slow-widgets`, { method: 'POST', token, body: { name: 'stuck' } }).catch((error: unknown) => error);
    await slow.inHandler;
    const started = performance.now();
    await service.close({ graceMs: 200 });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(5_000);
    slow.release();
    await pending;
  });
});
