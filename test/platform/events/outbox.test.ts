import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import type { EventBus } from '../../../src/platform/events/bus.ts';
import { applyOnce, startConsumer } from '../../../src/platform/events/consumer.ts';
import type { EventEnvelope } from '../../../src/platform/events/envelope.ts';
import { createProducer } from '../../../src/platform/events/producer.ts';
import { createRelay } from '../../../src/platform/events/relay.ts';
import { createRelayThread } from '../../../src/platform/events/relay-thread.ts';
import { createKickSignal, kicker, sleepGate } from '../../../src/platform/events/kick-signal.ts';
import { startTestPlatform, uniqueEnvId, type TestPlatform } from '../../support/platform.ts';

const count = z.object({ n: z.number() });

describe('transactional outbox', () => {
  let t: TestPlatform;
  let db: Database;
  const producer = createProducer('ledger');

  beforeAll(async () => {
    t = await startTestPlatform();
    db = await t.db();
  });
  afterAll(() => t.close());

  const outboxCount = (envId: string) =>
    db.withTenant(envId, (tx) => tx.oneFirst(sql.type(count)`select count(*)::int as n from ledger.outbox`));
  const journalCount = (envId: string, action: string) =>
    db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(count)`select count(*)::int as n from ledger.audit_journal where action = ${action}`),
    );
  const unpublished = (envId: string) =>
    db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(count)`select count(*)::int as n from ledger.outbox where published_at is null`),
    );
  /**
   * Drains until the environment's rows are marked. The suite's other files host relays over the
   * same outbox, so one of theirs may have leased a row first and marks it on its next claim.
   */
  /** The environment's ledger events as the bus delivers them, from now on. */
  const receive = async (name: string, envId: string) => {
    const received: EventEnvelope[] = [];
    const subscription = await t.platform.bus.subscribe({
      durable: `outbox-${name}-${envId}`,
      patterns: ['vert:ledger:*'],
      from: 'now',
      handler: async (event) => {
        if (event.env_id === envId) received.push(event);
      },
    });
    return { received, stop: () => subscription.stop() };
  };
  const markedByAnyRelay = (relay: { drainOnce(): Promise<number> }, envId: string) =>
    expect.poll(async () => {
      await relay.drainOnce();
      return unpublished(envId);
    }, { timeout: 10_000, interval: 100 }).toBe(0);

  it('rolls back the domain write and its outbox row together', async () => {
    const envId = uniqueEnvId();
    await expect(
      db.withTenant(envId, async (tx) => {
        await producer.audit(tx, envId, { actor: 'teller', action: 'domain.write' });
        await producer.emit(tx, envId, 'vert:ledger:account:created', { account_id: 'a1' });
        throw new Error('failure after the domain write');
      }),
    ).rejects.toThrow('failure after the domain write');
    expect(await journalCount(envId, 'domain.write')).toBe(0);
    expect(await outboxCount(envId)).toBe(0);
  });

  it('publishes every committed row to the bus in order and marks it', async () => {
    const envId = uniqueEnvId();
    const { received, stop: stopReceiving } = await receive('order', envId);
    const ids = await db.withTenant(envId, async (tx) => [
      await producer.emit(tx, envId, 'vert:ledger:account:created', { account_id: 'a1' }, 'corr-1'),
      await producer.emit(tx, envId, 'vert:ledger:account:updated', { account_id: 'a1', fields_changed: ['status'] }),
      await producer.emit(tx, envId, 'vert:ledger:posting:created', { posting_id: 'p1', batch_id: 'b1' }),
    ]);
    const relay = createRelay({ db, bus: t.platform.bus, schemas: ['ledger'] });
    while ((await relay.drainOnce()) > 0);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(3);
    await stopReceiving();
    expect(received.map((e) => e.id)).toEqual(ids);
    expect(received[0]).toMatchObject({
      type: 'vert:ledger:account:created',
      source: 'vert-ledger',
      env_id: envId,
      correlation_id: 'corr-1',
      data: { account_id: 'a1' },
    });
    await markedByAnyRelay(relay, envId);
  });

  it('republishes after a crash between publish and mark, and an idempotent consumer applies it once', async () => {
    const envId = uniqueEnvId();
    const consumerName = `audit-copier-${randomUUID().slice(0, 8)}`;
    const consumer = await startConsumer({
      db,
      bus: t.platform.bus,
      name: consumerName,
      patterns: ['vert:ledger:customer:created'],
      handle: async (tx, event) => {
        if (event.env_id !== envId) return;
        await producer.audit(tx, event.env_id, { actor: 'consumer', action: 'customer.copied', target: String(event.data.customer_id) });
      },
    });

    await db.withTenant(envId, (tx) =>
      producer.emit(tx, envId, 'vert:ledger:customer:created', { customer_id: 'c1', display_name: 'Ada' }),
    );

    // The bus accepts the event, then the relay "crashes" before it can mark the row.
    let crashes = 1;
    const crashingBus: EventBus = {
      ...t.platform.bus,
      kind: t.platform.bus.kind,
      healthy: () => true,
      subscribe: (o) => t.platform.bus.subscribe(o),
      close: async () => undefined,
      publish: async (event) => {
        await t.platform.bus.publish(event);
        if (crashes-- > 0) throw new Error('crash between publish and mark');
      },
    };
    const crashed = createRelay({ db, bus: crashingBus, schemas: ['ledger'], leaseSeconds: 1 });
    expect(await crashed.drainOnce()).toBe(0);
    expect(await unpublished(envId)).toBe(1);

    // After the lease expires a healthy relay publishes the same event again.
    const relay = createRelay({ db, bus: t.platform.bus, schemas: ['ledger'], leaseSeconds: 1 });
    await expect
      .poll(async () => {
        await relay.drainOnce();
        return unpublished(envId);
      }, { timeout: 15_000, interval: 300 })
      .toBe(0);

    await expect.poll(() => journalCount(envId, 'customer.copied'), { timeout: 10_000 }).toBe(1);
    // Give any redelivery time to arrive, then check the effect is still single.
    await new Promise((r) => setTimeout(r, 500));
    expect(await journalCount(envId, 'customer.copied')).toBe(1);
    await consumer.stop();
  });

  it('with a pipelining bus, marks every event the bus accepted and retries only the one it refused, with its error', async () => {
    const outboxRows = (envId: string) =>
      db.withTenant(envId, (tx) =>
        tx.any(sql.type(z.object({ account_id: z.string(), published: z.boolean(), last_error: z.string().nullable(), attempts: z.number() }))`
          select payload->>'account_id' as account_id, published_at is not null as published, last_error, attempts
          from ledger.outbox order by seq`),
      );
    // The suite's other relays drain the same outbox: try fresh environments until this relay is the one that leased the rows.
    for (let attempt = 1; ; attempt += 1) {
      const envId = uniqueEnvId();
      let refused = false;
      const batches: string[][] = [];
      const pipelining: EventBus = {
        kind: t.platform.bus.kind,
        healthy: () => true,
        subscribe: (o) => t.platform.bus.subscribe(o),
        close: async () => undefined,
        publish: (event) => t.platform.bus.publish(event),
        publishBatch: async (events) => {
          batches.push(events.filter((e) => e.env_id === envId).map((e) => String(e.data.account_id)));
          return Promise.allSettled(
            events.map(async (event) => {
              if (event.env_id === envId && event.data.account_id === 'a2' && !refused) {
                refused = true;
                throw new Error('refused by the bus');
              }
              await t.platform.bus.publish(event);
            }),
          );
        },
      };
      const relay = createRelay({ db, bus: pipelining, schemas: ['ledger'] });
      await db.withTenant(envId, async (tx) => {
        for (const id of ['a1', 'a2', 'a3']) await producer.emit(tx, envId, 'vert:ledger:account:created', { account_id: id });
      });
      await relay.drainOnce();
      if (!refused) {
        if (attempt < 5) continue;
        throw new Error('another relay leased the rows every time');
      }
      // One batch, in outbox order; the refused event alone is left, with its error, due again a second later.
      expect(batches.filter((b) => b.length > 0)[0]).toEqual(['a1', 'a2', 'a3']);
      expect(await outboxRows(envId)).toEqual([
        { account_id: 'a1', published: true, last_error: null, attempts: 1 },
        { account_id: 'a2', published: false, last_error: 'Error: refused by the bus', attempts: 1 },
        { account_id: 'a3', published: true, last_error: null, attempts: 1 },
      ]);
      await markedByAnyRelay(relay, envId);
      expect((await outboxRows(envId)).map((r) => [r.account_id, r.published, r.last_error])).toEqual([
        ['a1', true, null],
        ['a2', true, null],
        ['a3', true, null],
      ]);
      return;
    }
  });

  // Two transactions at once: PGlite runs one at a time, so this needs PostgreSQL (as in CI).
  it.runIf(!!process.env.DATABASE_URL)('publishes a row that commits after rows with a higher seq were published (the relay scans from a floor)', async () => {
    const envId = uniqueEnvId();
    const risk = createProducer('risk');
    const unpublishedRisk = () =>
      db.withTenant(envId, (tx) => tx.oneFirst(sql.type(count)`select count(*)::int as n from risk.outbox where published_at is null`));
    const relay = createRelay({ db, bus: t.platform.bus, schemas: ['risk'], fullScanMs: 300 });
    // A takes its seq first and commits last.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let emitted!: () => void;
    const hasEmitted = new Promise<void>((resolve) => (emitted = resolve));
    const late = db.withTenant(envId, async (tx) => {
      await risk.emit(tx, envId, 'vert:risk:exposure:created', { exposure_id: 'late' });
      emitted();
      await held;
    });
    await hasEmitted;
    await db.withTenant(envId, (tx) => risk.emit(tx, envId, 'vert:risk:exposure:created', { exposure_id: 'early' }));
    // The relay leases and publishes the later seq: its floor is now above A's row.
    await expect.poll(async () => {
      await relay.drainOnce();
      return unpublishedRisk();
    }, { timeout: 10_000, interval: 100 }).toBe(0);
    release();
    await late;
    expect(await unpublishedRisk()).toBe(1);
    // Bounded claims do not see it; the periodic full scan does.
    await expect.poll(async () => {
      await relay.drainOnce();
      return unpublishedRisk();
    }, { timeout: 10_000, interval: 100 }).toBe(0);
  });

  it('with a kick signal, a commit wakes the sleeping relay long before its poll', async () => {
    const envId = uniqueEnvId();
    const { received, stop: stopReceiving } = await receive('signal', envId);
    const signal = createKickSignal();
    // An hour's poll: only the signal can explain a prompt publish.
    const relay = createRelay({ db, bus: t.platform.bus, schemas: ['ledger'], idleMs: 3_600_000, sleepGate: sleepGate(signal) });
    let messages = 0;
    const kick = kicker(signal, () => {
      messages++;
      relay.kick();
    });
    relay.start();
    try {
      for (const n of [1, 2]) {
        // Let the relay finish its pass and fall asleep, then commit.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await db.withTenant(envId, (tx) => producer.emit(tx, envId, 'vert:ledger:account:created', { account_id: `a${n}` }));
        kick();
        await expect.poll(() => received.length, { timeout: 10_000 }).toBe(n);
      }
      expect(messages).toBeGreaterThanOrEqual(1);
    } finally {
      await relay.stop();
      await stopReceiving();
    }
  });

  it('prunes published rows past the retention period in bounded batches, and never an unpublished one', async () => {
    // The payments outbox: no service of the suite hosts its relay, so nothing else touches it.
    const payments = createProducer('payments');
    const envId = uniqueEnvId();
    const emit = (n: number) =>
      db.withTenant(envId, async (tx) => {
        const ids: string[] = [];
        for (let i = 0; i < n; i += 1) ids.push(await payments.emit(tx, envId, 'vert:payments:test:emitted', { i }));
        return ids;
      });
    const [old, recent, pending] = [await emit(5), await emit(2), await emit(1)];
    const age = (ids: string[], published: string | null, created: string) =>
      db.asRelay((tx) =>
        tx.query(sql.type(z.object({}))`
          update payments.outbox set published_at = now() - ${published}::interval, created_at = now() - ${created}::interval
          where id = any(${sql.array(ids, 'uuid')})`));
    await age(old, '8 days', '8 days');
    await age(recent, '1 hour', '1 hour');
    // Never published, and older than any retention.
    await db.asRelay((tx) => tx.query(sql.type(z.object({}))`
      update payments.outbox set published_at = null, created_at = now() - interval '30 days' where id = ${pending[0]!}`));
    const present = async () =>
      db.withTenant(envId, (tx) => tx.anyFirst(sql.type(z.object({ id: z.string() }))`select id::text from payments.outbox order by id`));

    // Without a retention period nothing goes.
    expect(await createRelay({ db, bus: t.platform.bus, schemas: ['payments'] }).pruneOnce()).toBe(0);
    expect(await present()).toHaveLength(8);

    // A week: the five rows published eight days ago go, two at a time; the rest stay.
    const relay = createRelay({ db, bus: t.platform.bus, schemas: ['payments'], retentionHours: 168, pruneBatchSize: 2 });
    expect(await relay.pruneOnce()).toBe(5);
    expect(await present()).toEqual([...recent, ...pending].sort());
    expect(await relay.pruneOnce()).toBe(0);

    // An hour's retention reaches the recent rows too; the unpublished row survives it.
    const strict = createRelay({ db, bus: t.platform.bus, schemas: ['payments'], retentionHours: 0.5 });
    expect(await strict.pruneOnce()).toBe(2);
    expect(await present()).toEqual(pending);

    // The running relay prunes by itself, between its passes. It first publishes the old
    // unpublished row, which then counts as published and old (the period runs from creation).
    const [late] = await emit(1);
    await age([late!], '8 days', '8 days');
    const delivered: string[] = [];
    const subscription = await t.platform.bus.subscribe({
      durable: `outbox-prune-${envId}`,
      patterns: ['vert:payments:*'],
      from: 'now',
      handler: async (event) => {
        if (event.env_id === envId) delivered.push(event.id);
      },
    });
    const running = createRelay({ db, bus: t.platform.bus, schemas: ['payments'], retentionHours: 168, pruneEveryMs: 50, idleMs: 50 });
    running.start();
    try {
      await expect.poll(present, { timeout: 5_000, interval: 50 }).toEqual([]);
      expect(delivered).toEqual(pending);
    } finally {
      await running.stop();
      await subscription.stop();
    }
  });

  it('applies a redelivered event exactly once', async () => {
    const envId = uniqueEnvId();
    const event: EventEnvelope = {
      id: randomUUID(),
      type: 'vert:ledger:customer:created',
      source: 'vert-ledger',
      env_id: envId,
      time: new Date().toISOString(),
      correlation_id: null,
      data: { customer_id: 'c9' },
    };
    let applied = 0;
    const handle = async () => {
      applied++;
    };
    expect(await applyOnce(db, 'once', event, handle)).toBe(true);
    expect(await applyOnce(db, 'once', event, handle)).toBe(false);
    expect(applied).toBe(1);
  });

  it.runIf(!!process.env.NATS_URL)('publishes from a worker thread in order, and starts, stops, drains and closes on command', async () => {
    const envId = uniqueEnvId();
    const { received, stop: stopReceiving } = await receive('thread', envId);
    const relay = await createRelayThread({ databaseUrl: t.platform.databaseUrl, natsUrl: process.env.NATS_URL!, schemas: ['ledger'], logLevel: 'silent' });
    try {
      // Stopped: a commit is not published until asked.
      const first = await db.withTenant(envId, (tx) => producer.emit(tx, envId, 'vert:ledger:account:created', { account_id: 'a1' }));
      await markedByAnyRelay(relay, envId);
      // Running: a kick after a commit publishes at once (well before the relay's idle poll).
      relay.start();
      const rest = await db.withTenant(envId, async (tx) => [
        await producer.emit(tx, envId, 'vert:ledger:account:updated', { account_id: 'a1', fields_changed: ['status'] }),
        await producer.emit(tx, envId, 'vert:ledger:posting:created', { posting_id: 'p1', batch_id: 'b1' }),
      ]);
      relay.kick();
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(3);
      expect(received.map((e) => e.id)).toEqual([first, ...rest]);
      await expect.poll(() => unpublished(envId), { timeout: 5_000 }).toBe(0);
      // Without a retention period the thread's prune deletes nothing.
      expect(await relay.pruneOnce()).toBe(0);
      await relay.stop();
    } finally {
      await relay.close();
      await stopReceiving();
    }
    await expect(relay.drainOnce()).rejects.toThrow(/exited/);
  });
});
