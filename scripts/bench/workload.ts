// The logical postings of the benchmark, shared by the HTTP runs and the raw-SQL baseline so
// both do the same work: a transfer between two distinct random customer accounts
// (uncontended), or a hard settlement between a random customer account and ONE internal
// account (hot).
import { randomAmount } from './stats.ts';

export type WorkloadKind = 'transfer' | 'hot';

export interface WorkloadSpec {
  kind: WorkloadKind;
  /** Customer account ids (LIABILITY, no overdraft, funded well above what a run can spend). */
  customers: readonly string[];
  /** The internal account every hot posting touches. */
  hotInternalId: string;
  /** Prefix of idempotency keys and client transaction ids; unique per run and per generator. */
  keyPrefix: string;
  /** The batch_id of every posting of the run (how the verification finds them). */
  batchId: string;
  denomination: string;
}

export type LogicalPosting =
  | { type: 'transfer'; key: string; amount: string; debtor: string; creditor: string }
  | { type: 'inbound_hard_settlement' | 'outbound_hard_settlement'; key: string; amount: string; customer: string; internal: string };

/** An endless, bounded-state generator of postings; each call returns the next one. */
export function workload(spec: WorkloadSpec, random: () => number = Math.random): () => LogicalPosting {
  if (spec.customers.length < 2) throw new Error('the workload needs at least two customer accounts');
  let sequence = 0;
  const pick = () => spec.customers[Math.floor(random() * spec.customers.length)]!;
  return () => {
    sequence += 1;
    const key = `${spec.keyPrefix}-${sequence}`;
    const amount = randomAmount(random);
    if (spec.kind === 'transfer') {
      const debtor = pick();
      let creditor = pick();
      while (creditor === debtor) creditor = pick();
      return { type: 'transfer', key, amount, debtor, creditor };
    }
    // Alternate directions so the customer side neither drains nor grows without bound.
    const type = sequence % 2 === 0 ? 'outbound_hard_settlement' : 'inbound_hard_settlement';
    return { type, key, amount, customer: pick(), internal: spec.hotInternalId };
  };
}

/** The POST /v1/postings body of a logical posting. */
export function requestBody(posting: LogicalPosting, spec: Pick<WorkloadSpec, 'batchId' | 'denomination'>) {
  const instruction =
    posting.type === 'transfer'
      ? {
          type: 'transfer',
          client_transaction_id: posting.key,
          amount: posting.amount,
          denomination: spec.denomination,
          debtor_account_id: posting.debtor,
          creditor_account_id: posting.creditor,
        }
      : {
          type: posting.type,
          client_transaction_id: posting.key,
          amount: posting.amount,
          denomination: spec.denomination,
          target_account_id: posting.customer,
          internal_account_id: posting.internal,
        };
  return { idempotency_key: posting.key, batch_id: spec.batchId, instructions: [instruction] };
}
