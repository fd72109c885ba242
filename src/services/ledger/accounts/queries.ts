// SQL of the accounts family: customer and internal accounts, their attributes and payment
// devices. Every statement filters env_id as well as running under RLS.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { Keyset } from '../../../platform/pagination.ts';

/** Millisecond creation times: cursors carry millisecond timestamps (see customers/queries.ts). */
const NOW_MS = sql.fragment`date_trunc('milliseconds', clock_timestamp())`;

export const INTERNAL_PURPOSES = ['cash', 'cheque', 'liquidity', 'clearing', 'suspense'] as const;
export type InternalPurpose = (typeof INTERNAL_PURPOSES)[number];
export type AccountStatus = 'pending' | 'open' | 'closed';

export const accountRow = z.object({
  id: z.string().uuid(),
  account_type: z.enum(['customer', 'internal']),
  product_id: z.string(),
  product_version_id: z.string().uuid(),
  customer_id: z.string().uuid().nullable(),
  name: z.string(),
  status: z.enum(['pending', 'open', 'closed']),
  tside: z.enum(['ASSET', 'LIABILITY']),
  denominations: z.array(z.string()),
  allow_overdraft: z.boolean(),
  /** numeric → text without trailing zeros; never a JavaScript number. */
  overdraft_limit: z.string(),
  internal_purpose: z.enum(INTERNAL_PURPOSES).nullable(),
  details: z.record(z.unknown()),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type AccountRow = z.infer<typeof accountRow>;

const accountColumns = sql.fragment`
  id, account_type, product_id, product_version_id, customer_id, name, status, tside, denominations,
  allow_overdraft, trim_scale(overdraft_limit)::text as overdraft_limit, internal_purpose, details,
  opened_at, closed_at, updated_at, version`;

export interface AccountFilter {
  limit: number;
  after?: Keyset;
  customerId?: string;
  accountType?: AccountRow['account_type'];
  status?: AccountStatus;
  productId?: string;
  internalPurpose?: InternalPurpose;
  denomination?: string;
}

/** Oldest first by opening time; `limit + 1` rows. */
export function listAccounts(tx: Tx, envId: string, filter: AccountFilter) {
  const conditions = [sql.fragment`env_id = ${envId}`];
  if (filter.customerId !== undefined) conditions.push(sql.fragment`customer_id = ${filter.customerId}`);
  if (filter.accountType !== undefined) conditions.push(sql.fragment`account_type = ${filter.accountType}`);
  if (filter.status !== undefined) conditions.push(sql.fragment`status = ${filter.status}`);
  if (filter.productId !== undefined) conditions.push(sql.fragment`product_id = ${filter.productId}`);
  if (filter.internalPurpose !== undefined) conditions.push(sql.fragment`internal_purpose = ${filter.internalPurpose}`);
  if (filter.denomination !== undefined) conditions.push(sql.fragment`${filter.denomination} = any(denominations)`);
  if (filter.after) conditions.push(sql.fragment`(opened_at, id) > (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`);
  return tx.any(sql.type(accountRow)`
    select ${accountColumns} from ledger.accounts
    where ${sql.join(conditions, sql.fragment` and `)}
    order by opened_at, id
    limit ${filter.limit + 1}`);
}

export function findAccount(tx: Tx, envId: string, id: string, options: { lock?: boolean } = {}) {
  return tx.maybeOne(sql.type(accountRow)`
    select ${accountColumns} from ledger.accounts where env_id = ${envId} and id = ${id}
    ${options.lock ? sql.fragment`for update` : sql.fragment``}`);
}

export interface NewAccount {
  id: string;
  accountType: AccountRow['account_type'];
  productId: string;
  productVersionId: string;
  customerId: string | null;
  name: string;
  tside: AccountRow['tside'];
  denominations: readonly string[];
  allowOverdraft: boolean;
  /** Decimal string copied from the product version; cast by PostgreSQL. */
  overdraftLimit: string;
  internalPurpose: InternalPurpose | null;
  details: Record<string, unknown>;
}

/** Null when a unique index refused the row (one internal account per purpose and denomination). */
export function insertAccount(tx: Tx, envId: string, account: NewAccount) {
  return tx.maybeOne(sql.type(accountRow)`
    insert into ledger.accounts
      (env_id, id, account_type, product_id, product_version_id, customer_id, name, status, tside, denominations,
       allow_overdraft, overdraft_limit, internal_purpose, details, opened_at, updated_at)
    values (${envId}, ${account.id}, ${account.accountType}, ${account.productId}, ${account.productVersionId},
            ${account.customerId}, ${account.name}, 'open', ${account.tside}, ${sql.array([...account.denominations], 'text')},
            ${account.allowOverdraft}, ${account.overdraftLimit}::numeric, ${account.internalPurpose},
            ${sql.jsonb(account.details as never)}, ${NOW_MS}, ${NOW_MS})
    on conflict do nothing
    returning ${accountColumns}`);
}

export interface AccountChanges {
  name?: string;
  details?: Record<string, unknown>;
  status?: AccountStatus;
}

/**
 * Applies changes when the account is still at `version`, bumping it; closing sets closed_at.
 * Null when another update won. The trigger `account_never_reopens` refuses closed → other.
 */
export function updateAccount(tx: Tx, envId: string, id: string, version: number, changes: AccountChanges) {
  const assignments = [sql.fragment`version = version + 1`, sql.fragment`updated_at = clock_timestamp()`];
  if (changes.name !== undefined) assignments.push(sql.fragment`name = ${changes.name}`);
  if (changes.details !== undefined) assignments.push(sql.fragment`details = ${sql.jsonb(changes.details as never)}`);
  if (changes.status !== undefined) {
    assignments.push(sql.fragment`status = ${changes.status}`);
    assignments.push(changes.status === 'closed' ? sql.fragment`closed_at = clock_timestamp()` : sql.fragment`closed_at = null`);
  }
  return tx.maybeOne(sql.type(accountRow)`
    update ledger.accounts set ${sql.join(assignments, sql.fragment`, `)}
    where env_id = ${envId} and id = ${id} and version = ${version}
    returning ${accountColumns}`);
}

/** Whether any balance of the account (any address, asset, denomination or phase) is not zero. */
export function hasNonZeroBalance(tx: Tx, envId: string, accountId: string) {
  return tx.exists(sql.unsafe`
    select 1 from ledger.balances where env_id = ${envId} and account_id = ${accountId} and amount <> 0`);
}

export const attributeRow = z.object({
  key: z.string(),
  value: z.string(),
  updated_at: z.string(),
});

/** Every attribute of the account, by key (bounded by MAX_ATTRIBUTES on write). */
export function listAttributes(tx: Tx, envId: string, accountId: string, max: number) {
  return tx.any(sql.type(attributeRow)`
    select key, value, updated_at from ledger.account_attributes
    where env_id = ${envId} and account_id = ${accountId}
    order by key
    limit ${max}`);
}

export function findAttribute(tx: Tx, envId: string, accountId: string, key: string) {
  return tx.maybeOne(sql.type(attributeRow)`
    select key, value, updated_at from ledger.account_attributes
    where env_id = ${envId} and account_id = ${accountId} and key = ${key}`);
}

export function countAttributes(tx: Tx, envId: string, accountId: string) {
  return tx.oneFirst(sql.type(z.object({ count: z.number().int() }))`
    select count(*)::int as count from ledger.account_attributes where env_id = ${envId} and account_id = ${accountId}`);
}

export function upsertAttribute(tx: Tx, envId: string, accountId: string, key: string, value: string) {
  return tx.one(sql.type(attributeRow)`
    insert into ledger.account_attributes (env_id, account_id, key, value, updated_at)
    values (${envId}, ${accountId}, ${key}, ${value}, clock_timestamp())
    on conflict (env_id, account_id, key) do update set value = excluded.value, updated_at = excluded.updated_at
    returning key, value, updated_at`);
}

export const deviceRow = z.object({
  id: z.string().uuid(),
  account_id: z.string().uuid(),
  device_type: z.enum(['card', 'token', 'mobile_wallet']),
  status: z.enum(['active', 'suspended', 'retired']),
  display_name: z.string().nullable(),
  created_at: z.string(),
});
export type DeviceRow = z.infer<typeof deviceRow>;

const deviceColumns = sql.fragment`id, account_id, device_type, status, display_name, created_at`;

/** Oldest first; `limit + 1` rows. */
export function listDevices(tx: Tx, envId: string, accountId: string, filter: { limit: number; after?: Keyset }) {
  const conditions = [sql.fragment`env_id = ${envId}`, sql.fragment`account_id = ${accountId}`];
  if (filter.after) conditions.push(sql.fragment`(created_at, id) > (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`);
  return tx.any(sql.type(deviceRow)`
    select ${deviceColumns} from ledger.payment_devices
    where ${sql.join(conditions, sql.fragment` and `)}
    order by created_at, id
    limit ${filter.limit + 1}`);
}

export function insertDevice(
  tx: Tx,
  envId: string,
  device: { id: string; accountId: string; deviceType: DeviceRow['device_type']; displayName: string | null },
) {
  return tx.one(sql.type(deviceRow)`
    insert into ledger.payment_devices (env_id, id, account_id, device_type, display_name, created_at)
    values (${envId}, ${device.id}, ${device.accountId}, ${device.deviceType}, ${device.displayName}, ${NOW_MS})
    returning ${deviceColumns}`);
}
