// The pool's driver (ADR 0011): START TRANSACTION held back until the first statement, writes
// queued with deferWrite sent ahead of the next statement, named prepared statements. None of it
// may change what a transaction means: order, atomicity, errors.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pg from 'pg';
import { commitWithNext, deferRead, deferSetting, deferWrite, flushDeferredReads, plannedPerCall, queryPair, sql, type Database } from '../../../src/platform/db/pool.ts';
import { startTestPlatform, uniqueEnvId, type TestPlatform } from '../../support/platform.ts';

const count = z.object({ n: z.number() });

/** Statements the driver hands to node-postgres while `fn` runs (a spy on pg.Client#query). */
async function statementsSentDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const sent: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const query = args[0] as string | { text?: string };
    sent.push(typeof query === 'string' ? query : (query?.text ?? ''));
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return sent;
}

describe('database driver', () => {
  let t: TestPlatform;
  let db: Database;

  beforeAll(async () => {
    t = await startTestPlatform();
    db = await t.db();
  });
  afterAll(() => t.close());

  const auditRows = (envId: string, action: string) =>
    db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(count)`select count(*)::int as n from ledger.audit_journal where env_id = ${envId} and action = ${action}`),
    );
  const audit = (envId: string, action: string) =>
    sql.unsafe`insert into ledger.audit_journal (env_id, actor, action) values (${envId}, 'driver-test', ${action})`;

  it('runs a deferred write before the next statement of the same transaction', async () => {
    const envId = uniqueEnvId('defer');
    const seen = await db.withTenant(envId, async (tx) => {
      await deferWrite(tx, audit(envId, 'deferred.first'));
      // The next statement sees the deferred row: it executed first.
      return tx.oneFirst(sql.type(count)`select count(*)::int as n from ledger.audit_journal where env_id = ${envId} and action = 'deferred.first'`);
    });
    expect(seen).toBe(1);
    expect(await auditRows(envId, 'deferred.first')).toBe(1);
  });

  it('commits a deferred write that no statement follows', async () => {
    const envId = uniqueEnvId('defer');
    await db.withTenant(envId, (tx) => deferWrite(tx, audit(envId, 'deferred.last')));
    expect(await auditRows(envId, 'deferred.last')).toBe(1);
  });

  it('fails the transaction when a deferred write fails, and keeps none of it', async () => {
    const envId = uniqueEnvId('defer');
    await expect(
      db.withTenant(envId, async (tx) => {
        await tx.query(audit(envId, 'kept.unless.rolled.back'));
        // Row-level security refuses a row of another environment.
        await deferWrite(tx, audit(`${envId}-other`, 'cross.tenant'));
        await tx.query(sql.unsafe`select 1`);
      }),
    ).rejects.toThrow(/row-level security/);
    expect(await auditRows(envId, 'kept.unless.rolled.back')).toBe(0);
  });

  it('fails the COMMIT when the last deferred write fails', async () => {
    const envId = uniqueEnvId('defer');
    await expect(
      db.withTenant(envId, async (tx) => {
        await tx.query(audit(envId, 'before.failing.commit'));
        await deferWrite(tx, audit(`${envId}-other`, 'cross.tenant'));
      }),
    ).rejects.toThrow(/row-level security/);
    expect(await auditRows(envId, 'before.failing.commit')).toBe(0);
  });

  it('drops deferred writes of a transaction that rolls back', async () => {
    const envId = uniqueEnvId('defer');
    await expect(
      db.withTenant(envId, async (tx) => {
        await deferWrite(tx, audit(envId, 'rolled.back'));
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect(await auditRows(envId, 'rolled.back')).toBe(0);
  });

  it('keeps transactions atomic and isolated with the held-back START TRANSACTION', async () => {
    const envId = uniqueEnvId('tx');
    await expect(
      db.withTenant(envId, async (tx) => {
        await tx.query(audit(envId, 'atomic'));
        throw new Error('after the write');
      }),
    ).rejects.toThrow('after the write');
    expect(await auditRows(envId, 'atomic')).toBe(0);
    // A transaction that sends no statement at all.
    expect(await db.withTenant(envId, async () => 'nothing')).toBe('nothing');
    // Transaction-local settings do not leak to the next transaction on the same connections.
    const settings = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        db.withTenant(`${envId}-${i}`, (tx) => tx.oneFirst(sql.type(z.object({ e: z.string() }))`select current_setting('app.env_id') as e`)),
      ),
    );
    expect(settings).toEqual(Array.from({ length: 6 }, (_, i) => `${envId}-${i}`));
    const outside = await db.pool.oneFirst(sql.type(z.object({ e: z.string().nullable() }))`select nullif(current_setting('app.env_id', true), '') as e`);
    expect(outside).toBeNull();
  });

  it('sends a pair of statements together; the second sees what committed while the first waited for a lock', async () => {
    const envId = uniqueEnvId('pair');
    const account = randomUUID();
    const key = sql.fragment`env_id = ${envId} and account_id = ${account}`;
    await db.withTenant(envId, (tx) =>
      tx.query(sql.unsafe`
        insert into ledger.balances (env_id, account_id, address, asset, denomination, phase, amount)
        values (${envId}, ${account}, 'DEFAULT', 'TEST', 'GBP', 'committed', 1)`),
    );
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let signalLocked!: () => void;
    const locked = new Promise<void>((resolve) => (signalLocked = resolve));
    const holder = db.withTenant(envId, async (tx) => {
      await tx.query(sql.unsafe`select 1 from ledger.balances where ${key} for update`);
      signalLocked();
      await released;
      await tx.query(sql.unsafe`update ledger.balances set amount = 2 where ${key}`);
    });
    await locked;
    const pair = db.withTenant(envId, (tx) =>
      queryPair(
        tx,
        sql.type(z.object({ account_id: z.string() }))`select account_id from ledger.balances where ${key} for update`,
        sql.type(z.object({ updated: z.boolean() }))`select amount = 2 as updated from ledger.balances where ${key}`,
      ),
    );
    // Let the pair reach the lock (if it has not yet, the test still holds, it proves less).
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await holder;
    expect(await pair).toEqual([[{ account_id: account }], [{ updated: true }]]);
  });

  it('fails both statements of a pair when the first fails', async () => {
    const envId = uniqueEnvId('pair');
    await expect(
      db.withTenant(envId, (tx) =>
        queryPair(tx, sql.type(z.object({ n: z.number() }))`select 1/0 as n`, sql.type(z.object({ n: z.number() }))`select 1 as n`),
      ),
    ).rejects.toThrow(/division by zero/);
  });

  it('answers a prepared statement with fresh parameters every time', async () => {
    const envId = uniqueEnvId('prep');
    for (const action of ['p.one', 'p.two', 'p.two', 'p.three', 'p.three', 'p.three']) {
      await db.withTenant(envId, (tx) => tx.query(audit(envId, action)));
    }
    const counts = await Promise.all(['p.one', 'p.two', 'p.three', 'p.none'].map((action) => auditRows(envId, action)));
    expect(counts).toEqual([1, 2, 3, 0]);
  });

  describe('commitWithNext: the last write and COMMIT in one round trip', () => {
    const settingsRow = z.object({ env: z.string(), role: z.string(), holder: z.string() });

    it('commits the write with its statement, deferred writes included', async () => {
      const envId = uniqueEnvId('ahead');
      await db.withTenant(envId, async (tx) => {
        await deferWrite(tx, audit(envId, 'ahead.deferred'));
        commitWithNext(tx);
        await tx.query(audit(envId, 'ahead.last'));
      });
      expect(await auditRows(envId, 'ahead.deferred')).toBe(1);
      expect(await auditRows(envId, 'ahead.last')).toBe(1);
    });

    it('keeps nothing when the last write fails', async () => {
      const envId = uniqueEnvId('ahead');
      await expect(
        db.withTenant(envId, async (tx) => {
          await tx.query(audit(envId, 'ahead.before.failure'));
          await deferWrite(tx, audit(envId, 'ahead.deferred.before.failure'));
          commitWithNext(tx);
          // Row-level security refuses a row of another environment.
          await tx.query(audit(`${envId}-other`, 'cross.tenant'));
        }),
      ).rejects.toThrow(/row-level security/);
      expect(await auditRows(envId, 'ahead.before.failure')).toBe(0);
      expect(await auditRows(envId, 'ahead.deferred.before.failure')).toBe(0);
    });

    it('runs a statement after it in a new transaction with the same role, tenant and settings', async () => {
      const envId = uniqueEnvId('ahead');
      const after = await db.withTenant(envId, async (tx) => {
        await deferSetting(tx, sql.unsafe`select set_config('app.holder_id', 'holder-1', true)`);
        commitWithNext(tx);
        await tx.query(audit(envId, 'ahead.then.read'));
        return tx.one(sql.type(settingsRow)`
          select current_setting('app.env_id') as env, current_user as role, current_setting('app.holder_id') as holder`);
      });
      expect(after).toEqual({ env: envId, role: 'vert_app', holder: 'holder-1' });
      expect(await auditRows(envId, 'ahead.then.read')).toBe(1);
    });

    it('cannot be undone by an error after the commit (the documented contract)', async () => {
      const envId = uniqueEnvId('ahead');
      await expect(
        db.withTenant(envId, async (tx) => {
          commitWithNext(tx);
          await tx.query(audit(envId, 'ahead.committed'));
          throw new Error('after the commit');
        }),
      ).rejects.toThrow('after the commit');
      expect(await auditRows(envId, 'ahead.committed')).toBe(1);
    });
  });

  describe('deferRead: a read that travels with the next statement', () => {
    it('answers when the next statement is sent, after the statements queued before it', async () => {
      const envId = uniqueEnvId('read');
      const { before, after, total } = await db.withTenant(envId, async (tx) => {
        await deferWrite(tx, audit(envId, 'read.after.write'));
        const read = deferRead(tx, sql.type(count)`select count(*)::int as n from ledger.audit_journal where env_id = ${envId}`);
        let settled = false;
        void read.then(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 20));
        const before = settled;
        const total = await tx.oneFirst(sql.type(count)`select 1::int as n`);
        const [row] = await read;
        return { before, after: row?.n, total };
      });
      // Nothing went before the next statement; then the read saw the write queued ahead of it.
      expect(before).toBe(false);
      expect(after).toBe(1);
      expect(total).toBe(1);
    });

    it('is sent on its own by flushDeferredReads when no statement follows it', async () => {
      const envId = uniqueEnvId('read');
      const rows = await db.withTenant(envId, async (tx) => {
        const read = deferRead(tx, sql.type(count)`select 7::int as n`);
        await flushDeferredReads(tx);
        return read;
      });
      expect(rows).toEqual([{ n: 7 }]);
    });

    it('fails with the statement it travelled with, and the transaction keeps nothing', async () => {
      const envId = uniqueEnvId('read');
      await expect(
        db.withTenant(envId, async (tx) => {
          await tx.query(audit(envId, 'read.rolled.back'));
          const read = deferRead(tx, sql.type(count)`select (1 / 0)::int as n`);
          await tx.query(sql.unsafe`select 1`);
          return read;
        }),
      ).rejects.toThrow(/division by zero/);
      expect(await auditRows(envId, 'read.rolled.back')).toBe(0);
    });
  });

  it('sends nothing for a transaction that ran no statement (its settings are not sent alone)', async () => {
    const envId = uniqueEnvId('empty');
    const sent = await statementsSentDuring(() =>
      db.withTenant(envId, async (tx) => {
        await deferSetting(tx, sql.unsafe`select set_config('app.holder_id', 'nobody', true)`);
        return 'nothing read';
      }),
    );
    expect(sent).toEqual([]);
    // A transaction with one statement still sends its settings and START TRANSACTION with it.
    const one = await statementsSentDuring(() => db.withTenant(envId, (tx) => tx.query(sql.unsafe`select 1`)));
    expect(one[0]).toBe('START TRANSACTION');
    expect(one.some((text) => text.includes("set_config('role'"))).toBe(true);
  });

  it.runIf(!!process.env.DATABASE_URL)('plans a statement marked plannedPerCall for each call (never a named prepared statement)', async () => {
    const envId = uniqueEnvId('plan');
    const probe = (marker: string) => sql.type(count)`select count(*)::int as n from platform.environments where env_id = ${marker}`;
    const named = await db.withTenant(envId, async (tx) => {
      for (let i = 0; i < 6; i++) {
        await tx.query(sql.type(count)`${plannedPerCall} select count(*)::int as n from platform.environments where env_id = ${'per-call-probe'}`);
        await tx.query(probe('named-probe'));
      }
      return tx.any(sql.type(z.object({ statement: z.string() }))`select statement from pg_prepared_statements where statement like ${'%count(*)::int as n from platform.environments where env_id = $1%'}`);
    });
    const texts = named.map((row) => row.statement);
    expect(texts.some((text) => text.includes('from platform.environments where env_id = $1') && !text.includes('planned per call'))).toBe(true);
    expect(texts.some((text) => text.includes('planned per call'))).toBe(false);
  });
});
