// SQL of the customers family. Every statement filters env_id as well as running under RLS.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { Keyset } from '../../../platform/pagination.ts';

/**
 * Creation times are stored at millisecond precision: cursors carry the ISO-8601 (millisecond)
 * form of the row's timestamp, so a microsecond remainder would repeat the row on the next page.
 */
const NOW_MS = sql.fragment`date_trunc('milliseconds', clock_timestamp())`;

export const customerRow = z.object({
  id: z.string().uuid(),
  display_name: z.string(),
  email: z.string().nullable(),
  status: z.enum(['active', 'closed']),
  platform_auth_user_id: z.string().nullable(),
  details: z.record(z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

const columns = sql.fragment`id, display_name, email, status, platform_auth_user_id, details, created_at, updated_at`;

export interface CustomerFilter {
  limit: number;
  after?: Keyset;
  platformAuthUserId?: string;
  status?: 'active' | 'closed';
  /** Display-name prefix, case-insensitive. */
  namePrefix?: string;
}

/** Oldest first; fetches `limit + 1` rows so the caller knows whether a next page exists. */
export function listCustomers(tx: Tx, envId: string, filter: CustomerFilter) {
  const conditions = [sql.fragment`env_id = ${envId}`];
  if (filter.platformAuthUserId !== undefined) conditions.push(sql.fragment`platform_auth_user_id = ${filter.platformAuthUserId}`);
  if (filter.status !== undefined) conditions.push(sql.fragment`status = ${filter.status}`);
  if (filter.namePrefix !== undefined) conditions.push(sql.fragment`starts_with(lower(display_name), lower(${filter.namePrefix}))`);
  if (filter.after) conditions.push(sql.fragment`(created_at, id) > (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`);
  return tx.any(sql.type(customerRow)`
    select ${columns} from ledger.customers
    where ${sql.join(conditions, sql.fragment` and `)}
    order by created_at, id
    limit ${filter.limit + 1}`);
}

export function findCustomer(tx: Tx, envId: string, id: string, options: { lock?: boolean } = {}) {
  return tx.maybeOne(sql.type(customerRow)`
    select ${columns} from ledger.customers where env_id = ${envId} and id = ${id}
    ${options.lock ? sql.fragment`for update` : sql.fragment``}`);
}

export function findCustomerByAuthUser(tx: Tx, envId: string, platformAuthUserId: string) {
  return tx.maybeOne(sql.type(customerRow)`
    select ${columns} from ledger.customers where env_id = ${envId} and platform_auth_user_id = ${platformAuthUserId}`);
}

export interface NewCustomer {
  id: string;
  displayName: string;
  email: string | null;
  details: Record<string, unknown>;
  platformAuthUserId: string | null;
}

/** Null when the identity is already linked to another customer (unique index, no error). */
export function insertCustomer(tx: Tx, envId: string, customer: NewCustomer) {
  return tx.maybeOne(sql.type(customerRow)`
    insert into ledger.customers (env_id, id, display_name, email, details, platform_auth_user_id, created_at, updated_at)
    values (${envId}, ${customer.id}, ${customer.displayName}, ${customer.email}, ${sql.jsonb(customer.details as never)},
            ${customer.platformAuthUserId}, ${NOW_MS}, ${NOW_MS})
    on conflict do nothing
    returning ${columns}`);
}

export interface CustomerChanges {
  display_name?: string;
  email?: string | null;
  details?: Record<string, unknown>;
  status?: 'active' | 'closed';
  platform_auth_user_id?: string;
}

/** Guarded: only an active customer changes. Null when the customer is not (or no longer) active. */
export function updateActiveCustomer(tx: Tx, envId: string, id: string, changes: CustomerChanges) {
  const assignments = [sql.fragment`updated_at = clock_timestamp()`];
  if (changes.display_name !== undefined) assignments.push(sql.fragment`display_name = ${changes.display_name}`);
  if (changes.email !== undefined) assignments.push(sql.fragment`email = ${changes.email}`);
  if (changes.details !== undefined) assignments.push(sql.fragment`details = ${sql.jsonb(changes.details as never)}`);
  if (changes.status !== undefined) assignments.push(sql.fragment`status = ${changes.status}`);
  if (changes.platform_auth_user_id !== undefined) assignments.push(sql.fragment`platform_auth_user_id = ${changes.platform_auth_user_id}`);
  return tx.maybeOne(sql.type(customerRow)`
    update ledger.customers set ${sql.join(assignments, sql.fragment`, `)}
    where env_id = ${envId} and id = ${id} and status = 'active'
    returning ${columns}`);
}

/** Whether the customer still holds an account that is not closed. */
export function hasUnclosedAccounts(tx: Tx, envId: string, customerId: string) {
  return tx.exists(sql.unsafe`
    select 1 from ledger.accounts
    where env_id = ${envId} and customer_id = ${customerId} and status <> 'closed'`);
}
