// Internal accounts routes: the staff-realm view of the internal rows of `accounts`, one per
// purpose and denomination. Seeding lives in seed.ts; creation here adds what seeding did not.
import type { operations } from '../../../../generated/types/ledger.ts';
import { Errors } from '../../../platform/errors.ts';
import type { Handler } from '../../../platform/http/typed-routes.ts';
import { decodeCursor, pageSize } from '../../../platform/pagination.ts';
import * as accounts from '../accounts/queries.ts';
import { accountPage, accountView } from '../accounts/views.ts';
import { internalProductVersion, INTERNAL_PRODUCT_ID, openInternalAccount } from './seed.ts';

const notFound = (id: string) => Errors.notFound(`No internal account ${id}`);

export const internalAccountHandlers = {
  listInternalAccounts: (async ({ query }, ctx) => {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor);
    const rows = await accounts.listAccounts(ctx.tx, ctx.envId!, {
      limit,
      accountType: 'internal',
      ...(after ? { after } : {}),
      ...(query.purpose !== undefined ? { internalPurpose: query.purpose } : {}),
      ...(query.denomination !== undefined ? { denomination: query.denomination } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
    });
    return { status: 200, body: accountPage(rows, limit) };
  }) satisfies Handler<operations['listInternalAccounts']>,

  createInternalAccount: (async ({ body }, ctx) => {
    const envId = ctx.envId!;
    const version = await internalProductVersion(ctx.tx, envId);
    if (!version.denominations.includes(body.denomination)) {
      throw Errors.conflict(
        'denomination_not_supported',
        `The current version of product ${INTERNAL_PRODUCT_ID} does not list ${body.denomination}; add a version that does`,
      );
    }
    const account = await openInternalAccount(
      ctx.tx,
      envId,
      version,
      {
        purpose: body.purpose,
        denomination: body.denomination,
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.details !== undefined ? { details: body.details } : {}),
      },
      { actor: ctx.principal?.subject ?? 'unknown', correlationId: ctx.correlationId },
    );
    if (!account) {
      throw Errors.conflict('internal_account_exists', `An internal ${body.purpose} account in ${body.denomination} already exists`);
    }
    return { status: 201, body: accountView(account) };
  }) satisfies Handler<operations['createInternalAccount']>,

  getInternalAccount: (async ({ path }, ctx) => {
    const account = await accounts.findAccount(ctx.tx, ctx.envId!, path.accountId);
    if (!account || account.account_type !== 'internal') throw notFound(path.accountId);
    return { status: 200, body: accountView(account) };
  }) satisfies Handler<operations['getInternalAccount']>,
};
