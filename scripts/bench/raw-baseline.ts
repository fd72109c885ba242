// The database's own ceiling for the same logical posting: a plain `pg` pool with the same
// number of connections, prepared statements, and per posting ONE transaction with the
// writes the engine makes — no HTTP, authentication, validation, policy gate, savepoint or
// response view. The rows are real (same tables, tenant, row-level security, balances with
// running balance_after), so the ledger checks after the run cover them too.
//
// Per posting, 11 round trips: BEGIN; tenant set_config; lock the customer account(s) FOR
// UPDATE; read the debited balance (funds check); insert posting; insert instruction; audit
// row; outbox row; upsert both balances (RETURNING the new amounts); insert both transaction
// rows with their balance_after; COMMIT.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { latencySummary, type RunStats } from './stats.ts';
import { workload, type LogicalPosting, type WorkloadSpec } from './workload.ts';

export interface RawJob {
  name: string;
  description: string;
  databaseUrl: string;
  envId: string;
  connections: number;
  seconds: number;
  spec: WorkloadSpec;
  /** tside of every account the workload touches. */
  tsides: ReadonlyMap<string, 'ASSET' | 'LIABILITY'>;
  /**
   * Named (server-side prepared) statements. Off on embedded PGlite, whose socket server
   * multiplexes every connection onto one session, where the names would collide.
   */
  prepared: boolean;
}

const ADDRESS = 'DEFAULT';
const ASSET = 'COMMERCIAL_BANK_MONEY';
const MAX_SAMPLES = 5;

const statements = {
  // Generic plans for the whole transaction, as the engine's posting transaction has them: the
  // lock's `= any($2)` would otherwise be planned again on every call.
  tenant: {
    name: 'bench_tenant',
    text: `select set_config('role', 'vert_app', true), set_config('app.env_id', $1, true), set_config('plan_cache_mode', 'force_generic_plan', true)`,
  },
  lock: {
    name: 'bench_lock',
    text: `select id from ledger.accounts where env_id = $1 and id = any($2::uuid[]) and account_type = 'customer' order by id for update`,
  },
  funds: {
    name: 'bench_funds',
    text: `select coalesce((select amount from ledger.balances
             where env_id = $1 and account_id = $2 and address = '${ADDRESS}' and asset = '${ASSET}' and denomination = $3 and phase = 'committed'), 0) >= $4::numeric as ok`,
  },
  posting: {
    name: 'bench_posting',
    text: `insert into ledger.postings (env_id, id, batch_id, idempotency_key, request_hash, mode, status, violations, value_timestamp, batch_details, created_by)
           values ($1, $2, $3, $4, 'raw-baseline', 'sync', 'accepted', '[]', now(), '{}', 'bench-raw')`,
  },
  instruction: {
    name: 'bench_instruction',
    text: `insert into ledger.posting_instructions (env_id, id, posting_id, seq, instruction_type, client_transaction_id, body, committed_postings, status)
           values ($1, $2, $3, 0, $4, $5, $6::jsonb, $7::jsonb, 'completed')`,
  },
  audit: {
    name: 'bench_audit',
    text: `insert into ledger.audit_journal (env_id, actor, action, target, detail) values ($1, 'bench-raw', 'posting.accepted', $2, $3::jsonb)`,
  },
  outbox: {
    name: 'bench_outbox',
    text: `insert into ledger.outbox (id, env_id, type, payload) values ($1, $2, 'vert:ledger:posting:created', $3::jsonb)`,
  },
  balances: {
    name: 'bench_balances',
    text: `insert into ledger.balances (env_id, account_id, address, asset, denomination, phase, amount, total_debit, total_credit)
           values ($1, $2, '${ADDRESS}', '${ASSET}', $3, 'committed', $4, $5, $6),
                  ($1, $7, '${ADDRESS}', '${ASSET}', $3, 'committed', $8, $9, $10)
           on conflict (env_id, account_id, address, asset, denomination, phase) do update
             set amount = ledger.balances.amount + excluded.amount,
                 total_debit = ledger.balances.total_debit + excluded.total_debit,
                 total_credit = ledger.balances.total_credit + excluded.total_credit,
                 updated_at = clock_timestamp()
           returning account_id, amount::text`,
  },
  transactions: {
    name: 'bench_transactions',
    text: `insert into ledger.transactions (env_id, id, account_id, posting_id, instruction_id, client_transaction_id, instruction_type,
             direction, amount, address, asset, denomination, phase, balance_after, value_timestamp, booking_timestamp)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '${ADDRESS}', '${ASSET}', $10, 'committed', $11, now(), clock_timestamp()),
                  ($1, $12, $13, $4, $5, $6, $7, $14, $9, '${ADDRESS}', '${ASSET}', $10, 'committed', $15, now(), clock_timestamp())`,
  },
} as const;

interface Leg {
  accountId: string;
  credit: boolean;
}

/** Debited leg first, then credited; the customer legs before the internal one (hot row locked last). */
function legsOf(posting: LogicalPosting): { legs: [Leg, Leg]; customers: string[]; debitedCustomer: string | undefined } {
  if (posting.type === 'transfer') {
    return {
      legs: [
        { accountId: posting.debtor, credit: false },
        { accountId: posting.creditor, credit: true },
      ],
      customers: [posting.debtor, posting.creditor],
      debitedCustomer: posting.debtor,
    };
  }
  const inbound = posting.type === 'inbound_hard_settlement';
  return {
    legs: [
      { accountId: posting.customer, credit: inbound },
      { accountId: posting.internal, credit: !inbound },
    ],
    customers: [posting.customer],
    debitedCustomer: inbound ? undefined : posting.customer,
  };
}

type Statement = (typeof statements)[keyof typeof statements];

async function postOnce(client: pg.PoolClient, job: RawJob, posting: LogicalPosting): Promise<'accepted' | 'rejected'> {
  const { envId } = job;
  const q = <R extends pg.QueryResultRow = pg.QueryResultRow>(statement: Statement, values: unknown[]) =>
    client.query<R>(job.prepared ? { name: statement.name, text: statement.text, values } : { text: statement.text, values });
  const { denomination, batchId } = job.spec;
  const { legs, customers, debitedCustomer } = legsOf(posting);
  const postingId = randomUUID();
  const instructionId = randomUUID();
  const delta = (leg: Leg) => (leg.credit === (job.tsides.get(leg.accountId) === 'LIABILITY') ? posting.amount : `-${posting.amount}`);
  const debit = (leg: Leg) => (leg.credit ? '0' : posting.amount);
  const credit = (leg: Leg) => (leg.credit ? posting.amount : '0');
  const committed = legs.map((leg) => ({ account_id: leg.accountId, address: ADDRESS, asset: ASSET, denomination, phase: 'committed', credit: leg.credit, amount: posting.amount }));

  await client.query('begin');
  try {
    await q(statements.tenant, [envId]);
    await q(statements.lock, [envId, customers]);
    if (debitedCustomer) {
      const funds = await q<{ ok: boolean }>(statements.funds, [envId, debitedCustomer, denomination, posting.amount]);
      if (!funds.rows[0]?.ok) {
        await client.query('rollback');
        return 'rejected';
      }
    }
    await q(statements.posting, [envId, postingId, batchId, posting.key]);
    await q(statements.instruction, [envId, instructionId, postingId, posting.type, posting.key, JSON.stringify(posting), JSON.stringify(committed)]);
    await q(statements.audit, [envId, postingId, JSON.stringify({ batch_id: batchId })]);
    await q(statements.outbox, [randomUUID(), envId, JSON.stringify({ posting_id: postingId, batch_id: batchId })]);
    const [a, b] = legs;
    const stored = await q<{ account_id: string; amount: string }>(statements.balances, [
      envId, a.accountId, denomination, delta(a), debit(a), credit(a), b.accountId, delta(b), debit(b), credit(b),
    ]);
    const after = new Map(stored.rows.map((r) => [r.account_id, r.amount]));
    await q(statements.transactions, [
      envId, randomUUID(), a.accountId, postingId, instructionId, posting.key, posting.type, a.credit ? 'credit' : 'debit', posting.amount, denomination, after.get(a.accountId),
      randomUUID(), b.accountId, b.credit ? 'credit' : 'debit', after.get(b.accountId),
    ]);
    await client.query('commit');
    return 'accepted';
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

export async function runRawBaseline(job: RawJob): Promise<RunStats> {
  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.connections, statement_timeout: 30_000 });
  const latenciesMs: number[] = [];
  const samples: string[] = [];
  let accepted = 0;
  let rejected = 0;
  let errors = 0;
  try {
    const clients = await Promise.all(Array.from({ length: job.connections }, () => pool.connect()));
    const started = performance.now();
    const deadline = started + job.seconds * 1000;
    await Promise.all(
      clients.map(async (client, index) => {
        const next = workload({ ...job.spec, keyPrefix: `${job.spec.keyPrefix}-c${index}` });
        try {
          while (performance.now() < deadline) {
            const posting = next();
            const t0 = performance.now();
            try {
              const outcome = await postOnce(client, job, posting);
              latenciesMs.push(performance.now() - t0);
              if (outcome === 'accepted') accepted += 1;
              else rejected += 1;
            } catch (error) {
              errors += 1;
              if (samples.length < MAX_SAMPLES) samples.push(String((error as Error).message));
            }
          }
        } finally {
          client.release();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { name: job.name, driver: 'raw', description: job.description, connections: job.connections, seconds, accepted, rejected, failures: {}, errors, ...latencySummary(latenciesMs), samples };
  } finally {
    await pool.end();
  }
}
