// The posting path: deterministic locking, in-memory simulation, then one statement for every
// write — batch row (idempotent by key), instructions, audit (fail-closed), outbox, balances and
// legs — in the caller's transaction (ADR 0008, ADR 0011).
import { createHash, randomUUID } from 'node:crypto';
import { utcInstant } from '../../../platform/time.ts';
import { ApiError } from '../../../platform/errors.ts';
import { commitWithNext, markEventsWritten, type Tx } from '../../../platform/db/pool.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { format, fromDb, ZERO, type Money } from '../../../platform/money.ts';
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

/** The answer to a batch whose idempotency key was taken: the stored batch, or 409 for another body. */
async function replay(tx: Tx, envId: string, request: PostingBatchRequest, hash: string): Promise<{ created: false; posting: PostingView }> {
  const existing = await q.findPostingByKey(tx, envId, request.idempotency_key);
  // `on conflict do nothing` saw a committed row with this key; it cannot have gone since.
  if (!existing) throw new Error(`posting with idempotency key ${request.idempotency_key} conflicted but is not readable`);
  if (existing.request_hash !== hash) throw idempotencyConflict();
  return { created: false, posting: await loadPostingView(tx, envId, existing) };
}

/** The response of a batch just written: its stored row and the instructions as written. */
function writtenView(posting: q.PostingRow, instructions: readonly q.NewInstruction[]): PostingView {
  return postingView(
    posting,
    instructions.map((i) => ({
      id: i.id,
      posting_id: posting.id,
      seq: i.seq,
      instruction_type: i.type,
      client_transaction_id: i.clientTransactionId,
      body: i.body as Record<string, unknown>,
      committed_postings: i.committedPostings as Array<Record<string, unknown>>,
      status: i.status,
      failure_reason: i.failureReason,
    })),
  );
}

/** The batch's value timestamp in UTC (now when the request names none). */
const valueTimestampOf = (request: PostingBatchRequest) => (request.value_timestamp ? utcInstant(request.value_timestamp) : new Date().toISOString());

/**
 * A synchronous batch: lock and read (two statements; chains first when the batch has any),
 * simulate in memory, then ONE statement writes the batch row (`on conflict` on the idempotency
 * key: a key already taken writes nothing and answers with the stored batch, or 409), its
 * instructions, the audit row (fail-closed) and, when accepted, the event and every balance and
 * leg. No savepoint, no pre-read: a replay pays for its locks, a first request does not pay for
 * a replay check.
 */
export async function postBatch(
  tx: Tx,
  envId: string,
  request: PostingBatchRequest,
  meta: PostingMeta,
  options: { commitWithWrite?: boolean; prefetched?: PrefetchedLocks } = {},
) {
  const hash = requestHash(request);
  const postingId = randomUUID();
  const valueTimestamp = valueTimestampOf(request);
  const outcome = await execute(tx, envId, request.instructions, options.prefetched);
  const instructions: q.NewInstruction[] = request.instructions.map((body, seq) => ({
    id: randomUUID(),
    seq,
    type: body.type,
    clientTransactionId: body.client_transaction_id,
    body,
    ...instructionOutcome(outcome, seq),
  }));
  const head = q.insertPostingHead(envId, {
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
  const parts = [
    q.instructionsPart(envId, instructions),
    ...recordParts(envId, postingId, request.batch_id, outcome, meta),
    ...(outcome.status === 'accepted' ? applyParts(envId, postingId, valueTimestamp, outcome, instructions) : []),
  ];
  // For a caller whose transaction ends here (the HTTP handler), the batch's one write commits in
  // the same round trip; a replay's reads then run in a new transaction, after the batch that
  // took the key committed.
  if (options.commitWithWrite) commitWithNext(tx);
  const posting = await q.writeBatch(tx, head, parts);
  if (!posting) return replay(tx, envId, request, hash);
  if (outcome.status === 'accepted') markEventsWritten(tx);
  return { created: true, posting: writtenView(posting, instructions) };
}

/** Stores an asynchronous batch as pending and asks for its processing (same statement). */
export async function enqueueBatch(tx: Tx, envId: string, request: PostingBatchRequest, meta: PostingMeta) {
  const hash = requestHash(request);
  const postingId = randomUUID();
  const instructions: q.NewInstruction[] = request.instructions.map((body, seq) => ({
    id: randomUUID(),
    seq,
    type: body.type,
    clientTransactionId: body.client_transaction_id,
    body,
    committedPostings: [],
    status: 'pending' as const,
    failureReason: null,
  }));
  const head = q.insertPostingHead(envId, {
    id: postingId,
    batchId: request.batch_id,
    idempotencyKey: request.idempotency_key,
    requestHash: hash,
    mode: 'async',
    status: 'pending',
    violations: [],
    valueTimestamp: valueTimestampOf(request),
    batchDetails: request.batch_details ?? {},
    createdBy: meta.actor,
    correlationId: meta.correlationId,
  });
  const posting = await q.writeBatch(tx, head, [
    q.instructionsPart(envId, instructions),
    q.auditPart(envId, { actor: meta.actor, action: 'posting.enqueued', target: postingId, detail: { batch_id: request.batch_id } }, meta.correlationId),
    q.outboxPart(envId, 'vert:ledger:posting:async:request', { posting_id: postingId }, meta.correlationId),
  ]);
  if (!posting) return replay(tx, envId, request, hash);
  markEventsWritten(tx);
  return { created: true, posting: writtenView(posting, instructions) };
}

/**
 * Processes a pending asynchronous batch: pending → processing → completed | failed, each move
 * guarded. A batch that is no longer pending was processed or cancelled already: nothing
 * happens. The batch's row lock, taken first, is also the one cancellation takes
 * (cancellation.ts), so a batch is either applied here or cancelled there, never both.
 */
export async function processAsyncBatch(tx: Tx, envId: string, postingId: string, meta: PostingMeta): Promise<boolean> {
  const posting = await q.findPosting(tx, envId, postingId, true);
  if (!posting || posting.status !== 'pending') return false;
  const stored = await q.listInstructions(tx, envId, [postingId]);
  if ((await q.moveInstructions(tx, envId, postingId, 'pending', 'processing')) !== stored.length) return false;
  const instructions = stored.map((row) => row.body as unknown as InstructionRequest);
  const outcome = await execute(tx, envId, instructions);
  const head = q.finishPostingHead(envId, postingId, outcome.status, outcome.status === 'rejected' ? [outcome.violation] : []);
  const parts = [
    q.completeInstructionsPart(
      envId,
      postingId,
      stored.map((row) => ({ seq: row.seq, ...instructionOutcome(outcome, row.seq), status: outcome.status === 'accepted' ? 'completed' : 'failed' })),
    ),
    ...recordParts(envId, postingId, posting.batch_id, outcome, meta),
    ...(outcome.status === 'accepted'
      ? applyParts(envId, postingId, posting.value_timestamp, outcome, stored.map((row) => ({ id: row.id, seq: row.seq, type: row.instruction_type, clientTransactionId: row.client_transaction_id })))
      : []),
  ];
  // The batch row is locked (findPosting ... for update): it is still pending.
  if (!(await q.writeBatch(tx, head, parts))) throw new Error(`posting ${postingId} stopped being pending under its lock`);
  if (outcome.status === 'accepted') markEventsWritten(tx);
  return true;
}

type Outcome =
  | { status: 'accepted'; legsByInstruction: Leg[][]; clientTransactions: ClientTransaction[]; accounts: Map<string, AccountState>; balances: Map<string, Money> }
  | { status: 'rejected'; violation: Violation };

/** Client transaction ids of the batch's chain instructions (authorise → adjust → settle → release), sorted. */
const chainIdsOf = (instructions: readonly InstructionRequest[]) =>
  [...new Set(instructions.filter((i) => i.type !== 'transfer' && i.type !== 'custom_instruction' && !i.type.endsWith('hard_settlement')).map((i) => i.client_transaction_id))].sort();

/** Accounts the instructions name, plus those of their chains, sorted (the lock order). */
function accountIdsOf(instructions: readonly InstructionRequest[], chains: ReadonlyArray<{ account_id: string; internal_account_id: string }>): string[] {
  const accountIds = new Set<string>();
  for (const instruction of instructions) {
    if ('target_account_id' in instruction) accountIds.add(instruction.target_account_id).add(instruction.internal_account_id);
    if (instruction.type === 'transfer') accountIds.add(instruction.debtor_account_id).add(instruction.creditor_account_id);
    if (instruction.type === 'custom_instruction') instruction.postings.forEach((p) => accountIds.add(p.account_id));
  }
  for (const chain of chains) accountIds.add(chain.account_id).add(chain.internal_account_id);
  return [...accountIds].sort();
}

/** The account locks and balances of a batch, queued before the policy gate (ADR 0020). */
export interface PrefetchedLocks {
  accountIds: readonly string[];
  locked: Promise<q.LockedAccounts>;
}

/**
 * Queues the batch's first statements — its account locks and balance read — to travel with the
 * policy gate's lookup. Only for batches without chain instructions (a chain must be locked, and
 * read, before its accounts are known) and whose ids are well formed; otherwise nothing.
 */
export function prefetchLocks(tx: Tx, envId: string, request: Partial<PostingBatchRequest> | undefined): PrefetchedLocks | undefined {
  const instructions = request?.instructions;
  if (!Array.isArray(instructions) || instructions.length === 0) return undefined;
  try {
    if (chainIdsOf(instructions).length > 0) return undefined;
    const accountIds = accountIdsOf(instructions, []);
    if (accountIds.length === 0 || !accountIds.every(isUuid)) return undefined;
    return { accountIds, locked: q.deferLockAccountsAndReadBalances(tx, envId, accountIds) };
  } catch {
    // A body the handler will refuse: it gets no prefetch.
    return undefined;
  }
}

/** Locks what the batch touches (chains first, then accounts, each in id order) and simulates it. */
async function execute(tx: Tx, envId: string, instructions: readonly InstructionRequest[], prefetched?: PrefetchedLocks): Promise<Outcome> {
  const chainIds = chainIdsOf(instructions);
  const chains = await q.lockClientTransactions(tx, envId, chainIds);
  const accountIds = accountIdsOf(instructions, chains);
  const reuse = prefetched !== undefined && chains.length === 0 && sameIds(prefetched.accountIds, accountIds);
  const locked = reuse ? await prefetched.locked : await q.lockAccountsAndReadBalances(tx, envId, accountIds);
  const accounts = new Map<string, AccountState>(
    locked.accounts.map((a) => [a.id, { id: a.id, accountType: a.account_type, status: a.status, tside: a.tside, denominations: a.denominations, allowOverdraft: a.allow_overdraft, overdraftLimit: fromDb(a.overdraft_limit) }]),
  );
  // Customer balances only: they are simulated and set; internal ones are incremented.
  const balances = new Map(
    locked.balances
      .filter((b) => accounts.get(b.account_id)?.accountType === 'customer')
      .map((b) => [balanceKey(b.account_id, b.address, b.asset, b.denomination, b.phase), fromDb(b.amount)]),
  );
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

/** Audit (fail-closed: it is part of the batch's statement) and, when accepted, the event. */
function recordParts(envId: string, postingId: string, batchId: string, outcome: Outcome, meta: PostingMeta): q.WritePart[] {
  const parts = [
    q.auditPart(
      envId,
      {
        actor: meta.actor,
        action: outcome.status === 'accepted' ? 'posting.accepted' : 'posting.rejected',
        target: postingId,
        detail: { batch_id: batchId, ...(outcome.status === 'rejected' ? { violation: outcome.violation } : {}) },
      },
      meta.correlationId,
    ),
  ];
  if (outcome.status === 'accepted') {
    parts.push(q.outboxPart(envId, 'vert:ledger:posting:created', { posting_id: postingId, batch_id: batchId }, meta.correlationId));
  }
  return parts;
}

/**
 * The accepted batch's effects, as parts of its statement. Customer balances are set from the
 * simulation (their accounts are locked); internal balances are incremented in key order, so two
 * batches naming the same internal accounts in opposite order cannot deadlock, and a hot internal
 * account's balance row is locked only from this statement to the commit.
 */
function applyParts(
  envId: string,
  postingId: string,
  valueTimestamp: string,
  outcome: Extract<Outcome, { status: 'accepted' }>,
  instructions: ReadonlyArray<{ id: string; seq: number; type: string; clientTransactionId: string }>,
): q.WritePart[] {
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
    const customer = isCustomer(leg.accountId);
    const after = (running.get(key) ?? ZERO).plus(delta);
    running.set(key, after);
    rows.push({
      id: randomUUID(),
      leg,
      instructionId: instruction.id,
      clientTransactionId: instruction.clientTransactionId,
      instructionType: instruction.type,
      balanceAfter: customer ? after.toFixed() : null,
      laterDelta: '0',
    });
  }
  // Internal running balances are known only in the statement (the incremented total): each leg
  // carries the sum of its key's later legs in this batch, subtracted from that total.
  const later = new Map<string, Money>();
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i]!;
    if (row.balanceAfter !== null) continue;
    const key = legKey(row.leg);
    const sum = later.get(key) ?? ZERO;
    row.laterDelta = sum.toFixed();
    later.set(key, sum.plus(signedDelta(row.leg, outcome.accounts.get(row.leg.accountId)!.tside)));
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
  const customers = entries.filter((t) => isCustomer(t.leg.accountId)).map(change('set'));
  const internal = entries
    .filter((t) => !isCustomer(t.leg.accountId))
    .sort((a, b) => (legKey(a.leg) < legKey(b.leg) ? -1 : 1))
    .map(change('add'));
  const parts: q.WritePart[] = [];
  if (outcome.clientTransactions.length > 0) parts.push(q.clientTransactionsPart(envId, outcome.clientTransactions));
  if (customers.length > 0) parts.push(q.balancesPart(envId, customers, 'set'));
  if (internal.length > 0) parts.push(q.balancesPart(envId, internal, 'add'));
  if (rows.length > 0) parts.push(q.transactionsPart(envId, postingId, valueTimestamp, rows, internal.length > 0));
  return parts;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);
