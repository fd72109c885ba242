// Live counts of the admin overview page. Bounded work: three aggregate statements per request,
// the postings count a range scan of postings_list over today's bookings.
import { z } from 'zod';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import type { OverviewCounts } from './pages.ts';

const countsRow = z.object({
  accounts_open: z.string(),
  accounts_pending: z.string(),
  accounts_closed: z.string(),
  postings_today: z.string(),
  customers: z.string(),
});

/** `dayStart` is the start of the current UTC day. */
export function overviewCounts(tx: Tx, envId: string, dayStart: string): Promise<OverviewCounts> {
  return tx.one(sql.type(countsRow)`
    select a.accounts_open, a.accounts_pending, a.accounts_closed,
           (select count(*) from ledger.postings where env_id = ${envId} and booking_timestamp >= ${dayStart}::timestamptz) as postings_today,
           (select count(*) from ledger.customers where env_id = ${envId}) as customers
    from (
      select count(*) filter (where status = 'open') as accounts_open,
             count(*) filter (where status = 'pending') as accounts_pending,
             count(*) filter (where status = 'closed') as accounts_closed
      from ledger.accounts
      where env_id = ${envId}
    ) a`);
}
