// Between runs: let the outbox relay publish the previous run's backlog and PostgreSQL finish
// its after-work (autovacuum, checkpoint writes), so a run is not charged for its predecessor.
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
