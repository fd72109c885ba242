// GET /v1/admin/ui/{page} (declared page definitions) and POST /v1/admin/{resource} (the
// console's data-action aliases). Aliases delegate to the code of the operation they stand for,
// so validation, events, audit entries and errors are the same as on the public route.
import type { components, operations } from '../../../../generated/types/ledger.ts';
import { ApiError, Errors } from '../../../platform/errors.ts';
import type { Handler } from '../../../platform/http/typed-routes.ts';
import { accountHandlers } from '../accounts/handlers.ts';
import { regenerateContext, regenerateStatement, statementView, type StatementStore } from '../statements/handlers.ts';
import { overviewPage, PAGE_IDS, STATIC_PAGES } from './pages.ts';
import { overviewCounts } from './queries.ts';

type AdminActionRequest = components['schemas']['AdminActionRequest'];
type AccountUpdate = components['schemas']['AccountUpdate'];

const unsupportedAction = Errors.unsupportedAdminAction;

/** Start of the current UTC day. */
const utcDayStart = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

export const adminHandlers = (store: StatementStore) => ({
  getLedgerAdminPage: (async ({ path }, ctx) => {
    if (path.page === 'overview') {
      return { status: 200, body: overviewPage(await overviewCounts(ctx.tx, ctx.envId!, utcDayStart())) };
    }
    const page = STATIC_PAGES[path.page];
    if (!page) throw Errors.notFound(`No ledger admin page ${path.page}; pages: ${PAGE_IDS.join(', ')}`);
    return { status: 200, body: page };
  }) satisfies Handler<operations['getLedgerAdminPage']>,

  runLedgerAdminAction: (async ({ path, body, headers }, ctx) => {
    const request: AdminActionRequest = body;
    switch (path.resource) {
      case 'statements': {
        if (request.action !== 'regenerate') throw unsupportedAction(path.resource, request.action, ['regenerate']);
        const { action, ...statement } = request;
        const row = await regenerateStatement(ctx.tx, ctx.envId!, statement, regenerateContext(store, ctx));
        return { status: 200, body: { resource: path.resource, action, result: statementView(store, row) } };
      }
      case 'accounts': {
        if (request.action !== 'update' && request.action !== 'close') throw unsupportedAction(path.resource, request.action, ['update', 'close']);
        const { action, id, ...rest } = request;
        const update: AccountUpdate = action === 'close' ? { ...rest, status: 'closed' } : rest;
        if (Object.keys(update).filter((k) => k !== 'expected_version').length === 0) {
          throw new ApiError({ status: 400, code: 'empty_update', title: 'Empty update', detail: 'Name at least one of name, details or status', fdxCode: '400' });
        }
        const reply = await accountHandlers.updateLedgerAccount({ path: { accountId: id }, query: {}, headers, body: update }, ctx);
        return { status: 200, body: { resource: path.resource, action, result: reply.body } };
      }
      default:
        throw Errors.notFound(`No ledger admin resource ${path.resource}; resources: statements, accounts`);
    }
  }) satisfies Handler<operations['runLedgerAdminAction']>,
});
