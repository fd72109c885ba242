// Internal accounts (seed 001: "seeded counterparty accounts per denomination: cash, cheque,
// liquidity, clearing, suspense") on the platform-managed product `internal_account`. Seeding is
// idempotent: it runs at every start and creates (and announces) only what is missing.
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../../platform/db/pool.ts';
import { INTERNAL_PURPOSES, insertAccount, type AccountRow, type InternalPurpose } from '../accounts/queries.ts';
import { auditLedger, emitLedgerEvent } from '../events.ts';
import { findProduct, findVersion, insertCurrentVersion, insertProduct, type VersionRow } from '../products/queries.ts';

export const INTERNAL_PRODUCT_ID = 'internal_account';
export const SEEDED_DENOMINATIONS = ['GBP', 'EUR', 'USD'] as const;

/** Who caused a change, for the event and audit entry. */
export interface ChangeMeta {
  actor: string;
  correlationId?: string;
}

export const internalAccountName = (purpose: InternalPurpose, denomination: string) =>
  `${purpose.charAt(0).toUpperCase()}${purpose.slice(1)} ${denomination}`;

/** The current version of the internal product; throws when the environment was never seeded. */
export async function internalProductVersion(tx: Tx, envId: string): Promise<VersionRow> {
  const product = await findProduct(tx, envId, INTERNAL_PRODUCT_ID);
  if (!product || product.product_type !== 'internal' || product.current_version_id === null) {
    throw new Error(`environment ${envId} has no usable product ${INTERNAL_PRODUCT_ID}`);
  }
  const version = await findVersion(tx, envId, product.current_version_id);
  if (!version) throw new Error(`product ${INTERNAL_PRODUCT_ID} names a missing current version`);
  return version;
}

/**
 * Opens the internal account for a purpose and denomination on `version` and announces it.
 * Null (and nothing written) when that account already exists.
 */
export async function openInternalAccount(
  tx: Tx,
  envId: string,
  version: VersionRow,
  account: { purpose: InternalPurpose; denomination: string; name?: string; details?: Record<string, unknown> },
  meta: ChangeMeta,
): Promise<AccountRow | null> {
  const row = await insertAccount(tx, envId, {
    id: randomUUID(),
    accountType: 'internal',
    productId: version.product_id,
    productVersionId: version.id,
    customerId: null,
    name: account.name ?? internalAccountName(account.purpose, account.denomination),
    tside: version.tside,
    denominations: [account.denomination],
    allowOverdraft: version.allow_overdraft,
    overdraftLimit: version.overdraft_limit,
    internalPurpose: account.purpose,
    details: account.details ?? {},
  });
  if (!row) return null;
  await emitLedgerEvent(tx, envId, 'vert:ledger:internalaccount:created', { account_id: row.id }, meta.correlationId);
  await auditLedger(tx, envId, { actor: meta.actor, action: 'internalaccount.created', target: row.id, detail: { purpose: account.purpose, denomination: account.denomination } }, meta.correlationId);
  return row;
}

/** The ledger's initializeEnvironment hook: the internal product and its 15 accounts, once. */
export async function seedInternalAccounts(tx: Tx, envId: string): Promise<void> {
  const meta: ChangeMeta = { actor: 'platform' };
  const product = await insertProduct(tx, envId, { id: INTERNAL_PRODUCT_ID, name: 'Internal account', productType: 'internal', status: 'active' });
  if (product) {
    const version = await insertCurrentVersion(tx, envId, {
      id: randomUUID(),
      productId: product.id,
      denominations: SEEDED_DENOMINATIONS,
      tside: 'ASSET',
      allowOverdraft: true,
      overdraftLimit: '0',
      parameters: {},
      modules: [],
    });
    await emitLedgerEvent(tx, envId, 'vert:ledger:product:created', { product_id: product.id, product_type: product.product_type });
    await emitLedgerEvent(tx, envId, 'vert:ledger:productversion:created', { product_id: product.id, version_id: version.id });
    await emitLedgerEvent(tx, envId, 'vert:ledger:product:activated', { env_id: envId, product_id: product.id });
    await auditLedger(tx, envId, { actor: meta.actor, action: 'product.created', target: product.id, detail: { product_type: product.product_type, version_id: version.id } });
  }
  const version = await internalProductVersion(tx, envId);
  for (const purpose of INTERNAL_PURPOSES) {
    for (const denomination of SEEDED_DENOMINATIONS) {
      await openInternalAccount(tx, envId, version, { purpose, denomination }, meta);
    }
  }
}
