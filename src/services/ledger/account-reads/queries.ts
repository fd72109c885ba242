// Reads behind GET /v1/accounts/{id}/balances and /transactions: the stored balances of one
// account and its posting legs (ledger.transactions) newest first in booking order.
import { z } from 'zod';
import { deferRead, plannedPerCall, sql, unawaited, type Tx } from '../../../platform/db/pool.ts';

/** An ISO-8601 UTC rendering of a timestamptz that keeps microseconds. */
export const MICROSECOND_ISO = (column: ReturnType<typeof sql.fragment>) =>
  sql.fragment`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Balance keys one account may report in a single response (the table has no other bound). */
export const MAX_BALANCE_KEYS_PER_ACCOUNT = 1000;

export const accountHeaderRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  status: z.enum(['pending', 'open', 'closed']),
  tside: z.enum(['ASSET', 'LIABILITY']),
  denominations: z.array(z.string()),
});
export type AccountHeader = z.infer<typeof accountHeaderRow>;

/** The account facts every read needs (sign convention, denominations); null when unknown in this environment. */
const accountHeaderQuery = (envId: string, accountId: string) => sql.type(accountHeaderRow)`
    select id, name, status, tside, denominations
    from ledger.accounts
    where env_id = ${envId} and id = ${accountId}`;

export function findAccountHeader(tx: Tx, envId: string, accountId: string): Promise<AccountHeader | null> {
  return tx.maybeOne(accountHeaderQuery(envId, accountId));
}

/** `findAccountHeader`, queued to travel with the transaction's next statement (`deferRead`). */
export function deferAccountHeader(tx: Tx, envId: string, accountId: string): Promise<AccountHeader | null> {
  return unawaited(deferRead(tx, accountHeaderQuery(envId, accountId)).then((rows) => rows[0] ?? null));
}

/** Which of `accountIds` exist in the environment, with their tside. */
export function findAccountHeaders(tx: Tx, envId: string, accountIds: readonly string[]) {
  return tx.any(sql.type(accountHeaderRow)`
    select id, name, status, tside, denominations
    from ledger.accounts
    where env_id = ${envId} and id = any(${sql.array(accountIds, 'uuid')})`);
}

export const storedBalanceRow = z.object({
  address: z.string(),
  asset: z.string(),
  denomination: z.string(),
  phase: z.enum(['committed', 'pending_incoming', 'pending_outgoing']),
  amount: z.string(),
  total_debit: z.string(),
  total_credit: z.string(),
  updated_at: z.string(),
});

/** Every stored (end) balance of the account, in primary-key order. */
export function listStoredBalances(tx: Tx, envId: string, accountId: string) {
  return tx.any(sql.type(storedBalanceRow)`
    select address, asset, denomination, phase, amount, total_debit, total_credit, updated_at
    from ledger.balances
    where env_id = ${envId} and account_id = ${accountId}
    order by denomination, address, asset, phase
    limit ${MAX_BALANCE_KEYS_PER_ACCOUNT}`);
}

export const transactionRow = z.object({
  id: z.string().uuid(),
  posting_id: z.string().uuid(),
  client_transaction_id: z.string(),
  instruction_type: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  denomination: z.string(),
  address: z.string(),
  asset: z.string(),
  phase: z.enum(['committed', 'pending_incoming', 'pending_outgoing']),
  balance_after: z.string(),
  value_timestamp: z.string(),
  booking_timestamp: z.string(),
  seq: z.string().regex(/^[0-9]+$/),
  /** booking_timestamp with its microseconds (the ISO strings of the API stop at milliseconds): keysets need them. */
  booking_key: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export interface TransactionFilter {
  limit: number;
  /** Keyset of the last row of the previous page: its booking timestamp and seq. */
  after?: { bookingTimestamp: string; seq: string };
  /** Value timestamp, inclusive. */
  from?: string;
  /** Value timestamp, exclusive. */
  to?: string;
  denomination?: string;
  phase?: string;
}

/**
 * Newest first in booking order, walking transactions_account_booking backwards; fetches
 * `limit + 1` rows so the caller knows whether a next page exists.
 */
export function listTransactions(tx: Tx, envId: string, accountId: string, filter: TransactionFilter) {
  const conditions = [sql.fragment`env_id = ${envId}`, sql.fragment`account_id = ${accountId}`];
  if (filter.from) conditions.push(sql.fragment`value_timestamp >= ${filter.from}::timestamptz`);
  if (filter.to) conditions.push(sql.fragment`value_timestamp < ${filter.to}::timestamptz`);
  if (filter.denomination) conditions.push(sql.fragment`denomination = ${filter.denomination}`);
  if (filter.phase) conditions.push(sql.fragment`phase = ${filter.phase}`);
  if (filter.after) {
    conditions.push(sql.fragment`(booking_timestamp, seq) < (${filter.after.bookingTimestamp}::timestamptz, ${filter.after.seq}::bigint)`);
  }
  // With a value window the best index depends on how wide it is: walking the booking index
  // backwards suits a wide window (FDX's lookback), the value index a narrow one. A generic
  // plan would pick one for every call (it picked the value index and a sort of every row in
  // the window), so such a query is planned for its values each call.
  const planning = filter.from || filter.to ? plannedPerCall : sql.fragment``;
  return tx.any(sql.type(transactionRow)`${planning}
    select id, posting_id, client_transaction_id, instruction_type, direction, amount, denomination,
           address, asset, phase, balance_after, value_timestamp, booking_timestamp, seq,
           ${MICROSECOND_ISO(sql.fragment`booking_timestamp`)} as booking_key
    from ledger.transactions
    where ${sql.join(conditions, sql.fragment` and `)}
    order by booking_timestamp desc, seq desc
    limit ${filter.limit + 1}`);
}
