// SQL of the posting engine. Bulk writes use unnest so a batch is a handful of statements
// whatever its size; every statement filters env_id as well as running under RLS.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { deferRead, deferSetting, queryPair, sql, unawaited, unread, type Tx } from '../../../platform/db/pool.ts';
import { joinParts, nothing, part, statement, text, type Part } from '../../../platform/db/template.ts';
import { EVENT_TYPE_PATTERN } from '../../../platform/events/envelope.ts';
import type { AuditEntry } from '../../../platform/events/producer.ts';
import type { Keyset } from '../../../platform/pagination.ts';
import type { LedgerEvents, LedgerEventType } from '../events.ts';
import type { ClientTransaction, Leg, Violation } from './model.ts';

const uuidArray = (ids: readonly string[]) => sql.array([...ids], 'uuid');

export const postingRow = z.object({
  id: z.string(),
  batch_id: z.string(),
  idempotency_key: z.string(),
  request_hash: z.string(),
  mode: z.enum(['sync', 'async']),
  status: z.enum(['pending', 'accepted', 'rejected', 'cancelled']),
  violations: z.array(z.record(z.unknown())),
  value_timestamp: z.string(),
  booking_timestamp: z.string(),
  batch_details: z.record(z.string()),
  processing_error: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type PostingRow = z.infer<typeof postingRow>;

const postingColumnList = text(`id, batch_id, idempotency_key, request_hash, mode, status, violations, value_timestamp, booking_timestamp, batch_details, processing_error,
  cancelled_at, cancel_reason`);

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
  return tx.maybeOne(statement(postingRow, part`
    select ${postingColumnList} from ledger.postings where env_id = ${envId} and idempotency_key = ${idempotencyKey}`));
}

const forUpdate = text('for update');

export function findPosting(tx: Tx, envId: string, id: string, lock = false) {
  return tx.maybeOne(statement(postingRow, part`
    select ${postingColumnList} from ledger.postings where env_id = ${envId} and id = ${id}
    ${lock ? forUpdate : nothing}`));
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
 * Locks the batch's accounts in a deterministic order, in one statement: customer accounts
 * FOR UPDATE (their funds are checked, so their balances must not move underneath), then
 * internal accounts FOR SHARE (no check; postings to a hot internal account do not queue on its
 * account row). The CTEs are materialised and appended in this order, each sorted by id.
 */
function lockAccountsQuery(envId: string, ids: readonly string[]) {
  const columns = sql.fragment`id, account_type, status, tside, denominations, allow_overdraft, overdraft_limit`;
  return sql.type(accountRow)`
    with customers as materialized (
      select ${columns} from ledger.accounts
      where env_id = ${envId} and id = any(${uuidArray(ids)}) and account_type = 'customer'
      order by id for update),
    internals as materialized (
      select ${columns} from ledger.accounts
      where env_id = ${envId} and id = any(${uuidArray(ids)}) and account_type = 'internal'
      order by id for share)
    select * from customers
    union all
    select * from internals`;
}

const balanceRow = z.object({
  account_id: z.string(),
  address: z.string(),
  asset: z.string(),
  denomination: z.string(),
  phase: z.enum(['committed', 'pending_incoming', 'pending_outgoing']),
  amount: z.string(),
});

/**
 * Locks the accounts, then reads their balances — two statements in one round trip. The read
 * must be a statement of its own, after the lock: under READ COMMITTED only a later statement's
 * snapshot is sure to see what the holder of a lock we waited for committed. Balances of
 * internal accounts come along (they are not used: internal balances are incremented, not set).
 */
export async function lockAccountsAndReadBalances(tx: Tx, envId: string, ids: readonly string[]): Promise<LockedAccounts> {
  if (ids.length === 0) return { accounts: [], balances: [] };
  await genericPlans(tx);
  const [accounts, balances] = await queryPair(tx, lockAccountsQuery(envId, ids), balancesQuery(envId, ids));
  return { accounts, balances };
}

/**
 * The same two statements, queued (`deferRead`) to travel ahead of the transaction's next
 * statement — the policy gate's lookup, when the pipeline prefetches them (ADR 0020).
 */
export function deferLockAccountsAndReadBalances(tx: Tx, envId: string, ids: readonly string[]): Promise<LockedAccounts> {
  unawaited(genericPlans(tx));
  const accounts = deferRead(tx, lockAccountsQuery(envId, ids));
  const balances = deferRead(tx, balancesQuery(envId, ids));
  // A call the gate denies never reads it.
  return unawaited(Promise.all([accounts, balances]).then(([a, b]) => ({ accounts: a, balances: b })));
}

/**
 * The posting transaction's statements are planned once (generic plans) for the rest of the
 * transaction. PostgreSQL's plan cache keeps re-planning a statement whose `= any($n)` array
 * makes its generic plan look dearer than a custom one, although the plan is the same primary-key
 * scan: for the account lock and the balance read that cost 0.4–0.5 ms of planning per posting.
 * Nothing in a posting filters on a range whose best index depends on the values
 * (`plannedPerCall` is for those), so generic plans lose nothing here. Queued: it travels with
 * the transaction's next statement.
 */
function genericPlans(tx: Tx): Promise<void> {
  return deferSetting(tx, sql.type(unread)`select set_config('plan_cache_mode', 'force_generic_plan', true)`);
}

export interface LockedAccounts {
  accounts: ReadonlyArray<z.infer<typeof accountRow>>;
  balances: ReadonlyArray<z.infer<typeof balanceRow>>;
}

function balancesQuery(envId: string, ids: readonly string[]) {
  return sql.type(balanceRow)`
    select account_id, address, asset, denomination, phase, amount from ledger.balances
    where env_id = ${envId} and account_id = any(${uuidArray(ids)})`;
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

// --- The batch write: one statement ------------------------------------------------------------
// A batch's writes go in ONE statement: the `posting` CTE writes (or moves) the batch row and
// returns it; every other write is a data-modifying CTE that runs only when `posting` returned
// a row. An idempotency key already taken makes `posting` return nothing, so nothing is
// written and the caller answers with the stored batch. The statement fails as a whole (the
// audit row is fail-closed with everything else).
//
// It is built from parts (platform/db/template.ts, ADR 0023), not nested `sql.fragment`s: its
// text is joined once per shape of batch, and composing it per posting only gathers the values.
// jsonb values are sent as JSON text with a cast (JSON.stringify, not slonik's stable stringify).

/** A data-modifying CTE `name as (...)` of the batch write. */
export type WritePart = Part;

const whenPosted = text('exists (select 1 from posting)');
const partSeparator = text(', ');
const json = (value: unknown): string => JSON.stringify(value);

/** Runs the batch write; null when `head` wrote nothing (idempotency key taken, or not pending). */
export function writeBatch(tx: Tx, head: Part, parts: readonly WritePart[]) {
  return tx.maybeOne(statement(postingRow, batchWrite(head, parts)));
}

/** The batch write as a tree of parts (what `writeBatch` sends; `bench:sql` composes it). */
export function batchWrite(head: Part, parts: readonly WritePart[]): Part {
  const rest = parts.length > 0 ? part`, ${joinParts(parts, partSeparator)}` : nothing;
  return part`
    with posting as (${head})${rest}
    select ${postingColumnList} from posting`;
}

/** Inserts the batch row unless its idempotency key is taken (then: no row). */
export function insertPostingHead(envId: string, p: NewPosting): Part {
  return part`
    insert into ledger.postings (env_id, id, batch_id, idempotency_key, request_hash, mode, status, violations,
                                 value_timestamp, batch_details, created_by, correlation_id)
    values (${envId}, ${p.id}, ${p.batchId}, ${p.idempotencyKey}, ${p.requestHash}, ${p.mode}, ${p.status},
            ${json(p.violations)}::jsonb, ${p.valueTimestamp}, ${json(p.batchDetails)}::jsonb, ${p.createdBy}, ${p.correlationId ?? null})
    on conflict (env_id, idempotency_key) do nothing
    returning ${postingColumnList}`;
}

/** Moves a pending (asynchronous) batch to its outcome; no row when it is no longer pending. */
export function finishPostingHead(envId: string, postingId: string, status: 'accepted' | 'rejected', violations: Violation[]): Part {
  return part`
    update ledger.postings set status = ${status}, violations = ${json(violations)}::jsonb, processing_error = null,
      booking_timestamp = clock_timestamp()
    where env_id = ${envId} and id = ${postingId} and status = 'pending'
    returning ${postingColumnList}`;
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

export function instructionsPart(envId: string, rows: readonly NewInstruction[]): WritePart {
  return part`instructions as (
    insert into ledger.posting_instructions (env_id, id, posting_id, seq, instruction_type, client_transaction_id, body, committed_postings, status, failure_reason)
    select ${envId}, t.id, (select id from posting), t.seq, t.type, t.ctid, t.body, t.committed, t.status, t.reason
    from ${sql.unnest(
      rows.map((r) => [r.id, r.seq, r.type, r.clientTransactionId, json(r.body), json(r.committedPostings), r.status, r.failureReason]),
      ['uuid', 'int4', 'text', 'text', 'jsonb', 'jsonb', 'text', 'text'],
    )} as t(id, seq, type, ctid, body, committed, status, reason)
    where ${whenPosted})`;
}

/** Processing → outcome of an asynchronous batch's instructions. */
export function completeInstructionsPart(
  envId: string,
  postingId: string,
  rows: ReadonlyArray<{ seq: number; status: 'completed' | 'failed'; committedPostings: unknown[]; failureReason: string | null }>,
): WritePart {
  return part`completed as (
    update ledger.posting_instructions i
    set status = t.status, committed_postings = t.committed, failure_reason = t.reason, updated_at = clock_timestamp()
    from ${sql.unnest(
      rows.map((r) => [r.seq, r.status, json(r.committedPostings), r.failureReason]),
      ['int4', 'text', 'jsonb', 'text'],
    )} as t(seq, status, committed, reason)
    where i.env_id = ${envId} and i.posting_id = ${postingId} and i.seq = t.seq and i.status = 'processing' and ${whenPosted})`;
}

/**
 * The ledger audit journal row (the producer's `audit`, as a part of the batch write). Fail-closed:
 * it is in the same statement as the batch.
 */
export function auditPart(envId: string, entry: AuditEntry, correlationId: string | undefined): WritePart {
  return part`audit as (
    insert into ledger.audit_journal (env_id, actor, action, target, detail, correlation_id)
    select ${envId}, ${entry.actor}, ${entry.action}, ${entry.target ?? null}, ${json(entry.detail ?? {})}::jsonb, ${correlationId ?? null}
    where ${whenPosted})`;
}

/**
 * The event's outbox row (the producer's `emit`, as a part of the batch write). The caller calls
 * `markEventsWritten()` when the statement returned the batch, so the relay is woken after commit.
 */
export function outboxPart<T extends LedgerEventType>(envId: string, type: T, payload: LedgerEvents[T], correlationId: string | undefined): WritePart {
  if (!EVENT_TYPE_PATTERN.test(type)) throw new Error(`Invalid event type: ${type}`);
  return part`outbox as (
    insert into ledger.outbox (id, env_id, type, payload, correlation_id)
    select ${randomUUID()}, ${envId}, ${type}, ${json(payload)}::jsonb, ${correlationId ?? null}
    where ${whenPosted})`;
}

/**
 * Cancels an asynchronous batch that is still pending (the head of a batch write); no row when it
 * is not (any more). The caller holds the batch's row lock, the lock the consumer takes.
 */
export function cancelPostingHead(envId: string, postingId: string, reason: string | null): Part {
  return part`
    update ledger.postings set status = 'cancelled', cancelled_at = clock_timestamp(), cancel_reason = ${reason}
    where env_id = ${envId} and id = ${postingId} and mode = 'async' and status = 'pending'
    returning ${postingColumnList}`;
}

/** Pending (or processing, not yet applied) → cancelled for the instructions of a cancelled batch. */
export function cancelInstructionsPart(envId: string, postingId: string): WritePart {
  return part`cancelled as (
    update ledger.posting_instructions set status = 'cancelled', updated_at = clock_timestamp()
    where env_id = ${envId} and posting_id = ${postingId} and status in ('pending', 'processing') and ${whenPosted})`;
}

/** Guarded state move of a batch's instructions; returns how many moved. */
export async function moveInstructions(tx: Tx, envId: string, postingId: string, from: string, to: string): Promise<number> {
  const result = await tx.query(sql.unsafe`
    update ledger.posting_instructions set status = ${to}, updated_at = clock_timestamp()
    where env_id = ${envId} and posting_id = ${postingId} and status = ${from}`);
  return result.rowCount;
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

export function clientTransactionsPart(envId: string, chains: readonly ClientTransaction[]): WritePart {
  return part`chains as (
    insert into ledger.client_transactions (env_id, client_transaction_id, account_id, internal_account_id, denomination, direction, authorised, settled, status)
    select ${envId}, t.ctid, t.account_id, t.internal_account_id, t.denomination, t.direction, t.authorised, t.settled, t.status
    from ${sql.unnest(
      chains.map((c) => [c.clientTransactionId, c.accountId, c.internalAccountId, c.denomination, c.direction, c.authorised.toFixed(), c.settled.toFixed(), c.status]),
      ['text', 'uuid', 'uuid', 'text', 'text', 'numeric', 'numeric', 'text'],
    )} as t(ctid, account_id, internal_account_id, denomination, direction, authorised, settled, status)
    where ${whenPosted}
    on conflict (env_id, client_transaction_id) do update
      set authorised = excluded.authorised, settled = excluded.settled, status = excluded.status, updated_at = clock_timestamp())`;
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

const balanceWrite = {
  set: { name: text('customer_balances'), amount: text('excluded.amount') },
  add: { name: text('internal_balances'), amount: text('ledger.balances.amount + excluded.amount') },
} as const;

/**
 * Writes balance rows. `set` (CTE `customer_balances`): the caller holds the account lock and
 * computed the new amount. `add` (CTE `internal_balances`, returning the new amounts): the row
 * lock of the upsert itself serialises concurrent writers (hot internal accounts); rows come in
 * the caller's (key) order, so two batches lock them in the same order.
 */
export function balancesPart(envId: string, changes: readonly BalanceChange[], mode: 'set' | 'add'): WritePart {
  const { name, amount } = balanceWrite[mode];
  return part`${name} as (
    insert into ledger.balances (env_id, account_id, address, asset, denomination, phase, amount, total_debit, total_credit)
    select ${envId}, t.account_id, t.address, t.asset, t.denomination, t.phase, t.amount, t.debit, t.credit
    from ${sql.unnest(
      changes.map((c) => [c.accountId, c.address, c.asset, c.denomination, c.phase, c.amount, c.debit, c.credit]),
      ['uuid', 'text', 'text', 'text', 'text', 'numeric', 'numeric', 'numeric'],
    )} as t(account_id, address, asset, denomination, phase, amount, debit, credit)
    where ${whenPosted}
    on conflict (env_id, account_id, address, asset, denomination, phase) do update
      set amount = ${amount},
          total_debit = ledger.balances.total_debit + excluded.total_debit,
          total_credit = ledger.balances.total_credit + excluded.total_credit,
          updated_at = clock_timestamp()
    returning account_id, address, asset, denomination, phase, amount)`;
}

export interface NewTransaction {
  id: string;
  leg: Leg;
  instructionId: string;
  clientTransactionId: string;
  instructionType: string;
  /**
   * The running balance after this leg when known (customer keys: simulated under the account
   * lock); null for keys incremented by `internal_balances`, whose new total is known only in
   * the statement: then it is that total minus `laterDelta`, the sum of this key's later legs.
   */
  balanceAfter: string | null;
  laterDelta: string;
}

const legsWithInternal = {
  join: text(`left join internal_balances b
         on b.account_id = t.account_id and b.address = t.address and b.asset = t.asset and b.denomination = t.denomination and b.phase = t.phase`),
  after: text('coalesce(t.balance_after, b.amount - t.later)'),
};
const legsCustomerOnly = { join: nothing, after: text('t.balance_after') };

/** Legs in booking order (the identity `seq` follows `ord`); needs the `internal_balances` part when any balanceAfter is null. */
export function transactionsPart(envId: string, postingId: string, valueTimestamp: string, rows: readonly NewTransaction[], withInternal: boolean): WritePart {
  const { join, after } = withInternal ? legsWithInternal : legsCustomerOnly;
  return part`legs as (
    insert into ledger.transactions (env_id, id, account_id, posting_id, instruction_id, client_transaction_id, instruction_type,
      direction, amount, address, asset, denomination, phase, balance_after, value_timestamp, booking_timestamp)
    select ${envId}, t.id, t.account_id, ${postingId}, t.instruction_id, t.ctid, t.itype, t.direction, t.amount, t.address, t.asset, t.denomination, t.phase,
           ${after}, ${valueTimestamp}::timestamptz, clock_timestamp()
    from ${sql.unnest(
      rows.map((r, ord) => [
        ord, r.id, r.leg.accountId, r.instructionId, r.clientTransactionId, r.instructionType, r.leg.credit ? 'credit' : 'debit',
        r.leg.amount.toFixed(), r.leg.address, r.leg.asset, r.leg.denomination, r.leg.phase, r.balanceAfter, r.laterDelta,
      ]),
      ['int4', 'uuid', 'uuid', 'uuid', 'text', 'text', 'text', 'numeric', 'text', 'text', 'text', 'text', 'numeric', 'numeric'],
    )} as t(ord, id, account_id, instruction_id, ctid, itype, direction, amount, address, asset, denomination, phase, balance_after, later)
    ${join}
    where ${whenPosted}
    order by t.ord)`;
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
           p.booking_timestamp, p.batch_details, p.processing_error, p.cancelled_at, p.cancel_reason,
           (select count(*)::int from ledger.posting_instructions i where i.env_id = p.env_id and i.posting_id = p.id) as instruction_count
    from ledger.postings p
    where ${sql.join(conditions, sql.fragment` and `)}
    order by p.booking_timestamp ${ascending ? sql.fragment`asc` : sql.fragment`desc`}, p.id ${ascending ? sql.fragment`asc` : sql.fragment`desc`}
    limit ${options.limit + 1}`);
}
