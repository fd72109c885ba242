// GET /v1/audit: the ledger's audit journal, newest first, keyset-paginated.
import type { operations } from '../../../../generated/types/ledger.ts';
import type { Handler } from '../../../platform/http/typed-routes.ts';
import { decodeCursor, pageSize, toPage } from '../../../platform/pagination.ts';
import { listAuditEvents } from './queries.ts';

export const listAudit: Handler<operations['listAuditEvents']> = async ({ query }, { tx, envId }) => {
  const limit = pageSize(query.limit);
  const after = decodeCursor(query.cursor);
  const rows = await listAuditEvents(tx, envId!, { limit, ...(after ? { after } : {}), ...(query.action ? { action: query.action } : {}) });
  return { status: 200, body: toPage(rows, limit) };
};
