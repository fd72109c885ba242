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
