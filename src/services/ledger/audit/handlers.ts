// GET /v1/audit: the ledger's audit journal, newest first, keyset-paginated.
import type { operations } from '../../../../generated/types/ledger.ts';
import type { Handler } from '../../../platform/http/typed-routes.ts';
import { decodeCursor, pageSize, toPage } from '../../../platform/pagination.ts';
import { loadDocument, operationsOf } from '../../../platform/http/operations.ts';
import { listActionLogs, listAuditEvents } from './queries.ts';

export const listAudit: Handler<operations['listAuditEvents']> = async ({ query }, { tx, envId }) => {
  const limit = pageSize(query.limit);
  const after = decodeCursor(query.cursor);
  const rows = await listAuditEvents(tx, envId!, { limit, ...(after ? { after } : {}), ...(query.action ? { action: query.action } : {}) });
  return { status: 200, body: toPage(rows, limit) };
};

/** The ledger's operations: action logs list decisions on these only. */
const LEDGER_OPERATIONS = operationsOf('ledger', loadDocument('ledger')).map((o) => o.operationId);

export const listActionLogsHandler: Handler<operations['listActionLogs']> = async ({ query }, { tx, envId }) => {
  const limit = pageSize(query.limit);
  const after = decodeCursor(query.cursor);
  const operationIds = query.operation_id ? LEDGER_OPERATIONS.filter((id) => id === query.operation_id) : LEDGER_OPERATIONS;
  const rows = await listActionLogs(tx, envId!, { limit, operationIds, ...(after ? { after } : {}), ...(query.decision ? { decision: query.decision } : {}) });
  const page = toPage(rows.map((r) => ({ ...r, created_at: r.decided_at })), limit);
  return {
    status: 200,
    body: {
      items: page.items.map((r) => ({ id: r.id, decided_at: r.decided_at, principal: r.principal, operation_id: r.action, decision: r.decision, reasons: r.reasons, correlation_id: r.correlation_id })),
      next_cursor: page.next_cursor,
    },
  };
};
