// Cancellation of asynchronous postings (POST /v1/postings/{postingId}/cancel, ADR 0018).
// Batches that must still be pending when a test acts on them are stored without their
// `vert:ledger:posting:async:request` event: on shared real engines every test file's ledger
// consumer would otherwise process them. The test delivers the request itself, through the
// consumer's idempotent path (`applyOnce`, as the bus does), so "before" and "after" processing
// are chosen, not hoped for, and the race is fired on purpose.
//
// On PostgreSQL (DATABASE_URL) cancel and consumer really run concurrently and meet on the
// batch's row lock; on embedded PGlite transactions run one at a time, so the race test proves
// the outcome rules but not the lock wait.
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import { ApiError } from '../../../src/platform/errors.ts';
import { applyOnce } from '../../../src/platform/events/consumer.ts';
import type { EventEnvelope } from '../../../src/platform/events/envelope.ts';
import { format, fromDb } from '../../../src/platform/money.ts';
import { cancelAsyncBatch } from '../../../src/services/ledger/postings/cancellation.ts';
import { ASYNC_POSTINGS_CONSUMER, postingConsumers } from '../../../src/services/ledger/postings/consumer.ts';
import { processAsyncBatch } from '../../../src/services/ledger/postings/engine.ts';
import { createLedgerService } from '../../../src/services/ledger/service.ts';
import { call, type CallResult } from '../../support/http.ts';
import { ledgerFixture, storeAsyncBatch, type LedgerFixture } from '../../support/ledger-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const RACE_BATCHES = onPostgres ? 40 : 12;

const balanceRow = z.object({ phase: z.string(), amount: z.string() });
const outboxRow = z.object({ id: z.string(), type: z.string(), payload: z.record(z.unknown()), correlation_id: z.string().nullable() });
const countRow = z.object({ n: z.number() });

/** What a cancel answered: the status, the problem code of a refusal, the batch when it succeeded. */
interface CancelOutcome {
  status: number;
  code?: string;
  body?: unknown;
}

describe('asynchronous posting cancellation', () => {
  let t: TestPlatform;
  let db: Database;
  let envId: string;
  let fx: LedgerFixture;
  let token: string;
  let base: string;
  let cash: string;

  beforeAll(async () => {
    t = await startTestPlatform([createLedgerService]);
    db = t.service('ledger').db;
    base = t.service('ledger').url;
    envId = await t.newEnvironment('cancel');
    fx = await ledgerFixture(db, envId);
    cash = await fx.internal('cash');
    token = await t.token({ scopes: ['vert:ledger:postings:write', 'vert:ledger:postings:read'], envId, service: 'ledger', subject: 'teller-9' });
  });
  afterAll(() => t.close());

  const deposit = (account: string, amount: string) => ({
    type: 'inbound_hard_settlement', client_transaction_id: randomUUID(), amount, denomination: 'GBP', target_account_id: account, internal_account_id: cash,
  });
  const batch = (instructions: unknown[], key = randomUUID()) => ({ idempotency_key: key, batch_id: `cx-${key.slice(0, 8)}`, instructions });
  const enqueue = async (...instructions: unknown[]) => {
    const response = await call(`${base}/v1/postings/async`, { method: 'POST', token, body: batch(instructions) });
    expect(response.status).toBe(202);
    return response.json.id as string;
  };
  const cancel = (postingId: string, body?: unknown) => call(`${base}/v1/postings/${postingId}/cancel`, { method: 'POST', token, ...(body !== undefined ? { body } : {}) });
  const get = async (postingId: string) => (await call(`${base}/v1/postings/${postingId}`, { token })).json;

  /** A pending batch nobody else will process; its request event is delivered by `deliver`. */
  const requests = new Map<string, EventEnvelope>();
  const pending = async (...instructions: ReturnType<typeof deposit>[]) => {
    const postingId = await storeAsyncBatch(db, envId, instructions, { requestEvent: false });
    const data = { posting_id: postingId };
    requests.set(postingId, { id: randomUUID(), type: 'vert:ledger:posting:async:request', source: 'ledger', env_id: envId, time: new Date().toISOString(), correlation_id: null, data });
    return postingId;
  };
  /** The request event of a batch enqueued through the API, as the relay publishes it. */
  const enqueuedRequest = async (postingId: string): Promise<EventEnvelope> => {
    const row = await db.withTenant(envId, (tx) =>
      tx.one(sql.type(outboxRow)`
        select id, type, payload, correlation_id from ledger.outbox
        where env_id = ${envId} and type = 'vert:ledger:posting:async:request' and payload->>'posting_id' = ${postingId}`),
    );
    return { id: row.id, type: row.type, source: 'ledger', env_id: envId, time: new Date().toISOString(), correlation_id: row.correlation_id, data: row.payload };
  };
  const consumer = () => postingConsumers(db)[0]!;
  /** Delivers the batch's processing request as the bus does: once per event id, in its own tenant transaction. */
  const deliverEvent = (event: EventEnvelope) => applyOnce(db, ASYNC_POSTINGS_CONSUMER, event, consumer().handle);
  const deliver = (postingId: string) => deliverEvent(requests.get(postingId)!);

  const balances = async (accountId: string) =>
    Object.fromEntries(
      (await db.withTenant(envId, (tx) => tx.any(sql.type(balanceRow)`
        select phase, amount::text from ledger.balances where env_id = ${envId} and account_id = ${accountId} and denomination = 'GBP'`)))
        .map((r) => [r.phase, format(fromDb(r.amount))]),
    );
  const count = (table: string, where = sql.fragment`true`) =>
    db.withTenant(envId, (tx) => tx.oneFirst(sql.type(countRow)`select count(*)::int as n from ${sql.identifier(['ledger', table])} where env_id = ${envId} and ${where}`));
  const cancelEvents = (postingId: string) => count('outbox', sql.fragment`type = 'vert:ledger:posting:async:cancelled' and payload->>'posting_id' = ${postingId}`);
  const createdEvents = (postingId: string) => count('outbox', sql.fragment`type = 'vert:ledger:posting:created' and payload->>'posting_id' = ${postingId}`);
  const legs = (postingId: string) => count('transactions', sql.fragment`posting_id = ${postingId}`);

  const expectNotCancellable = (response: CallResult) => {
    expect(response.status).toBe(409);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.json.code).toBe('posting_not_cancellable');
  };

  it('cancels a pending batch: 200 cancelled, nothing applied, one event and audit row; the consumer then does nothing', async () => {
    const account = await fx.account();
    const postingId = await pending(deposit(account, '40.00'), deposit(account, '2.50'));

    const response = await cancel(postingId, { reason: 'customer withdrew the instruction' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: postingId, mode: 'async', status: 'cancelled', cancel_reason: 'customer withdrew the instruction', violations: [] });
    expect(Date.parse(response.json.cancelled_at)).not.toBeNaN();
    expect(response.json.instructions.map((i: { status: string }) => i.status)).toEqual(['cancelled', 'cancelled']);
    expect(await get(postingId)).toEqual(response.json);

    const events = await db.withTenant(envId, (tx) =>
      tx.any(sql.type(outboxRow)`select id, type, payload, correlation_id from ledger.outbox where env_id = ${envId} and type = 'vert:ledger:posting:async:cancelled' and payload->>'posting_id' = ${postingId}`),
    );
    expect(events.map((e) => e.payload)).toEqual([{ posting_id: postingId, reason: 'customer withdrew the instruction' }]);
    expect(await count('audit_journal', sql.fragment`action = 'posting.cancelled' and target = ${postingId} and actor = 'teller-9'`)).toBe(1);

    // The processing request was emitted at enqueue; delivered now, it finds a cancelled batch.
    expect(await deliver(postingId)).toBe(true);
    expect(await get(postingId)).toEqual(response.json);
    expect(await balances(account)).toEqual({});
    expect(await legs(postingId)).toBe(0);
    expect(await createdEvents(postingId)).toBe(0);
  });

  it('answers a repeated cancel with the batch as stored and emits nothing more', async () => {
    const account = await fx.account();
    const postingId = await pending(deposit(account, '5.00'));
    const first = await cancel(postingId, { reason: 'duplicate instruction' });
    expect(first.status).toBe(200);

    const again = await cancel(postingId, { reason: 'another reason' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const bare = await cancel(postingId);
    expect(bare.status).toBe(200);
    expect(bare.json).toEqual(first.json);
    expect(await cancelEvents(postingId)).toBe(1);
    expect(await count('audit_journal', sql.fragment`action = 'posting.cancelled' and target = ${postingId}`)).toBe(1);
  });

  it('cancels without a reason', async () => {
    const postingId = await pending(deposit(await fx.account(), '1.00'));
    const response = await cancel(postingId);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'cancelled', cancel_reason: null });
    const payload = await db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ payload: z.record(z.unknown()) }))`
        select payload from ledger.outbox where env_id = ${envId} and type = 'vert:ledger:posting:async:cancelled' and payload->>'posting_id' = ${postingId}`),
    );
    expect(payload).toEqual({ posting_id: postingId, reason: null });
  });

  it('refuses with 409 to cancel an accepted or rejected asynchronous batch, and changes nothing', async () => {
    const account = await fx.account();
    // Through the API: whichever consumer applies it (ours or, on shared engines, another
    // file's), it is applied once this delivery returns (same deduplication key).
    const accepted = await enqueue(deposit(account, '30.00'));
    await deliverEvent(await enqueuedRequest(accepted));
    const before = await get(accepted);
    expect(before.status).toBe('accepted');
    expectNotCancellable(await cancel(accepted, { reason: 'too late' }));
    expect(await get(accepted)).toEqual(before);
    expect(await balances(account)).toEqual({ committed: '30' });
    expect(await cancelEvents(accepted)).toBe(0);

    const rejected = await enqueue({ ...deposit(account, '31.00'), type: 'outbound_hard_settlement' });
    await deliverEvent(await enqueuedRequest(rejected));
    const stored = await get(rejected);
    expect(stored.status).toBe('rejected');
    expectNotCancellable(await cancel(rejected));
    expect(await get(rejected)).toEqual(stored);
    expect(await balances(account)).toEqual({ committed: '30' });
    expect(await cancelEvents(rejected)).toBe(0);
    expect(await count('audit_journal', sql.fragment`action = 'posting.cancelled' and target in (${accepted}, ${rejected})`)).toBe(0);
  });

  it('refuses with 409 to cancel a synchronous batch', async () => {
    const account = await fx.account();
    const response = await call(`${base}/v1/postings`, { method: 'POST', token, body: batch([deposit(account, '12.00')]) });
    expect(response.status).toBe(201);
    const conflict = await cancel(response.json.id);
    expectNotCancellable(conflict);
    expect(conflict.json.detail).toContain('synchronous');
    expect(await get(response.json.id)).toEqual(response.json);
    expect(await balances(account)).toEqual({ committed: '12' });
  });

  it('answers 404 for an unknown batch and 400 for an invalid body, changing nothing', async () => {
    const unknown = await cancel(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');

    const postingId = await pending(deposit(await fx.account(), '3.00'));
    for (const body of [{ reason: '' }, { reason: 'x'.repeat(501) }, { reason: 7 }, { reason: 'ok', note: 'unknown field' }]) {
      const response = await cancel(postingId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await cancel('not-a-uuid')).status).toBe(400);
    expect((await get(postingId)).status).toBe('pending');
    expect(await cancelEvents(postingId)).toBe(0);
  });

  it('cancels a batch whose processing failed (rolled back mid-processing); it leaves the failure list and its redelivery applies nothing', async () => {
    const account = await fx.account();
    // A stored instruction the consumer cannot process (a corrupted amount): processing rolls back.
    const postingId = await pending(deposit(account, 'not-money'));
    const failure = await deliver(postingId).then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    await consumer().onError!(requests.get(postingId)!, failure);
    const failures = async () => (await call(`${base}/v1/post-posting-failures?limit=100`, { token })).json.items.map((i: { id: string }) => i.id);
    expect(await failures()).toContain(postingId);
    // Mend the instruction, so a redelivery that ignored the cancel would now apply it.
    await db.withTenant(envId, (tx) => tx.query(sql.unsafe`
      update ledger.posting_instructions set body = jsonb_set(body, '{amount}', '"4.00"') where env_id = ${envId} and posting_id = ${postingId}`));

    const response = await cancel(postingId, { reason: 'unprocessable' });
    expect(response.status).toBe(200);
    expect(response.json.instructions[0].status).toBe('cancelled');
    expect(await failures()).not.toContain(postingId);
    const republish = await call(`${base}/v1/postings/${postingId}/republish`, { method: 'POST', token });
    expect([republish.status, republish.json.code]).toEqual([409, 'not_republishable']);
    // The failed delivery rolled back, so the bus redelivers it: now it finds a cancelled batch.
    expect(await deliver(postingId)).toBe(true);
    expect((await get(postingId)).status).toBe('cancelled');
    expect(await legs(postingId)).toBe(0);
    expect(await balances(account)).toEqual({});
  });

  describe('cancel against the consumer', () => {
    it('a cancel that arrives while the consumer holds the batch waits for it and answers 409', async () => {
      const account = await fx.account();
      const postingId = await pending(deposit(account, '8.00'));
      let cancelled: Promise<CallResult> | undefined;
      await db.withTenant(envId, async (tx) => {
        expect(await processAsyncBatch(tx, envId, postingId, { actor: ASYNC_POSTINGS_CONSUMER })).toBe(true);
        // Applied but not committed: the cancel can only see the batch after this commits.
        cancelled = cancel(postingId);
      });
      expectNotCancellable(await cancelled!);
      expect((await get(postingId)).status).toBe('accepted');
      expect(await balances(account)).toEqual({ committed: '8' });
      expect(await cancelEvents(postingId)).toBe(0);
    });

    it('a consumer that arrives while a cancel holds the batch waits for it and applies nothing', async () => {
      const account = await fx.account();
      const postingId = await pending(deposit(account, '9.00'));
      let delivered: Promise<boolean> | undefined;
      await db.withTenant(envId, async (tx) => {
        expect((await cancelAsyncBatch(tx, envId, postingId, 'held', { actor: 'test' }))?.status).toBe('cancelled');
        // Cancelled but not committed: the consumer can only see the batch after this commits.
        delivered = deliver(postingId);
      });
      expect(await delivered!).toBe(true);
      expect((await get(postingId)).status).toBe('cancelled');
      expect(await balances(account)).toEqual({});
      expect(await legs(postingId)).toBe(0);
      expect(await cancelEvents(postingId)).toBe(1);
    });

    it(`fired together on ${RACE_BATCHES} batches, exactly one of them wins each: fully applied or fully cancelled`, { timeout: 120_000 }, async () => {
      const cashBefore = new Decimal((await balances(cash)).committed ?? '0');
      const batches = [];
      for (let i = 0; i < RACE_BATCHES; i += 1) {
        const account = await fx.account();
        const amount = `${i + 1}.25`;
        batches.push({ account, amount, postingId: await pending(deposit(account, amount), deposit(account, '0.75')) });
      }
      // Both sides of every batch start at once, the cancel first or second, through the API or
      // straight into a transaction of its own (the API path is slower to reach the database, so
      // on its own it would nearly always lose).
      const cancelling = async (postingId: string, i: number): Promise<CancelOutcome> => {
        if (i % 4 < 2) {
          const response = await cancel(postingId, { reason: 'race' });
          return { status: response.status, code: response.json?.code, body: response.json };
        }
        try {
          const view = await db.withTenant(envId, (tx) => cancelAsyncBatch(tx, envId, postingId, 'race', { actor: 'race' }));
          return { status: 200, body: JSON.parse(JSON.stringify(view)) };
        } catch (error) {
          if (error instanceof ApiError) return { status: error.status, code: error.code };
          throw error;
        }
      };
      const outcomes = await Promise.all(
        batches.map(async (b, i) => {
          const [cancelled, delivered] =
            i % 2 === 0
              ? await Promise.all([cancelling(b.postingId, i), deliver(b.postingId)])
              : await Promise.all([deliver(b.postingId), cancelling(b.postingId, i)]).then(([d, c]) => [c, d] as const);
          return { ...b, cancelled, delivered };
        }),
      );

      let appliedTotal = new Decimal(0);
      for (const o of outcomes) {
        expect(o.delivered, o.postingId).toBe(true);
        const stored = await get(o.postingId);
        const statuses = stored.instructions.map((i: { status: string }) => i.status);
        if (stored.status === 'accepted') {
          expect([o.cancelled.status, o.cancelled.code]).toEqual([409, 'posting_not_cancellable']);
          expect(statuses).toEqual(['completed', 'completed']);
          expect(await balances(o.account)).toEqual({ committed: format(fromDb(new Decimal(o.amount).plus('0.75').toFixed())) });
          expect(await legs(o.postingId)).toBe(4);
          expect([await createdEvents(o.postingId), await cancelEvents(o.postingId)]).toEqual([1, 0]);
          appliedTotal = appliedTotal.plus(o.amount).plus('0.75');
        } else {
          expect(stored.status, o.postingId).toBe('cancelled');
          expect(o.cancelled.status, JSON.stringify(o.cancelled)).toBe(200);
          expect(o.cancelled.body).toEqual(stored);
          expect(statuses).toEqual(['cancelled', 'cancelled']);
          expect(await balances(o.account)).toEqual({});
          expect(await legs(o.postingId)).toBe(0);
          expect([await createdEvents(o.postingId), await cancelEvents(o.postingId)]).toEqual([0, 1]);
        }
      }
      // The shared internal account moved by exactly the applied batches (ASSET: deposits debit it).
      const cashAfter = new Decimal((await balances(cash)).committed ?? '0');
      expect(cashAfter.minus(cashBefore).toFixed(2)).toBe(appliedTotal.toFixed(2));
    });
  });
});
