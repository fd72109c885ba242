// GET /v1/accounts/{id}/balances and /v1/accounts/{id}/transactions: one account's stored
// balances with the derived available balance, and its movements newest first.
import type { components, operations } from '../../../../generated/types/ledger.ts';
import { ApiError, Errors } from '../../../platform/errors.ts';
import { utcInstant } from '../../../platform/time.ts';
import type { Handler } from '../../../platform/http/typed-routes.ts';
import { format, fromDb, ZERO, type Money } from '../../../platform/money.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../../platform/pagination.ts';
import { commitWithNext, type Tx } from '../../../platform/db/pool.ts';
import { DEFAULT_ADDRESS, DEFAULT_ASSET } from '../postings/model.ts';
import { deferAccountHeader, findAccountHeader, listStoredBalances, listTransactions, type AccountHeader, type TransactionRow } from './queries.ts';

type AvailableBalance = components['schemas']['AvailableBalance'];
type StoredBalance = Awaited<ReturnType<typeof listStoredBalances>>[number];

export const accountNotFound = (accountId: string) => Errors.notFound(`No account ${accountId}`);

/** The account or a 404; every account sub-route starts here so unknown ids never leak rows. */
export async function requireAccount(tx: Tx, envId: string, accountId: string): Promise<AccountHeader> {
  const account = await findAccountHeader(tx, envId, accountId);
  if (!account) throw accountNotFound(accountId);
  return account;
}

/**
 * A read-only request's one read of an account's rows, with the account check: the header and
 * `read` go in one round trip together with the COMMIT (`commitWithNext`), so the request ends
 * there. Rows of an unknown (or hidden) account are dropped and the answer is a 404.
 */
async function readOfAccount<T>(tx: Tx, envId: string, accountId: string, read: () => Promise<T>): Promise<{ account: AccountHeader; rows: T }> {
  const header = deferAccountHeader(tx, envId, accountId);
  commitWithNext(tx);
  const rows = await read();
  const account = await header;
  if (!account) throw accountNotFound(accountId);
  return { account, rows };
}

/**
 * available = committed + pending_outgoing over (DEFAULT, COMMERCIAL_BANK_MONEY), both signed by
 * tside; pending_incoming never counts. The posting engine's funds check uses the same rule.
 */
export function availableBalances(denominations: readonly string[], balances: readonly StoredBalance[]): AvailableBalance[] {
  const all = [...new Set([...denominations, ...balances.map((b) => b.denomination)])].sort();
  return all.map((denomination) => {
    const phaseAmount = (phase: StoredBalance['phase']): Money => {
      const row = balances.find(
        (b) => b.denomination === denomination && b.address === DEFAULT_ADDRESS && b.asset === DEFAULT_ASSET && b.phase === phase,
      );
      return row ? fromDb(row.amount) : ZERO;
    };
    const committed = phaseAmount('committed');
    const pendingOutgoing = phaseAmount('pending_outgoing');
    return {
      denomination,
      committed: format(committed),
      pending_incoming: format(phaseAmount('pending_incoming')),
      pending_outgoing: format(pendingOutgoing),
      available: format(committed.plus(pendingOutgoing)),
    };
  });
}

export const transactionView = (row: Omit<TransactionRow, 'booking_key'>): components['schemas']['AccountTransaction'] => ({
  id: row.id,
  posting_id: row.posting_id,
  client_transaction_id: row.client_transaction_id,
  instruction_type: row.instruction_type,
  direction: row.direction,
  amount: format(fromDb(row.amount)),
  denomination: row.denomination,
  address: row.address,
  asset: row.asset,
  phase: row.phase,
  balance_after: format(fromDb(row.balance_after)),
  value_timestamp: row.value_timestamp,
  booking_timestamp: row.booking_timestamp,
});

const invalidRange = () =>
  new ApiError({ status: 400, code: 'invalid_range', title: 'Invalid range', detail: '`from` must be before `to`', fdxCode: '400' });

export const accountReadHandlers = {
  getAccountBalances: (async ({ path }, ctx) => {
    const envId = ctx.envId!;
    const { account, rows: balances } = await readOfAccount(ctx.tx, envId, path.accountId, () => listStoredBalances(ctx.tx, envId, path.accountId));
    return {
      status: 200,
      body: {
        account_id: account.id,
        tside: account.tside,
        as_of: new Date().toISOString(),
        balances: balances.map((b) => ({
          address: b.address,
          asset: b.asset,
          denomination: b.denomination,
          phase: b.phase,
          amount: format(fromDb(b.amount)),
          total_debit: format(fromDb(b.total_debit)),
          total_credit: format(fromDb(b.total_credit)),
          updated_at: b.updated_at,
        })),
        available: availableBalances(account.denominations, balances),
      },
    };
  }) satisfies Handler<operations['getAccountBalances']>,

  listAccountTransactions: (async ({ path, query }, ctx) => {
    const envId = ctx.envId!;
    if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to)) throw invalidRange();
    const limit = pageSize(query.limit);
    const cursor = decodeCursor(query.cursor);
    if (cursor && !/^[0-9]{1,19}$/.test(cursor.id)) {
      throw new ApiError({ status: 400, code: 'invalid_cursor', title: 'Invalid cursor', detail: 'The cursor was not issued by this list', fdxCode: '400' });
    }
    const { rows } = await readOfAccount(ctx.tx, envId, path.accountId, () =>
      listTransactions(ctx.tx, envId, path.accountId, {
        limit,
        ...(cursor ? { after: { bookingTimestamp: cursor.at, seq: cursor.id } } : {}),
        ...(query.from ? { from: utcInstant(query.from) } : {}),
        ...(query.to ? { to: utcInstant(query.to) } : {}),
        ...(query.denomination ? { denomination: query.denomination } : {}),
        ...(query.phase ? { phase: query.phase } : {}),
      }),
    );
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      status: 200,
      body: {
        items: items.map(transactionView),
        next_cursor: rows.length > limit && last ? encodeCursor({ at: last.booking_key, id: last.seq }) : null,
      },
    };
  }) satisfies Handler<operations['listAccountTransactions']>,
};
