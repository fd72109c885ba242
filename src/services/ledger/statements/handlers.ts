// Statements: POST /v1/internal/statements/regen (workflow step; also the admin alias) builds a
// period's statement from the stored running balances, writes the JSON document to object
// storage and upserts its metadata row; GET /v1/accounts/{id}/statements lists the metadata
// with freshly signed download URLs.
import { randomUUID } from 'node:crypto';
import type { components, operations } from '../../../../generated/types/ledger.ts';
import { ApiError, Errors } from '../../../platform/errors.ts';
import type { Handler, RequestContext } from '../../../platform/http/typed-routes.ts';
import type { Logger } from '../../../platform/logger.ts';
import { format, fromDb, sum, type Money } from '../../../platform/money.ts';
import { decodeCursor, encodeCursor, pageSize } from '../../../platform/pagination.ts';
import type { Tx } from '../../../platform/db/pool.ts';
import type { ObjectStore } from '../../../platform/storage/index.ts';
import { auditLedger } from '../events.ts';
import { requireAccount, transactionView } from '../account-reads/handlers.ts';
import { isUuid } from '../../../platform/uuid.ts';
import { cutBefore, type BalanceKey } from '../balances/queries.ts';
import { DEFAULT_ADDRESS, DEFAULT_ASSET } from '../postings/model.ts';
import { findStatementId, legsBetween, listStatements, lockStatement, upsertStatement, type StatementRow } from './queries.ts';

export type StatementStore = Pick<ObjectStore, 'put' | 'signedUrl'>;
type Statement = components['schemas']['Statement'];
export type StatementRequest = components['schemas']['StatementRegenerateRequest'];

/** Lifetime of the signed download URL in every statement response. */
export const DOWNLOAD_URL_TTL_SECONDS = 300;
export const MAX_STATEMENT_DAYS = 366;
/** Lines in one document (~400 bytes each, so a few MiB at most). */
export const MAX_STATEMENT_LINES = 10_000;
export const STATEMENT_CONTENT_TYPE = 'application/json';
export const STATEMENT_FORMAT = 'vert.ledger.statement.v1';
const DAY_MS = 86_400_000;

const badRequest = (code: string, title: string, detail: string) => new ApiError({ status: 400, code, title, detail, fdxCode: '400' });

export const statementObjectKey = (envId: string, r: StatementRequest) =>
  `${envId}/statements/${r.account_id.toLowerCase()}/${r.period_start}_${r.period_end}_${r.denomination.toLowerCase()}.json`;

export function statementView(store: StatementStore, row: StatementRow): Statement {
  return {
    id: row.id,
    account_id: row.account_id,
    period_start: row.period_start,
    period_end: row.period_end,
    denomination: row.denomination,
    opening_balance: format(fromDb(row.opening_balance)),
    closing_balance: format(fromDb(row.closing_balance)),
    transaction_count: row.transaction_count,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    sha256: row.sha256,
    generated_at: row.created_at,
    download_url: store.signedUrl(row.object_key, DOWNLOAD_URL_TTL_SECONDS),
  };
}

export interface RegenerateContext {
  store: StatementStore;
  logger: Logger;
  actor: string;
  correlationId?: string;
}

/**
 * Generates (or regenerates: same id, same key, document replaced) the statement of one
 * account, period and denomination over (DEFAULT, COMMERCIAL_BANK_MONEY, committed).
 * Cuts are by booking time, as for balance snapshots: opening = running balance after the
 * key's last leg booked before the first day, closing = after its last leg booked before the
 * day after the last day, lines = the legs between the two cuts in booking sequence.
 */
export async function regenerateStatement(tx: Tx, envId: string, request: StatementRequest, context: RegenerateContext): Promise<StatementRow> {
  const startMs = Date.parse(`${request.period_start}T00:00:00Z`);
  const endExclusiveMs = Date.parse(`${request.period_end}T00:00:00Z`) + DAY_MS;
  if (!(startMs < endExclusiveMs)) throw badRequest('invalid_period', 'Invalid period', '`period_end` must not be before `period_start`');
  if (endExclusiveMs - startMs > MAX_STATEMENT_DAYS * DAY_MS) {
    throw badRequest('invalid_period', 'Invalid period', `A statement covers at most ${MAX_STATEMENT_DAYS} days`);
  }
  const account = await requireAccount(tx, envId, request.account_id);
  if (!account.denominations.includes(request.denomination)) {
    throw badRequest('denomination_not_held', 'Denomination not held', `Account ${account.id} does not hold ${request.denomination}`);
  }
  const key: BalanceKey = { accountId: account.id, address: DEFAULT_ADDRESS, asset: DEFAULT_ASSET, denomination: request.denomination, phase: 'committed' };
  const objectKey = statementObjectKey(envId, request);
  await lockStatement(tx, objectKey);

  const opening = await cutBefore(tx, envId, key, new Date(startMs).toISOString());
  const closing = await cutBefore(tx, envId, key, new Date(endExclusiveMs).toISOString());
  const openingSeq = opening?.seq ?? '0';
  const lines = closing ? await legsBetween(tx, envId, key, openingSeq, closing.seq, MAX_STATEMENT_LINES) : [];
  if (lines.length > MAX_STATEMENT_LINES) {
    throw badRequest('statement_too_large', 'Statement too large', `The period holds more than ${MAX_STATEMENT_LINES} movements; generate shorter periods`);
  }

  const openingBalance = opening ? fromDb(opening.balance_after) : fromDb('0');
  const closingBalance = closing ? fromDb(closing.balance_after) : openingBalance;
  const credits = sum(lines.filter((l) => l.direction === 'credit').map((l) => fromDb(l.amount)));
  const debits = sum(lines.filter((l) => l.direction === 'debit').map((l) => fromDb(l.amount)));
  const movement: Money = account.tside === 'LIABILITY' ? credits.minus(debits) : debits.minus(credits);
  // Running balances chain by construction; a gap means the ledger itself is inconsistent.
  if (!openingBalance.plus(movement).equals(closingBalance)) {
    context.logger.error(
      { accountId: account.id, period: [request.period_start, request.period_end], opening: format(openingBalance), closing: format(closingBalance), movement: format(movement) },
      'statement does not reconcile with the running balances',
    );
    throw Errors.internal();
  }

  const id = (await findStatementId(tx, envId, { accountId: account.id, periodStart: request.period_start, periodEnd: request.period_end, denomination: request.denomination })) ?? randomUUID();
  // Deterministic: no generation time inside, so unchanged data gives identical bytes.
  const document = {
    format: STATEMENT_FORMAT,
    statement_id: id,
    account: { id: account.id, name: account.name, tside: account.tside },
    period: { start: request.period_start, end: request.period_end, time_zone: 'UTC' },
    denomination: request.denomination,
    balance_key: { address: key.address, asset: key.asset, phase: key.phase },
    opening_balance: format(openingBalance),
    closing_balance: format(closingBalance),
    total_credits: format(credits),
    total_debits: format(debits),
    transaction_count: lines.length,
    transactions: lines.map((line) => {
      const view = transactionView({ ...line });
      return {
        id: view.id,
        posting_id: view.posting_id,
        client_transaction_id: view.client_transaction_id,
        instruction_type: view.instruction_type,
        direction: view.direction,
        amount: view.amount,
        balance_after: view.balance_after,
        value_timestamp: view.value_timestamp,
        booking_timestamp: view.booking_timestamp,
      };
    }),
  };
  const body = Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8');
  const stored = await context.store.put(objectKey, body, STATEMENT_CONTENT_TYPE);
  const row = await upsertStatement(tx, envId, {
    id,
    accountId: account.id,
    periodStart: request.period_start,
    periodEnd: request.period_end,
    denomination: request.denomination,
    openingBalance: openingBalance.toFixed(),
    closingBalance: closingBalance.toFixed(),
    transactionCount: lines.length,
    objectKey,
    contentType: STATEMENT_CONTENT_TYPE,
    sizeBytes: stored.size,
    sha256: stored.sha256,
  });
  await auditLedger(
    tx,
    envId,
    {
      actor: context.actor,
      action: 'statement.generated',
      target: row.id,
      detail: { account_id: account.id, period_start: request.period_start, period_end: request.period_end, denomination: request.denomination, sha256: stored.sha256, transaction_count: lines.length },
    },
    context.correlationId,
  );
  return row;
}

export const regenerateContext = (store: StatementStore, ctx: RequestContext): RegenerateContext => ({
  store,
  logger: ctx.logger,
  actor: ctx.principal?.subject ?? 'unknown',
  correlationId: ctx.correlationId,
});

export const statementHandlers = (store: StatementStore) => ({
  regenerateStatement: (async ({ body }, ctx) => {
    const row = await regenerateStatement(ctx.tx, ctx.envId!, body, regenerateContext(store, ctx));
    return { status: 200, body: statementView(store, row) };
  }) satisfies Handler<operations['regenerateStatement']>,

  listAccountStatements: (async ({ path, query }, ctx) => {
    const envId = ctx.envId!;
    const account = await requireAccount(ctx.tx, envId, path.accountId);
    const limit = pageSize(query.limit);
    const cursor = decodeCursor(query.cursor);
    if (cursor && !isUuid(cursor.id)) {
      throw new ApiError({ status: 400, code: 'invalid_cursor', title: 'Invalid cursor', detail: 'The cursor was not issued by this list', fdxCode: '400' });
    }
    const rows = await listStatements(ctx.tx, envId, account.id, {
      limit,
      ...(cursor ? { after: { periodStart: cursor.at.slice(0, 10), id: cursor.id } } : {}),
    });
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      status: 200,
      body: {
        items: items.map((row) => statementView(store, row)),
        next_cursor: rows.length > limit && last ? encodeCursor({ at: `${last.period_start}T00:00:00.000Z`, id: last.id }) : null,
      },
    };
  }) satisfies Handler<operations['listAccountStatements']>,
});
