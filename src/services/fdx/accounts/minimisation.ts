// Data minimisation (seed 000, "What the service does" 7): every provider response is projected
// onto the data clusters the consent grants before it is serialised. One table per FDX entity
// says which cluster each member belongs to; `project` keeps a member only when one of its
// clusters is granted. The tables are typed against the generated entities with every key
// required, so a member added to the contract without a cluster is a compile error.
import type { components } from '../../../../generated/types/fdx-v6.ts';
import type { DataCluster, GrantedConsent } from '../consents/model.ts';

type Schemas = components['schemas'];
export type FdxAccount = Schemas['Account'];
export type FdxTransaction = Schemas['Transaction'];
export type FdxStatement = Schemas['Statement'];
export type FdxPaymentNetwork = Schemas['PaymentNetwork'];
export type FdxCustomer = Schemas['Customer'];

/** `identity`: the member that names the entity, served whenever the entity is. */
export type MemberClusters<T> = { readonly [K in keyof Required<T>]: 'identity' | readonly DataCluster[] };

const BASIC_OR_DETAILED = ['ACCOUNT_BASIC', 'ACCOUNT_DETAILED'] as const;
const DETAILED = ['ACCOUNT_DETAILED'] as const;

export const ACCOUNT_MEMBERS: MemberClusters<FdxAccount> = {
  accountId: 'identity',
  accountCategory: 'identity',
  accountType: BASIC_OR_DETAILED,
  displayName: BASIC_OR_DETAILED,
  nickname: BASIC_OR_DETAILED,
  status: BASIC_OR_DETAILED,
  currency: BASIC_OR_DETAILED,
  accountNumberDisplay: BASIC_OR_DETAILED,
  currentBalance: DETAILED,
  availableBalance: DETAILED,
  openingDayBalance: DETAILED,
  balanceAsOf: DETAILED,
  lastActivityDate: DETAILED,
};

const TRANSACTIONS = ['TRANSACTIONS'] as const;
export const TRANSACTION_MEMBERS: MemberClusters<FdxTransaction> = {
  accountId: 'identity',
  transactionId: 'identity',
  referenceTransactionId: TRANSACTIONS,
  postedTimestamp: TRANSACTIONS,
  transactionTimestamp: TRANSACTIONS,
  description: TRANSACTIONS,
  amount: TRANSACTIONS,
  currency: TRANSACTIONS,
  debitCreditMemo: TRANSACTIONS,
  status: TRANSACTIONS,
};

const STATEMENTS = ['STATEMENTS'] as const;
export const STATEMENT_MEMBERS: MemberClusters<FdxStatement> = {
  accountId: 'identity',
  statementId: 'identity',
  statementDate: STATEMENTS,
  description: STATEMENTS,
  status: STATEMENTS,
  links: STATEMENTS,
};

const PAYMENTS = ['ACCOUNT_PAYMENTS'] as const;
export const PAYMENT_NETWORK_MEMBERS: MemberClusters<FdxPaymentNetwork> = {
  paymentNetworkId: 'identity',
  bankId: PAYMENTS,
  identifier: PAYMENTS,
  type: PAYMENTS,
  transferIn: PAYMENTS,
  transferOut: PAYMENTS,
};

const CONTACT = ['CUSTOMER_CONTACT'] as const;
const PERSONAL = ['CUSTOMER_PERSONAL'] as const;
export const CUSTOMER_MEMBERS: MemberClusters<FdxCustomer> = {
  customerId: 'identity',
  name: ['CUSTOMER_CONTACT', 'CUSTOMER_PERSONAL'],
  email: CONTACT,
  addresses: CONTACT,
  telephones: CONTACT,
  dateOfBirth: PERSONAL,
  customerStartDate: PERSONAL,
};

/**
 * The entity with only the members whose clusters `granted` allows (undefined members dropped).
 * Members the table does not name are dropped too: fail closed.
 */
export function project<T extends object>(entity: T, members: MemberClusters<T>, granted: (cluster: DataCluster) => boolean): T {
  const projected: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(entity)) {
    if (value === undefined) continue;
    const clusters = (members as Record<string, 'identity' | readonly DataCluster[] | undefined>)[name];
    if (clusters === undefined) continue;
    if (clusters === 'identity' || clusters.some(granted)) projected[name] = value;
  }
  return projected as T;
}

/** Clusters granted for one account of the consent. */
export const accountGrant = (consent: GrantedConsent, accountId: string) => (cluster: DataCluster) => consent.allows(cluster, accountId);

/** Clusters granted anywhere in the consent (the customer clusters attach to the customer). */
export const consentGrant = (consent: GrantedConsent) => (cluster: DataCluster) => consent.allows(cluster);
