// Ledger checks after the runs, over everything the benchmark environment holds (funding,
// HTTP runs and raw baseline alike): double entry nets to zero, every balance equals the sum
// of its legs and its last running balance (no lost update), no customer below zero, one
// event and one audit entry per accepted posting, and the stored postings match what the
// clients were told.
import { z } from 'zod';
import { sql, type Database } from '../../src/platform/db/pool.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const netRow = z.object({ denomination: z.string(), phase: z.string(), net: z.string(), credits_minus_debits: z.string(), zero: z.boolean() });
const keyRow = z.object({ keys: z.number(), wrong_sum: z.number(), wrong_running: z.number() });
const countRow = z.object({ n: z.number() });
const batchRow = z.object({ batch_id: z.string(), status: z.string(), n: z.number() });

export interface ClientCounts {
  batchId: string;
  accepted: number;
  rejected: number;
  /** Requests that may have committed after the client stopped counting (one per connection). */
  inFlight: number;
}

export async function verifyLedger(db: Database, envId: string, runs: readonly ClientCounts[]): Promise<Check[]> {
  return db.withTenant(envId, async (tx) => {
    const checks: Check[] = [];

    const nets = await tx.any(sql.type(netRow)`
      select b.denomination, b.phase,
             sum(case when a.tside = 'LIABILITY' then b.amount else -b.amount end)::text as net,
             (sum(b.total_credit) - sum(b.total_debit))::text as credits_minus_debits,
             sum(case when a.tside = 'LIABILITY' then b.amount else -b.amount end) = 0 and sum(b.total_credit) = sum(b.total_debit) as zero
      from ledger.balances b
      join ledger.accounts a on a.env_id = b.env_id and a.id = b.account_id
      where b.env_id = ${envId}
      group by b.denomination, b.phase
      order by 1, 2`);
    checks.push({
      name: 'balances net to zero (LIABILITY − ASSET, and Σcredits − Σdebits) per denomination and phase',
      ok: nets.length > 0 && nets.every((n) => n.zero),
      detail: nets.map((n) => `${n.denomination}/${n.phase}: net ${n.net}, credits−debits ${n.credits_minus_debits}`).join('; '),
    });

    const keys = await tx.one(sql.type(keyRow)`
      with legs as (
        select t.account_id, t.address, t.asset, t.denomination, t.phase,
               sum(case when (t.direction = 'credit') = (a.tside = 'LIABILITY') then t.amount else -t.amount end) as total,
               (array_agg(t.balance_after order by t.seq desc))[1] as last_after
        from ledger.transactions t
        join ledger.accounts a on a.env_id = t.env_id and a.id = t.account_id
        where t.env_id = ${envId}
        group by 1, 2, 3, 4, 5),
      balances as (select * from ledger.balances where env_id = ${envId})
      select count(*)::int as keys,
             count(*) filter (where b.amount is distinct from l.total)::int as wrong_sum,
             count(*) filter (where b.amount is distinct from l.last_after)::int as wrong_running
      from legs l
      full join balances b using (account_id, address, asset, denomination, phase)`);
    checks.push({
      name: 'every balance = Σ its transaction legs = its last balance_after (no lost update)',
      ok: keys.keys > 0 && keys.wrong_sum === 0 && keys.wrong_running === 0,
      detail: `${keys.keys} balance keys; ${keys.wrong_sum} differ from the sum of their legs; ${keys.wrong_running} differ from their last running balance`,
    });

    const negative = await tx.oneFirst(sql.type(countRow)`
      select count(*)::int as n from ledger.balances b
      join ledger.accounts a on a.env_id = b.env_id and a.id = b.account_id
      where b.env_id = ${envId} and a.account_type = 'customer' and not a.allow_overdraft and b.phase = 'committed' and b.amount < 0`);
    checks.push({ name: 'no customer account without overdraft below zero', ok: negative === 0, detail: `${negative} below zero` });

    const accepted = await tx.oneFirst(sql.type(countRow)`select count(*)::int as n from ledger.postings where env_id = ${envId} and status = 'accepted'`);
    const events = await tx.oneFirst(sql.type(countRow)`select count(*)::int as n from ledger.outbox where env_id = ${envId} and type = 'vert:ledger:posting:created'`);
    const audits = await tx.oneFirst(sql.type(countRow)`select count(*)::int as n from ledger.audit_journal where env_id = ${envId} and action = 'posting.accepted'`);
    checks.push({
      name: 'one outbox event and one audit entry per accepted posting',
      ok: events === accepted && audits === accepted,
      detail: `${accepted} accepted postings, ${events} posting:created events, ${audits} posting.accepted audit entries`,
    });

    const stored = await tx.any(sql.type(batchRow)`
      select batch_id, status, count(*)::int as n from ledger.postings where env_id = ${envId} group by 1, 2 order by 1, 2`);
    const rejectedStored = stored.filter((r) => r.status !== 'accepted').reduce((a, r) => a + r.n, 0);
    checks.push({ name: 'no posting rejected (every account is funded far beyond the runs)', ok: rejectedStored === 0, detail: `${rejectedStored} rejected or pending` });
    for (const run of runs) {
      const storedAccepted = stored.find((r) => r.batch_id === run.batchId && r.status === 'accepted')?.n ?? 0;
      // autocannon stops counting at the deadline while up to one request per connection is
      // still in flight; those may commit without the client seeing the answer.
      const ok = storedAccepted >= run.accepted && storedAccepted - run.accepted <= run.inFlight;
      checks.push({ name: `stored postings of ${run.batchId} match what its clients were told`, ok, detail: `${storedAccepted} stored accepted, ${run.accepted} answered accepted (≤ ${run.inFlight} in flight at stop)` });
    }
    return checks;
  });
}
