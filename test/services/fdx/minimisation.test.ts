// The minimisation tables and `project`: each member appears exactly when one of its clusters is
// granted, identities always, unknown members never (fail closed).
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MEMBERS,
  CUSTOMER_MEMBERS,
  PAYMENT_NETWORK_MEMBERS,
  project,
  STATEMENT_MEMBERS,
  TRANSACTION_MEMBERS,
  type MemberClusters,
} from '../../../src/services/fdx/accounts/minimisation.ts';
import { DATA_CLUSTERS, type DataCluster } from '../../../src/services/fdx/consents/model.ts';

const TABLES: Record<string, MemberClusters<Record<string, unknown>>> = {
  Account: ACCOUNT_MEMBERS as MemberClusters<Record<string, unknown>>,
  Transaction: TRANSACTION_MEMBERS as MemberClusters<Record<string, unknown>>,
  Statement: STATEMENT_MEMBERS as MemberClusters<Record<string, unknown>>,
  PaymentNetwork: PAYMENT_NETWORK_MEMBERS as MemberClusters<Record<string, unknown>>,
  Customer: CUSTOMER_MEMBERS as MemberClusters<Record<string, unknown>>,
};

/** An entity with every member of the table set. */
const fullEntity = (table: MemberClusters<Record<string, unknown>>) => Object.fromEntries(Object.keys(table).map((name) => [name, `value-of-${name}`]));
const grants = (...clusters: DataCluster[]) => (cluster: DataCluster) => clusters.includes(cluster);

describe('minimisation', () => {
  it.each(Object.entries(TABLES))('%s: every member appears exactly when a cluster of it is granted', (_name, table) => {
    const entity = fullEntity(table);
    for (const cluster of [...DATA_CLUSTERS, undefined]) {
      const projected = project(entity, table, cluster ? grants(cluster) : grants());
      for (const [member, clusters] of Object.entries(table)) {
        const expected = clusters === 'identity' || clusters.includes(cluster as DataCluster);
        expect(member in projected, `${member} with ${cluster ?? 'nothing'} granted`).toBe(expected);
      }
    }
  });

  it('keeps account descriptors for ACCOUNT_BASIC and adds balances only for ACCOUNT_DETAILED', () => {
    const account = { accountId: 'a', accountCategory: 'DEPOSIT_ACCOUNT', displayName: 'Everyday', status: 'OPEN', currentBalance: '10.5', availableBalance: '9', balanceAsOf: 't' } as const;
    expect(project(account, ACCOUNT_MEMBERS, grants('ACCOUNT_BASIC'))).toEqual({ accountId: 'a', accountCategory: 'DEPOSIT_ACCOUNT', displayName: 'Everyday', status: 'OPEN' });
    expect(project(account, ACCOUNT_MEMBERS, grants('ACCOUNT_DETAILED'))).toEqual(account);
    expect(project(account, ACCOUNT_MEMBERS, grants('TRANSACTIONS'))).toEqual({ accountId: 'a', accountCategory: 'DEPOSIT_ACCOUNT' });
  });

  it('splits customer members between CUSTOMER_CONTACT and CUSTOMER_PERSONAL, name in both', () => {
    const customer = { customerId: 'c', name: { first: 'Ada' }, email: ['a@example.com'], dateOfBirth: '1815-12-10', customerStartDate: '2026-01-01' };
    expect(project(customer, CUSTOMER_MEMBERS, grants('CUSTOMER_CONTACT'))).toEqual({ customerId: 'c', name: { first: 'Ada' }, email: ['a@example.com'] });
    expect(project(customer, CUSTOMER_MEMBERS, grants('CUSTOMER_PERSONAL'))).toEqual({ customerId: 'c', name: { first: 'Ada' }, dateOfBirth: '1815-12-10', customerStartDate: '2026-01-01' });
    expect(project(customer, CUSTOMER_MEMBERS, grants())).toEqual({ customerId: 'c' });
  });

  it('drops members no table names, and undefined members', () => {
    const smuggled = { accountId: 'a', accountCategory: 'DEPOSIT_ACCOUNT', accountNumber: '12345678', displayName: undefined } as unknown as Record<string, unknown>;
    expect(project(smuggled, ACCOUNT_MEMBERS as MemberClusters<Record<string, unknown>>, grants(...DATA_CLUSTERS))).toEqual({ accountId: 'a', accountCategory: 'DEPOSIT_ACCOUNT' });
  });
});
