// Stored rows → the contract's PostingBatch.
import type { components } from '../../../../generated/types/ledger.ts';
import type { Tx } from '../../../platform/db/pool.ts';
import { listInstructions, type InstructionRow, type PostingRow } from './queries.ts';

export type PostingView = components['schemas']['PostingBatch'];
type InstructionView = components['schemas']['PostingInstruction'];

export function instructionView(row: InstructionRow): InstructionView {
  return {
    id: row.id,
    seq: row.seq,
    type: row.instruction_type as InstructionView['type'],
    client_transaction_id: row.client_transaction_id,
    status: row.status,
    failure_reason: row.failure_reason,
    committed_postings: row.committed_postings as InstructionView['committed_postings'],
    request: row.body as InstructionView['request'],
  };
}

export function postingView(row: PostingRow, instructions: readonly InstructionRow[]): PostingView {
  return {
    id: row.id,
    batch_id: row.batch_id,
    idempotency_key: row.idempotency_key,
    mode: row.mode,
    status: row.status,
    violations: row.violations as PostingView['violations'],
    value_timestamp: row.value_timestamp,
    booking_timestamp: row.booking_timestamp,
    batch_details: row.batch_details,
    processing_error: row.processing_error,
    cancelled_at: row.cancelled_at,
    cancel_reason: row.cancel_reason,
    instructions: instructions.map(instructionView),
  };
}

export async function loadPostingView(tx: Tx, envId: string, row: PostingRow): Promise<PostingView> {
  return postingView(row, await listInstructions(tx, envId, [row.id]));
}
