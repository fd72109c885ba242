// FDX notifications: subscriptions belong to the recipient client and keep only a sealed secret
// reference; consent events fan out to the queue; the worker posts Standard Webhooks-signed
// bodies to real local receivers, records failures without blocking later deliveries, and
// retries on a bounded schedule only.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql } from '../../../src/platform/db/pool.ts';
import type { EventEnvelope } from '../../../src/platform/events/envelope.ts';
import { fanOut } from '../../../src/services/fdx/notifications/fanout.ts';
import { RETRY_SCHEDULE_SECONDS } from '../../../src/services/fdx/notifications/worker.ts';
import { createFdxService } from '../../../src/services/fdx/service.ts';
import { delegatedToken, dpopKey, fdxCall, grantConsent, type DpopKey, type Grant } from '../../support/fdx.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver: /ok answers 204, /fail 500, /redirect 302 to /ok, /hang never answers. */
async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url?.startsWith('/ok')) res.writeHead(204).end();
      else if (req.url?.startsWith('/redirect')) res.writeHead(302, { location: '/ok' }).end();
      else if (req.url?.startsWith('/hang')) return;
      else res.writeHead(500).end('boom');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Standard Webhooks verification, as a recipient would write it. */
function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest('base64');
  return String(headers['webhook-signature']).split(' ').some((s) => s === `v1,${expected}`);
}

const queueRow = z.object({
  id: z.string(),
  subscription_id: z.string(),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  leased_until: z.string().nullable(),
});

describe('FDX notifications', () => {
  let t: TestPlatform;
  let envId: string;
  let base: string;
  let key: DpopKey;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    t = await startTestPlatform([createFdxService]);
    envId = await t.newEnvironment('fdxn');
    base = `${t.service('fdx').url}/fdx/v6`;
    key = await dpopKey();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const db = () => t.service('fdx').db;
  const send = async (grant: Grant, method: string, path: string, body?: unknown) =>
    fdxCall(`${base}${path}`, { method, ...(body !== undefined ? { body } : {}), token: await delegatedToken(t, envId, grant, key), key, envId });
  const subscribe = (grant: Grant, callbackUrl: string, type = 'CONSENT_UPDATED') =>
    send(grant, 'POST', '/notification-subscriptions', { type, category: 'CONSENT', callbackUrl });
  const queue = (subscriptionIds: string[]) =>
    db().withTenant(envId, (tx) =>
      tx.any(sql.type(queueRow)`
        select id, subscription_id, status, attempts, last_error, next_attempt_at, leased_until from fdx.notifications
        where env_id = ${envId} and subscription_id = any(${sql.array(subscriptionIds, 'uuid')}) order by created_at, id`));
  const countRows = (table: 'notification_subscriptions' | 'notifications') =>
    db().withTenant(envId, (tx) => tx.oneFirst(sql.type(z.object({ n: z.number() }))`
      select count(*)::int as n from ${sql.identifier(['fdx', table])} where env_id = ${envId}`));
  const suspend = (grant: Grant) =>
    send(grant, 'POST', `/consents/${grant.consentId}/lifecycle`, { status: 'SUSPENDED', reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' });
  const client = () => `client-${randomUUID().slice(0, 8)}`;

  it('creates, lists and gets subscriptions of the calling client only', async () => {
    const clientId = client();
    const mine = await grantConsent(t, envId, { clientId });
    const sameClient = await grantConsent(t, envId, { clientId });
    const otherClient = await grantConsent(t, envId, { clientId: client() });
    const first = await subscribe(mine, 'https://fintech.example/hooks/1', 'CONSENT_REVOKED');
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      type: 'CONSENT_REVOKED',
      category: 'CONSENT',
      callbackUrl: 'https://fintech.example/hooks/1',
      subscriber: { type: 'DATA_RECIPIENT', registeredEntityId: clientId },
      effectiveDate: new Date().toISOString().slice(0, 10),
    });
    expect(first.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const second = await subscribe(sameClient, 'https://fintech.example/hooks/2');
    expect(second.status).toBe(201);

    const got = await send(sameClient, 'GET', `/notification-subscriptions/${first.json.subscriptionId}`);
    expect(got.status).toBe(200);
    expect(got.json.subscriptionId).toBe(first.json.subscriptionId);
    expect(got.json.secret).toBeUndefined();
    const foreign = await send(otherClient, 'GET', `/notification-subscriptions/${first.json.subscriptionId}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('1107');
    expect((await send(otherClient, 'GET', '/notification-subscriptions')).json.subscriptions).toEqual([]);

    const page1 = await send(mine, 'GET', '/notification-subscriptions?limit=1');
    expect(page1.json.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([first.json.subscriptionId]);
    expect(page1.json.subscriptions[0].secret).toBeUndefined();
    const page2 = await send(mine, 'GET', `/notification-subscriptions?limit=1&pageKey=${page1.json.page.nextPageKey}`);
    expect(page2.json.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([second.json.subscriptionId]);
    expect(page2.json.page.nextPageKey).toBeUndefined();

    const events = await db().withTenant(envId, (tx) => tx.any(sql.type(z.object({ payload: z.record(z.unknown()) }))`
      select payload from fdx.outbox where env_id = ${envId} and type = 'vert:fdx:notificationsubscription:created'
        and payload->>'subscription_id' = ${first.json.subscriptionId}`));
    expect(events.map((e) => e.payload)).toEqual([{ subscription_id: first.json.subscriptionId }]);
  });

  it('stores only a sealed reference to the signing secret', async () => {
    const grant = await grantConsent(t, envId, { clientId: client() });
    const created = await subscribe(grant, 'https://fintech.example/hooks/sealed');
    const secret: string = created.json.secret;
    const keyBase64 = secret.slice('whsec_'.length);
    const row = await db().withTenant(envId, (tx) => tx.one(sql.type(z.object({ secret_ref: z.string(), whole: z.string() }))`
      select secret_ref, to_jsonb(s)::text as whole from fdx.notification_subscriptions s
      where env_id = ${envId} and id = ${created.json.subscriptionId}`));
    expect(row.secret_ref).toMatch(/^secret:\/\/[0-9a-f-]{36}$/);
    expect(row.whole).not.toContain(keyBase64);
    expect(row.whole).not.toContain(Buffer.from(keyBase64, 'base64').toString('hex'));
    const sealed = await db().withTenant(envId, (tx) => tx.one(sql.type(z.object({ purpose: z.string(), ciphertext: z.instanceof(Buffer) }))`
      select purpose, ciphertext from platform.secrets where env_id = ${envId} and id = ${row.secret_ref.slice('secret://'.length)}`));
    expect(sealed.purpose).toBe('webhook_hmac');
    expect(sealed.ciphertext.includes(Buffer.from(keyBase64, 'base64'))).toBe(false);
    const opened = await db().withTenant(envId, (tx) => t.platform.secrets.resolve(tx, envId, row.secret_ref, 'webhook_hmac'));
    expect(opened.toString('base64')).toBe(keyBase64);
  });

  it('delivers a notification the receiver verifies with the secret from the create response', async () => {
    const clientId = client();
    const revoked = await grantConsent(t, envId, { clientId });
    const other = await grantConsent(t, envId, { clientId });
    const created = await subscribe(other, `${receiver.url}/ok/verified`, 'CONSENT_REVOKED');
    expect(created.status).toBe(201);
    expect((await send(revoked, 'POST', `/consents/${revoked.consentId}/revocation`, { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' })).status).toBe(204);

    const delivery = await eventually(async () => receiver.received.find((r) => r.path === '/ok/verified'), 'the delivery');
    expect(verify(created.json.secret, delivery.headers, delivery.body)).toBe(true);
    expect(verify(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, delivery.headers, delivery.body)).toBe(false);
    expect(delivery.headers['content-type']).toBe('application/json');
    const notification = JSON.parse(delivery.body);
    expect(notification).toMatchObject({
      notificationId: delivery.headers['webhook-id'],
      subscriptionId: created.json.subscriptionId,
      type: 'CONSENT_REVOKED',
      category: 'CONSENT',
      severity: 'WARNING',
      priority: 'HIGH',
      publisher: { type: 'DATA_PROVIDER' },
      subscriber: { registeredEntityId: clientId },
      notificationPayload: { id: revoked.consentId, idType: 'CONSENT', customFields: expect.arrayContaining([{ name: 'INITIATOR', value: 'INDIVIDUAL' }]) },
      url: { href: `/fdx/v6/consents/${revoked.consentId}` },
    });
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);

    const listed = await eventually(async () => {
      const list = await send(other, 'GET', '/notifications');
      const found = list.json.notifications.find((n: { notificationId: string }) => n.notificationId === notification.notificationId);
      return found?.deliveryStatus === 'DELIVERED' ? found : undefined;
    }, 'the DELIVERED status');
    expect(listed).toMatchObject({ deliveryAttempts: 1, type: 'CONSENT_REVOKED' });
    expect(listed.nextAttemptTime).toBeUndefined();
    // Another client sees none of it.
    const stranger = await grantConsent(t, envId, { clientId: client() });
    expect((await send(stranger, 'GET', '/notifications')).json.notifications).toEqual([]);
  });

  it('records failing callbacks as failed while later notifications to a healthy subscriber go out', async () => {
    const clientId = client();
    const grant = await grantConsent(t, envId, { clientId });
    const caller = await grantConsent(t, envId, { clientId });
    const failing = await subscribe(caller, `${receiver.url}/fail/${clientId}`);
    const unreachable = await subscribe(caller, `http://127.0.0.1:${await closedPort()}/hook`);
    const redirecting = await subscribe(caller, `${receiver.url}/redirect/${clientId}`);
    const healthy = await subscribe(caller, `${receiver.url}/ok/${clientId}`);
    const ids = [failing, unreachable, redirecting, healthy].map((r) => r.json.subscriptionId as string);

    expect((await suspend(grant)).status).toBe(200);
    const settled = await eventually(async () => {
      const rows = await queue(ids);
      return rows.length === 4 && rows.every((r) => r.status !== 'pending') ? rows : undefined;
    }, 'four settled notifications');
    const bySubscription = new Map(settled.map((r) => [r.subscription_id, r]));
    expect(bySubscription.get(ids[0]!)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'HTTP 500' });
    expect(bySubscription.get(ids[1]!)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') });
    expect(bySubscription.get(ids[2]!)).toMatchObject({ status: 'failed', last_error: 'redirect not followed (HTTP 302)' });
    expect(bySubscription.get(ids[3]!)).toMatchObject({ status: 'delivered', attempts: 1, last_error: null, next_attempt_at: null });
    // A failure is retried later on the schedule, never straight away.
    for (const id of ids.slice(0, 3)) {
      const next = bySubscription.get(id)!.next_attempt_at;
      expect(new Date(next!).getTime()).toBeGreaterThan(Date.now() + (RETRY_SCHEDULE_SECONDS[0]! - 10) * 1000);
    }
    // The redirect target was not followed.
    expect(receiver.received.filter((r) => r.path === '/ok' || r.path === `/redirect/${clientId}`).length).toBe(1);

    // The next event: the healthy subscriber gets it; the failed rows were not retried meanwhile.
    await send(grant, 'POST', `/consents/${grant.consentId}/lifecycle`, { status: 'ACTIVE', reason: 'USER_ACTION', initiator: 'DATA_RECIPIENT' });
    await eventually(async () => ((await queue([ids[3]!])).filter((r) => r.status === 'delivered').length === 2 ? true : undefined), 'the second delivery');
    expect(receiver.received.filter((r) => r.path === `/ok/${clientId}`).length).toBe(2);
    const failedAfter = (await queue(ids.slice(0, 3))).filter((r) => r.attempts > 1);
    expect(failedAfter).toEqual([]);
    const listed = await send(caller, 'GET', '/notifications?limit=100');
    const failedListed = listed.json.notifications.filter((n: { subscriptionId: string }) => n.subscriptionId === ids[0]);
    expect(failedListed[0]).toMatchObject({ deliveryStatus: 'FAILED', deliveryAttempts: 1, nextAttemptTime: expect.any(String) });
  });

  it('retries a failed notification when due, at most as often as the schedule allows, then gives up', async () => {
    const clientId = client();
    const grant = await grantConsent(t, envId, { clientId });
    const caller = await grantConsent(t, envId, { clientId });
    const failing = await subscribe(caller, `${receiver.url}/fail/retry-${clientId}`);
    await suspend(grant);
    const [first] = await eventually(async () => {
      const rows = await queue([failing.json.subscriptionId]);
      return rows[0]?.status === 'failed' ? rows : undefined;
    }, 'the first failure');
    // Make the retry due now: the worker tries again and schedules the next one.
    await db().withTenant(envId, (tx) => tx.query(sql.unsafe`
      update fdx.notifications set next_attempt_at = clock_timestamp() where env_id = ${envId} and id = ${first!.id}`));
    const second = await eventually(async () => {
      const [row] = await queue([failing.json.subscriptionId]);
      return row && row.attempts === 2 && row.leased_until === null ? row : undefined;
    }, 'the second attempt');
    expect(new Date(second.next_attempt_at!).getTime()).toBeGreaterThan(Date.now() + (RETRY_SCHEDULE_SECONDS[1]! - 10) * 1000);
    // The last attempt of the schedule fails for good: nothing more is scheduled.
    await db().withTenant(envId, (tx) => tx.query(sql.unsafe`
      update fdx.notifications set attempts = ${RETRY_SCHEDULE_SECONDS.length}, next_attempt_at = clock_timestamp()
      where env_id = ${envId} and id = ${first!.id}`));
    const last = await eventually(async () => {
      const [row] = await queue([failing.json.subscriptionId]);
      return row && row.attempts === RETRY_SCHEDULE_SECONDS.length + 1 && row.leased_until === null ? row : undefined;
    }, 'the last attempt');
    expect(last).toMatchObject({ status: 'failed', next_attempt_at: null, last_error: 'HTTP 500' });
  });

  it('a hanging callback does not hold up the healthy subscriber of the same event', async () => {
    const clientId = client();
    const grant = await grantConsent(t, envId, { clientId });
    const caller = await grantConsent(t, envId, { clientId });
    const hanging = await subscribe(caller, `${receiver.url}/hang/${clientId}`);
    await subscribe(caller, `${receiver.url}/ok/hang-${clientId}`);
    await suspend(grant);
    await eventually(async () => receiver.received.find((r) => r.path === `/ok/hang-${clientId}`), 'the healthy delivery');
    const [row] = await eventually(async () => {
      const rows = await queue([hanging.json.subscriptionId]);
      return rows[0]?.status === 'failed' ? rows : undefined;
    }, 'the timeout');
    expect(row!.last_error).toMatch(/^timed out after \d+ ms$/);
  });

  it('fans out one notification per event and subscription, however often the event arrives', async () => {
    const clientId = client();
    const grant = await grantConsent(t, envId, { clientId });
    const created = await subscribe(grant, `${receiver.url}/ok/fanout-${clientId}`);
    const event: EventEnvelope = {
      id: randomUUID(), type: 'vert:fdx:consent:updated', source: 'test', env_id: envId, time: new Date().toISOString(), correlation_id: null,
      data: { consent_id: grant.consentId, client_id: clientId, status: 'SUSPENDED' },
    };
    expect(await db().withTenant(envId, (tx) => fanOut(tx, event))).toBe(1);
    expect(await db().withTenant(envId, (tx) => fanOut(tx, event))).toBe(0);
    // Another client's event, and an event type nobody subscribes to, queue nothing for it.
    expect(await db().withTenant(envId, (tx) => fanOut(tx, { ...event, id: randomUUID(), data: { ...event.data, client_id: client() } }))).toBe(0);
    expect(await db().withTenant(envId, (tx) => fanOut(tx, { ...event, id: randomUUID(), type: 'vert:fdx:recipientconsent:started', data: {} }))).toBe(0);
    expect((await queue([created.json.subscriptionId])).length).toBe(1);
    // Signed by whoever holds the master key that sealed the subscription's secret.
    const keyIds = await db().withTenant(envId, (tx) => tx.anyFirst(sql.type(z.object({ signing_key_id: z.string() }))`
      select signing_key_id from fdx.notifications where env_id = ${envId} and subscription_id = ${created.json.subscriptionId}`));
    expect(keyIds).toEqual([t.platform.secrets.keyId]);
  });

  it('notifies clients holding the account of a payment-network revocation', async () => {
    const accountId = randomUUID();
    const holder = client();
    const grant = await grantConsent(t, envId, { clientId: holder, accountIds: [accountId], clusters: ['ACCOUNT_BASIC', 'ACCOUNT_PAYMENTS'] });
    const bystander = await grantConsent(t, envId, { clientId: client() });
    const mine = await subscribe(grant, `${receiver.url}/ok/network-${holder}`);
    const theirs = await subscribe(bystander, `${receiver.url}/ok/network-bystander`);
    const event: EventEnvelope = {
      id: randomUUID(), type: 'vert:fdx:paymentnetwork:revoked', source: 'test', env_id: envId, time: new Date().toISOString(), correlation_id: null,
      data: { account_id: accountId, network_id: 'US_ACH-1' },
    };
    expect(await db().withTenant(envId, (tx) => fanOut(tx, event))).toBe(1);
    const delivery = await eventually(async () => receiver.received.find((r) => r.path === `/ok/network-${holder}`), 'the delivery');
    expect(verify(mine.json.secret, delivery.headers, delivery.body)).toBe(true);
    expect(JSON.parse(delivery.body).notificationPayload).toMatchObject({ id: accountId, idType: 'ACCOUNT' });
    expect(await queue([theirs.json.subscriptionId])).toEqual([]);
  });

  it('refuses subscriptions under a revoked consent', async () => {
    const grant = await grantConsent(t, envId, { clientId: client() });
    await send(grant, 'POST', `/consents/${grant.consentId}/revocation`, { reason: 'USER_ACTION', initiator: 'INDIVIDUAL' });
    const before = await countRows('notification_subscriptions');
    const refused = await subscribe(grant, 'https://fintech.example/hooks/revoked');
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe('602');
    expect(await countRows('notification_subscriptions')).toBe(before);
  });

  it('rejects bad input with the FDX error shape and changes nothing', async () => {
    const grant = await grantConsent(t, envId, { clientId: client() });
    const before = { subscriptions: await countRows('notification_subscriptions') };
    const bad: Array<[unknown, string]> = [
      [{ type: 'CONSENT_UPDATED', category: 'CONSENT', callbackUrl: 'http://fintech.example/hook' }, 'https'],
      [{ type: 'CONSENT_UPDATED', category: 'CONSENT', callbackUrl: 'https://user:pw@fintech.example/hook' }, 'credentials'],
      [{ type: 'BALANCE', category: 'CONSENT', callbackUrl: 'https://fintech.example/hook' }, ''],
      [{ type: 'CONSENT_UPDATED', category: 'CONSENT', callbackUrl: 'ftp://fintech.example/hook' }, ''],
      [{ type: 'CONSENT_UPDATED', category: 'CONSENT', callbackUrl: 'https://fintech.example/hook', secret: 'mine' }, ''],
      [{ type: 'CONSENT_UPDATED', category: 'CONSENT' }, ''],
    ];
    for (const [body, detail] of bad) {
      const response = await send(grant, 'POST', '/notification-subscriptions', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toMatchObject({ code: '400', message: expect.any(String) });
      if (detail) expect(response.json.debugMessage).toContain(detail);
    }
    expect((await send(grant, 'GET', '/notification-subscriptions/not-a-uuid')).status).toBe(400);
    expect((await send(grant, 'GET', '/notifications?pageKey=garbage')).json.code).toBe('400');
    expect({ subscriptions: await countRows('notification_subscriptions') }).toEqual(before);
  });
});
