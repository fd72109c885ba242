// FDX representations of payment-initiation parties and payment-method registrations.
import type { components } from '../../../../generated/types/fdx-v6.ts';
import { iso } from '../consents/views.ts';
import type { MethodRow, PartyRow } from './queries.ts';

type Schemas = components['schemas'];

export function registrationView(row: MethodRow): Schemas['PaymentMethodRegistration'] {
  return {
    registrationId: row.id,
    paymentInitiationPartyId: row.party_id,
    accountId: row.account_id,
    paymentNetworkType: row.payment_network_type,
    purpose: row.purpose,
    status: row.status,
    createdTime: iso(row.created_at),
  };
}

export function partyView(row: PartyRow, methods: readonly MethodRow[]): Schemas['PaymentInitiationParty'] {
  return {
    paymentInitiationPartyId: row.id,
    name: row.name,
    type: row.party_type,
    ...(row.details as Partial<Schemas['PaymentInitiationPartyRequest']>),
    createdTime: iso(row.created_at),
    paymentMethods: methods.map(registrationView),
  };
}
