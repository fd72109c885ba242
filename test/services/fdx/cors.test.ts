// Seed 000 Authentication 6: permissive cross-origin access on provider routes is rejected. No
// fdx route answers a preflight or a cross-origin request with a wildcard or a reflected origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent } from '../../support/fdx.ts';
import { call, type CallResult } from '../../support/http.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

const ORIGIN = 'https://evil.example';

function expectNoCrossOriginGrant(response: CallResult, what: string) {
  const allowOrigin = response.headers.get('access-control-allow-origin');
  expect(allowOrigin, `${what} allows origin ${allowOrigin}`).toBeNull();
  expect(response.headers.get('access-control-allow-credentials'), what).toBeNull();
  expect(response.headers.get('access-control-allow-headers'), what).toBeNull();
}

describe('FDX cross-origin access', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService]);
    envId = await t.newEnvironment('cors');
    base = t.service('fdx').url;
  });
  afterAll(() => t.close());

  const paths = ['/fdx/v6/capability', '/fdx/v6/certification-metrics', '/fdx/v6/consents/5b0c7e2a-3f1d-4c8e-9a6b-2d4e6f8a0c1e', '/v1/auth/consent/accounts', '/v1/admin/ui/overview', '/v1/health'];

  it('answers preflights without granting any origin', async () => {
    for (const path of paths) {
      const preflight = await call(`${base}${path}`, {
        method: 'OPTIONS',
        headers: { origin: ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, dpop, x-platform-env-id' },
      });
      expect(preflight.status, path).not.toBe(204);
      expect(preflight.status, path).toBeGreaterThanOrEqual(400);
      expectNoCrossOriginGrant(preflight, `OPTIONS ${path}`);
    }
  });

  it('serves cross-origin requests without CORS headers, credentialed or not', async () => {
    const capability = await call(`${base}/fdx/v6/capability`, { headers: { origin: ORIGIN } });
    expect(capability.status).toBe(200);
    expectNoCrossOriginGrant(capability, 'GET /fdx/v6/capability');
    const metrics = await call(`${base}/fdx/v6/certification-metrics`, { headers: { origin: 'null', 'x-platform-env-id': envId } });
    expect(metrics.status).toBe(200);
    expectNoCrossOriginGrant(metrics, 'GET /fdx/v6/certification-metrics');

    const key = await dpopKey();
    const grant = await grantConsent(t, envId);
    const consent = await fdxCall(`${base}/fdx/v6/consents/${grant.consentId}`, { token: await delegatedToken(t, envId, grant, key), key, envId, headers: { origin: ORIGIN } });
    expect(consent.status).toBe(200);
    expectNoCrossOriginGrant(consent, 'GET /fdx/v6/consents/{id}');
    const admin = await call(`${base}/v1/admin/ui/overview`, { token: await t.token({ subject: 'staff', scopes: ['vert:fdx:admin'], envId, service: 'fdx' }), headers: { origin: ORIGIN } });
    expect(admin.status).toBe(200);
    expectNoCrossOriginGrant(admin, 'GET /v1/admin/ui/overview');
  });
});
