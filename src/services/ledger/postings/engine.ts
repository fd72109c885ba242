// The posting path: idempotency, deterministic locking, in-memory simulation, then a fixed
// sequence of bulk writes — domain rows, audit (fail-closed) and outbox in one transaction.
import { createHash, randomUUID } from 'node:crypto';
import { UniqueIntegrityConstraintViolationError } from 'slonik';
import { ApiError } from '../../../platform/errors.ts';
import type { Tx } from '../../../platform/db/pool.ts';
import { format, fromDb, ZERO, type Money } from '../../../platform/money.ts';
import { auditLedger, emitLedgerEvent } from '../events.ts';
import { balanceKey, legKey, signedDelta, type AccountState, type ClientTransaction, type InstructionRequest, type Leg, type PostingBatchRequest, type Violation } from './model.ts';
import * as q from './queries.ts';
import { simulate } from './simulate.ts';
import { loadPostingView, postingView, type PostingView } from './views.ts';

export interface PostingMeta {
  actor: string;
  correlationId?: string;
}

const idempotencyConflict = () =>
  new ApiError({ status: 409, code: 'idempotency_conflict', title: 'Conflict', detail: 'idempotency key already used with a different request body', fdxCode: '409' });

/** Stable hash of the request: key order does not matter, every value does. */
export function requestHash(request: PostingBatchRequest): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');
}

/**
 * Runs `write` in a savepoint; if a concurrent request with the same idempotency key committed
 * first, answers as a replay of it instead.
 */
async function idempotent(
  tx: Tx,
  envId: string,
  request: PostingBatchRequest,
  write: (savepoint: Tx, hash: string) => Promise<PostingView>,
): Promise<{ created: boolean; posting: PostingView }> {
  const hash = requestHash(request);
  const replay = async () => {
    const existing = await q.findPostingByKey(tx, envId, request.idempotency_key);
    if (!existing) return undefined;
    if (existing.request_hash !== hash) throw idempotencyConflict();
    return { created: false, posting: await loadPostingView(tx, envId, existing) };
  };
  const before = await replay();
  if (before) return before;
  try {
    return { created: true, posting: await tx.transaction((savepoint) => write(savepoint, hash)) };
  } catch (error) {
    if (error instanceof UniqueIntegrityConstraintViolationError) {
      const after = await replay();
      if (after) return after;
    }
    throw error;
  }
}

export function postBatch(parent: Tx, envId: string, request: PostingBatchRequest, meta: PostingMeta) {
  return idempotent(parent, envId, request, async (tx, hash) => {
    const postingId = randomUUID();
    const valueTimestamp = request.value_timestamp ?? new Date().toISOString();
    const outcome = await execute(tx, envId, request.instructions);
    const posting = await q.insertPosting(tx, envId, {
      id: postingId,
      batchId: request.batch_id,
      idempotencyKey: request.idempotency_key,
      requestHash: hash,
      mode: 'sync',
      status: outcome.status,
      violations: outcome.status === 'rejected' ? [outcome.violation] : [],
      valueTimestamp,
      batchDetails: request.batch_details ?? {},
      createdBy: meta.actor,
      correlationId: meta.correlationId,
    });
    const instructions = request.instructions.map((body, seq) => ({
      id: randomUUID(),
      seq,
      type: body.type,
      clientTransactionId: body.client_transaction_id,
      body,
      ...instructionOutcome(outcome, seq),
    }));
    await q.insertInstructions(tx, envId, postingId, instructions);
    await record(tx, envId, posting, outcome, meta);
    if (outcome.status === 'accepted') {
      await apply(tx, envId, postingId, posting.value_timestamp, outcome, instructions);
    }
    // The answer is what was just written; no need to read it back.
    return postingView(
      posting,
      instructions.map((i) => ({
        id: i.id,
        posting_id: postingId,
        seq: i.seq,
        instruction_type: i.type,
        client_transaction_id: i.clientTransactionId,
        body: i.body as unknown as Record<string, unknown>,
        committed_postings: i.committedPostings as Array<Record<string, unknown>>,
        status: i.status,
        failure_reason: i.failureReason,
      })),
    );
  });
}

/** Stores an asynchronous batch as pending and asks for its processing (same transaction). */
export function enqueueBatch(parent: Tx, envId: string, request: PostingBatchRequest, meta: PostingMeta) {
  return idempotent(parent, envId, request, async (tx, hash) => {
    const postingId = randomUUID();
    const posting = await q.insertPosting(tx, envId, {
      id: postingId,
      batchId: request.batch_id,
      idempotencyKey: request.idempotency_key,
      requestHash: hash,
      mode: 'async',
      status: 'pending',
      violations: [],
      valueTimestamp: request.value_timestamp ?? new Date().toISOString(),
      batchDetails: request.batch_details ?? {},
      createdBy: meta.actor,
      correlationId: meta.correlationId,
    });
    await q.insertInstructions(
      tx,
      envId,
      postingId,
      request.instructions.map((body, seq) => ({
        id: randomUUID(),
        seq,
        type: body.type,
        clientTransactionId: body.client_transaction_id,
        body,
        committedPostings: [],
        status: 'pending' as const,
        failureReason: null,
      })),
    );
    await auditLedger(tx, envId, { actor: meta.actor, action: 'posting.enqueued', target: postingId, detail: { batch_id: request.batch_id } }, meta.correlationId);
    await emitLedgerEvent(tx, envId, 'vert:ledger:posting:async:request', { posting_id: postingId }, meta.correlationId);
    return loadPostingView(tx, envId, posting);
  });
}

/**
 * Processes a pending asynchronous batch: pending → processing → completed | failed, each move
 * guarded. A batch that is no longer pending was processed already: nothing happens.
 */
export async function processAsyncBatch(tx: Tx, envId: string, postingId: string, meta: PostingMeta): Promise<boolean> {
  const posting = await q.findPosting(tx, envId, postingId, true);
  if (!posting || posting.status !== 'pending') return false;
  const stored = await q.listInstructions(tx, envId, [postingId]);
  if ((await q.moveInstructions(tx, envId, postingId, 'pending', 'processing')) !== stored.length) return false;
  const instructions = stored.map((row) => row.body as unknown as InstructionRequest);
  const outcome = await execute(tx, envId, instructions);
  await q.completeInstructions(
    tx,
    envId,
    postingId,
    stored.map((row) => ({ seq: row.seq, ...instructionOutcome(outcome, row.seq), status: outcome.status === 'accepted' ? 'completed' : 'failed' })),
  );
  await q.finishPosting(tx, envId, postingId, outcome.status, outcome.status === 'rejected' ? [outcome.violation] : []);
  await record(tx, envId, posting, outcome, meta);
  if (outcome.status === 'accepted') {
    await apply(tx, envId, postingId, posting.value_timestamp, outcome, stored.map((row) => ({ id: row.id, seq: row.seq, type: row.instruction_type, clientTransactionId: row.client_transaction_id })));
  }
  return true;
}

type Outcome =
  | { status: 'accepted'; legsByInstruction: Leg[][]; clientTransactions: ClientTransaction[]; accounts: Map<string, AccountState>; balances: Map<string, Money> }
  | { status: 'rejected'; violation: Violation };

/** Locks what the batch touches (chains first, then accounts, each in id order) and simulates it. */
async function execute(tx: Tx, envId: string, instructions: readonly InstructionRequest[]): Promise<Outcome> {
  const chainIds = [...new Set(instructions.filter((i) => i.type !== 'transfer' && i.type !== 'custom_instruction' && !i.type.endsWith('hard_settlement')).map((i) => i.client_transaction_id))].sort();
  const chains = await q.lockClientTransactions(tx, envId, chainIds);
  const accountIds = new Set<string>();
  for (const instruction of instructions) {
    if ('target_account_id' in instruction) accountIds.add(instruction.target_account_id).add(instruction.internal_account_id);
    if (instruction.type === 'transfer') accountIds.add(instruction.debtor_account_id).add(instruction.creditor_account_id);
    if (instruction.type === 'custom_instruction') instruction.postings.forEach((p) => accountIds.add(p.account_id));
  }
  for (const chain of chains) accountIds.add(chain.account_id).add(chain.internal_account_id);
  const locked = await q.lockAccounts(tx, envId, [...accountIds].sort());
  const accounts = new Map<string, AccountState>(
    locked.map((a) => [a.id, { id: a.id, accountType: a.account_type, status: a.status, tside: a.tside, denominations: a.denominations, allowOverdraft: a.allow_overdraft, overdraftLimit: fromDb(a.overdraft_limit) }]),
  );
  const customerIds = locked.filter((a) => a.account_type === 'customer').map((a) => a.id);
  const balances = new Map((await q.loadBalances(tx, envId, customerIds)).map((b) => [balanceKey(b.account_id, b.address, b.asset, b.denomination, b.phase), fromDb(b.amount)]));
  const result = simulate({
    instructions,
    accounts,
    balances,
    clientTransactions: new Map(
      chains.map((c) => [c.client_transaction_id, { clientTransactionId: c.client_transaction_id, accountId: c.account_id, internalAccountId: c.internal_account_id, denomination: c.denomination, direction: c.direction, authorised: fromDb(c.authorised), settled: fromDb(c.settled), status: c.status }]),
    ),
  });
  return result.status === 'accepted' ? { ...result, accounts, balances } : result;
}

function instructionOutcome(outcome: Outcome, seq: number) {
  if (outcome.status === 'accepted') {
    return { status: 'completed' as const, committedPostings: (outcome.legsByInstruction[seq] ?? []).map(legJson), failureReason: null };
  }
  return {
    status: 'failed' as const,
    committedPostings: [],
    failureReason: outcome.violation.instruction_index === seq ? outcome.violation.message : 'batch rejected',
  };
}

const legJson = (leg: Leg) => ({
  account_id: leg.accountId,
  address: leg.address,
  asset: leg.asset,
  denomination: leg.denomination,
  phase: leg.phase,
  credit: leg.credit,
  amount: format(leg.amount),
});

/** Audit (fail-closed: an audit failure fails the posting) and, when accepted, the event. */
async function record(tx: Tx, envId: string, posting: q.PostingRow, outcome: Outcome, meta: PostingMeta) {
  await auditLedger(
    tx,
    envId,
    {
      actor: meta.actor,
      action: outcome.status === 'accepted' ? 'posting.accepted' : 'posting.rejected',
      target: posting.id,
      detail: { batch_id: posting.batch_id, ...(outcome.status === 'rejected' ? { violation: outcome.violation } : {}) },
    },
    meta.correlationId,
  );
  if (outcome.status === 'accepted') {
    await emitLedgerEvent(tx, envId, 'vert:ledger:posting:created', { posting_id: posting.id, batch_id: posting.batch_id }, meta.correlationId);
  }
}

/**
 * Writes the accepted batch's effects. Customer balances are set from the simulation (their
 * accounts are locked); internal balances are incremented last, so a hot internal account's
 * balance row stays locked only for the remaining statements and the commit.
 */
async function apply(
  tx: Tx,
  envId: string,
  postingId: string,
  valueTimestamp: string,
  outcome: Extract<Outcome, { status: 'accepted' }>,
  instructions: ReadonlyArray<{ id: string; seq: number; type: string; clientTransactionId: string }>,
) {
  await q.upsertClientTransactions(tx, envId, outcome.clientTransactions);

  const isCustomer = (accountId: string) => outcome.accounts.get(accountId)?.accountType === 'customer';
  const running = new Map(outcome.balances);
  const totals = new Map<string, { leg: Leg; delta: Money; debit: Money; credit: Money }>();
  const legs = outcome.legsByInstruction.flatMap((list, seq) => list.map((leg) => ({ leg, instruction: instructions[seq]! })));
  const rows: q.NewTransaction[] = [];
  for (const { leg, instruction } of legs) {
    const key = legKey(leg);
    const delta = signedDelta(leg, outcome.accounts.get(leg.accountId)!.tside);
    const total = totals.get(key) ?? { leg, delta: ZERO, debit: ZERO, credit: ZERO };
    totals.set(key, {
      leg,
      delta: total.delta.plus(delta),
      debit: leg.credit ? total.debit : total.debit.plus(leg.amount),
      credit: leg.credit ? total.credit.plus(leg.amount) : total.credit,
    });
    const after = (running.get(key) ?? ZERO).plus(delta);
    running.set(key, after);
    rows.push({ id: randomUUID(), leg, instructionId: instruction.id, clientTransactionId: instruction.clientTransactionId, instructionType: instruction.type, balanceAfter: after.toFixed() });
  }
  const change = (mode: 'set' | 'add') => (t: { leg: Leg; delta: Money; debit: Money; credit: Money }): q.BalanceChange => ({
    accountId: t.leg.accountId,
    address: t.leg.address,
    asset: t.leg.asset,
    denomination: t.leg.denomination,
    phase: t.leg.phase,
    amount: (mode === 'set' ? running.get(legKey(t.leg))! : t.delta).toFixed(),
    debit: t.debit.toFixed(),
    credit: t.credit.toFixed(),
  });
  const entries = [...totals.values()];
  await q.upsertBalances(tx, envId, entries.filter((t) => isCustomer(t.leg.accountId)).map(change('set')), 'set');
  // Balance rows are locked in key order, so two batches naming the same internal accounts in
  // opposite order cannot deadlock.
  const internal = entries.filter((t) => !isCustomer(t.leg.accountId)).sort((a, b) => (legKey(a.leg) < legKey(b.leg) ? -1 : 1));
  const stored = await q.upsertBalances(tx, envId, internal.map(change('add')), 'add');
  // Internal running balances are known only now: walk each key's legs back from the stored total.
  const finalByKey = new Map(stored.map((b) => [balanceKey(b.account_id, b.address, b.asset, b.denomination, b.phase as Leg['phase']), fromDb(b.amount)]));
  const rowsByKey = new Map<string, q.NewTransaction[]>();
  for (const row of rows) {
    if (isCustomer(row.leg.accountId)) continue;
    const key = legKey(row.leg);
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
  }
  for (const [key, keyRows] of rowsByKey) {
    let balance = finalByKey.get(key)!;
    for (const row of [...keyRows].reverse()) {
      row.balanceAfter = balance.toFixed();
      balance = balance.minus(signedDelta(row.leg, outcome.accounts.get(row.leg.accountId)!.tside));
    }
  }
  await q.insertTransactions(tx, envId, postingId, valueTimestamp, rows);
}
