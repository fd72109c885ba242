// The data clusters a recipient can ask for through `fdx:*` scope values, with the words the
// consent screen shows for each. Scope spelling → FDX name is the grant ledger's own table
// (toDataCluster), so the screen, the approval and the grant row cannot disagree.
import { toDataCluster } from '../consents/grant-consumer.ts';
import type { DataCluster } from '../consents/model.ts';

/** The scope values the authorization server accepts for data clusters (ADR 0012), in screen order. */
export const CLUSTER_SCOPE_VALUES = [
  'fdx:accountbasic',
  'fdx:accountdetailed',
  'fdx:transactions',
  'fdx:statements',
  'fdx:customercontact',
  'fdx:customerpersonal',
  'fdx:paymentsupport',
] as const;

const WORDS: Partial<Record<DataCluster, { title: string; description: string }>> = {
  ACCOUNT_BASIC: { title: 'Basic account information', description: 'Account names, types, masked numbers and currencies.' },
  ACCOUNT_DETAILED: { title: 'Account details and balances', description: 'Balances, limits and the other details of each account.' },
  TRANSACTIONS: { title: 'Transactions', description: 'Your account transactions, within the lookback period if one is set.' },
  STATEMENTS: { title: 'Statements', description: 'Your account statements as documents.' },
  CUSTOMER_CONTACT: { title: 'Contact details', description: 'Your name, email address, phone numbers and postal address.' },
  CUSTOMER_PERSONAL: { title: 'Personal information', description: 'Your name, date of birth and other personal details held by the bank.' },
  ACCOUNT_PAYMENTS: { title: 'Payment details', description: 'Account and routing numbers needed to pay into or from the account.' },
};

export interface ScreenCluster {
  name: DataCluster;
  title: string;
  description: string;
}

/** The FDX clusters the consent screen can offer, in screen order. */
export const OFFERED_CLUSTERS: readonly DataCluster[] = CLUSTER_SCOPE_VALUES.map((scope) => {
  const cluster = toDataCluster(scope);
  if (!cluster || !WORDS[cluster]) throw new Error(`no data cluster words for scope ${scope}`);
  return cluster;
});

/** Clusters named by the requested scope values, deduplicated, in screen order; others ignored. */
export function clustersOfScope(scope: string): ScreenCluster[] {
  const requested = new Set(
    scope
      .split(' ')
      .filter((value) => (CLUSTER_SCOPE_VALUES as readonly string[]).includes(value))
      .map((value) => toDataCluster(value)),
  );
  return OFFERED_CLUSTERS.filter((c) => requested.has(c)).map((name) => ({ name, ...WORDS[name]! }));
}

/** An approval's clusters as FDX names, deduplicated, in screen order; undefined when one is not offered. */
export function normaliseClusters(values: readonly string[]): DataCluster[] | undefined {
  const clusters = values.map((v) => toDataCluster(v));
  if (clusters.some((c) => c === undefined || !OFFERED_CLUSTERS.includes(c))) return undefined;
  return OFFERED_CLUSTERS.filter((c) => clusters.includes(c));
}
