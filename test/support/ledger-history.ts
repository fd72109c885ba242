// Back-dated ledger history for read-side tests (balances series, snapshots, statements): the
// posting API books at the current time, so these tests write what the posting engine writes
// (an accepted posting, a transaction with its running balance, the balance upsert) with chosen
// booking and value timestamps. Legs must be given in booking order.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { sql, type Database } from '../../src/platform/db/pool.ts';

export interface HistoricLeg {
  accountId: string;
  direction: 'credit' | 'debit';
  /** Positive decimal string. */
  amount: string;
  bookingTimestamp: string;
  valueTimestamp?: string;
  denomination?: string;
  phase?: 'committed' | 'pending_incoming' | 'pending_outgoing';
  address?: string;
  asset?: string;
}

/** Books each leg as its own accepted posting; returns the transaction ids in order. */
export async function bookHistory(db: Database, envId: string, legs: readonly HistoricLeg[]): Promise<string[]> {
  return db.withTenant(envId, async (tx) => {
    const ids: string[] = [];
    for (const leg of legs) {
      const postingId = randomUUID();
      const key = {
        address: leg.address ?? 'DEFAULT',
        asset: leg.asset ?? 'COMMERCIAL_BANK_MONEY',
        denomination: leg.denomination ?? 'GBP',
        phase: leg.phase ?? 'committed',
      };
      const valueTimestamp = leg.valueTimestamp ?? leg.bookingTimestamp;
      await tx.query(sql.unsafe`
        insert into ledger.postings (env_id, id, batch_id, idempotency_key, request_hash, status, value_timestamp, booking_timestamp, created_by)
        values (${envId}, ${postingId}, ${`history-${postingId.slice(0, 8)}`}, ${`history-${postingId}`}, 'history', 'accepted',
                ${valueTimestamp}::timestamptz, ${leg.bookingTimestamp}::timestamptz, 'test-history')`);
      const tside = await tx.oneFirst(sql.type(z.object({ tside: z.string() }))`
        select tside from ledger.accounts where env_id = ${envId} and id = ${leg.accountId}`);
      const credit = leg.direction === 'credit';
      const positive = (tside === 'LIABILITY') === credit;
      const signed = sql.fragment`${positive ? 1 : -1} * ${leg.amount}::numeric`;
      const balanceAfter = await tx.oneFirst(sql.type(z.object({ amount: z.string() }))`
        insert into ledger.balances (env_id, account_id, address, asset, denomination, phase, amount, total_debit, total_credit)
        values (${envId}, ${leg.accountId}, ${key.address}, ${key.asset}, ${key.denomination}, ${key.phase}, ${signed},
                ${credit ? '0' : leg.amount}::numeric, ${credit ? leg.amount : '0'}::numeric)
        on conflict (env_id, account_id, address, asset, denomination, phase) do update set
          amount = ledger.balances.amount + excluded.amount,
          total_debit = ledger.balances.total_debit + excluded.total_debit,
          total_credit = ledger.balances.total_credit + excluded.total_credit,
          updated_at = clock_timestamp()
        returning amount::text as amount`);
      const id = randomUUID();
      await tx.query(sql.unsafe`
        insert into ledger.transactions (env_id, id, account_id, posting_id, instruction_id, client_transaction_id, instruction_type,
          direction, amount, address, asset, denomination, phase, balance_after, value_timestamp, booking_timestamp)
        values (${envId}, ${id}, ${leg.accountId}, ${postingId}, ${randomUUID()}, ${`ctid-${id.slice(0, 8)}`}, 'custom_instruction',
          ${leg.direction}, ${leg.amount}::numeric, ${key.address}, ${key.asset}, ${key.denomination}, ${key.phase},
          ${balanceAfter}::numeric, ${valueTimestamp}::timestamptz, ${leg.bookingTimestamp}::timestamptz)`);
      ids.push(id);
    }
    return ids;
  });
}
