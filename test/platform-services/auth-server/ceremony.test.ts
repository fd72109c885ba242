import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { fullCeremony, startTestAuthServer, type TestAuthServer } from '../../support/auth-server.ts';

let t: TestAuthServer;
beforeAll(async () => {
  t = await startTestAuthServer({ logLevel: 'error' });
});
afterAll(async () => {
  await t?.close();
});

describe('ceremony', () => {
  it('works', async () => {
    const env = await t.newEnvironment();
    const { tokens } = await fullCeremony(t.issuerFor(env.envId), env);
    console.log(tokens, decodeJwt(tokens.access_token));
    expect(tokens.access_token).toBeTruthy();
  });
});
