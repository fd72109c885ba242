// Runs a batch's instructions in order against the locked state, in memory: expands each
// instruction into balanced legs (Vault semantics), checks accounts, denominations, funds and
// authorisation chains, and stops at the first violation. Pure: no I/O, so it is property-tested.
import { money, sum, ZERO, type Money } from '../../../platform/money.ts';
import {
  DEFAULT_ADDRESS,
  DEFAULT_ASSET,
  balanceKey,
  legKey,
  signedDelta,
  type AccountState,
  type ClientTransaction,
  type InstructionRequest,
  type Leg,
  type Phase,
  type Violation,
} from './model.ts';

export interface SimulationInput {
  instructions: readonly InstructionRequest[];
  accounts: ReadonlyMap<string, AccountState>;
  /** Current balances of the accounts whose funds are checked (customer accounts). */
  balances: ReadonlyMap<string, Money>;
  clientTransactions: ReadonlyMap<string, ClientTransaction>;
}

export type SimulationResult =
  | {
      status: 'accepted';
      legsByInstruction: Leg[][];
      /** Authorisation chains created or changed by the batch. */
      clientTransactions: ClientTransaction[];
    }
  | { status: 'rejected'; violation: Violation };

class Rejection extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
  }
}

/** Every instruction's legs net to zero per denomination, asset and phase. */
export function assertBalanced(legs: readonly Leg[]): void {
  const net = new Map<string, Money>();
  for (const leg of legs) {
    const key = `${leg.denomination}|${leg.asset}|${leg.phase}`;
    net.set(key, (net.get(key) ?? ZERO).plus(leg.credit ? leg.amount : leg.amount.negated()));
  }
  for (const [key, value] of net) {
    if (!value.isZero()) throw new Error(`invariant: legs do not net to zero for ${key} (${value.toFixed()})`);
  }
}

/** Static check for custom instructions, before any database work (the caller answers 400). */
export function unbalancedCustomInstructions(instructions: readonly InstructionRequest[]): string[] {
  const problems: string[] = [];
  instructions.forEach((instruction, index) => {
    if (instruction.type !== 'custom_instruction') return;
    const legs = instruction.postings.map((p) => customLeg(p));
    try {
      assertBalanced(legs);
    } catch {
      problems.push(`instructions[${index}]: custom postings do not net to zero per denomination, asset and phase`);
    }
  });
  return problems;
}

function customLeg(p: Extract<InstructionRequest, { type: 'custom_instruction' }>['postings'][number]): Leg {
  return {
    accountId: p.account_id,
    address: p.address ?? DEFAULT_ADDRESS,
    asset: p.asset ?? DEFAULT_ASSET,
    denomination: p.denomination,
    phase: p.phase ?? 'committed',
    credit: p.credit,
    amount: money(p.amount),
  };
}

const leg = (accountId: string, denomination: string, phase: Phase, credit: boolean, amount: Money): Leg => ({
  accountId,
  address: DEFAULT_ADDRESS,
  asset: DEFAULT_ASSET,
  denomination,
  phase,
  credit,
  amount,
});

/**
 * Legs that hold (or, with `reverse`, give back) an authorised amount on both sides. Outgoing
 * holds debit the customer's pending_outgoing; incoming holds credit its pending_incoming.
 */
function holdLegs(chain: ClientTransaction, amount: Money, reverse = false): Leg[] {
  if (amount.isZero()) return [];
  const phase: Phase = chain.direction === 'outgoing' ? 'pending_outgoing' : 'pending_incoming';
  const customerCredit = (chain.direction === 'incoming') !== reverse;
  return [
    leg(chain.accountId, chain.denomination, phase, customerCredit, amount),
    leg(chain.internalAccountId, chain.denomination, phase, !customerCredit, amount),
  ];
}

function commitLegs(accountId: string, internalId: string, denomination: string, inbound: boolean, amount: Money): Leg[] {
  return [leg(accountId, denomination, 'committed', inbound, amount), leg(internalId, denomination, 'committed', !inbound, amount)];
}

const remaining = (chain: ClientTransaction): Money => {
  const left = chain.authorised.minus(chain.settled);
  return left.isNegative() ? ZERO : left;
};

export function simulate(input: SimulationInput): SimulationResult {
  const balances = new Map(input.balances);
  const chains = new Map(input.clientTransactions);
  const changed = new Set<string>();
  const legsByInstruction: Leg[][] = [];

  try {
    input.instructions.forEach((instruction, index) => {
      const reject = (type: Violation['type'], message: string, accountId: string | null = null): never => {
        throw new Rejection({ type, instruction_index: index, account_id: accountId, message });
      };
      const chainFor = (id: string): ClientTransaction => {
        const chain = chains.get(id);
        if (!chain) return reject('unknown_client_transaction', `No authorisation with client_transaction_id ${id}`);
        if (chain.status !== 'authorised') return reject('authorisation_closed', `Authorisation ${id} is ${chain.status}`);
        return chain;
      };
      const update = (chain: ClientTransaction) => {
        chains.set(chain.clientTransactionId, chain);
        changed.add(chain.clientTransactionId);
      };

      let legs: Leg[];
      switch (instruction.type) {
        case 'inbound_hard_settlement':
        case 'outbound_hard_settlement':
          legs = commitLegs(instruction.target_account_id, instruction.internal_account_id, instruction.denomination, instruction.type === 'inbound_hard_settlement', money(instruction.amount));
          break;
        case 'inbound_authorisation':
        case 'outbound_authorisation': {
          if (chains.has(instruction.client_transaction_id)) {
            reject('duplicate_client_transaction', `client_transaction_id ${instruction.client_transaction_id} is already in use`);
          }
          const chain: ClientTransaction = {
            clientTransactionId: instruction.client_transaction_id,
            accountId: instruction.target_account_id,
            internalAccountId: instruction.internal_account_id,
            denomination: instruction.denomination,
            direction: instruction.type === 'inbound_authorisation' ? 'incoming' : 'outgoing',
            authorised: money(instruction.amount),
            settled: ZERO,
            status: 'authorised',
          };
          legs = holdLegs(chain, chain.authorised);
          update(chain);
          break;
        }
        case 'authorisation_adjustment': {
          const chain = chainFor(instruction.client_transaction_id);
          const delta = money(instruction.amount);
          if (delta.isNegative() && delta.abs().greaterThan(remaining(chain))) {
            reject('authorisation_exceeded', `Cannot reduce authorisation ${chain.clientTransactionId} below what is settled`, chain.accountId);
          }
          legs = holdLegs(chain, delta.abs(), delta.isNegative());
          update({ ...chain, authorised: chain.authorised.plus(delta) });
          break;
        }
        case 'settlement': {
          const chain = chainFor(instruction.client_transaction_id);
          const left = remaining(chain);
          const amount = instruction.amount === undefined ? left : money(instruction.amount);
          // Vault allows settling more than authorised: the excess commits, the hold cannot go below zero.
          const unheld = amount.lessThan(left) ? amount : left;
          const settled = chain.settled.plus(amount);
          const closes = instruction.final === true || !settled.lessThan(chain.authorised);
          const released = closes ? left.minus(unheld) : ZERO;
          legs = [
            ...holdLegs(chain, unheld.plus(released), true),
            ...commitLegs(chain.accountId, chain.internalAccountId, chain.denomination, chain.direction === 'incoming', amount),
          ];
          update({ ...chain, settled, status: closes ? 'settled' : 'authorised' });
          break;
        }
        case 'release': {
          const chain = chainFor(instruction.client_transaction_id);
          legs = holdLegs(chain, remaining(chain), true);
          update({ ...chain, status: 'released' });
          break;
        }
        case 'transfer':
          legs = [
            leg(instruction.debtor_account_id, instruction.denomination, 'committed', false, money(instruction.amount)),
            leg(instruction.creditor_account_id, instruction.denomination, 'committed', true, money(instruction.amount)),
          ];
          break;
        case 'custom_instruction':
          legs = instruction.postings.map((p) => customLeg(p));
          break;
      }
      legs = legs.filter((l) => !l.amount.isZero());
      assertBalanced(legs);

      // Accounts and denominations.
      for (const l of legs) {
        const account = input.accounts.get(l.accountId);
        if (!account) reject('account_not_found', `Account ${l.accountId} does not exist`, l.accountId);
        else if (account.status !== 'open') reject('account_closed', `Account ${l.accountId} is ${account.status}`, l.accountId);
        else if (!account.denominations.includes(l.denomination)) {
          reject('unsupported_denomination', `Account ${l.accountId} does not hold ${l.denomination}`, l.accountId);
        }
      }

      // Funds: a customer deposit account may not end an instruction below its floor, unless
      // the instruction did not make it worse (a credit to an overdrawn account is fine).
      const touched = new Set(legs.filter((l) => fundsChecked(input.accounts.get(l.accountId))).map((l) => `${l.accountId}|${l.denomination}`));
      const before = new Map([...touched].map((k) => [k, available(balances, k)]));
      for (const l of legs) {
        const account = input.accounts.get(l.accountId)!;
        const key = legKey(l);
        balances.set(key, (balances.get(key) ?? ZERO).plus(signedDelta(l, account.tside)));
      }
      for (const key of touched) {
        const [accountId] = key.split('|') as [string];
        const account = input.accounts.get(accountId)!;
        const after = available(balances, key);
        const floor = account.allowOverdraft ? account.overdraftLimit.negated() : ZERO;
        if (after.lessThan(floor) && after.lessThan(before.get(key)!)) {
          reject('insufficient_funds', `Account ${accountId} has insufficient available funds`, accountId);
        }
      }
      legsByInstruction.push(legs);
    });
  } catch (error) {
    if (error instanceof Rejection) return { status: 'rejected', violation: error.violation };
    throw error;
  }
  return { status: 'accepted', legsByInstruction, clientTransactions: [...changed].map((id) => chains.get(id)!) };
}

function fundsChecked(account: AccountState | undefined): boolean {
  return account !== undefined && account.accountType === 'customer' && account.tside === 'LIABILITY';
}

/** Available = committed + pending_outgoing on the DEFAULT address (pending_outgoing is negative). */
function available(balances: ReadonlyMap<string, Money>, accountDenomination: string): Money {
  const [accountId, denomination] = accountDenomination.split('|') as [string, string];
  return sum(
    (['committed', 'pending_outgoing'] as const).map(
      (phase) => balances.get(balanceKey(accountId, DEFAULT_ADDRESS, DEFAULT_ASSET, denomination, phase)) ?? ZERO,
    ),
  );
}
