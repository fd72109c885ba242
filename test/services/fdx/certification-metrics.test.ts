// GET /fdx/v6/certification-metrics: counts over data-call audit records and consent
// transitions per environment, behind a bounded 30-second cache (proved with an injected clock).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceFactory } from '../../../src/platform/host.ts';
import { TtlCache } from '../../../src/services/fdx/discovery/metrics-cache.ts';
import { certificationMetricsHandlers } from '../../../src/services/fdx/discovery/metrics.ts';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent, settledIssuedAt, type DpopKey, type Grant } from '../../support/fdx.ts';
import { call } from '../../support/http.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

describe('metrics cache', () => {
  it('expires entries after the TTL, by the injected clock', () => {
    let now = 1_000;
    const cache = new TtlCache<string, number>({ maxEntries: 4, ttlMs: 30_000, now: () => now });
    cache.set('a', 1);
    now += 29_999;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its bound, pruning expired entries first and then the oldest', () => {
    let now = 0;
    const cache = new TtlCache<string, number>({ maxEntries: 3, ttlMs: 30_000, now: () => now });
    cache.set('a', 1);
    now += 20_000;
    cache.set('b', 2);
    cache.set('c', 3);
    now += 10_000; // 'a' has expired; inserting prunes it instead of evicting a live entry
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([2, 3, 4]);
    cache.set('e', 5); // full of live entries: the oldest ('b') goes
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('e')).toBe(5);
    for (let i = 0; i < 100; i += 1) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
  });

  it('computes once per fresh entry', async () => {
    let now = 0;
    let computed = 0;
    const cache = new TtlCache<string, number>({ maxEntries: 2, ttlMs: 30_000, now: () => now });
    const compute = async () => (computed += 1);
    expect(await cache.getOrCompute('x', compute)).toBe(1);
    expect(await cache.getOrCompute('x', compute)).toBe(1);
    now += 30_000;
    expect(await cache.getOrCompute('x', compute)).toBe(2);
  });
});

describe('FDX certification metrics', () => {
  let t: TestPlatform;
  let envId: string;
  let url: string;
  let key: DpopKey;
  // A frozen clock the test moves, set a few minutes ahead so rows written during the test fall
  // inside the windows whatever the real time taken.
  const clockStart = Date.now() + 300_000;
  let offsetMs = 0;

  // The fdx service with the metrics handler on the test's clock.
  const factory: ServiceFactory = async (deps) => {
    const service = await createFdxService(deps);
    return { ...service, handlers: { ...service.handlers, ...certificationMetricsHandlers({ db: deps.db, now: () => clockStart + offsetMs }) } };
  };

  beforeAll(async () => {
    t = await startTestPlatform([factory]);
    envId = await t.newEnvironment('metrics');
    url = `${t.service('fdx').url}/fdx/v6/certification-metrics`;
    key = await dpopKey();
  });
  afterAll(() => t.close());

  const metrics = (env = envId) => call(url, { headers: { 'x-platform-env-id': env } });
  const fdx = async (grant: Grant, path: string, method = 'GET', body?: unknown) =>
    fdxCall(`${t.service('fdx').url}/fdx/v6${path}`, { method, body, token: await delegatedToken(t, envId, grant, key), key, envId });
  const period = (json: { periods: Array<{ period: string }> }, name: string) => json.periods.find((p) => p.period === name) as any; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('counts data calls and consent transitions, and the counts move after the cache expires', async () => {
    const before = await metrics();
    expect(before.status).toBe(200);
    expect(before.headers.get('access-control-allow-origin')).toBeNull();
    expect(before.json).toMatchObject({ fdxVersion: 'V6.5', cacheSeconds: 30 });
    for (const name of ['LAST_24_HOURS', 'ALL_TIME']) {
      expect(period(before.json, name)).toMatchObject({ dataCalls: { total: 0, served: 0, rejected: 0 }, operations: [], consents: { granted: 0, revoked: 0 } });
    }

    const grant = await grantConsent(t, envId);
    const other = await grantConsent(t, envId);
    expect((await fdx(grant, `/consents/${grant.consentId}`)).status).toBe(200);
    expect((await fdx(grant, `/consents/${grant.consentId}/lifecycle`)).status).toBe(200);
    expect((await fdx(grant, `/consents/${other.consentId}`)).status).toBe(403); // served by the chokepoint, then refused as another consent
    const unknown = await delegatedToken(t, envId, { ...grant, consentId: randomUUID() }, key, undefined, settledIssuedAt());
    expect((await fdxCall(`${t.service('fdx').url}/fdx/v6/consents/${grant.consentId}`, { token: unknown, key, envId })).status).toBe(401);
    expect((await fdx(grant, `/consents/${grant.consentId}/revocation`, 'POST', { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' })).status).toBe(204);

    // Within 30 s the cached answer stands.
    offsetMs = 29_000;
    expect((await metrics()).json).toEqual(before.json);

    offsetMs = 31_000;
    const after = await metrics();
    for (const name of ['LAST_24_HOURS', 'ALL_TIME']) {
      const p = period(after.json, name);
      expect(p.consents).toEqual({ granted: 2, revoked: 1 });
      expect(p.dataCalls).toEqual({ total: 5, served: 3, rejected: 2 });
      expect(p.operations).toEqual([
        { operationId: 'getConsent', served: 1, rejected: 2 },
        { operationId: 'getConsentLifecycle', served: 1, rejected: 0 },
        { operationId: 'revokeConsent', served: 1, rejected: 0 },
      ]);
    }
    expect(period(after.json, 'LAST_24_HOURS').startTime).toBeDefined();
    expect(period(after.json, 'ALL_TIME').startTime).toBeUndefined();

    // A day later the 24-hour window is empty; all time still counts everything.
    offsetMs = 86_400_000 + 302_000;
    const later = await metrics();
    expect(period(later.json, 'LAST_24_HOURS')).toMatchObject({ dataCalls: { total: 0 }, consents: { granted: 0, revoked: 0 } });
    expect(period(later.json, 'ALL_TIME')).toMatchObject({ dataCalls: { total: 5 }, consents: { granted: 2, revoked: 1 } });
  });

  it('keeps environments apart and validates the tenant header', async () => {
    const other = await t.newEnvironment('metrics2');
    const grant = await grantConsent(t, other);
    expect(grant.consentId).toBeDefined();
    offsetMs += 31_000;
    expect(period((await metrics(other)).json, 'ALL_TIME').consents.granted).toBe(1);
    expect(period((await metrics()).json, 'ALL_TIME').consents.granted).toBe(2);

    const unknown = await metrics(`nowhere-${randomUUID().slice(0, 8)}`);
    expect(unknown.status).toBe(403);
    expect(unknown.json.code).toBe('706');
    const malformed = await metrics('Not An Env!');
    expect(malformed.status).toBe(400);
    const missing = await call(url);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: '400' });
  });
});
