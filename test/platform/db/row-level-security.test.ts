import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import { createProducer } from '../../../src/platform/events/producer.ts';
import { startTestPlatform, uniqueEnvId, type TestPlatform } from '../../support/platform.ts';

const SERVICE_SCHEMAS = ['platform', 'fdx', 'ledger', 'payments', 'risk'];

describe('row-level security', () => {
  let t: TestPlatform;
  let db: Database;
  const producer = createProducer('ledger');

  beforeAll(async () => {
    t = await startTestPlatform();
    db = await t.db();
  });
  afterAll(() => t.close());

  it('hides a row written in environment A from environment B', async () => {
    const [a, b] = [uniqueEnvId('a'), uniqueEnvId('b')];
    await db.withTenant(a, (tx) => producer.audit(tx, a, { actor: 'alice', action: 'test.write', target: 'x' }));
    const countIn = (envId: string) =>
      db.withTenant(envId, (tx) =>
        tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ledger.audit_journal where actor = 'alice' and action = 'test.write'`),
      );
    expect(await countIn(a)).toBe(1);
    expect(await countIn(b)).toBe(0);
  });

  it('keeps producer tables isolated although the relay role reads across tenants', async () => {
    const [a, b] = [uniqueEnvId('a'), uniqueEnvId('b')];
    await db.withTenant(a, (tx) => producer.emit(tx, a, 'vert:ledger:account:created', { account_id: 'x' }));
    const outboxRows = (envId: string) =>
      db.withTenant(envId, (tx) => tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ledger.outbox`));
    expect(await outboxRows(a)).toBe(1);
    expect(await outboxRows(b)).toBe(0);
    // Only an explicit relay transaction sees it.
    const seenByRelay = await db.asRelay((tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ledger.outbox where env_id = ${a}`),
    );
    expect(seenByRelay).toBe(1);
  });

  it('refuses a tenant-table write that names another environment', async () => {
    const [a, b] = [uniqueEnvId('a'), uniqueEnvId('b')];
    await expect(
      db.withTenant(a, (tx) => producer.audit(tx, b, { actor: 'mallory', action: 'cross.write' })),
    ).rejects.toThrow(/row-level security/);
  });

  it('refuses a tenant-table write without the tenant context', async () => {
    // Same role as the application, but no app.env_id in this transaction.
    await expect(
      db.pool.transaction(async (tx) => {
        await tx.query(sql.unsafe`select set_config('role', 'vert_app', true)`);
        await tx.query(sql.unsafe`insert into ledger.audit_journal (env_id, actor, action) values ('orphan', 'x', 'y')`);
      }),
    ).rejects.toThrow(/row-level security/);
  });

  it('runs as a role that is neither superuser nor BYPASSRLS and cannot switch RLS off', async () => {
    const envId = uniqueEnvId();
    const role = await db.withTenant(envId, (tx) =>
      tx.one(sql.type(z.object({ name: z.string(), super: z.boolean(), bypass: z.boolean() }))`
        select current_user as name, rolsuper as super, rolbypassrls as bypass from pg_roles where rolname = current_user`),
    );
    expect(role).toEqual({ name: 'vert_app', super: false, bypass: false });
    await expect(
      db.withTenant(envId, async (tx) => {
        await tx.query(sql.unsafe`set local row_security = off`);
        await tx.any(sql.unsafe`select * from ledger.audit_journal`);
      }),
    ).rejects.toThrow(/row-level security/);
  });

  it.runIf(!!process.env.DATABASE_URL)('cannot assume a privileged role on real PostgreSQL', async () => {
    await expect(
      db.withTenant(uniqueEnvId(), (tx) => tx.query(sql.unsafe`set local role postgres`)),
    ).rejects.toThrow(/permission denied/);
  });

  it('forces row-level security on every table of the service schemas', async () => {
    const tables = await db.pool.any(
      sql.type(z.object({ schema: z.string(), name: z.string(), enabled: z.boolean(), forced: z.boolean() }))`
        select n.nspname as schema, c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname = any(${sql.array(SERVICE_SCHEMAS, 'text')})
        order by 1, 2`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(SERVICE_SCHEMAS.length * 2);
    const unprotected = tables.filter((t) => !t.enabled || !t.forced).map((t) => `${t.schema}.${t.name}`);
    expect(unprotected).toEqual([]);
    // And every one of them is tenant-scoped by an env_id column.
    const withoutEnv = await db.pool.anyFirst(
      sql.type(z.object({ name: z.string() }))`
        select n.nspname || '.' || c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname = any(${sql.array(SERVICE_SCHEMAS, 'text')})
          and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'env_id' and not a.attisdropped)`,
    );
    expect(withoutEnv).toEqual([]);
  });
});
