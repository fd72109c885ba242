// Postings routes: synchronous and asynchronous batches, reads, post-posting failures, republish, cancel.
import type { operations } from '../../../../generated/types/ledger.ts';
import { ApiError, Errors } from '../../../platform/errors.ts';
import type { Handler, RequestContext } from '../../../platform/http/typed-routes.ts';
import type { OperationPrefetch } from '../../../platform/http/service-app.ts';
import { money } from '../../../platform/money.ts';
import { decodeCursor, pageSize, toPage } from '../../../platform/pagination.ts';
import { emitLedgerEvent } from '../events.ts';
import { cancelAsyncBatch } from './cancellation.ts';
import { enqueueBatch, postBatch, prefetchLocks, type PrefetchedLocks } from './engine.ts';
import { canonicalInstruction, type PostingBatchRequest } from './model.ts';
import * as q from './queries.ts';
import { unbalancedCustomInstructions } from './simulate.ts';
import { instructionView, loadPostingView } from './views.ts';

/** Checks that need no database: refused with 400 before anything is written. */
function assertWellFormed(request: PostingBatchRequest): void {
  const problems = unbalancedCustomInstructions(request.instructions);
  request.instructions.forEach((instruction, index) => {
    const positive = (amount: string | undefined, field = 'amount') => {
      if (amount !== undefined && money(amount).isZero()) problems.push(`instructions[${index}].${field} must be greater than zero`);
    };
    switch (instruction.type) {
      case 'authorisation_adjustment':
        if (money(instruction.amount).isZero()) problems.push(`instructions[${index}].amount must not be zero`);
        break;
      case 'custom_instruction':
        instruction.postings.forEach((p, legIndex) => positive(p.amount, `postings[${legIndex}].amount`));
        break;
      case 'transfer':
        positive(instruction.amount);
        if (instruction.debtor_account_id === instruction.creditor_account_id) problems.push(`instructions[${index}]: debtor and creditor must differ`);
        break;
      case 'release':
        break;
      case 'settlement':
        positive(instruction.amount);
        break;
      default:
        positive(instruction.amount);
        if (instruction.target_account_id === instruction.internal_account_id) problems.push(`instructions[${index}]: target and internal account must differ`);
    }
  });
  if (problems.length > 0) {
    throw new ApiError({
      status: 400,
      code: 'unbalanced_or_invalid_batch',
      title: 'Invalid posting batch',
      detail: problems.join('; '),
      fdxCode: '400',
      extensions: { errors: problems.map((detail) => ({ location: 'body', pointer: '/instructions', detail })) },
    });
  }
}

/** The batch with each instruction reduced to the fields its type defines. */
const canonical = (request: PostingBatchRequest): PostingBatchRequest => ({ ...request, instructions: request.instructions.map(canonicalInstruction) });

const meta = (ctx: RequestContext) => ({ actor: ctx.principal?.subject ?? 'unknown', correlationId: ctx.correlationId });

const notFound = (id: string) => Errors.notFound(`No posting batch ${id}`);

/** A synchronous batch's account locks travel with the policy gate's lookup (ADR 0020). */
export const postingPrefetch: Record<string, OperationPrefetch> = {
  createPostingBatch: (tx, request, envId) => prefetchLocks(tx, envId, request.body as Partial<PostingBatchRequest> | undefined),
};

export const postingHandlers = {
  createPostingBatch: (async ({ body }, ctx) => {
    assertWellFormed(body);
    // The batch is the request's last write: it commits with it (one round trip fewer).
    const { created, posting } = await postBatch(ctx.tx, ctx.envId!, canonical(body), meta(ctx), {
      commitWithWrite: true,
      prefetched: ctx.prefetched as PrefetchedLocks | undefined,
    });
    return created ? { status: 201, body: posting } : { status: 200, body: posting };
  }) satisfies Handler<operations['createPostingBatch']>,

  createAsyncPostingBatch: (async ({ body }, ctx) => {
    assertWellFormed(body);
    const { created, posting } = await enqueueBatch(ctx.tx, ctx.envId!, canonical(body), meta(ctx));
    return created ? { status: 202, body: posting } : { status: 200, body: posting };
  }) satisfies Handler<operations['createAsyncPostingBatch']>,

  listPostingBatches: (async ({ query }, ctx) => {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor);
    const rows = await q.listPostings(ctx.tx, ctx.envId!, { limit, ...(after ? { after } : {}), ...(query.status ? { status: query.status } : {}), ...(query.batch_id ? { batchId: query.batch_id } : {}) });
    return { status: 200, body: summaryPage(rows, limit) };
  }) satisfies Handler<operations['listPostingBatches']>,

  getPostingBatch: (async ({ path }, ctx) => {
    const row = await q.findPosting(ctx.tx, ctx.envId!, path.postingId);
    if (!row) throw notFound(path.postingId);
    return { status: 200, body: await loadPostingView(ctx.tx, ctx.envId!, row) };
  }) satisfies Handler<operations['getPostingBatch']>,

  listPostingInstructions: (async ({ path }, ctx) => {
    const row = await q.findPosting(ctx.tx, ctx.envId!, path.postingId);
    if (!row) throw notFound(path.postingId);
    const instructions = await q.listInstructions(ctx.tx, ctx.envId!, [row.id]);
    return { status: 200, body: { items: instructions.map(instructionView) } };
  }) satisfies Handler<operations['listPostingInstructions']>,

  listPostPostingFailures: (async ({ query }, ctx) => {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor);
    const rows = await q.listPostings(ctx.tx, ctx.envId!, { limit, ...(after ? { after } : {}), failuresOnly: true });
    return { status: 200, body: summaryPage(rows, limit) };
  }) satisfies Handler<operations['listPostPostingFailures']>,

  republishPosting: (async ({ path }, ctx) => {
    const row = await q.findPosting(ctx.tx, ctx.envId!, path.postingId, true);
    if (!row) throw notFound(path.postingId);
    if (row.mode !== 'async' || row.status !== 'pending' || row.processing_error === null) {
      throw Errors.conflict('not_republishable', `Posting ${row.id} is ${row.mode} and ${row.status}${row.processing_error === null ? ' without a processing failure' : ''}`);
    }
    await emitLedgerEvent(ctx.tx, ctx.envId!, 'vert:ledger:posting:republished', { posting_id: row.id, original_error: row.processing_error }, ctx.correlationId);
    await emitLedgerEvent(ctx.tx, ctx.envId!, 'vert:ledger:posting:async:request', { posting_id: row.id }, ctx.correlationId);
    await q.clearProcessingError(ctx.tx, ctx.envId!, row.id);
    return { status: 202, body: await loadPostingView(ctx.tx, ctx.envId!, { ...row, processing_error: null }) };
  }) satisfies Handler<operations['republishPosting']>,

  cancelPosting: (async ({ path, body }, ctx) => {
    const posting = await cancelAsyncBatch(ctx.tx, ctx.envId!, path.postingId, body?.reason ?? null, meta(ctx));
    if (!posting) throw notFound(path.postingId);
    return { status: 200, body: posting };
  }) satisfies Handler<operations['cancelPosting']>,
};

function summaryPage(rows: Awaited<ReturnType<typeof q.listPostings>>, limit: number) {
  const page = toPage(rows.map((r) => ({ ...r, created_at: r.booking_timestamp })), limit);
  return {
    items: page.items.map((r) => ({
      id: r.id,
      batch_id: r.batch_id,
      idempotency_key: r.idempotency_key,
      mode: r.mode,
      status: r.status,
      value_timestamp: r.value_timestamp,
      booking_timestamp: r.booking_timestamp,
      instruction_count: r.instruction_count,
      processing_error: r.processing_error,
    })),
    next_cursor: page.next_cursor,
  };
}
