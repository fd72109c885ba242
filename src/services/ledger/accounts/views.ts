// Stored account rows → the contract's Account and AccountPage (shared with internal accounts).
import type { components } from '../../../../generated/types/ledger.ts';
import { toPage } from '../../../platform/pagination.ts';
import type { AccountRow } from './queries.ts';

export type AccountView = components['schemas']['Account'];

export function accountView(row: AccountRow): AccountView {
  return { ...row };
}

/** Accounts page by opening time: the keyset is (opened_at, id). */
export function accountPage(rows: readonly AccountRow[], limit: number): components['schemas']['AccountPage'] {
  const page = toPage(rows.map((row) => ({ id: row.id, created_at: row.opened_at, row })), limit);
  return { items: page.items.map(({ row }) => accountView(row)), next_cursor: page.next_cursor };
}
