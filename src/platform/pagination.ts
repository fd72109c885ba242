// Keyset pagination shared by every list operation. Every list is bounded (TigerBeetle style);
// cursors are opaque to clients and validated on the way back in.
import { z } from 'zod';
import { ApiError } from './errors.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Position after the last row of a page: its sort timestamp and id (tie-breaker). */
export interface Keyset {
  at: string;
  id: string;
}

const keysetSchema = z.object({ at: z.string().datetime({ offset: true }), id: z.string().min(1).max(128) });

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify(keyset)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  try {
    return keysetSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new ApiError({ status: 400, code: 'invalid_cursor', title: 'Invalid cursor', detail: 'The cursor is malformed or was not issued by this API', fdxCode: '400' });
  }
}

/** Clamps a requested page size into [1, MAX_PAGE_SIZE]. */
export function pageSize(requested: number | undefined): number {
  return Math.min(Math.max(requested ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
}

/** Splits a fetched `limit + 1` rows into the page and the next cursor. */
export function toPage<T extends { created_at: string; id: string }>(rows: readonly T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    next_cursor: rows.length > limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
  };
}
