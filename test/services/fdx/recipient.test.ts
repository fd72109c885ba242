// The recipient plane against a real provider institution (authorization server + FDX provider
// on another platform and database): discovery, registration reuse, PAR start, the public
// callback (state, iss, env isolation, denial), sealed tokens, refresh, DPoP key rotation,
// revocation, notifications, and the import boundary to the provider's code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import { createRecipientClient } from '../../../clients/sdk-recipient/src/index.ts';
import { configureRecipient, rotateRecipientDpopKey } from '../../../src/services/fdx/recipient/index.ts';
import { call } from '../../support/http.ts';
import { authorizeAtProvider, callProviderAs, openRecipientCredentials, startConsent, startTwoInstitutions, type Bank, type TwoInstitutions } from '../../support/two-institutions.ts';

describe('FDX recipient plane', () => {
  let t: TwoInstitutions;
  let bank: Bank;
  let fintech: { envId: string; providerId: string };
  let token: string;
  const customer = 'customer-1';
  const callbackPrefix = () => t.recipient.url('/fdx/consents/callback');

  beforeAll(async () => {
    t = await startTwoInstitutions({ consentDouble: true });
    bank = await t.provider.newBank({ transactions: 2 });
    fintech = await t.recipient.newFintech(bank, t.provider);
    token = await t.recipient.customerToken(fintech.envId, customer);
  });
  afterAll(() => t?.close());

  const db = () => t.recipient.service('fdx').db;
  const get = (path: string, as = token) => call(t.recipient.url(path), { token: as });
  const post = (path: string, as = token) => call(t.recipient.url(path), { method: 'POST', token: as });

  /** Start, approve the first account at the provider, land on the callback. */
  async function activeConsent(body: Record<string, unknown> = {}) {
    const started = await startConsent(t, fintech.envId, token, { provider_id: fintech.providerId, data_clusters: ['accountbasic', 'transactions'], ...body });
    expect(started.status, started.text).toBe(201);
    const { callbackUrl } = await authorizeAtProvider(started.json.authorization_url, callbackPrefix(), bank, { accounts: [bank.accountIds[0]] });
    const landed = await call(callbackUrl);
    expect(landed.status, landed.text).toBe(200);
    return { consentId: started.json.consent_id as string, callbackUrl, landed };
  }

  const consentRow = (consentId: string) =>
    db().withTenant(fintech.envId, (tx) =>
      tx.one(sql.type(z.object({ state: z.string(), code_verifier_ref: z.string().nullable(), access_token_ref: z.string().nullable(), refresh_token_ref: z.string().nullable() }))`
        select state, code_verifier_ref, access_token_ref, refresh_token_ref from fdx.recipient_consents where env_id = ${fintech.envId} and id = ${consentId}`));
  const outbox = (consentId: string) =>
    db().withTenant(fintech.envId, (tx) =>
      tx.anyFirst(sql.type(z.object({ type: z.string() }))`select type from fdx.outbox where env_id = ${fintech.envId} and payload->>'consent_id' = ${consentId} order by seq`));

  it('lists and reads the providers discovered over HTTP', async () => {
    const list = await get('/v1/recipient/providers');
    expect(list.status, list.text).toBe(200);
    expect(list.json.items).toHaveLength(1);
    expect(list.json.items[0]).toMatchObject({
      id: fintech.providerId,
      issuer: bank.issuer,
      provider_env_id: bank.envId,
      fdx_versions: ['V6.5'],
      authorization: { require_pushed_authorization_requests: true, code_challenge_methods_supported: ['S256'], authorization_response_iss_parameter_supported: true },
    });
    expect((await get(`/v1/recipient/providers/${fintech.providerId}`)).json.id).toBe(fintech.providerId);
    expect((await get('/v1/recipient/providers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // The same through @vert/sdk-recipient.
    const sdk = createRecipientClient(t.recipient.url(''), { token });
    const viaSdk = await sdk.GET('/v1/recipient/providers/{providerId}', { params: { path: { providerId: fintech.providerId } } });
    expect(viaSdk.data?.issuer).toBe(bank.issuer);
  });

  it('validates a start: only the three clusters, TIME_BOUND needs a period, the provider must exist', async () => {
    const statements = await startConsent(t, fintech.envId, token, { provider_id: fintech.providerId, data_clusters: ['statements'] });
    expect(statements.status).toBe(400);
    const noPeriod = await startConsent(t, fintech.envId, token, { provider_id: fintech.providerId, duration_type: 'TIME_BOUND' });
    expect(noPeriod.status).toBe(400);
    const unknown = await startConsent(t, fintech.envId, token, { provider_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
  });

  it('starts with PAR, registers once per provider and keeps the PKCE verifier sealed', async () => {
    const first = await startConsent(t, fintech.envId, token, { provider_id: fintech.providerId, customer_ref: 'conn-1' });
    const second = await startConsent(t, fintech.envId, token, { provider_id: fintech.providerId });
    expect(first.status, first.text).toBe(201);
    expect(second.status).toBe(201);
    const clientOf = (url: string) => new URL(url).searchParams.get('client_id');
    expect(clientOf(first.json.authorization_url)).toBe(clientOf(second.json.authorization_url));
    expect(first.json).toMatchObject({ status: 'PENDING', expires_in: expect.any(Number) });
    const row = await consentRow(first.json.consent_id);
    expect(row.code_verifier_ref).toMatch(/^secret:\/\//);
    const recipients = await db().withTenant(fintech.envId, (tx) => tx.anyFirst(sql.type(z.object({ client_id: z.string() }))`select client_id from fdx.recipients where env_id = ${fintech.envId}`));
    expect(recipients).toEqual([clientOf(first.json.authorization_url)]);
    expect(await outbox(first.json.consent_id)).toEqual(['vert:fdx:recipientconsent:started']);
    const detail = await get(`/v1/recipient/consents/${first.json.consent_id}`);
    expect(detail.json).toMatchObject({ status: 'PENDING', customer_ref: 'conn-1', duration_type: 'TIME_BOUND', duration_period: 90, has_refresh_token: false });
    // Another customer of the same fintech does not see it.
    const other = await t.recipient.customerToken(fintech.envId, 'customer-2');
    expect((await get(`/v1/recipient/consents/${first.json.consent_id}`, other)).status).toBe(404);
  });

  it('activates on the callback with sealed tokens, the provider consent id and the selected account', async () => {
    const { consentId, callbackUrl } = await activeConsent();
    const consent = await get(`/v1/recipient/consents/${consentId}`);
    expect(consent.json, consent.text).toMatchObject({ status: 'ACTIVE', account_ids: [bank.accountIds[0]], has_refresh_token: true });
    expect(consent.json).not.toHaveProperty('code_verifier_ref');
    expect(consent.json.granted_scopes).toEqual(expect.arrayContaining(['fdx:accountbasic', 'fdx:transactions']));
    const row = await consentRow(consentId);
    expect(row.code_verifier_ref).toBeNull();
    expect(row.access_token_ref).toMatch(/^secret:\/\//);
    expect(row.refresh_token_ref).toMatch(/^secret:\/\//);
    // A second visit of the same redirect neither re-exchanges nor changes anything.
    const again = await call(callbackUrl);
    expect(again.json).toEqual({ consent_id: consentId, status: 'ACTIVE' });
    const notes = await get(`/v1/recipient/notifications?consentId=${consentId}`);
    expect(notes.json.items.map((n: { type: string }) => n.type)).toEqual(['consent.activated']);
  });

  it('keeps the callback inside the environment named by the redirect URI', async () => {
    const started = await startConsent(t, fintech.envId, token, { provider_id: fintech.providerId });
    const { state } = await consentRow(started.json.consent_id);
    const elsewhere = await t.recipient.newEnvironment('fintech');
    const crossed = await call(t.recipient.url(`/fdx/consents/callback?env=${elsewhere}&state=${state}&code=x&iss=${encodeURIComponent(bank.issuer)}`));
    expect(crossed.status).toBe(400);
    expect(crossed.json).toMatchObject({ code: 'unknown_state' });
    // A forged issuer fails the RFC 9207 check and the row, not another, becomes FAILED.
    const forged = await call(t.recipient.url(`/fdx/consents/callback?env=${fintech.envId}&state=${state}&code=x&iss=${encodeURIComponent('https://attacker.example')}`));
    expect(forged.status).toBe(200);
    expect(forged.json).toMatchObject({ consent_id: started.json.consent_id, status: 'FAILED' });
  });

  it('marks a denial DENIED and sends the browser to the configured application page', async () => {
    await configureRecipient(db(), fintech.envId, { appReturnUrl: 'https://app.fintech.example/connections' });
    try {
      const started = await startConsent(t, fintech.envId, token, { provider_id: fintech.providerId });
      const { callbackUrl } = await authorizeAtProvider(started.json.authorization_url, callbackPrefix(), bank, { deny: true });
      const landed = await call(callbackUrl);
      expect(landed.status).toBe(303);
      const location = new URL(landed.headers.get('location')!);
      expect(location.origin + location.pathname).toBe('https://app.fintech.example/connections');
      expect(Object.fromEntries(location.searchParams)).toEqual({ consent_id: started.json.consent_id, status: 'DENIED', error: 'access_denied' });
      expect((await get(`/v1/recipient/consents/${started.json.consent_id}`)).json).toMatchObject({ status: 'DENIED', error: 'access_denied' });
    } finally {
      await configureRecipient(db(), fintech.envId, { appReturnUrl: null });
    }
  });

  it('refreshes with new token references and an event', async () => {
    const { consentId } = await activeConsent();
    const before = await consentRow(consentId);
    const refreshed = await post(`/v1/recipient/consents/${consentId}/refresh`);
    expect(refreshed.status, refreshed.text).toBe(200);
    expect(refreshed.json).toMatchObject({ status: 'ACTIVE', refreshed_at: expect.any(String) });
    const after = await consentRow(consentId);
    expect(after.access_token_ref).not.toBe(before.access_token_ref);
    expect(await outbox(consentId)).toEqual(['vert:fdx:recipientconsent:started', 'vert:fdx:recipientconsent:refreshed']);
  });

  it('rotates the DPoP key: the reference changes, old tokens stop working, a refresh binds new ones', async () => {
    const { consentId } = await activeConsent();
    const consentUrl = async () => `${t.provider.service('fdx').url}/fdx/v6/consents/${(await get(`/v1/recipient/consents/${consentId}`)).json.provider_consent_id}`;
    const held = await openRecipientCredentials(t, fintech.envId, consentId);
    expect((await callProviderAs(held, await consentUrl(), bank.envId)).status).toBe(200);
    const rotated = await rotateRecipientDpopKey(db(), t.recipient.platform.secrets, fintech.envId, fintech.providerId);
    const withNewKey = await openRecipientCredentials(t, fintech.envId, consentId);
    expect(withNewKey.dpopJwk).not.toEqual(held.dpopJwk);
    expect(rotated.dpopKeyRef).toMatch(/^secret:\/\//);
    // The access token is still bound to the old key: the new key cannot use it.
    expect((await callProviderAs(withNewKey, await consentUrl(), bank.envId)).status).toBe(401);
    expect((await post(`/v1/recipient/consents/${consentId}/refresh`)).status).toBe(200);
    const refreshed = await openRecipientCredentials(t, fintech.envId, consentId);
    expect((await callProviderAs(refreshed, await consentUrl(), bank.envId)).status).toBe(200);
  });

  it('revokes at the provider and its server, idempotently, and then holds no tokens', async () => {
    const { consentId } = await activeConsent();
    const held = await openRecipientCredentials(t, fintech.envId, consentId);
    const providerConsentId = (await get(`/v1/recipient/consents/${consentId}`)).json.provider_consent_id;
    const revoked = await post(`/v1/recipient/consents/${consentId}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json).toMatchObject({ status: 'REVOKED', has_refresh_token: false, error: 'recipient_revoked' });
    expect((await post(`/v1/recipient/consents/${consentId}/revoke`)).json.status).toBe('REVOKED');
    expect((await post(`/v1/recipient/consents/${consentId}/refresh`)).status).toBe(409);
    expect(await outbox(consentId)).toEqual(['vert:fdx:recipientconsent:started', 'vert:fdx:recipientconsent:revoked']);
    const row = await consentRow(consentId);
    expect([row.access_token_ref, row.refresh_token_ref]).toEqual([null, null]);
    // The provider's grant ledger says REVOKED (the consent route stays readable to confirm it).
    const providerView = await callProviderAs(held, `${t.provider.service('fdx').url}/fdx/v6/consents/${providerConsentId}`, bank.envId);
    expect(providerView.json).toMatchObject({ id: providerConsentId, status: 'REVOKED' });
    const notes = await get(`/v1/recipient/notifications?consentId=${consentId}`);
    expect(notes.json.items.map((n: { type: string }) => n.type)).toEqual(['consent.revoked', 'consent.activated']);
  });

  it('lists only the caller’s consents, paginated', async () => {
    const other = await t.recipient.customerToken(fintech.envId, 'customer-3');
    expect((await get('/v1/recipient/consents', other)).json.items).toEqual([]);
    const first = await get('/v1/recipient/consents?limit=2');
    expect(first.json.items).toHaveLength(2);
    const next = await get(`/v1/recipient/consents?limit=2&cursor=${first.json.next_cursor}`);
    expect(next.json.items.length).toBeGreaterThan(0);
    expect(next.json.items[0].id).not.toBe(first.json.items[0].id);
    const revokedOnly = await get('/v1/recipient/consents?status=REVOKED');
    expect(revokedOnly.json.items.every((c: { status: string }) => c.status === 'REVOKED')).toBe(true);
  });

  it('imports nothing of the provider plane or the authorization server', () => {
    const root = resolve(import.meta.dirname, '../../../src/services/fdx/recipient');
    const forbidden = [resolve(root, '../consents'), resolve(root, '../accounts'), resolve(root, '../customers'), resolve(root, '../hosted-consent'), resolve(root, '../discovery'), resolve(root, '../../../platform-services')];
    const allowedOutside = [resolve(root, '../events.ts'), resolve(root, '../../../platform'), resolve(root, '../../../../generated')];
    for (const file of readdirSync(root).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
        const target = resolve(dirname(join(root, file)), match[1]!);
        expect(forbidden.some((f) => target.startsWith(f)), `${file} imports ${match[1]}`).toBe(false);
        if (!target.startsWith(root)) expect(allowedOutside.some((a) => target.startsWith(a)), `${file} imports ${match[1]}`).toBe(true);
      }
    }
  });
});
