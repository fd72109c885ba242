// SQL of the products family: products and their immutable versions. Every statement filters
// env_id as well as running under RLS.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { Keyset } from '../../../platform/pagination.ts';

/** Millisecond creation times: cursors carry millisecond timestamps (see customers/queries.ts). */
const NOW_MS = sql.fragment`date_trunc('milliseconds', clock_timestamp())`;

export const productRow = z.object({
  id: z.string(),
  name: z.string(),
  product_type: z.enum(['current_account', 'savings', 'loan', 'credit_card', 'internal']),
  status: z.enum(['draft', 'active', 'retired']),
  current_version_id: z.string().uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductRow = z.infer<typeof productRow>;
export type ProductType = ProductRow['product_type'];

const productColumns = sql.fragment`id, name, product_type, status, current_version_id, created_at, updated_at`;

export const versionRow = z.object({
  id: z.string().uuid(),
  product_id: z.string(),
  version: z.number().int(),
  denominations: z.array(z.string()),
  tside: z.enum(['ASSET', 'LIABILITY']),
  allow_overdraft: z.boolean(),
  /** numeric → text without trailing zeros; never a JavaScript number. */
  overdraft_limit: z.string(),
  parameters: z.record(z.unknown()),
  modules: z.array(z.string()),
  created_at: z.string(),
});
export type VersionRow = z.infer<typeof versionRow>;

const versionColumns = sql.fragment`
  id, product_id, version, denominations, tside, allow_overdraft,
  trim_scale(overdraft_limit)::text as overdraft_limit, parameters, modules, created_at`;

export interface ProductFilter {
  limit: number;
  after?: Keyset;
  status?: ProductRow['status'];
  productType?: ProductType;
}

/** Oldest first; `limit + 1` rows. */
export function listProducts(tx: Tx, envId: string, filter: ProductFilter) {
  const conditions = [sql.fragment`env_id = ${envId}`];
  if (filter.status !== undefined) conditions.push(sql.fragment`status = ${filter.status}`);
  if (filter.productType !== undefined) conditions.push(sql.fragment`product_type = ${filter.productType}`);
  if (filter.after) conditions.push(sql.fragment`(created_at, id) > (${filter.after.at}::timestamptz, ${filter.after.id})`);
  return tx.any(sql.type(productRow)`
    select ${productColumns} from ledger.products
    where ${sql.join(conditions, sql.fragment` and `)}
    order by created_at, id
    limit ${filter.limit + 1}`);
}

export function findProduct(tx: Tx, envId: string, id: string, options: { lock?: boolean } = {}) {
  return tx.maybeOne(sql.type(productRow)`
    select ${productColumns} from ledger.products where env_id = ${envId} and id = ${id}
    ${options.lock ? sql.fragment`for update` : sql.fragment``}`);
}

export interface NewProduct {
  id: string;
  name: string;
  productType: ProductType;
  status?: ProductRow['status'];
}

/** Null when the id is already taken in the environment. */
export function insertProduct(tx: Tx, envId: string, product: NewProduct) {
  return tx.maybeOne(sql.type(productRow)`
    insert into ledger.products (env_id, id, name, product_type, status, created_at, updated_at)
    values (${envId}, ${product.id}, ${product.name}, ${product.productType}, ${product.status ?? 'draft'}, ${NOW_MS}, ${NOW_MS})
    on conflict do nothing
    returning ${productColumns}`);
}

/** Guarded draft → active move; null when the product is not a draft with a version. */
export function activateDraft(tx: Tx, envId: string, id: string) {
  return tx.maybeOne(sql.type(productRow)`
    update ledger.products set status = 'active', updated_at = clock_timestamp()
    where env_id = ${envId} and id = ${id} and status = 'draft' and current_version_id is not null
    returning ${productColumns}`);
}

export interface VersionFilter {
  limit: number;
  after?: Keyset;
}

/** Oldest (version 1) first; `limit + 1` rows. */
export function listVersions(tx: Tx, envId: string, productId: string, filter: VersionFilter) {
  const conditions = [sql.fragment`env_id = ${envId}`, sql.fragment`product_id = ${productId}`];
  if (filter.after) conditions.push(sql.fragment`(created_at, id) > (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`);
  return tx.any(sql.type(versionRow)`
    select ${versionColumns} from ledger.product_versions
    where ${sql.join(conditions, sql.fragment` and `)}
    order by created_at, id
    limit ${filter.limit + 1}`);
}

export function findVersion(tx: Tx, envId: string, id: string) {
  return tx.maybeOne(sql.type(versionRow)`
    select ${versionColumns} from ledger.product_versions where env_id = ${envId} and id = ${id}`);
}

export interface NewVersion {
  id: string;
  productId: string;
  denominations: readonly string[];
  tside: VersionRow['tside'];
  allowOverdraft: boolean;
  /** Decimal string, validated by the contract; cast by PostgreSQL, never by JavaScript. */
  overdraftLimit: string;
  parameters: Record<string, unknown>;
  modules: readonly string[];
}

/**
 * Inserts the next version of a product and makes it current. The caller holds the product row
 * lock, so version numbers are consecutive; the unique (product_id, version) backs that up.
 */
export async function insertCurrentVersion(tx: Tx, envId: string, version: NewVersion) {
  const row = await tx.one(sql.type(versionRow)`
    insert into ledger.product_versions
      (env_id, id, product_id, version, denominations, tside, allow_overdraft, overdraft_limit, parameters, modules, created_at)
    select ${envId}, ${version.id}, ${version.productId}, coalesce(max(version), 0) + 1,
           ${sql.array([...version.denominations], 'text')}, ${version.tside}, ${version.allowOverdraft},
           ${version.overdraftLimit}::numeric, ${sql.jsonb(version.parameters as never)}, ${sql.jsonb([...version.modules])}, ${NOW_MS}
    from ledger.product_versions
    where env_id = ${envId} and product_id = ${version.productId}
    returning ${versionColumns}`);
  await tx.query(sql.unsafe`
    update ledger.products set current_version_id = ${row.id}, updated_at = clock_timestamp()
    where env_id = ${envId} and id = ${version.productId}`);
  return row;
}
