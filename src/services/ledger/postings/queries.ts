// SQL of the posting engine. Bulk writes use unnest so a batch is a handful of statements
// whatever its size; every statement filters env_id as well as running under RLS.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { Keyset } from '../../../platform/pagination.ts';
import type { ClientTransaction, Leg, Violation } from './model.ts';

const uuidArray = (ids: readonly string[]) => sql.array([...ids], 'uuid');

export const postingRow = z.object({
  id: z.string(),
  batch_id: z.string(),
  idempotency_key: z.string(),
  request_hash: z.string(),
  mode: z.enum(['sync', 'async']),
  status: z.enum(['pending', 'accepted', 'rejected']),
  violations: z.array(z.record(z.unknown())),
  value_timestamp: z.string(),
  booking_timestamp: z.string(),
  batch_details: z.record(z.string()),
  processing_error: z.string().nullable(),
});
export type PostingRow = z.infer<typeof postingRow>;

const postingColumns = sql.fragment`id, batch_id, idempotency_key, request_hash, mode, status, violations, value_timestamp, booking_timestamp, batch_details, processing_error`;

export const instructionRow = z.object({
  id: z.string(),
  posting_id: z.string(),
  seq: z.number(),
  instruction_type: z.string(),
  client_transaction_id: z.string(),
  body: z.record(z.unknown()),
  committed_postings: z.array(z.record(z.unknown())),
  status: z.enum(['pending', 'processing', 'completed', 'failed', 'cancelled']),
  failure_reason: z.string().nullable(),
});
export type InstructionRow = z.infer<typeof instructionRow>;

export function findPostingByKey(tx: Tx, envId: string, idempotencyKey: string) {
  return tx.maybeOne(sql.type(postingRow)`
    select ${postingColumns} from ledger.postings where env_id = ${envId} and idempotency_key = ${idempotencyKey}`);
}

export function findPosting(tx: Tx, envId: string, id: string, lock = false) {
  return tx.maybeOne(sql.type(postingRow)`
    select ${postingColumns} from ledger.postings where env_id = ${envId} and id = ${id}
    ${lock ? sql.fragment`for update` : sql.fragment``}`);
}

export function listInstructions(tx: Tx, envId: string, postingIds: readonly string[]) {
  return tx.any(sql.type(instructionRow)`
    select id, posting_id, seq, instruction_type, client_transaction_id, body, committed_postings, status, failure_reason
    from ledger.posting_instructions
    where env_id = ${envId} and posting_id = any(${uuidArray(postingIds)})
    order by posting_id, seq`);
}

const accountRow = z.object({
  id: z.string(),
  account_type: z.enum(['customer', 'internal']),
  status: z.enum(['pending', 'open', 'closed']),
  tside: z.enum(['ASSET', 'LIABILITY']),
  denominations: z.array(z.string()),
  allow_overdraft: z.boolean(),
  overdraft_limit: z.string(),
});
export type LockedAccount = z.infer<typeof accountRow>;

/**
 * Locks the batch's accounts in a deterministic order: customer accounts FOR UPDATE (their
 * funds are checked, so their balances must not move underneath), then internal accounts
 * FOR SHARE (no check; postings to a hot internal account do not queue on its account row).
 */
export async function lockAccounts(tx: Tx, envId: string, ids: readonly string[]): Promise<LockedAccount[]> {
  const columns = sql.fragment`id, account_type, status, tside, denominations, allow_overdraft, overdraft_limit`;
  const customers = await tx.any(sql.type(accountRow)`
    select ${columns} from ledger.accounts
    where env_id = ${envId} and id = any(${uuidArray(ids)}) and account_type = 'customer'
    order by id for update`);
  const internals = await tx.any(sql.type(accountRow)`
    select ${columns} from ledger.accounts
    where env_id = ${envId} and id = any(${uuidArray(ids)}) and account_type = 'internal'
    order by id for share`);
  return [...customers, ...internals];
}

const balanceRow = z.object({
  account_id: z.string(),
  address: z.string(),
  asset: z.string(),
  denomination: z.string(),
  phase: z.enum(['committed', 'pending_incoming', 'pending_outgoing']),
  amount: z.string(),
});

export function loadBalances(tx: Tx, envId: string, accountIds: readonly string[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return tx.any(sql.type(balanceRow)`
    select account_id, address, asset, denomination, phase, amount from ledger.balances
    where env_id = ${envId} and account_id = any(${uuidArray(accountIds)})`);
}

const chainRow = z.object({
  client_transaction_id: z.string(),
  account_id: z.string(),
  internal_account_id: z.string(),
  denomination: z.string(),
  direction: z.enum(['incoming', 'outgoing']),
  authorised: z.string(),
  settled: z.string(),
  status: z.enum(['authorised', 'settled', 'released']),
});

/** Locked before the accounts, always in id order, so lock order is global. */
export function lockClientTransactions(tx: Tx, envId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.any(sql.type(chainRow)`
    select client_transaction_id, account_id, internal_account_id, denomination, direction, authorised, settled, status
    from ledger.client_transactions
    where env_id = ${envId} and client_transaction_id = any(${sql.array([...ids], 'text')})
    order by client_transaction_id for update`);
}

export interface NewPosting {
  id: string;
  batchId: string;
  idempotencyKey: string;
  requestHash: string;
  mode: 'sync' | 'async';
  status: 'pending' | 'accepted' | 'rejected';
  violations: Violation[];
  valueTimestamp: string;
  batchDetails: Record<string, string>;
  createdBy: string;
  correlationId: string | undefined;
}

export function insertPosting(tx: Tx, envId: string, p: NewPosting) {
  return tx.one(sql.type(postingRow)`
    insert into ledger.postings (env_id, id, batch_id, idempotency_key, request_hash, mode, status, violations,
                                 value_timestamp, batch_details, created_by, correlation_id)
    values (${envId}, ${p.id}, ${p.batchId}, ${p.idempotencyKey}, ${p.requestHash}, ${p.mode}, ${p.status},
            ${sql.jsonb(p.violations as never)}, ${p.valueTimestamp}, ${sql.jsonb(p.batchDetails)}, ${p.createdBy}, ${p.correlationId ?? null})
    returning ${postingColumns}`);
}

export interface NewInstruction {
  id: string;
  seq: number;
  type: string;
  clientTransactionId: string;
  body: unknown;
  committedPostings: unknown[];
  status: InstructionRow['status'];
  failureReason: string | null;
}

export async function insertInstructions(tx: Tx, envId: string, postingId: string, rows: readonly NewInstruction[]) {
  await tx.query(sql.unsafe`
    insert into ledger.posting_instructions (env_id, id, posting_id, seq, instruction_type, client_transaction_id, body, committed_postings, status, failure_reason)
    select ${envId}, id, ${postingId}, seq, type, ctid, body, committed, status, reason
    from ${sql.unnest(
      rows.map((r) => [r.id, r.seq, r.type, r.clientTransactionId, JSON.stringify(r.body), JSON.stringify(r.committedPostings), r.status, r.failureReason]),
      ['uuid', 'int4', 'text', 'text', 'jsonb', 'jsonb', 'text', 'text'],
    )} as t(id, seq, type, ctid, body, committed, status, reason)`);
}

/** Guarded state move of a batch's instructions; returns how many moved. */
export async function moveInstructions(tx: Tx, envId: string, postingId: string, from: string, to: string): Promise<number> {
  const result = await tx.query(sql.unsafe`
    update ledger.posting_instructions set status = ${to}, updated_at = clock_timestamp()
    where env_id = ${envId} and posting_id = ${postingId} and status = ${from}`);
  return result.rowCount;
}

export async function completeInstructions(
  tx: Tx,
  envId: string,
  postingId: string,
  rows: ReadonlyArray<{ seq: number; status: 'completed' | 'failed'; committedPostings: unknown[]; failureReason: string | null }>,
) {
  await tx.query(sql.unsafe`
    update ledger.posting_instructions i
    set status = t.status, committed_postings = t.committed, failure_reason = t.reason, updated_at = clock_timestamp()
    from ${sql.unnest(
      rows.map((r) => [r.seq, r.status, JSON.stringify(r.committedPostings), r.failureReason]),
      ['int4', 'text', 'jsonb', 'text'],
    )} as t(seq, status, committed, reason)
    where i.env_id = ${envId} and i.posting_id = ${postingId} and i.seq = t.seq and i.status = 'processing'`);
}

export async function finishPosting(tx: Tx, envId: string, postingId: string, status: 'accepted' | 'rejected', violations: Violation[]) {
  await tx.query(sql.unsafe`
    update ledger.postings set status = ${status}, violations = ${sql.jsonb(violations as never)}, processing_error = null,
      booking_timestamp = clock_timestamp()
    where env_id = ${envId} and id = ${postingId} and status = 'pending'`);
}

export async function recordProcessingError(tx: Tx, envId: string, postingId: string, message: string) {
  await tx.query(sql.unsafe`
    update ledger.postings set processing_error = ${message.slice(0, 2000)}
    where env_id = ${envId} and id = ${postingId} and status = 'pending'`);
}

export async function clearProcessingError(tx: Tx, envId: string, postingId: string) {
  await tx.query(sql.unsafe`
    update ledger.postings set processing_error = null where env_id = ${envId} and id = ${postingId} and status = 'pending'`);
}

export async function upsertClientTransactions(tx: Tx, envId: string, chains: readonly ClientTransaction[]) {
  if (chains.length === 0) return;
  await tx.query(sql.unsafe`
    insert into ledger.client_transactions (env_id, client_transaction_id, account_id, internal_account_id, denomination, direction, authorised, settled, status)
    select ${envId}, * from ${sql.unnest(
      chains.map((c) => [c.clientTransactionId, c.accountId, c.internalAccountId, c.denomination, c.direction, c.authorised.toFixed(), c.settled.toFixed(), c.status]),
      ['text', 'uuid', 'uuid', 'text', 'text', 'numeric', 'numeric', 'text'],
    )}
    on conflict (env_id, client_transaction_id) do update
      set authorised = excluded.authorised, settled = excluded.settled, status = excluded.status, updated_at = clock_timestamp()`);
}

export interface BalanceChange {
  accountId: string;
  address: string;
  asset: string;
  denomination: string;
  phase: string;
  /** Absolute new amount (set) or delta (add), as a decimal string. */
  amount: string;
  debit: string;
  credit: string;
}

const returnedBalance = z.object({
  account_id: z.string(),
  address: z.string(),
  asset: z.string(),
  denomination: z.string(),
  phase: z.string(),
  amount: z.string(),
});

/**
 * Writes balance rows. `set`: the caller holds the account lock and computed the new amount.
 * `add`: the row lock of the upsert itself serialises concurrent writers (hot internal
 * accounts); callers issue it last so the lock is held only until commit.
 */
export function upsertBalances(tx: Tx, envId: string, changes: readonly BalanceChange[], mode: 'set' | 'add') {
  if (changes.length === 0) return Promise.resolve([]);
  const amount = mode === 'set' ? sql.fragment`excluded.amount` : sql.fragment`ledger.balances.amount + excluded.amount`;
  return tx.any(sql.type(returnedBalance)`
    insert into ledger.balances (env_id, account_id, address, asset, denomination, phase, amount, total_debit, total_credit)
    select ${envId}, * from ${sql.unnest(
      changes.map((c) => [c.accountId, c.address, c.asset, c.denomination, c.phase, c.amount, c.debit, c.credit]),
      ['uuid', 'text', 'text', 'text', 'text', 'numeric', 'numeric', 'numeric'],
    )}
    on conflict (env_id, account_id, address, asset, denomination, phase) do update
      set amount = ${amount},
          total_debit = ledger.balances.total_debit + excluded.total_debit,
          total_credit = ledger.balances.total_credit + excluded.total_credit,
          updated_at = clock_timestamp()
    returning account_id, address, asset, denomination, phase, amount`);
}

export interface NewTransaction {
  id: string;
  leg: Leg;
  instructionId: string;
  clientTransactionId: string;
  instructionType: string;
  balanceAfter: string;
}

export async function insertTransactions(
  tx: Tx,
  envId: string,
  postingId: string,
  valueTimestamp: string,
  rows: readonly NewTransaction[],
) {
  if (rows.length === 0) return;
  await tx.query(sql.unsafe`
    insert into ledger.transactions (env_id, id, account_id, posting_id, instruction_id, client_transaction_id, instruction_type,
      direction, amount, address, asset, denomination, phase, balance_after, value_timestamp, booking_timestamp)
    select ${envId}, id, account_id, ${postingId}, instruction_id, ctid, itype, direction, amount, address, asset, denomination, phase,
           balance_after, ${valueTimestamp}::timestamptz, clock_timestamp()
    from ${sql.unnest(
      rows.map((r) => [
        r.id, r.leg.accountId, r.instructionId, r.clientTransactionId, r.instructionType, r.leg.credit ? 'credit' : 'debit',
        r.leg.amount.toFixed(), r.leg.address, r.leg.asset, r.leg.denomination, r.leg.phase, r.balanceAfter,
      ]),
      ['uuid', 'uuid', 'uuid', 'text', 'text', 'text', 'numeric', 'text', 'text', 'text', 'text', 'numeric'],
    )} as t(id, account_id, instruction_id, ctid, itype, direction, amount, address, asset, denomination, phase, balance_after)`);
}

const summaryRow = postingRow.extend({ instruction_count: z.number() });

export function listPostings(
  tx: Tx,
  envId: string,
  options: { limit: number; after?: Keyset; status?: string; batchId?: string; failuresOnly?: boolean },
) {
  const conditions = [sql.fragment`p.env_id = ${envId}`];
  if (options.status) conditions.push(sql.fragment`p.status = ${options.status}`);
  if (options.batchId) conditions.push(sql.fragment`p.batch_id = ${options.batchId}`);
  if (options.failuresOnly) conditions.push(sql.fragment`p.mode = 'async' and p.status = 'pending' and p.processing_error is not null`);
  const ascending = options.failuresOnly === true;
  if (options.after) {
    conditions.push(
      ascending
        ? sql.fragment`(p.booking_timestamp, p.id) > (${options.after.at}::timestamptz, ${options.after.id}::uuid)`
        : sql.fragment`(p.booking_timestamp, p.id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
    );
  }
  return tx.any(sql.type(summaryRow)`
    select p.id, p.batch_id, p.idempotency_key, p.request_hash, p.mode, p.status, p.violations, p.value_timestamp,
           p.booking_timestamp, p.batch_details, p.processing_error,
           (select count(*)::int from ledger.posting_instructions i where i.env_id = p.env_id and i.posting_id = p.id) as instruction_count
    from ledger.postings p
    where ${sql.join(conditions, sql.fragment` and `)}
    order by p.booking_timestamp ${ascending ? sql.fragment`asc` : sql.fragment`desc`}, p.id ${ascending ? sql.fragment`asc` : sql.fragment`desc`}
    limit ${options.limit + 1}`);
}
