// Cancellation of an asynchronous batch before it is applied (ADR 0018). The batch's row lock is
// the one the consumer takes before it processes a batch, so cancel and consumer are serialised:
// whichever holds the lock first decides, and the other sees the outcome.
import { markEventsWritten, type Tx } from '../../../platform/db/pool.ts';
import { Errors } from '../../../platform/errors.ts';
import type { PostingMeta } from './engine.ts';
import * as q from './queries.ts';
import { loadPostingView, type PostingView } from './views.ts';

const notCancellable = (row: q.PostingRow) =>
  Errors.conflict(
    'posting_not_cancellable',
    row.mode === 'sync'
      ? `Posting ${row.id} is synchronous; only a pending asynchronous batch can be cancelled`
      : `Posting ${row.id} is ${row.status}; only a pending asynchronous batch can be cancelled`,
  );

/**
 * Moves a pending asynchronous batch and its pending (or processing) instructions to cancelled,
 * with its audit row and `vert:ledger:posting:async:cancelled`, in one statement of the caller's
 * transaction. A batch cancelled before is answered as stored (nothing written, no event);
 * null when there is no such batch; 409 for an accepted, rejected or synchronous batch.
 */
export async function cancelAsyncBatch(tx: Tx, envId: string, postingId: string, reason: string | null, meta: PostingMeta): Promise<PostingView | null> {
  // FOR UPDATE: waits for a consumer that is processing this batch, then sees its outcome.
  const row = await q.findPosting(tx, envId, postingId, true);
  if (!row) return null;
  if (row.mode === 'async' && row.status === 'cancelled') return loadPostingView(tx, envId, row);
  if (row.mode !== 'async' || row.status !== 'pending') throw notCancellable(row);
  const cancelled = await q.writeBatch(tx, q.cancelPostingHead(envId, postingId, reason), [
    q.cancelInstructionsPart(envId, postingId),
    q.auditPart(envId, { actor: meta.actor, action: 'posting.cancelled', target: postingId, detail: { batch_id: row.batch_id, reason } }, meta.correlationId),
    q.outboxPart(envId, 'vert:ledger:posting:async:cancelled', { posting_id: postingId, reason }, meta.correlationId),
  ]);
  // The batch row is locked and was pending: the guarded update cannot have missed it.
  if (!cancelled) throw new Error(`posting ${postingId} stopped being pending under its lock`);
  markEventsWritten(tx);
  return loadPostingView(tx, envId, cancelled);
}
