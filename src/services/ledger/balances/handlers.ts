// Balances v2: GET /v2/balances/live (and point in time), /v2/balances/end, /v2/balances/series.
// Definitions (docs/api.md, "Ledger read side"):
//   end       the stored balances: every leg booked so far, future value dates included;
//   live      end minus the legs whose value timestamp is after `as_of` (now);
//   snapshot  per key, the running balance after its last leg booked at or before the instant;
//   series    per bucket, the running balance after the key's last leg booked before its end.
import { z } from 'zod';
import type { components, operations } from '../../../../generated/types/ledger.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { Handler } from '../../../platform/http/typed-routes.ts';
import { format, fromDb } from '../../../platform/money.ts';
import { pageSize } from '../../../platform/pagination.ts';
import type { Tx } from '../../../platform/db/pool.ts';
import { requireAccount } from '../account-reads/handlers.ts';
import { findAccountHeaders } from '../account-reads/queries.ts';
import { DEFAULT_ADDRESS, DEFAULT_ASSET } from '../postings/model.ts';
import {
  balanceKeyset,
  endBalances,
  liveBalances,
  seriesClosings,
  snapshotBalances,
  type BalanceEntryRow,
  type BalanceListOptions,
} from './queries.ts';

type BalancePage = components['schemas']['BalancePage'];
type Kind = BalancePage['kind'];

export const MAX_SERIES_BUCKETS = 366;
/** Buckets in a series when `from` is absent. */
const DEFAULT_SERIES_BUCKETS = 30;
const INTERVAL_MS = { hour: 3_600_000, day: 86_400_000, week: 604_800_000 } as const;

const badRequest = (code: string, title: string, detail: string) => new ApiError({ status: 400, code, title, detail, fdxCode: '400' });
const invalidCursor = () => badRequest('invalid_cursor', 'Invalid cursor', 'The cursor is malformed or was not issued by this listing');

/**
 * `account_ids`: the contract already guarantees 1..100 values, each a uuid (the validator
 * answers 400 otherwise); here they are only deduplicated, normalised and required.
 */
export function parseAccountIds(raw: string | readonly string[] | undefined): string[] {
  const values = raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw;
  const ids = [...new Set(values.map((v) => v.toLowerCase()))];
  if (ids.length === 0) throw badRequest('account_ids_required', 'Accounts required', '`account_ids` must name at least one account');
  return ids.sort();
}

/** Every requested account must exist in the caller's environment (404 otherwise). */
async function requireAccounts(tx: Tx, envId: string, ids: readonly string[]): Promise<void> {
  const found = new Set((await findAccountHeaders(tx, envId, ids)).map((a) => a.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new ApiError({
      status: 404,
      code: 'not_found',
      title: 'Not found',
      detail: `No account ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` (and ${missing.length - 5} more)` : ''}`,
      fdxCode: '1107',
    });
  }
}

const cursorSchema = z.object({ kind: z.enum(['live', 'end', 'snapshot']), as_of: z.string().datetime({ offset: true }), after: balanceKeyset });

function encodeBalanceCursor(kind: Kind, asOf: string, last: BalanceEntryRow): string {
  const after = { account_id: last.account_id, address: last.address, asset: last.asset, denomination: last.denomination, phase: last.phase };
  return Buffer.from(JSON.stringify({ kind, as_of: asOf, after })).toString('base64url');
}

function decodeBalanceCursor(cursor: string | undefined, kind: Kind) {
  if (cursor === undefined) return undefined;
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
  if (parsed.kind !== kind) throw invalidCursor();
  return parsed;
}

function toBalancePage(kind: Kind, asOf: string, rows: readonly BalanceEntryRow[], limit: number): BalancePage {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    kind,
    as_of: asOf,
    items: items.map((r) => ({ ...r, amount: format(fromDb(r.amount)) })),
    next_cursor: rows.length > limit && last ? encodeBalanceCursor(kind, asOf, last) : null,
  };
}

interface ListQuery {
  account_ids?: string | string[];
  denomination?: string;
  limit?: number;
  cursor?: string;
}

/** The parts every listing shares: account ids checked, page size, cursor of the right kind. */
async function listingOptions(tx: Tx, envId: string, query: ListQuery, kind: Kind) {
  const accountIds = parseAccountIds(query.account_ids);
  const cursor = decodeBalanceCursor(query.cursor, kind);
  await requireAccounts(tx, envId, accountIds);
  const limit = pageSize(query.limit);
  const options: BalanceListOptions = {
    accountIds,
    limit,
    ...(query.denomination ? { denomination: query.denomination } : {}),
    ...(cursor ? { after: cursor.after } : {}),
  };
  return { options, limit, cursorAsOf: cursor?.as_of };
}

export const balanceHandlers = {
  listLiveBalances: (async ({ query }, ctx) => {
    const envId = ctx.envId!;
    const now = new Date();
    if (query.snapshot_timestamp !== undefined) {
      if (Date.parse(query.snapshot_timestamp) > now.getTime()) {
        throw badRequest('snapshot_in_future', 'Snapshot in the future', '`snapshot_timestamp` must not be later than now; use /v2/balances/end for booked future legs');
      }
      const { options, limit, cursorAsOf } = await listingOptions(ctx.tx, envId, query, 'snapshot');
      const at = cursorAsOf ?? new Date(query.snapshot_timestamp).toISOString();
      const rows = await snapshotBalances(ctx.tx, envId, { ...options, at });
      return { status: 200, body: toBalancePage('snapshot', at, rows, limit) };
    }
    const { options, limit, cursorAsOf } = await listingOptions(ctx.tx, envId, query, 'live');
    const asOf = cursorAsOf ?? now.toISOString();
    const rows = await liveBalances(ctx.tx, envId, { ...options, asOf });
    return { status: 200, body: toBalancePage('live', asOf, rows, limit) };
  }) satisfies Handler<operations['listLiveBalances']>,

  listEndBalances: (async ({ query }, ctx) => {
    const envId = ctx.envId!;
    const { options, limit } = await listingOptions(ctx.tx, envId, query, 'end');
    const rows = await endBalances(ctx.tx, envId, options);
    return { status: 200, body: toBalancePage('end', new Date().toISOString(), rows, limit) };
  }) satisfies Handler<operations['listEndBalances']>,

  getBalanceSeries: (async ({ query }, ctx) => {
    const envId = ctx.envId!;
    if (!query.account_id) throw badRequest('account_id_required', 'Account required', '`account_id` names the account of the series');
    const interval = query.interval ?? 'day';
    const stepMs = INTERVAL_MS[interval];
    const toMs = query.to !== undefined ? Date.parse(query.to) : Date.now();
    const fromMs = query.from !== undefined ? Date.parse(query.from) : toMs - DEFAULT_SERIES_BUCKETS * stepMs;
    if (!(fromMs < toMs)) throw badRequest('invalid_range', 'Invalid range', '`from` must be before `to`');
    const buckets = Math.ceil((toMs - fromMs) / stepMs);
    if (buckets > MAX_SERIES_BUCKETS) {
      throw badRequest('too_many_buckets', 'Too many buckets', `The range holds ${buckets} ${interval} buckets; at most ${MAX_SERIES_BUCKETS}`);
    }
    const account = await requireAccount(ctx.tx, envId, query.account_id);
    const denomination = query.denomination ?? account.denominations[0];
    if (!denomination) throw badRequest('denomination_required', 'Denomination required', 'The account holds no denomination; pass `denomination`');
    const key = {
      accountId: account.id,
      address: query.address ?? DEFAULT_ADDRESS,
      asset: query.asset ?? DEFAULT_ASSET,
      denomination,
      phase: query.phase ?? ('committed' as const),
    };
    const edges = Array.from({ length: buckets + 1 }, (_, i) => new Date(Math.min(fromMs + i * stepMs, toMs)).toISOString());
    const closings = await seriesClosings(ctx.tx, envId, key, edges.slice(1));
    return {
      status: 200,
      body: {
        account_id: key.accountId,
        address: key.address,
        asset: key.asset,
        denomination: key.denomination,
        phase: key.phase,
        interval,
        from: edges[0]!,
        to: edges[edges.length - 1]!,
        points: closings.map((c, i) => ({
          bucket_start: edges[i]!,
          bucket_end: edges[i + 1]!,
          closing_balance: format(fromDb(c.closing ?? '0')),
        })),
      },
    };
  }) satisfies Handler<operations['getBalanceSeries']>,
};
