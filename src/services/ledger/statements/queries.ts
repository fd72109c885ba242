// Statement rows (metadata; the document lives in object storage) and the legs of a period.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import { transactionRow } from '../account-reads/queries.ts';
import type { BalanceKey } from '../balances/queries.ts';

export const statementRow = z.object({
  id: z.string().uuid(),
  account_id: z.string().uuid(),
  period_start: z.string(),
  period_end: z.string(),
  denomination: z.string(),
  opening_balance: z.string(),
  closing_balance: z.string(),
  transaction_count: z.number().int(),
  object_key: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  created_at: z.string(),
});
export type StatementRow = z.infer<typeof statementRow>;

const columns = sql.fragment`id, account_id, period_start, period_end, denomination, opening_balance, closing_balance,
  transaction_count, object_key, content_type, size_bytes, sha256, created_at`;

export interface StatementPeriod {
  accountId: string;
  periodStart: string;
  periodEnd: string;
  denomination: string;
}

/**
 * Serialises regenerations of one statement across instances until the transaction ends, so
 * the stored document and its row always come from the same run.
 */
export async function lockStatement(tx: Tx, objectKey: string): Promise<void> {
  await tx.query(sql.unsafe`select pg_advisory_xact_lock(hashtextextended(${`ledger.statement:${objectKey}`}, 0))`);
}

export function findStatementId(tx: Tx, envId: string, period: StatementPeriod): Promise<string | null> {
  return tx.maybeOneFirst(sql.type(z.object({ id: z.string().uuid() }))`
    select id from ledger.statements
    where env_id = ${envId} and account_id = ${period.accountId} and period_start = ${period.periodStart}::date
      and period_end = ${period.periodEnd}::date and denomination = ${period.denomination}`);
}

const legRow = transactionRow.omit({ booking_key: true });
export type LegRow = z.infer<typeof legRow>;

/** Legs of the key with seq in (afterSeq, uptoSeq], in booking sequence; `limit + 1` rows. */
export function legsBetween(tx: Tx, envId: string, key: BalanceKey, afterSeq: string, uptoSeq: string, limit: number) {
  return tx.any(sql.type(legRow)`
    select id, posting_id, client_transaction_id, instruction_type, direction, amount, denomination,
           address, asset, phase, balance_after, value_timestamp, booking_timestamp, seq
    from ledger.transactions
    where env_id = ${envId} and account_id = ${key.accountId} and address = ${key.address} and asset = ${key.asset}
      and denomination = ${key.denomination} and phase = ${key.phase}
      and seq > ${afterSeq}::bigint and seq <= ${uptoSeq}::bigint
    order by seq
    limit ${limit + 1}`);
}

export interface StatementWrite extends StatementPeriod {
  id: string;
  openingBalance: string;
  closingBalance: string;
  transactionCount: number;
  objectKey: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/** Creates the statement or replaces the same period's (same id); `created_at` is the generation time. */
export function upsertStatement(tx: Tx, envId: string, s: StatementWrite): Promise<StatementRow> {
  return tx.one(sql.type(statementRow)`
    insert into ledger.statements (env_id, id, account_id, period_start, period_end, denomination, opening_balance,
      closing_balance, transaction_count, object_key, content_type, size_bytes, sha256)
    values (${envId}, ${s.id}, ${s.accountId}, ${s.periodStart}::date, ${s.periodEnd}::date, ${s.denomination},
      ${s.openingBalance}, ${s.closingBalance}, ${s.transactionCount}, ${s.objectKey}, ${s.contentType}, ${s.sizeBytes}, ${s.sha256})
    on conflict (env_id, account_id, period_start, period_end, denomination) do update set
      opening_balance = excluded.opening_balance,
      closing_balance = excluded.closing_balance,
      transaction_count = excluded.transaction_count,
      object_key = excluded.object_key,
      content_type = excluded.content_type,
      size_bytes = excluded.size_bytes,
      sha256 = excluded.sha256,
      created_at = clock_timestamp()
    returning ${columns}`);
}

/** Latest period first; `limit + 1` rows. */
export function listStatements(tx: Tx, envId: string, accountId: string, options: { limit: number; after?: { periodStart: string; id: string } }) {
  const conditions = [sql.fragment`env_id = ${envId}`, sql.fragment`account_id = ${accountId}`];
  if (options.after) conditions.push(sql.fragment`(period_start, id) < (${options.after.periodStart}::date, ${options.after.id}::uuid)`);
  return tx.any(sql.type(statementRow)`
    select ${columns}
    from ledger.statements
    where ${sql.join(conditions, sql.fragment` and `)}
    order by period_start desc, id desc
    limit ${options.limit + 1}`);
}
