// FDX list mechanics shared by the account lists: `startTime` / `endTime` (FDX 702 / 703), the
// consent's lookback window, opaque `pageKey`s bound to the account they were issued for, and
// the `page` / `links` members of a response.
import { ApiError } from '../../../platform/errors.ts';
import { pageSize } from '../../../platform/pagination.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;
const DAY_MS = 86_400_000;

const invalidDate = (name: string, value: string) =>
  new ApiError({ status: 400, code: 'invalid_date', title: 'Invalid start or end date', detail: `${name} "${value.slice(0, 64)}" is neither a date (YYYY-MM-DD) nor an RFC 3339 timestamp`, fdxCode: '702' });
const invalidRange = () =>
  new ApiError({ status: 400, code: 'invalid_date_range', title: 'Invalid date range', detail: 'startTime is after endTime', fdxCode: '703' });
const invalidPageKey = () =>
  new ApiError({ status: 400, code: 'invalid_page_key', title: 'Invalid pageKey', detail: 'The pageKey is malformed or was not issued for this list', fdxCode: '400' });

/** Parses a date (midnight UTC) or an RFC 3339 instant; `undefined` when absent. */
function instantOf(name: string, value: string | undefined): { at: Date; isDate: boolean } | undefined {
  if (value === undefined) return undefined;
  const date = DATE.exec(value);
  if (date) {
    const at = new Date(`${value}T00:00:00.000Z`);
    // Rejects 2026-02-30 and the like, which Date would roll over.
    if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) throw invalidDate(name, value);
    return { at, isDate: true };
  }
  if (!TIMESTAMP.test(value)) throw invalidDate(name, value);
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw invalidDate(name, value);
  return { at, isDate: false };
}

/** A half-open window [from, to) of instants; either end open. `empty` when nothing can match. */
export interface TimeWindow {
  from?: Date;
  to?: Date;
  empty: boolean;
}

/**
 * The window a list may serve: the caller's `startTime` (inclusive) and `endTime` (a date
 * includes its whole day; an instant is exclusive), cut at the consent's lookback start.
 */
export function timeWindow(startTime: string | undefined, endTime: string | undefined, lookbackStart: Date | undefined): TimeWindow {
  const start = instantOf('startTime', startTime);
  const end = instantOf('endTime', endTime);
  if (start && end && start.at.getTime() > end.at.getTime()) throw invalidRange();
  let from = start?.at;
  if (lookbackStart && (!from || from.getTime() < lookbackStart.getTime())) from = lookbackStart;
  const to = end ? (end.isDate ? new Date(end.at.getTime() + DAY_MS) : end.at) : undefined;
  const empty = from !== undefined && to !== undefined && from.getTime() >= to.getTime();
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), empty };
}

export const inWindow = (window: TimeWindow, at: Date): boolean =>
  !window.empty && (!window.from || at.getTime() >= window.from.getTime()) && (!window.to || at.getTime() < window.to.getTime());

interface PageKeyBody {
  /** What the key was issued for (list and account), so a key cannot be replayed elsewhere. */
  s: string;
  /** The position: a ledger cursor or an offset. */
  p: string;
}

export function encodePageKey(scope: string, position: string): string {
  return Buffer.from(JSON.stringify({ s: scope, p: position } satisfies PageKeyBody)).toString('base64url');
}

export function decodePageKey(scope: string, pageKey: string | undefined): string | undefined {
  if (pageKey === undefined) return undefined;
  try {
    const body = JSON.parse(Buffer.from(pageKey, 'base64url').toString('utf8')) as Partial<PageKeyBody>;
    if (body.s === scope && typeof body.p === 'string' && body.p.length > 0 && body.p.length <= 512) return body.p;
  } catch {
    // fall through
  }
  throw invalidPageKey();
}

/** Page size: the provider default when absent, never more than the maximum (see /capability). */
export const fdxPageSize = (limit: number | undefined) => pageSize(limit);

/** `page` and `links` of a list response; both absent on the last page. */
export function pageMembers(path: string, query: Record<string, string | number | undefined>, nextPageKey: string | undefined) {
  if (nextPageKey === undefined) return {};
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && name !== 'pageKey') params.set(name, String(value));
  params.set('pageKey', nextPageKey);
  return {
    page: { nextPageKey },
    links: { next: { href: `${path}?${params.toString()}`, action: 'GET' as const, rel: 'next', types: ['application/json' as const] } },
  };
}
