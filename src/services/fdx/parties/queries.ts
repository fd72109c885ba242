// SQL of payment-initiation parties and their payment-method registrations. A party belongs to
// one recipient client and one customer; every lookup names both.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';

export interface PartyOwner {
  clientId: string;
  customerId: string;
}

const partyRow = z.object({
  id: z.string().uuid(),
  client_id: z.string(),
  customer_id: z.string(),
  name: z.string(),
  party_type: z.enum(['INDIVIDUAL', 'BUSINESS']),
  details: z.record(z.unknown()),
  request_hash: z.string().nullable(),
  created_at: z.string(),
});
export type PartyRow = z.infer<typeof partyRow>;

const partyColumns = sql.fragment`id, client_id, customer_id, name, party_type, details, request_hash, created_at`;

export interface NewParty {
  id: string;
  consentId: string;
  name: string;
  type: 'INDIVIDUAL' | 'BUSINESS';
  details: Record<string, unknown>;
  idempotency: { key: string; requestHash: string } | undefined;
}

/** Inserts the party; null when the client already used the idempotency key (nothing written). */
export async function insertParty(tx: Tx, envId: string, owner: PartyOwner, p: NewParty): Promise<PartyRow | null> {
  return tx.maybeOne(sql.type(partyRow)`
    insert into fdx.payment_initiation_parties
      (env_id, id, client_id, customer_id, consent_id, name, party_type, details, idempotency_key, request_hash)
    values (${envId}, ${p.id}, ${owner.clientId}, ${owner.customerId}, ${p.consentId}, ${p.name}, ${p.type},
            ${sql.jsonb(p.details as never)}, ${p.idempotency?.key ?? null}, ${p.idempotency?.requestHash ?? null})
    on conflict (env_id, client_id, idempotency_key) where idempotency_key is not null do nothing
    returning ${partyColumns}`);
}

export async function findPartyByIdempotencyKey(tx: Tx, envId: string, clientId: string, key: string): Promise<PartyRow | null> {
  return tx.maybeOne(sql.type(partyRow)`
    select ${partyColumns} from fdx.payment_initiation_parties
    where env_id = ${envId} and client_id = ${clientId} and idempotency_key = ${key}`);
}

/** The owner's party, or null (another client's or customer's party is invisible). */
export async function findParty(tx: Tx, envId: string, owner: PartyOwner, id: string): Promise<PartyRow | null> {
  return tx.maybeOne(sql.type(partyRow)`
    select ${partyColumns} from fdx.payment_initiation_parties
    where env_id = ${envId} and id = ${id} and client_id = ${owner.clientId} and customer_id = ${owner.customerId}`);
}

const methodRow = z.object({
  id: z.string().uuid(),
  party_id: z.string().uuid(),
  account_id: z.string(),
  payment_network_type: z.enum(['US_ACH', 'US_FEDWIRE', 'US_FEDNOW', 'US_RTP', 'US_CHIPS', 'CA_ACSS', 'CA_LVTS']),
  purpose: z.enum(['DIRECT_DEPOSIT', 'BILL_PAYMENT', 'ACCOUNT_FUNDING']),
  status: z.enum(['ACTIVE', 'DELETED']),
  created_at: z.string(),
});
export type MethodRow = z.infer<typeof methodRow>;

const methodColumns = sql.fragment`id, party_id, account_id, payment_network_type, purpose, status, created_at`;

export interface NewMethod {
  id: string;
  accountId: string;
  paymentNetworkType: MethodRow['payment_network_type'];
  purpose: MethodRow['purpose'];
}

/** Registers the method, or returns the active registration of the same method. */
export async function registerMethod(tx: Tx, envId: string, partyId: string, m: NewMethod): Promise<MethodRow> {
  const inserted = await tx.maybeOne(sql.type(methodRow)`
    insert into fdx.pip_payment_methods (env_id, id, party_id, account_id, payment_network_type, purpose)
    values (${envId}, ${m.id}, ${partyId}, ${m.accountId}, ${m.paymentNetworkType}, ${m.purpose})
    on conflict (env_id, party_id, account_id, payment_network_type, purpose) where status = 'ACTIVE' do nothing
    returning ${methodColumns}`);
  if (inserted) return inserted;
  return tx.one(sql.type(methodRow)`
    select ${methodColumns} from fdx.pip_payment_methods
    where env_id = ${envId} and party_id = ${partyId} and account_id = ${m.accountId}
      and payment_network_type = ${m.paymentNetworkType} and purpose = ${m.purpose} and status = 'ACTIVE'`);
}

export async function activeMethods(tx: Tx, envId: string, partyId: string): Promise<readonly MethodRow[]> {
  return tx.any(sql.type(methodRow)`
    select ${methodColumns} from fdx.pip_payment_methods
    where env_id = ${envId} and party_id = ${partyId} and status = 'ACTIVE'
    order by created_at, id
    limit 100`);
}

/** Guarded ACTIVE → DELETED; 'absent' when the party has no such registration at all. */
export async function deleteMethod(tx: Tx, envId: string, partyId: string, id: string): Promise<'deleted' | 'already_deleted' | 'absent'> {
  const deleted = await tx.maybeOne(sql.type(z.object({ id: z.string() }))`
    update fdx.pip_payment_methods set status = 'DELETED', deleted_at = clock_timestamp()
    where env_id = ${envId} and party_id = ${partyId} and id = ${id} and status = 'ACTIVE'
    returning id`);
  if (deleted) return 'deleted';
  const exists = await tx.exists(sql.unsafe`
    select 1 from fdx.pip_payment_methods where env_id = ${envId} and party_id = ${partyId} and id = ${id}`);
  return exists ? 'already_deleted' : 'absent';
}
