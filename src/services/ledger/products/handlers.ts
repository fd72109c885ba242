// Products routes (seed 001, Products family): the product library in the Vault style. A product
// starts as a draft, gets immutable versions (the newest is current) and is activated before
// accounts open on it. Every change emits its event and audit entry in the request's transaction.
import { randomUUID } from 'node:crypto';
import type { operations } from '../../../../generated/types/ledger.ts';
import { ApiError, Errors } from '../../../platform/errors.ts';
import type { Handler, RequestContext } from '../../../platform/http/typed-routes.ts';
import { decodeCursor, pageSize, toPage } from '../../../platform/pagination.ts';
import { auditLedger, emitLedgerEvent } from '../events.ts';
import * as q from './queries.ts';

const actor = (ctx: RequestContext) => ctx.principal?.subject ?? 'unknown';

const notFound = (id: string) => Errors.notFound(`No product ${id}`);
const retired = (id: string) => Errors.conflict('product_retired', `Product ${id} is retired`);

/** A decimal string is zero when it has only zero digits (string test, no arithmetic). */
const isZeroDecimal = (value: string) => /^-?0(\.0+)?$/.test(value);

async function lockedProduct(ctx: RequestContext, id: string): Promise<q.ProductRow> {
  const product = await q.findProduct(ctx.tx, ctx.envId!, id, { lock: true });
  if (!product) throw notFound(id);
  return product;
}

export const productHandlers = {
  listProducts: (async ({ query }, ctx) => {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor);
    const rows = await q.listProducts(ctx.tx, ctx.envId!, {
      limit,
      ...(after ? { after } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
      ...(query.product_type !== undefined ? { productType: query.product_type } : {}),
    });
    return { status: 200, body: toPage(rows, limit) };
  }) satisfies Handler<operations['listProducts']>,

  createProduct: (async ({ body }, ctx) => {
    const envId = ctx.envId!;
    const product = await q.insertProduct(ctx.tx, envId, { id: body.id, name: body.name, productType: body.product_type });
    if (!product) throw Errors.conflict('product_exists', `Product ${body.id} already exists`);
    await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:product:created', { product_id: product.id, product_type: product.product_type }, ctx.correlationId);
    await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'product.created', target: product.id, detail: { product_type: product.product_type } }, ctx.correlationId);
    return { status: 201, body: product };
  }) satisfies Handler<operations['createProduct']>,

  getProduct: (async ({ path }, ctx) => {
    const product = await q.findProduct(ctx.tx, ctx.envId!, path.productId);
    if (!product) throw notFound(path.productId);
    return { status: 200, body: product };
  }) satisfies Handler<operations['getProduct']>,

  activateProduct: (async ({ path }, ctx) => {
    const envId = ctx.envId!;
    const product = await lockedProduct(ctx, path.productId);
    if (product.status === 'active') return { status: 200, body: product };
    if (product.status === 'retired') throw retired(product.id);
    const activated = await q.activateDraft(ctx.tx, envId, product.id);
    if (!activated) throw Errors.conflict('product_has_no_version', `Product ${product.id} has no version to activate`);
    await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:product:activated', { env_id: envId, product_id: activated.id }, ctx.correlationId);
    await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'product.activated', target: activated.id, detail: { version_id: activated.current_version_id } }, ctx.correlationId);
    return { status: 200, body: activated };
  }) satisfies Handler<operations['activateProduct']>,

  listProductVersions: (async ({ path, query }, ctx) => {
    const limit = pageSize(query.limit);
    const after = decodeCursor(query.cursor);
    const product = await q.findProduct(ctx.tx, ctx.envId!, path.productId);
    if (!product) throw notFound(path.productId);
    const rows = await q.listVersions(ctx.tx, ctx.envId!, product.id, { limit, ...(after ? { after } : {}) });
    return { status: 200, body: toPage(rows, limit) };
  }) satisfies Handler<operations['listProductVersions']>,

  createProductVersion: (async ({ path, body }, ctx) => {
    const envId = ctx.envId!;
    const allowOverdraft = body.allow_overdraft ?? false;
    const overdraftLimit = body.overdraft_limit ?? '0';
    if (!allowOverdraft && !isZeroDecimal(overdraftLimit)) {
      throw new ApiError({
        status: 400,
        code: 'invalid_overdraft',
        title: 'Invalid overdraft terms',
        detail: 'overdraft_limit must be zero unless allow_overdraft is true',
        fdxCode: '400',
        extensions: { errors: [{ location: 'body', pointer: '/overdraft_limit', detail: 'must be zero unless allow_overdraft is true' }] },
      });
    }
    const product = await lockedProduct(ctx, path.productId);
    if (product.status === 'retired') throw retired(product.id);
    const version = await q.insertCurrentVersion(ctx.tx, envId, {
      id: randomUUID(),
      productId: product.id,
      denominations: body.denominations,
      tside: body.tside,
      allowOverdraft,
      overdraftLimit,
      parameters: body.parameters ?? {},
      modules: body.modules ?? [],
    });
    await emitLedgerEvent(ctx.tx, envId, 'vert:ledger:productversion:created', { product_id: product.id, version_id: version.id }, ctx.correlationId);
    await auditLedger(ctx.tx, envId, { actor: actor(ctx), action: 'productversion.created', target: product.id, detail: { version_id: version.id, version: version.version } }, ctx.correlationId);
    return { status: 201, body: version };
  }) satisfies Handler<operations['createProductVersion']>,
};
