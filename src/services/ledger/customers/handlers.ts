// Customers routes (seed 001, Customers family): banking customer records and their link to an
// identity at the authorization server. Every change emits its event and audit entry in the
// request's tenant transaction.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { UniqueIntegrityConstraintViolationError } from 'slonik';
import type { operations } from '../../../../generated/types/ledger.ts';
import { Errors } from '../../../platform/errors.ts';
import type { Handler, RequestContext } from '../../../platform/http/typed-routes.ts';
import { decodeCursor, pageSize, toPage } from '../../../platform/pagination.ts';
import { auditLedger, emitLedgerEvent } from '../events.ts';
import * as q from './queries.ts';

const actor = (ctx: RequestContext) => ctx.principal?.subject ?? 'unknown';

const notFound = (id: string) => Errors.notFound(`No customer ${id}`);
const customerClosed = (id: string) => Errors.conflict('customer_closed', `Customer ${id} is closed`);
const authUserTaken = () =>
  Errors.conflict('auth_user_already_linked', 'The identity is already linked to another customer');

async function lockedCustomer(ctx: RequestContext, id: string): Promise<q.CustomerRow> {
  const customer = await q.findCustomer(ctx.tx, ctx.envId!, id, { lock: true });
  if (!customer) throw notFound(id);
  return customer;
}

async function recordAuthLink(ctx: RequestContext, customer: q.CustomerRow): Promise<void> {
  const envId = ctx.envId!;
  await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:customer:authlinked', { customer_id: customer.id, platform_auth_user_id: customer.platform_auth_user_id! }, ctx.correlationId);
  await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'customer.authlinked', target: customer.id, detail: { platform_auth_user_id: customer.platform_auth_user_id } }, ctx.correlationId);
}

export const customerHandlers = {
  listLedgerCustomers: (async ({ query }, ctx) => {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor);
    const rows = await q.listCustomers(ctx.tx, ctx.envId!, {
      limit,
      ...(after ? { after } : {}),
      ...(query.platform_auth_user_id !== undefined ? { platformAuthUserId: query.platform_auth_user_id } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
      ...(query.q !== undefined ? { namePrefix: query.q } : {}),
    });
    return { status: 200, body: toPage(rows, limit) };
  }) satisfies Handler<operations['listLedgerCustomers']>,

  createLedgerCustomer: (async ({ body }, ctx) => {
    const envId = ctx.envId!;
    const customer = await q.insertCustomer(ctx.tx, envId, {
      id: randomUUID(),
      displayName: body.display_name,
      email: body.email ?? null,
      details: body.details ?? {},
      platformAuthUserId: body.platform_auth_user_id ?? null,
    });
    if (!customer) throw authUserTaken();
    await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:customer:created', { customer_id: customer.id, display_name: customer.display_name }, ctx.correlationId);
    await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'customer.created', target: customer.id, detail: { display_name: customer.display_name } }, ctx.correlationId);
    if (customer.platform_auth_user_id !== null) await recordAuthLink(ctx, customer);
    return { status: 201, body: customer };
  }) satisfies Handler<operations['createLedgerCustomer']>,

  getLedgerCustomer: (async ({ path }, ctx) => {
    const customer = await q.findCustomer(ctx.tx, ctx.envId!, path.customerId);
    if (!customer) throw notFound(path.customerId);
    return { status: 200, body: customer };
  }) satisfies Handler<operations['getLedgerCustomer']>,

  linkLedgerCustomerAuth: (async ({ path, body }, ctx) => {
    const envId = ctx.envId!;
    const userId = body.platform_auth_user_id;
    const customer = await lockedCustomer(ctx, path.customerId);
    if (customer.status === 'closed') throw customerClosed(customer.id);
    if (customer.platform_auth_user_id === userId) return { status: 200, body: customer };
    if (customer.platform_auth_user_id !== null) {
      throw Errors.conflict('customer_already_linked', `Customer ${customer.id} is linked to another identity; links are not replaced`);
    }
    if (await q.findCustomerByAuthUser(ctx.tx, envId, userId)) throw authUserTaken();
    let linked: q.CustomerRow | null;
    try {
      linked = await q.updateActiveCustomer(ctx.tx, envId, customer.id, { platform_auth_user_id: userId });
    } catch (error) {
      // A concurrent link of the same identity committed between the check and the update.
      if (error instanceof UniqueIntegrityConstraintViolationError) throw authUserTaken();
      throw error;
    }
    if (!linked) throw customerClosed(customer.id);
    await recordAuthLink(ctx, linked);
    return { status: 200, body: linked };
  }) satisfies Handler<operations['linkLedgerCustomerAuth']>,

  updateLedgerCustomer: (async ({ path, body }, ctx) => {
    const envId = ctx.envId!;
    const customer = await lockedCustomer(ctx, path.customerId);
    if (customer.status === 'closed') throw customerClosed(customer.id);

    const changes: q.CustomerChanges = {};
    if (body.display_name !== undefined && body.display_name !== customer.display_name) changes.display_name = body.display_name;
    if (body.email !== undefined && body.email !== customer.email) changes.email = body.email;
    if (body.details !== undefined && !isDeepStrictEqual(body.details, customer.details)) changes.details = body.details;
    if (body.status !== undefined && body.status !== customer.status) changes.status = body.status;
    const fieldsChanged = Object.keys(changes);
    if (fieldsChanged.length === 0) return { status: 200, body: customer };

    if (changes.status === 'closed' && (await q.hasUnclosedAccounts(ctx.tx, envId, customer.id))) {
      throw Errors.conflict('customer_has_open_accounts', `Customer ${customer.id} still holds accounts that are not closed`);
    }
    const updated = await q.updateActiveCustomer(ctx.tx, envId, customer.id, changes);
    if (!updated) throw customerClosed(customer.id);
    await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:customer:updated', { customer_id: updated.id, display_name: updated.display_name }, ctx.correlationId);
    await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'customer.updated', target: updated.id, detail: { fields_changed: fieldsChanged } }, ctx.correlationId);
    return { status: 200, body: updated };
  }) satisfies Handler<operations['updateLedgerCustomer']>,
};
