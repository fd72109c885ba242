// Accounts routes (seed 001, Accounts family): the account resource, its key-value attributes
// and its payment devices. Balances, transactions and statements live in their own family.
// Every change emits its event and audit entry in the request's tenant transaction.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { CheckIntegrityConstraintViolationError } from 'slonik';
import type { operations } from '../../../../generated/types/ledger.ts';
import { Errors } from '../../../platform/errors.ts';
import type { Handler, RequestContext } from '../../../platform/http/typed-routes.ts';
import { decodeCursor, pageSize, toPage } from '../../../platform/pagination.ts';
import { findCustomer } from '../customers/queries.ts';
import { auditLedger, emitLedgerEvent } from '../events.ts';
import { findProduct, findVersion } from '../products/queries.ts';
import * as q from './queries.ts';
import { accountPage, accountView } from './views.ts';

/** Attributes per account: the attribute list is returned whole, so it is bounded here. */
export const MAX_ATTRIBUTES = 100;

const actor = (ctx: RequestContext) => ctx.principal?.subject ?? 'unknown';

const notFound = (id: string) => Errors.notFound(`No account ${id}`);
const accountClosed = (id: string) => Errors.conflict('account_closed', `Account ${id} is closed; a closed account never reopens`);

async function existingAccount(ctx: RequestContext, id: string, options: { lock?: boolean } = {}): Promise<q.AccountRow> {
  const account = await q.findAccount(ctx.tx, ctx.envId!, id, options);
  if (!account) throw notFound(id);
  return account;
}

async function recordAccountUpdate(ctx: RequestContext, accountId: string, fieldsChanged: string[]): Promise<void> {
  const envId = ctx.envId!;
  await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:account:updated', { account_id: accountId, fields_changed: fieldsChanged }, ctx.correlationId);
  await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'account.updated', target: accountId, detail: { fields_changed: fieldsChanged } }, ctx.correlationId);
}

export const accountHandlers = {
  listLedgerAccounts: (async ({ query }, ctx) => {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor);
    const rows = await q.listAccounts(ctx.tx, ctx.envId!, {
      limit,
      ...(after ? { after } : {}),
      ...(query.customer_id !== undefined ? { customerId: query.customer_id } : {}),
      ...(query.account_type !== undefined ? { accountType: query.account_type } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
      ...(query.product_id !== undefined ? { productId: query.product_id } : {}),
    });
    return { status: 200, body: accountPage(rows, limit) };
  }) satisfies Handler<operations['listLedgerAccounts']>,

  createLedgerAccount: (async ({ body }, ctx) => {
    const envId = ctx.envId!;
    // Locks the customer, so closing it (which checks for open accounts) cannot interleave.
    const customer = await findCustomer(ctx.tx, envId, body.customer_id, { lock: true });
    if (!customer) throw Errors.notFound(`No customer ${body.customer_id}`);
    if (customer.status !== 'active') throw Errors.conflict('customer_closed', `Customer ${customer.id} is closed`);
    const product = await findProduct(ctx.tx, envId, body.product_id);
    if (!product) throw Errors.notFound(`No product ${body.product_id}`);
    if (product.product_type === 'internal') {
      throw Errors.conflict('product_not_eligible', `Product ${product.id} is for internal accounts only`);
    }
    if (product.status !== 'active' || product.current_version_id === null) {
      throw Errors.conflict('product_not_active', `Product ${product.id} is ${product.status}; accounts open on active products only`);
    }
    const version = await findVersion(ctx.tx, envId, product.current_version_id);
    if (!version) throw new Error(`product ${product.id} names a missing current version`);

    const account = await q.insertAccount(ctx.tx, envId, {
      id: randomUUID(),
      accountType: 'customer',
      productId: product.id,
      productVersionId: version.id,
      customerId: customer.id,
      name: body.name ?? product.name,
      tside: version.tside,
      denominations: version.denominations,
      allowOverdraft: version.allow_overdraft,
      overdraftLimit: version.overdraft_limit,
      internalPurpose: null,
      details: body.details ?? {},
    });
    if (!account) throw new Error('customer account insert was refused by a unique index');
    await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:account:created', { account_id: account.id, product_id: account.product_id, customer_id: customer.id }, ctx.correlationId);
    await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'account.created', target: account.id, detail: { product_id: account.product_id, product_version_id: account.product_version_id, customer_id: customer.id } }, ctx.correlationId);
    return { status: 201, body: accountView(account) };
  }) satisfies Handler<operations['createLedgerAccount']>,

  getLedgerAccount: (async ({ path }, ctx) => {
    return { status: 200, body: accountView(await existingAccount(ctx, path.accountId)) };
  }) satisfies Handler<operations['getLedgerAccount']>,

  updateLedgerAccount: (async ({ path, body }, ctx) => {
    const envId = ctx.envId!;
    const account = await existingAccount(ctx, path.accountId, { lock: true });
    if (body.expected_version !== undefined && body.expected_version !== account.version) {
      throw Errors.conflict('version_mismatch', `Account ${account.id} is at version ${account.version}, not ${body.expected_version}`);
    }
    const changes: q.AccountChanges = {};
    if (body.name !== undefined && body.name !== account.name) changes.name = body.name;
    if (body.details !== undefined && !isDeepStrictEqual(body.details, account.details)) changes.details = body.details;
    if (body.status !== undefined && body.status !== account.status) changes.status = body.status;
    const fieldsChanged = Object.keys(changes);
    if (fieldsChanged.length === 0) return { status: 200, body: accountView(account) };

    if (account.status === 'closed') throw accountClosed(account.id);
    if (changes.status === 'closed') {
      if (account.account_type === 'internal') {
        throw Errors.conflict('internal_account_status', `Internal account ${account.id} is a posting counterparty and stays open`);
      }
      if (await q.hasNonZeroBalance(ctx.tx, envId, account.id)) {
        throw Errors.conflict('account_has_balance', `Account ${account.id} holds a non-zero balance`);
      }
      fieldsChanged.push('closed_at');
    }
    let updated: q.AccountRow | null;
    try {
      updated = await q.updateAccount(ctx.tx, envId, account.id, account.version, changes);
    } catch (error) {
      // The trigger account_never_reopens is the last line: a closed account never reopens.
      if (error instanceof CheckIntegrityConstraintViolationError) throw accountClosed(account.id);
      throw error;
    }
    // The row is locked, so the version cannot have moved; this guards against a future caller without the lock.
    if (!updated) throw Errors.conflict('version_mismatch', `Account ${account.id} changed concurrently`);
    await recordAccountUpdate(ctx, updated.id, fieldsChanged);
    return { status: 200, body: accountView(updated) };
  }) satisfies Handler<operations['updateLedgerAccount']>,

  listLedgerAccountAttributes: (async ({ path }, ctx) => {
    const account = await existingAccount(ctx, path.accountId);
    return { status: 200, body: { items: [...(await q.listAttributes(ctx.tx, ctx.envId!, account.id, MAX_ATTRIBUTES))] } };
  }) satisfies Handler<operations['listLedgerAccountAttributes']>,

  putLedgerAccountAttribute: (async ({ path, body }, ctx) => {
    const envId = ctx.envId!;
    // The account row lock serialises writers, so the count below stays true until commit.
    const account = await existingAccount(ctx, path.accountId, { lock: true });
    if (account.status === 'closed') throw accountClosed(account.id);
    const existing = await q.findAttribute(ctx.tx, envId, account.id, path.key);
    if (existing?.value === body.value) return { status: 200, body: existing };
    if (!existing && (await q.countAttributes(ctx.tx, envId, account.id)) >= MAX_ATTRIBUTES) {
      throw Errors.conflict('attribute_limit_reached', `Account ${account.id} already holds ${MAX_ATTRIBUTES} attributes`);
    }
    const attribute = await q.upsertAttribute(ctx.tx, envId, account.id, path.key, body.value);
    await recordAccountUpdate(ctx, account.id, [`attributes.${path.key}`]);
    return { status: 200, body: attribute };
  }) satisfies Handler<operations['putLedgerAccountAttribute']>,

  listLedgerAccountDevices: (async ({ path, query }, ctx) => {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor);
    const account = await existingAccount(ctx, path.accountId);
    const rows = await q.listDevices(ctx.tx, ctx.envId!, account.id, { limit, ...(after ? { after } : {}) });
    return { status: 200, body: toPage(rows, limit) };
  }) satisfies Handler<operations['listLedgerAccountDevices']>,

  createLedgerAccountDevice: (async ({ path, body }, ctx) => {
    const envId = ctx.envId!;
    const account = await existingAccount(ctx, path.accountId, { lock: true });
    if (account.status === 'closed') throw accountClosed(account.id);
    const device = await q.insertDevice(ctx.tx, envId, {
      id: randomUUID(),
      accountId: account.id,
      deviceType: body.device_type,
      displayName: body.display_name ?? null,
    });
    await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:paymentdevice:created', { device_id: device.id }, ctx.correlationId);
    await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'paymentdevice.created', target: device.id, detail: { account_id: account.id, device_type: device.device_type } }, ctx.correlationId);
    return { status: 201, body: device };
  }) satisfies Handler<operations['createLedgerAccountDevice']>,
};
