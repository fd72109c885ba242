// The provider grant ledger's vocabulary: statuses, data clusters, and the consent a data call
// runs under (what the chokepoint hands to handlers for minimisation).
export const DATA_CLUSTERS = [
  'ACCOUNT_BASIC',
  'ACCOUNT_DETAILED',
  'ACCOUNT_PAYMENTS',
  'CUSTOMER_CONTACT',
  'CUSTOMER_PERSONAL',
  'INVESTMENTS',
  'STATEMENTS',
  'TRANSACTIONS',
] as const;
export type DataCluster = (typeof DATA_CLUSTERS)[number];
export const isDataCluster = (value: string): value is DataCluster => (DATA_CLUSTERS as readonly string[]).includes(value);

export type ConsentStatus = 'PENDING' | 'ACTIVE' | 'SUSPENDED' | 'EXPIRED' | 'REVOKED';
export type DurationType = 'ONE_TIME' | 'PERSISTENT' | 'TIME_BOUND';
export const TERMINAL_STATUSES: ReadonlySet<ConsentStatus> = new Set(['EXPIRED', 'REVOKED']);

export interface ConsentResource {
  resourceType: 'ACCOUNT' | 'CUSTOMER' | 'DOCUMENT';
  resourceId: string;
  dataClusters: DataCluster[];
}

/** A consent row with its resources, as stored. */
export interface Consent {
  id: string;
  handle: string;
  grantId: string;
  customerId: string;
  clientId: string;
  clientName: string | null;
  status: ConsentStatus;
  scopes: string[];
  dataClusters: DataCluster[];
  durationType: DurationType;
  durationPeriod: number | null;
  lookbackPeriod: number | null;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  resources: ConsentResource[];
}

/** Payload of vert:fdx:consent:created / :updated. */
export interface ConsentSnapshot {
  consent_id: string;
  status: ConsentStatus;
  customer_id: string;
  client_id: string;
  data_clusters: string[];
  account_ids: string[];
  duration_type: DurationType;
  duration_period: number | null;
  lookback_period: number | null;
  expires_at: string | null;
  updated_at: string;
}

export function snapshotOf(consent: Consent): ConsentSnapshot {
  return {
    consent_id: consent.id,
    status: consent.status,
    customer_id: consent.customerId,
    client_id: consent.clientId,
    data_clusters: consent.dataClusters,
    account_ids: accountIdsOf(consent),
    duration_type: consent.durationType,
    duration_period: consent.durationPeriod,
    lookback_period: consent.lookbackPeriod,
    expires_at: consent.expiresAt,
    updated_at: consent.updatedAt,
  };
}

export const accountIdsOf = (consent: Pick<Consent, 'resources'>): string[] =>
  consent.resources.filter((r) => r.resourceType === 'ACCOUNT').map((r) => r.resourceId);

/**
 * The consent a provider data call runs under, established by the chokepoint. Handlers project
 * their responses through it: only granted accounts, only granted clusters, only history within
 * the lookback window.
 */
export class GrantedConsent {
  readonly accountClusters: ReadonlyMap<string, ReadonlySet<DataCluster>>;

  constructor(readonly consent: Consent) {
    this.accountClusters = new Map(
      consent.resources.filter((r) => r.resourceType === 'ACCOUNT').map((r) => [r.resourceId, new Set(r.dataClusters)]),
    );
  }

  get id(): string {
    return this.consent.id;
  }

  get customerId(): string {
    return this.consent.customerId;
  }

  /** Account ids the consent grants, in grant order. */
  accountIds(): string[] {
    return [...this.accountClusters.keys()];
  }

  /** Whether `cluster` is granted for the account (or, without an account, anywhere in the consent). */
  allows(cluster: DataCluster, accountId?: string): boolean {
    if (accountId === undefined) return this.consent.dataClusters.includes(cluster);
    return this.accountClusters.get(accountId)?.has(cluster) ?? false;
  }

  /** Earliest instant history may be served from, or undefined when the consent sets no lookback. */
  lookbackStart(now: Date = new Date()): Date | undefined {
    const days = this.consent.lookbackPeriod;
    return days === null ? undefined : new Date(now.getTime() - days * 86_400_000);
  }
}
