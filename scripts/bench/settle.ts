// Between runs: let the outbox relay publish the previous run's backlog and PostgreSQL finish
// its after-work (autovacuum, checkpoint writes), so a run is not charged for its predecessor.
import pg from 'pg';
import { z } from 'zod';
import { sql, type Database } from '../../src/platform/db/pool.ts';
import { postgresLoad } from './cpu.ts';

const MAX_WAIT_MS = 60_000;
const IDLE_POSTGRES_CORES = 0.1;

export async function settle(db: Database, envId: string): Promise<{ waitedMs: number; backlog: number }> {
  const started = performance.now();
  let backlog = Number.POSITIVE_INFINITY;
  while (performance.now() - started < MAX_WAIT_MS) {
    backlog = await db.withTenant(envId, (tx) =>
      tx.oneFirst(sql.type(z.object({ n: z.number() }))`select count(*)::int as n from ledger.outbox where env_id = ${envId} and published_at is null`),
    );
    if (backlog === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  while (performance.now() - started < MAX_WAIT_MS) {
    const load = await postgresLoad(1000);
    if (!(load > IDLE_POSTGRES_CORES)) break; // NaN (no local PostgreSQL) counts as idle
  }
  return { waitedMs: performance.now() - started, backlog };
}

/**
 * Brings the planner's statistics up to date before the measured runs. A fresh database has
 * none until autovacuum first analyses its tables, about a minute in, and the runs before that
 * paid for it: on a fresh database the first HTTP run of a bench had PostgreSQL at 0.86 cores for
 * 147 postings/s, the third 0.57 cores for 222/s. ANALYZE needs the tables' owner, so it runs
 * over the migration connection; without one it says so and the runs go ahead.
 */
export async function analyzeTables(ownerUrl: string | undefined, tables: readonly string[]): Promise<string> {
  if (!ownerUrl) return 'statistics: not refreshed (no MIGRATION_DATABASE_URL to run ANALYZE as the tables\' owner)';
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(`analyze ${tables.join(', ')}`);
    return `statistics: ANALYZE of ${tables.length} tables before the measured runs (${((performance.now() - started) / 1000).toFixed(1)} s)`;
  } finally {
    await client.end();
  }
}
