// SQL of the accounts family: the account → payment-network bindings and their per-consent
// revocations (migration 0003). Account data itself is never stored here.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { NetworkBinding } from './views.ts';

const bindingRow = z.object({
  network_id: z.string(),
  network_type: z.enum(['US_ACH', 'US_RTP', 'GB_FPS', 'GB_BACS', 'EU_SEPA_SCT']),
  bank_id: z.string(),
  identifier: z.string(),
  transfer_in: z.boolean(),
  transfer_out: z.boolean(),
});

/** Stores the bindings derived from the ledger account; a changed binding is updated in place. */
export async function upsertBindings(tx: Tx, envId: string, accountId: string, bindings: readonly NetworkBinding[]): Promise<void> {
  for (const b of bindings) {
    await tx.query(sql.unsafe`
      insert into fdx.account_payment_networks (env_id, account_id, network_id, network_type, bank_id, identifier, transfer_in, transfer_out)
      values (${envId}, ${accountId}, ${b.networkId}, ${b.type}, ${b.bankId}, ${b.identifier}, ${b.transferIn}, ${b.transferOut})
      on conflict (env_id, account_id, network_id) do update set
        network_type = excluded.network_type, bank_id = excluded.bank_id, identifier = excluded.identifier,
        transfer_in = excluded.transfer_in, transfer_out = excluded.transfer_out, updated_at = clock_timestamp()
      where (fdx.account_payment_networks.network_type, fdx.account_payment_networks.bank_id, fdx.account_payment_networks.identifier,
             fdx.account_payment_networks.transfer_in, fdx.account_payment_networks.transfer_out)
        is distinct from (excluded.network_type, excluded.bank_id, excluded.identifier, excluded.transfer_in, excluded.transfer_out)`);
  }
}

/** The account's bindings this consent has not revoked, by network id. */
export async function visibleBindings(tx: Tx, envId: string, consentId: string, accountId: string): Promise<NetworkBinding[]> {
  const rows = await tx.any(sql.type(bindingRow)`
    select n.network_id, n.network_type, n.bank_id, n.identifier, n.transfer_in, n.transfer_out
    from fdx.account_payment_networks n
    where n.env_id = ${envId} and n.account_id = ${accountId}
      and not exists (
        select 1 from fdx.payment_network_revocations r
        where r.env_id = n.env_id and r.consent_id = ${consentId} and r.account_id = n.account_id and r.network_id = n.network_id)
    order by n.network_id
    limit 64`);
  return rows.map((r) => ({
    networkId: r.network_id,
    type: r.network_type,
    bankId: r.bank_id,
    identifier: r.identifier,
    transferIn: r.transfer_in,
    transferOut: r.transfer_out,
  }));
}

/** Records the revocation; true when it is new (a repeat inserts nothing). */
export async function insertRevocation(
  tx: Tx,
  envId: string,
  revocation: { consentId: string; accountId: string; networkId: string; reason: string; initiator: string },
): Promise<boolean> {
  const inserted = await tx.maybeOne(sql.type(z.object({ network_id: z.string() }))`
    insert into fdx.payment_network_revocations (env_id, consent_id, account_id, network_id, reason, initiator)
    values (${envId}, ${revocation.consentId}, ${revocation.accountId}, ${revocation.networkId}, ${revocation.reason}, ${revocation.initiator})
    on conflict (env_id, consent_id, account_id, network_id) do nothing
    returning network_id`);
  return inserted !== null;
}
