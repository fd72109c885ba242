// Balances v2 reads. Every answer comes from stored state: `ledger.balances` (end balances) and
// the running `balance_after` of `ledger.transactions` (snapshots, series, statement cuts);
// nothing sums a history of postings.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';

const phase = z.enum(['committed', 'pending_incoming', 'pending_outgoing']);

export const balanceEntryRow = z.object({
  account_id: z.string().uuid(),
  address: z.string(),
  asset: z.string(),
  denomination: z.string(),
  phase,
  amount: z.string(),
});
export type BalanceEntryRow = z.infer<typeof balanceEntryRow>;

/** Position after the last row of a page, in balances primary-key order. */
export const balanceKeyset = z.object({
  account_id: z.string().uuid(),
  address: z.string().min(1).max(128),
  asset: z.string().min(1).max(128),
  denomination: z.string().min(1).max(12),
  phase,
});
export type BalanceKeyset = z.infer<typeof balanceKeyset>;

export interface BalanceListOptions {
  accountIds: readonly string[];
  denomination?: string;
  after?: BalanceKeyset;
  limit: number;
}

/** The key-set filter shared by the three listings; `alias` names the ledger.balances row. */
function keyConditions(alias: 'b' | 'k', envId: string, options: BalanceListOptions) {
  const column = (name: string) => sql.identifier([alias, name]);
  const conditions = [
    sql.fragment`${column('env_id')} = ${envId}`,
    sql.fragment`${column('account_id')} = any(${sql.array(options.accountIds, 'uuid')})`,
  ];
  if (options.denomination) conditions.push(sql.fragment`${column('denomination')} = ${options.denomination}`);
  if (options.after) {
    const a = options.after;
    conditions.push(sql.fragment`(${column('account_id')}, ${column('address')}, ${column('asset')}, ${column('denomination')}, ${column('phase')})
      > (${a.account_id}::uuid, ${a.address}, ${a.asset}, ${a.denomination}, ${a.phase})`);
  }
  return sql.join(conditions, sql.fragment` and `);
}

/** A posting leg signed like the balances of its account (`t` a transaction, `a` its account). */
const SIGNED_LEG = sql.fragment`(case when t.direction = 'credit' then t.amount else -t.amount end)
  * (case when a.tside = 'LIABILITY' then 1 else -1 end)`;

/** End balances: the table as stored, future value-dated legs included. `limit + 1` rows. */
export function endBalances(tx: Tx, envId: string, options: BalanceListOptions) {
  return tx.any(sql.type(balanceEntryRow)`
    select b.account_id, b.address, b.asset, b.denomination, b.phase, b.amount
    from ledger.balances b
    where ${keyConditions('b', envId, options)}
    order by b.account_id, b.address, b.asset, b.denomination, b.phase
    limit ${options.limit + 1}`);
}

/**
 * Live balances at `asOf`: the stored balance minus the signed legs of the key whose value
 * timestamp is after `asOf` (read through transactions_account_value; normally few rows).
 */
export function liveBalances(tx: Tx, envId: string, options: BalanceListOptions & { asOf: string }) {
  return tx.any(sql.type(balanceEntryRow)`
    select b.account_id, b.address, b.asset, b.denomination, b.phase,
           b.amount - coalesce((
             select sum(${SIGNED_LEG})
             from ledger.transactions t
             where t.env_id = b.env_id and t.account_id = b.account_id
               and t.value_timestamp > ${options.asOf}::timestamptz
               and t.address = b.address and t.asset = b.asset
               and t.denomination = b.denomination and t.phase = b.phase
           ), 0) as amount
    from ledger.balances b
    join ledger.accounts a on a.env_id = b.env_id and a.id = b.account_id
    where ${keyConditions('b', envId, options)}
    order by b.account_id, b.address, b.asset, b.denomination, b.phase
    limit ${options.limit + 1}`);
}

/**
 * The latest leg of one balance key booked at or before `at` (`inclusive`) or strictly before
 * it: one probe of transactions_balance_key_booking (migration 0004). `k` names the key's row.
 */
const lastLegBooked = (envId: string, at: string, inclusive: boolean) => sql.fragment`
  select t.balance_after, t.seq
  from ledger.transactions t
  where t.env_id = ${envId} and t.account_id = k.account_id and t.address = k.address
    and t.asset = k.asset and t.denomination = k.denomination and t.phase = k.phase
    and t.booking_timestamp ${inclusive ? sql.fragment`<=` : sql.fragment`<`} ${at}::timestamptz
  order by t.booking_timestamp desc, t.seq desc
  limit 1`;

/**
 * Point in time: per balance key, the running balance after its last leg booked at or before
 * `at`. Keys without such a leg did not exist yet and are left out.
 */
export function snapshotBalances(tx: Tx, envId: string, options: BalanceListOptions & { at: string }) {
  return tx.any(sql.type(balanceEntryRow)`
    select k.account_id, k.address, k.asset, k.denomination, k.phase, s.balance_after as amount
    from ledger.balances k
    cross join lateral (${lastLegBooked(envId, options.at, true)}) s
    where ${keyConditions('k', envId, options)}
    order by k.account_id, k.address, k.asset, k.denomination, k.phase
    limit ${options.limit + 1}`);
}

export interface BalanceKey {
  accountId: string;
  address: string;
  asset: string;
  denomination: string;
  phase: 'committed' | 'pending_incoming' | 'pending_outgoing';
}

const keyValues = (key: BalanceKey) => sql.fragment`
  select ${key.accountId}::uuid as account_id, ${key.address}::text as address, ${key.asset}::text as asset,
         ${key.denomination}::text as denomination, ${key.phase}::text as phase`;

export const cutRow = z.object({ balance_after: z.string(), seq: z.string() });
export type Cut = z.infer<typeof cutRow>;

/** The key's last leg booked strictly before `before` (a statement or bucket boundary), or null. */
export function cutBefore(tx: Tx, envId: string, key: BalanceKey, before: string): Promise<Cut | null> {
  return tx.maybeOne(sql.type(cutRow)`
    select s.balance_after, s.seq
    from (${keyValues(key)}) k
    cross join lateral (${lastLegBooked(envId, before, false)}) s`);
}

const seriesRow = z.object({ n: z.string(), closing: z.string().nullable() });

/**
 * Closing balance of each bucket: the running balance after the key's last leg booked before
 * the bucket's end (null when the key had no leg yet). One probe per bucket, in bucket order.
 */
export function seriesClosings(tx: Tx, envId: string, key: BalanceKey, bucketEnds: readonly string[]) {
  return tx.any(sql.type(seriesRow)`
    select e.n, (
      select t.balance_after
      from ledger.transactions t
      where t.env_id = ${envId} and t.account_id = ${key.accountId} and t.address = ${key.address}
        and t.asset = ${key.asset} and t.denomination = ${key.denomination} and t.phase = ${key.phase}
        and t.booking_timestamp < e.bucket_end
      order by t.booking_timestamp desc, t.seq desc
      limit 1
    ) as closing
    from unnest(${sql.array(bucketEnds, 'timestamptz')}) with ordinality as e(bucket_end, n)
    order by e.n`);
}
