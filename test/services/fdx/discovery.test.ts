import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FDX_OPERATIONS } from '../../../src/services/fdx/discovery/catalogue.ts';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { loadDocument, operationsOf } from '../../../src/platform/http/operations.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';
import { call } from '../../support/http.ts';

describe('FDX discovery', () => {
  let t: TestPlatform;
  let base: string;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService]);
    base = `${t.service('fdx').url}/fdx/v6`;
  });
  afterAll(() => t.close());

  it('keeps the catalogue and the provider contract in step', () => {
    const served = operationsOf('fdx-v6', loadDocument('fdx-v6'));
    for (const operation of served) {
      const entry = FDX_OPERATIONS.find((o) => o.operationId === operation.operationId);
      expect(entry, `${operation.operationId} is not an FDX operation of the catalogue`).toBeDefined();
      expect(`/fdx/v6${entry!.path}`).toBe(operation.path);
      expect(entry!.method).toBe(operation.method);
    }
  });

  it('describes this deployment in /capability without a credential', async () => {
    const response = await call(`${base}/capability`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-fapi-interaction-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = response.json;
    expect(body.fdxVersions).toEqual(['V6.5']);
    expect(body.authorization).toMatchObject({ issuer: t.platform.issuerUrl, parRequired: true, dpopRequired: true, pkceCodeChallengeMethods: ['S256'] });
    expect(body.jwksUrl.href).toBe(`${t.platform.issuerUrl}/.well-known/jwks.json`);
    // Only operations this deployment serves are listed, and no data cluster is claimed before a data route exists.
    const ids = body.operations.map((o: { id: string }) => o.id).sort();
    const served = operationsOf('fdx-v6', loadDocument('fdx-v6')).map((o) => o.operationId).sort();
    expect(ids).toEqual(served);
    const clusters = new Set(FDX_OPERATIONS.filter((o) => served.includes(o.operationId)).flatMap((o) => o.clusters));
    expect(body.dataClusters).toEqual([...clusters].sort());
  });

  it('echoes a valid x-fapi-interaction-id', async () => {
    const id = '8a2f0b7e-6c1d-4e5f-9a0b-1c2d3e4f5a6b';
    const response = await call(`${base}/capability`, { headers: { 'x-fapi-interaction-id': id } });
    expect(response.headers.get('x-fapi-interaction-id')).toBe(id);
  });

  it('narrows by operationId and refuses other FDX versions with FDX 1106', async () => {
    const narrowed = await call(`${base}/capability?operationId=getAvailability`);
    expect(narrowed.json.operations.map((o: { id: string }) => o.id)).toEqual(['getAvailability']);

    const other = await call(`${base}/capability?fdxVersion=V5.0`);
    expect(other.status).toBe(501);
    expect(other.json).toMatchObject({ code: '1106' });
  });

  it('answers errors on the provider surface in the FDX error shape', async () => {
    const response = await call(`${base}/capability?verbose=1`);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: '400', message: expect.any(String), debugMessage: expect.stringContaining('verbose') });
    // The retired client-registration family (seed 000) is never served.
    const notFound = await call(`${base}/register`);
    expect(notFound.status).toBe(404);
    expect(notFound.json).toMatchObject({ code: '1107' });
  });

  it('lists every FDX operation with whether it is supported', async () => {
    const response = await call(`${base}/operation-support`);
    expect(response.status).toBe(200);
    expect(response.json.operations).toHaveLength(FDX_OPERATIONS.length);
    const supported = response.json.operations.filter((o: { supported: boolean }) => o.supported).map((o: { operationId: string }) => o.operationId);
    expect(supported.sort()).toEqual(operationsOf('fdx-v6', loadDocument('fdx-v6')).map((o) => o.operationId).sort());
    // An operation of the catalogue not (yet) in the contract is listed as unsupported with its scopes.
    const unserved = FDX_OPERATIONS.find((o) => !supported.includes(o.operationId));
    if (unserved) {
      const entry = response.json.operations.find((o: { operationId: string }) => o.operationId === unserved.operationId);
      expect(entry).toEqual({ operationId: unserved.operationId, method: unserved.method, path: `/fdx/v6${unserved.path}`, supported: false, scopes: unserved.scopes });
    }
  });

  it('reports availability from live subsystem checks', async () => {
    const response = await call(`${base}/availability`);
    expect(response.status).toBe(200);
    const subsystems = Object.fromEntries(response.json.subsystems.map((s: { name: string; status: string }) => [s.name, s.status]));
    expect(subsystems).toEqual({ database: 'ALIVE', event_bus: 'ALIVE' });
    expect(Date.now() - Date.parse(response.json.checkedAt)).toBeLessThan(60_000);
    expect(response.json.availability.every((a: { status: string }) => a.status === 'ALIVE')).toBe(true);
  });

  it('turns DOWN when the database is unreachable', async () => {
    const db = t.service('fdx').db;
    const ping = db.ping;
    db.ping = async () => {
      throw new Error('database unreachable');
    };
    try {
      const availability = await call(`${base}/availability`);
      const database = availability.json.subsystems.find((s: { name: string }) => s.name === 'database');
      expect(database).toMatchObject({ status: 'DOWN', latencyMs: null });
      const health = await call(`${t.service('fdx').url}/v1/health`);
      expect(health.status).toBe(503);
      expect(health.json).toMatchObject({ status: 'degraded', checks: { database: { status: 'down', latency_ms: null } } });
    } finally {
      db.ping = ping;
    }
  });
});
