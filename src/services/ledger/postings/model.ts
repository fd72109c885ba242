// Vocabulary of the posting engine. Request shapes come from the contract; everything else is
// the engine's in-memory model of the rows it locked.
import type { components } from '../../../../generated/types/ledger.ts';
import type { Money } from '../../../platform/money.ts';

type Schemas = components['schemas'];
export type PostingBatchRequest = Schemas['PostingBatchRequest'];
export type InstructionRequest = Schemas['PostingInstructionRequest'];
export type InstructionType = InstructionRequest['type'];
export type Phase = Schemas['Phase'];
export type Violation = Schemas['Violation'];
export type ViolationType = Violation['type'];

export const DEFAULT_ADDRESS = 'DEFAULT';
export const DEFAULT_ASSET = 'COMMERCIAL_BANK_MONEY';

/** One side of a double entry. */
export interface Leg {
  accountId: string;
  address: string;
  asset: string;
  denomination: string;
  phase: Phase;
  credit: boolean;
  amount: Money;
}

export interface AccountState {
  id: string;
  accountType: 'customer' | 'internal';
  status: 'pending' | 'open' | 'closed';
  tside: 'ASSET' | 'LIABILITY';
  denominations: readonly string[];
  allowOverdraft: boolean;
  overdraftLimit: Money;
}

/** An authorisation chain keyed by client_transaction_id. */
export interface ClientTransaction {
  clientTransactionId: string;
  accountId: string;
  internalAccountId: string;
  denomination: string;
  direction: 'incoming' | 'outgoing';
  authorised: Money;
  settled: Money;
  status: 'authorised' | 'settled' | 'released';
}

export const balanceKey = (accountId: string, address: string, asset: string, denomination: string, phase: Phase) =>
  `${accountId}|${address}|${asset}|${denomination}|${phase}`;

export const legKey = (leg: Leg) => balanceKey(leg.accountId, leg.address, leg.asset, leg.denomination, leg.phase);

/** Balance movement of a leg on an account: LIABILITY accounts grow with credits, ASSET accounts with debits. */
export function signedDelta(leg: Leg, tside: AccountState['tside']): Money {
  return leg.credit === (tside === 'LIABILITY') ? leg.amount : leg.amount.negated();
}

const PAIR_FIELDS = ['type', 'client_transaction_id', 'amount', 'denomination', 'target_account_id', 'internal_account_id', 'instruction_details'] as const;
const FIELDS: Record<InstructionType, readonly string[]> = {
  inbound_hard_settlement: PAIR_FIELDS,
  outbound_hard_settlement: PAIR_FIELDS,
  inbound_authorisation: PAIR_FIELDS,
  outbound_authorisation: PAIR_FIELDS,
  authorisation_adjustment: ['type', 'client_transaction_id', 'amount', 'instruction_details'],
  settlement: ['type', 'client_transaction_id', 'amount', 'final', 'instruction_details'],
  release: ['type', 'client_transaction_id', 'instruction_details'],
  transfer: ['type', 'client_transaction_id', 'amount', 'denomination', 'debtor_account_id', 'creditor_account_id', 'instruction_details'],
  custom_instruction: ['type', 'client_transaction_id', 'postings', 'instruction_details'],
};
const LEG_FIELDS = ['account_id', 'address', 'asset', 'denomination', 'phase', 'credit', 'amount'];

const pick = (value: object, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, (value as Record<string, unknown>)[k]]));

/** The instruction as its type defines it: fields the contract does not name are not kept. */
export function canonicalInstruction(instruction: InstructionRequest): InstructionRequest {
  const picked = pick(instruction, FIELDS[instruction.type]);
  if (instruction.type === 'custom_instruction') picked.postings = instruction.postings.map((p) => pick(p, LEG_FIELDS));
  return picked as InstructionRequest;
}
