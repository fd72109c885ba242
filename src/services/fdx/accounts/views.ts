// Ledger records as FDX entities (before minimisation). Amounts stay the ledger's decimal
// strings end to end: nothing here parses money into a JavaScript number.
import type { LedgerAccount, LedgerBalances, LedgerProduct, LedgerStatement, LedgerTransaction } from '../ledger-client.ts';
import type { FdxAccount, FdxPaymentNetwork, FdxStatement, FdxTransaction } from './minimisation.ts';

type ProductType = LedgerProduct['product_type'];

const CATEGORY: Record<ProductType, FdxAccount['accountCategory']> = {
  current_account: 'DEPOSIT_ACCOUNT',
  savings: 'DEPOSIT_ACCOUNT',
  loan: 'LOAN_ACCOUNT',
  credit_card: 'LOC_ACCOUNT',
  internal: 'DEPOSIT_ACCOUNT',
};
const TYPE: Partial<Record<ProductType, NonNullable<FdxAccount['accountType']>>> = {
  current_account: 'CHECKING',
  savings: 'SAVINGS',
  loan: 'LOAN',
  credit_card: 'CREDITCARD',
};
const STATUS: Record<LedgerAccount['status'], NonNullable<FdxAccount['status']>> = {
  open: 'OPEN',
  closed: 'CLOSED',
  pending: 'PENDINGOPEN',
};

const detail = (account: LedgerAccount, key: string): string | undefined => {
  const value = (account.details as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** The account's number: `details.account_number` when the bank set one, else its id's hex digits. */
export const accountNumberOf = (account: LedgerAccount) => detail(account, 'account_number') ?? account.id.replaceAll('-', '');

export const primaryDenomination = (account: LedgerAccount) => account.denominations[0]!;

/** ACCOUNT_BASIC members. */
export function accountDescriptor(account: LedgerAccount, product: LedgerProduct | null): FdxAccount {
  const productType = product?.product_type;
  const nickname = detail(account, 'nickname');
  return {
    accountId: account.id,
    accountCategory: productType ? CATEGORY[productType] : account.tside === 'ASSET' ? 'LOAN_ACCOUNT' : 'DEPOSIT_ACCOUNT',
    ...(productType && TYPE[productType] ? { accountType: TYPE[productType] } : {}),
    displayName: account.name,
    ...(nickname ? { nickname } : {}),
    status: STATUS[account.status],
    currency: { currencyCode: primaryDenomination(account) },
    accountNumberDisplay: `****${accountNumberOf(account).slice(-4)}`,
  };
}

/** ACCOUNT_DETAILED members, for the account's primary denomination. */
export function accountBalances(account: LedgerAccount, balances: LedgerBalances, openingDay: Map<string, string>): Partial<FdxAccount> {
  const denomination = primaryDenomination(account);
  const available = balances.available.find((a) => a.denomination === denomination);
  const committed = balances.balances.find(
    (b) => b.denomination === denomination && b.phase === 'committed' && b.address === 'DEFAULT' && b.asset === 'COMMERCIAL_BANK_MONEY',
  );
  return {
    currentBalance: available?.committed ?? '0',
    availableBalance: available?.available ?? '0',
    openingDayBalance: openingDay.get(denomination) ?? '0',
    balanceAsOf: balances.as_of,
    ...(committed ? { lastActivityDate: committed.updated_at.slice(0, 10) } : {}),
  };
}

const INSTRUCTION_LABEL: Record<string, string> = {
  inbound_hard_settlement: 'Incoming payment',
  outbound_hard_settlement: 'Outgoing payment',
  transfer: 'Transfer',
  settlement: 'Card settlement',
  outbound_authorisation: 'Card authorisation',
  inbound_authorisation: 'Incoming authorisation',
  release: 'Authorisation release',
  custom_instruction: 'Adjustment',
};

export function transactionView(accountId: string, leg: LedgerTransaction): FdxTransaction {
  const label = INSTRUCTION_LABEL[leg.instruction_type] ?? leg.instruction_type.replaceAll('_', ' ');
  return {
    accountId,
    transactionId: leg.id,
    referenceTransactionId: leg.client_transaction_id,
    postedTimestamp: leg.booking_timestamp,
    transactionTimestamp: leg.value_timestamp,
    description: `${label} ${leg.client_transaction_id}`.slice(0, 512),
    amount: leg.amount,
    currency: { currencyCode: leg.denomination },
    debitCreditMemo: leg.direction === 'credit' ? 'CREDIT' : 'DEBIT',
    status: 'POSTED',
  };
}

export const statementPath = (accountId: string, statementId: string) => `/fdx/v6/accounts/${accountId}/statements/${statementId}`;

export function statementView(statement: LedgerStatement): FdxStatement {
  return {
    accountId: statement.account_id,
    statementId: statement.id,
    statementDate: statement.period_end,
    description: `Statement ${statement.period_start} to ${statement.period_end} (${statement.denomination})`,
    status: 'AVAILABLE',
    links: [{ href: statementPath(statement.account_id, statement.id), action: 'GET', rel: 'self', types: ['application/json'] }],
  };
}

/** A payment-network binding as derived from the ledger account (before it is stored). */
export interface NetworkBinding {
  networkId: string;
  type: FdxPaymentNetwork['type'];
  bankId: string;
  identifier: string;
  transferIn: boolean;
  transferOut: boolean;
}

/** The networks each denomination reaches, with the detail key naming the bank on that network. */
const NETWORKS: Record<string, ReadonlyArray<{ networkId: string; type: FdxPaymentNetwork['type']; bankKey: string }>> = {
  GBP: [
    { networkId: 'gb-fps', type: 'GB_FPS', bankKey: 'sort_code' },
    { networkId: 'gb-bacs', type: 'GB_BACS', bankKey: 'sort_code' },
  ],
  EUR: [{ networkId: 'eu-sepa-sct', type: 'EU_SEPA_SCT', bankKey: 'bic' }],
  USD: [
    { networkId: 'us-ach', type: 'US_ACH', bankKey: 'routing_number' },
    { networkId: 'us-rtp', type: 'US_RTP', bankKey: 'routing_number' },
  ],
};

/**
 * Networks of a customer account: one set per denomination it holds. The bank id is the
 * account's `details.<sort_code|bic|routing_number>`, else `details.bank_id`, else the
 * environment (the bank) id. An open account sends and receives; any other status neither.
 */
export function derivedNetworks(account: LedgerAccount, envId: string): NetworkBinding[] {
  if (account.account_type !== 'customer') return [];
  const open = account.status === 'open';
  return account.denominations.flatMap((denomination) =>
    (NETWORKS[denomination] ?? []).map((network) => ({
      networkId: network.networkId,
      type: network.type,
      bankId: (detail(account, network.bankKey) ?? detail(account, 'bank_id') ?? envId).slice(0, 64),
      identifier: accountNumberOf(account).slice(0, 64),
      transferIn: open,
      transferOut: open,
    })),
  );
}

export function paymentNetworkView(binding: NetworkBinding): FdxPaymentNetwork {
  return {
    paymentNetworkId: binding.networkId,
    bankId: binding.bankId,
    identifier: binding.identifier,
    type: binding.type,
    transferIn: binding.transferIn,
    transferOut: binding.transferOut,
  };
}
