// The posting transaction plans its statements once (ADR 0011 addendum): PostgreSQL's plan cache
// would otherwise plan the account lock and the balance read again on every posting.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sql, type Database } from '../../../src/platform/db/pool.ts';
import { lockAccountsAndReadBalances } from '../../../src/services/ledger/postings/queries.ts';
import { startTestPlatform, uniqueEnvId, type TestPlatform } from '../../support/platform.ts';

const plans = z.object({ statement: z.string(), generic_plans: z.coerce.number(), custom_plans: z.coerce.number() });

describe.runIf(!!process.env.DATABASE_URL)('posting transaction plans', () => {
  let t: TestPlatform;
  let db: Database;

  beforeAll(async () => {
    t = await startTestPlatform();
    db = await t.db();
  });
  afterAll(() => t.close());

  it('locks accounts and reads balances with generic plans, never planning them again per posting', async () => {
    const envId = uniqueEnvId('plans');
    const rows = await db.withTenant(envId, async (tx) => {
      for (let i = 0; i < 7; i++) await lockAccountsAndReadBalances(tx, envId, [randomUUID(), randomUUID()]);
      return tx.any(sql.type(plans)`
        select statement, generic_plans, custom_plans from pg_prepared_statements
        where statement like ${'%from ledger.accounts%for update%'} or statement like ${'%from ledger.balances%account_id = any%'}`);
    });
    const lock = rows.find((row) => row.statement.includes('for update'));
    const balances = rows.find((row) => row.statement.includes('from ledger.balances'));
    for (const statement of [lock, balances]) {
      expect(statement).toBeDefined();
      expect(statement!.generic_plans).toBeGreaterThanOrEqual(7);
      expect(statement!.custom_plans).toBe(0);
    }
  });
});
