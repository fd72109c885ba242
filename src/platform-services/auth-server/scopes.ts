// Scope vocabulary of the authorization server (ADR 0012): the FDX resource scopes, FDX data
// clusters requested as `fdx:<cluster>` scope values, and the consent duration parameters.

/** The FDX provider API: resource indicator default and access-token audience. */
export const FDX_AUDIENCE = 'vert-fdx';
export const OIDC_SCOPES = ['openid', 'offline_access'] as const;
export const FDX_CONSENT_SCOPES = ['vert:fdx:consents:read', 'vert:fdx:consents:write'] as const;

/** Scope value → FDX v6.5 data cluster name. */
export const CLUSTER_SCOPES: Readonly<Record<string, string>> = {
  'fdx:accountbasic': 'ACCOUNT_BASIC',
  'fdx:accountdetailed': 'ACCOUNT_DETAILED',
  'fdx:transactions': 'TRANSACTIONS',
  'fdx:statements': 'STATEMENTS',
  'fdx:customercontact': 'CUSTOMER_CONTACT',
  'fdx:customerpersonal': 'CUSTOMER_PERSONAL',
  // FDX names the payment-support cluster ACCOUNT_PAYMENTS (payment networks, account and routing numbers).
  'fdx:paymentsupport': 'ACCOUNT_PAYMENTS',
};

export const FDX_RESOURCE_SCOPES: readonly string[] = [...FDX_CONSENT_SCOPES, ...Object.keys(CLUSTER_SCOPES)];

const SCOPE_OF_CLUSTER = new Map(Object.entries(CLUSTER_SCOPES).map(([scope, cluster]) => [cluster, scope]));

export function clusterScope(cluster: string): string | undefined {
  return SCOPE_OF_CLUSTER.get(cluster);
}

export function clustersOf(scopes: Iterable<string>): string[] {
  return [...scopes].flatMap((scope) => (CLUSTER_SCOPES[scope] ? [CLUSTER_SCOPES[scope]] : []));
}

export const DURATION_TYPES = ['ONE_TIME', 'PERSISTENT', 'TIME_BOUND'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];
/** Upper bound for duration_period and lookback_period (days). */
export const MAX_PERIOD_DAYS = 3650;
const ONE_TIME_SECONDS = 3600;
/** A PERSISTENT grant still has a finite oidc-provider lifetime; the consent itself has none. */
export const PERSISTENT_GRANT_SECONDS = 365 * 86_400;

export function isDurationType(value: unknown): value is DurationType {
  return typeof value === 'string' && (DURATION_TYPES as readonly string[]).includes(value);
}

/** A positive whole number of days, or undefined when absent; throws on anything else. */
export function parsePeriodDays(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  if (!/^[1-9][0-9]{0,3}$/.test(text) || Number(text) > MAX_PERIOD_DAYS) throw new RangeError(`${name} must be a whole number of days in 1..${MAX_PERIOD_DAYS}`);
  return Number(text);
}

/** Consent lifetime in seconds; undefined for PERSISTENT. */
export function consentLifetimeSeconds(durationType: DurationType, durationPeriodDays: number | undefined): number | undefined {
  if (durationType === 'ONE_TIME') return ONE_TIME_SECONDS;
  if (durationType === 'PERSISTENT') return undefined;
  if (durationPeriodDays === undefined) throw new RangeError('TIME_BOUND needs duration_period');
  return durationPeriodDays * 86_400;
}
