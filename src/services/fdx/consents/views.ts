// FDX representations of the grant ledger (ConsentGrant, ConsentLifecycle).
import type { components } from '../../../../generated/types/fdx-v6.ts';
import type { Consent, ConsentStatus } from './model.ts';
import type { HistoryRow } from './queries.ts';

type Schemas = components['schemas'];

export function consentGrantView(consent: Consent, providerName: string): Schemas['ConsentGrant'] {
  return {
    id: consent.id,
    status: consent.status,
    parties: [
      {
        name: consent.clientName ?? consent.clientId,
        type: 'DATA_RECIPIENT',
        registry: 'PRIVATE',
        registeredEntityName: consent.clientName ?? consent.clientId,
        registeredEntityId: consent.clientId,
      },
      { name: providerName, type: 'DATA_PROVIDER', registry: 'PRIVATE', registeredEntityName: providerName, registeredEntityId: providerName },
    ],
    createdTime: iso(consent.createdAt),
    updatedTime: iso(consent.updatedAt),
    ...(consent.expiresAt ? { expirationTime: iso(consent.expiresAt) } : {}),
    durationType: consent.durationType,
    ...(consent.durationPeriod !== null ? { durationPeriod: consent.durationPeriod } : {}),
    ...(consent.lookbackPeriod !== null ? { lookbackPeriod: consent.lookbackPeriod } : {}),
    resources: consent.resources.map((r) => ({ resourceType: r.resourceType, resourceId: r.resourceId, dataClusters: r.dataClusters })),
  };
}

export function lifecycleView(consentId: string, status: ConsentStatus, history: readonly HistoryRow[]): Schemas['ConsentLifecycle'] {
  return {
    consentId,
    status,
    events: history.map((h) => ({
      ...(h.from_status ? { previousStatus: h.from_status as ConsentStatus } : {}),
      status: h.to_status as ConsentStatus,
      ...(h.reason ? { reason: h.reason as 'BUSINESS_RULE' | 'USER_ACTION' } : {}),
      ...(h.initiator ? { initiator: h.initiator as Schemas['PartyType'] } : {}),
      updatedTime: iso(h.created_at),
    })),
  };
}

/** Database timestamps (microseconds, UTC) as RFC 3339 with milliseconds. */
export const iso = (value: string): string => new Date(value).toISOString();
