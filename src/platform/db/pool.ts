// The only way application code reaches PostgreSQL. Every statement runs inside a transaction
// that first switches to an unprivileged role and sets the tenant, so row-level security
// applies even where the physical connection is privileged (embedded PGlite has one user).
import {
  BackendTerminatedError,
  BackendTerminatedUnexpectedlyError,
  CheckExclusionConstraintViolationError,
  CheckIntegrityConstraintViolationError,
  createDriverFactory,
  createPool,
  ForeignKeyIntegrityConstraintViolationError,
  IdleTransactionTimeoutError,
  InputSyntaxError,
  InvalidInputError,
  NotNullIntegrityConstraintViolationError,
  parseDsn,
  sql,
  SchemaValidationError,
  StatementCancelledError,
  StatementTimeoutError,
  UniqueIntegrityConstraintViolationError,
  type DatabasePool,
  type DatabaseTransactionConnection,
  type DriverFactory,
  type DriverQueryResult,
  type Interceptor,
  type DriverTypeParser,
  type QuerySqlToken,
} from 'slonik';
import pg from 'pg';
import { z, type ZodTypeAny } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.ts';

export { sql };
export type Tx = DatabaseTransactionConnection;

/** Login role of the services: NOSUPERUSER, NOBYPASSRLS. */
export const APP_ROLE = 'vert_app';
/** Role the outbox relay and consumers assume; RLS policies grant it cross-tenant reads of producer tables only. */
export const RELAY_ROLE = 'vert_relay';

const ENV_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

/** Makes `sql.type(zod)` really validate: every row is parsed by the query's zod schema. */
const resultParserInterceptor: Interceptor = {
  name: 'result-parser',
  transformRow: (context, query, row) => {
    const { resultParser } = context;
    if (!resultParser) return row;
    const parsed = resultParser.safeParse(row);
    if (!parsed.success) throw new SchemaValidationError(query, row, parsed.error.issues);
    return parsed.data as typeof row;
  },
};

/**
 * Money and counters never pass through a JavaScript number: numeric and int8 stay strings.
 * Timestamps become ISO-8601 strings, the wire format of every API here.
 */
const typeParsers: readonly DriverTypeParser[] = [
  { name: 'numeric', parse: (value: string) => value },
  { name: 'int8', parse: (value: string) => value },
  { name: 'timestamptz', parse: (value: string) => isoTimestamp(value) },
  { name: 'timestamp', parse: (value: string) => new Date(`${value}Z`).toISOString() },
  { name: 'date', parse: (value: string) => value },
];

/**
 * PostgreSQL's `2026-11-22 07:00:00.123456+00` → `2026-11-22T07:00:00.123456Z`, keeping the
 * microseconds (keyset cursors compare at full precision). Transactions run in UTC; any other
 * offset is normalised through Date (millisecond precision).
 */
function isoTimestamp(value: string): string {
  const utc = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)\+00(?::00)?$/.exec(value);
  return utc ? `${utc[1]}T${utc[2]}Z` : new Date(value).toISOString();
}

export interface DatabaseOptions {
  url: string;
  poolSize: number;
  logger?: Logger;
  statementTimeoutMs?: number;
}

export interface Database {
  readonly pool: DatabasePool;
  /** Runs `fn` in one transaction as the application role with the tenant set. */
  withTenant<T>(envId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as the relay role (producer and consumer bookkeeping). */
  asRelay<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Round-trip latency in milliseconds; throws when the database is unreachable. */
  ping(): Promise<number>;
  /** Registers a callback run after any transaction of this database that emitted events commits. */
  onEventsCommitted(listener: () => void): void;
  end(): Promise<void>;
}

export function assertEnvId(envId: string): void {
  if (!ENV_ID_PATTERN.test(envId)) throw new Error(`Invalid environment id: ${JSON.stringify(envId)}`);
}

/** A statement as the driver sends it. */
interface Statement {
  text: string;
  values?: readonly unknown[];
  /** For a deferred read: receives its rows, or the batch's error. */
  settle?: (error: Error | null, rows: ReadonlyArray<Record<string, unknown>>) => void;
}

/** Per top-level transaction (`withTenant`, `asRelay`) and attempt. */
interface TransactionScope {
  /** Did it write outbox rows? */
  eventsWritten: boolean;
  /** Writes nobody reads the result of, sent ahead of the transaction's next statement (see `deferWrite`). */
  deferred: Statement[];
  /** Set once the driver client the transaction runs on has bound it (the bind statement below). */
  bound: boolean;
  /** Transaction-local settings (role, tenant, holder): re-applied when the transaction re-opens. */
  settings: Statement[];
  /** `commitWithNext` was called: the next statement is sent with COMMIT. */
  commitNext: boolean;
  /** The transaction committed with a statement; a later statement opens a new one. */
  committedAhead: boolean;
}

// The scope of a transaction is found from its `tx` (application code) and from the driver
// client it runs on (the driver), never through AsyncLocalStorage: on Node 20 an active
// AsyncLocalStorage turns on promise hooks for every promise of the process, which cost about a
// sixth of a request's CPU here (ADR 0019). The transaction's first statement, sent by
// `inTransaction`, is a bind marker naming its scope; the driver answers it itself.
const scopesByTx = new WeakMap<Tx, TransactionScope>();
const scopesToBind = new Map<string, TransactionScope>();
/** The bind statement as the driver receives it (slonik numbers the placeholder). */
const BIND_MARKER = '/* vert:bind-transaction */ select $1::text';

/** A slonik query as the driver sends it. */
const statementOf = (query: QuerySqlToken): Statement => ({ text: query.sql.replaceAll('$slonik_', '$'), values: query.values });

/** Tells the relay, once the transaction commits, that it wrote outbox rows. */
export function markEventsWritten(tx: Tx): void {
  const scope = scopesByTx.get(tx);
  if (scope) scope.eventsWritten = true;
}

/**
 * The row type of statements whose rows nobody reads. (`sql.unsafe` builds a new zod schema per
 * call, which is measurable on the request path.)
 */
export const unread = z.object({}).passthrough();

/**
 * Queues a write whose result nobody reads (a record, not a check) in the current
 * `withTenant`/`asRelay` transaction, which `tx` must be: the driver sends it in the same round
 * trip as the transaction's next statement (or its COMMIT), ahead of it, so it executes first and
 * its failure fails that statement and the transaction. Without such a transaction it runs now.
 */
export async function deferWrite(tx: Tx, query: QuerySqlToken): Promise<void> {
  const scope = scopesByTx.get(tx);
  if (scope?.bound) {
    scope.deferred.push(statementOf(query));
    return;
  }
  await tx.query(query);
}

/**
 * `deferWrite` for a transaction-local setting (`set_config(..., true)`): also re-applied when
 * statements follow a `commitWithNext` and run in a new transaction.
 */
export async function deferSetting(tx: Tx, query: QuerySqlToken): Promise<void> {
  const scope = scopesByTx.get(tx);
  if (!scope?.bound) return deferWrite(tx, query);
  const statement = statementOf(query);
  scope.settings.push(statement);
  scope.deferred.push(statement);
}

/**
 * The transaction's next statement is its last write: the driver sends it and COMMIT in one round
 * trip (one fewer per request). When it fails, nothing of the transaction is kept, as always.
 * Code after it must not need the transaction's atomicity: a statement that follows runs in a new
 * transaction with the same settings (a read of what just committed, e.g. an idempotent replay),
 * and an error thrown afterwards can no longer undo what committed. Without a bound
 * `withTenant`/`asRelay` transaction (PGlite's shared session included) it changes nothing.
 */
export function commitWithNext(tx: Tx): void {
  const scope = scopesByTx.get(tx);
  if (scope?.bound) scope.commitNext = true;
}

/**
 * Queues a read in the current `withTenant`/`asRelay` transaction (which `tx` must be): the driver
 * sends it ahead of the transaction's next statement, in the same round trip, and the promise
 * settles when that round trip answers (its rows parsed by the query's zod type). A failure fails
 * the batch and the transaction, as with `deferWrite`. Await it only after a statement was sent —
 * or after `flushDeferredReads`. Without such a transaction it runs now.
 */
export function deferRead<T extends ZodTypeAny>(tx: Tx, query: QuerySqlToken<T>): Promise<ReadonlyArray<z.infer<T>>> {
  const scope = scopesByTx.get(tx);
  if (!scope?.bound) return tx.any(query);
  return unawaited(
    new Promise<ReadonlyArray<z.infer<T>>>((resolve, reject) => {
      scope.deferred.push({
        ...statementOf(query),
        settle: (error, raw) => (error ? reject(error) : resolve(raw.map((row) => query.parser.parse(row) as z.infer<T>))),
      });
    }),
  );
}

/**
 * Marks a queued read's promise (or one derived from it) as one that may go unawaited: when its
 * batch fails, the statement it travelled with reports the error, and a request that fails first
 * never reads it. No unhandled rejection either way; awaiting it still throws.
 */
export function unawaited<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Makes sure every `deferRead` of the transaction has been sent: when one is still queued (no
 * statement followed it), the queue goes now in a round trip of its own; otherwise nothing is sent.
 */
export async function flushDeferredReads(tx: Tx): Promise<void> {
  const scope = scopesByTx.get(tx);
  if (scope?.bound && scope.deferred.some((statement) => statement.settle !== undefined)) await tx.query(sql.type(unread)`select 1`);
}

/**
 * Runs `first`, then `second`, in one round trip of the current `withTenant`/`asRelay`
 * transaction (which `tx` must be): two statements, so under READ COMMITTED `second` has a
 * snapshot taken after `first` finished (it sees what committed while `first` waited for row
 * locks). Rows are parsed by each query's zod type. Without such a transaction: one after the other.
 */
export async function queryPair<A extends ZodTypeAny, B extends ZodTypeAny>(
  tx: Tx,
  first: QuerySqlToken<A>,
  second: QuerySqlToken<B>,
): Promise<[ReadonlyArray<z.infer<A>>, ReadonlyArray<z.infer<B>>]> {
  if (!scopesByTx.get(tx)?.bound) return [await tx.any(first), await tx.any(second)];
  const firstRows = deferRead(tx, first);
  const secondRows = await tx.any(second);
  return [await firstRows, secondRows];
}

// --- The driver ------------------------------------------------------------------------------
// slonik's own pg driver sends every statement unnamed (parsed and planned again each time) and
// waits for each answer before sending the next. This one is node-postgres in pipeline mode with
// three savings, none visible to callers (ADR 0011):
//  - named prepared statements for DML (per connection, parsed and planned once; PostgreSQL
//    re-plans them itself when a table or the role changes). Not on PGlite, where every client
//    shares one backend session and so one namespace of statement names;
//  - START TRANSACTION is held back and sent in the same write as the transaction's first real
//    statement (a transaction that sends none sends nothing);
//  - writes queued with `deferWrite` are sent in the same write as the next statement, ahead of it.
// Each pipelined statement has its own Sync, so PostgreSQL answers them in order; inside the
// transaction a failure aborts it and the first error is the one reported.

/** Distinct statement texts given a name, process-wide; beyond this they run unnamed. */
const MAX_PREPARED_STATEMENTS = 2000;
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
/**
 * Opening comment (`sql.type(row)`${plannedPerCall} select ...``) of a statement whose best plan
 * depends on its parameters (a keyset walk that a narrow time window should not take): sent
 * unnamed, so PostgreSQL plans it for each call's values instead of settling on one generic plan
 * after five executions.
 */
export const plannedPerCall = sql.fragment`/* planned per call */`;
const PLANNED_PER_CALL = plannedPerCall.sql;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED_STATEMENTS && PREPARABLE.test(text) && !text.startsWith(PLANNED_PER_CALL)) {
    name = `vert_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

const NO_ROWS = (command: string): DriverQueryResult => ({ command: command as DriverQueryResult['command'], fields: [], rowCount: null, rows: [] });

/** slonik's error classes for PostgreSQL's codes, as its own pg driver maps them. */
function wrapError(error: Error & { code?: unknown }, statement: Statement | null): Error {
  const message = error.message.toLowerCase();
  if (message.includes('connection terminated unexpectedly')) return new BackendTerminatedUnexpectedlyError(error);
  if (message.includes('connection terminated')) return new BackendTerminatedError(error);
  switch (error.code) {
    case '22P02':
      return new InvalidInputError(error.message);
    case '25P03':
      return new IdleTransactionTimeoutError(error);
    case '57P01':
      return new BackendTerminatedError(error);
    case '57014':
      return error.message.includes('canceling statement due to user request') ? new StatementCancelledError(error) : new StatementTimeoutError(error);
    case '23502':
      return new NotNullIntegrityConstraintViolationError(error);
    case '23503':
      return new ForeignKeyIntegrityConstraintViolationError(error);
    case '23505':
      return new UniqueIntegrityConstraintViolationError(error);
    case '23P01':
      return new CheckExclusionConstraintViolationError(error);
    case '23514':
      return new CheckIntegrityConstraintViolationError(error);
    case '42601':
      return statement ? new InputSyntaxError(error as never, { sql: statement.text, values: (statement.values ?? []) as never }) : error;
    default:
      return error;
  }
}

async function typeOverrides(client: pg.Client, typeParsers: readonly DriverTypeParser[]) {
  const { rows } = await client.query<{ oid: number; typarray: number; typname: string }>(
    'select oid, typarray, typname from pg_type where typname = any($1::text[])',
    [typeParsers.map((parser) => parser.name)],
  );
  const parsers = new Map<number, (value: string) => unknown>();
  for (const parser of typeParsers) {
    const type = rows.find((row) => row.typname === parser.name);
    if (!type) throw new Error(`Database type "${parser.name}" not found.`);
    parsers.set(type.oid, (value) => parser.parse(value));
    if (type.typarray) parsers.set(type.typarray, (value) => parseTextArray(value).map((item) => (item === null ? null : parser.parse(item))));
  }
  return ((oid: number) => parsers.get(oid) ?? pg.types.getTypeParser(oid)) as pg.CustomTypesConfig['getTypeParser'];
}

/** A one-dimensional PostgreSQL array literal (`{a,"b c",NULL}`) → its elements. */
function parseTextArray(literal: string): Array<string | null> {
  const parse = pg.types.getTypeParser(1009 as never) as (value: string) => Array<string | null>; // text[]
  return parse(literal);
}

function createPipelineDriverFactory(): DriverFactory {
  return createDriverFactory(async ({ driverConfiguration }) => {
    const dsn = parseDsn(driverConfiguration.connectionUri);
    const timeout = (value: 'DISABLE_TIMEOUT' | number) => (value === 'DISABLE_TIMEOUT' ? undefined : Math.max(1, value));
    const config: pg.ClientConfig = {
      host: dsn.host,
      port: dsn.port,
      user: dsn.username,
      password: dsn.password,
      database: dsn.databaseName,
      application_name: dsn.applicationName,
      options: dsn.options,
      ssl: driverConfiguration.ssl ?? (dsn.sslMode === 'require' ? true : dsn.sslMode === 'no-verify' ? { rejectUnauthorized: false } : false),
      connectionTimeoutMillis: timeout(driverConfiguration.connectionTimeout),
      statement_timeout: timeout(driverConfiguration.statementTimeout),
      idle_in_transaction_session_timeout: timeout(driverConfiguration.idleInTransactionSessionTimeout),
    };
    const probe = new pg.Client(config);
    await probe.connect();
    let getTypeParser: pg.CustomTypesConfig['getTypeParser'];
    let sharedSession: boolean;
    try {
      getTypeParser = await typeOverrides(probe, driverConfiguration.typeParsers);
      const { rows } = await probe.query<{ version: string }>('select version() as version');
      sharedSession = rows[0]?.version.includes('PGlite') ?? false;
    } finally {
      await probe.end();
    }

    return {
      createPoolClient: async ({ clientEventEmitter }) => {
        const client = new pg.Client({ ...config, types: { getTypeParser }, pipeline: true });
        const onError = (error: Error) => clientEventEmitter.emit('error', wrapError(error, null));
        const onNotice = (notice: { message?: string }) => {
          if (notice.message) clientEventEmitter.emit('notice', { message: notice.message });
        };
        client.on('error', onError);
        client.on('notice', onNotice);
        /** The transaction this client runs, once its bind marker arrived. */
        let current: TransactionScope | undefined;
        let beginHeld = false;
        const send = (statement: Statement) =>
          client.query({
            text: statement.text,
            values: statement.values as unknown[] | undefined,
            ...(sharedSession ? {} : { name: statementName(statement.text) }),
          });

        return {
          connect: async () => {
            await client.connect();
          },
          end: async () => {
            await client.end();
            client.removeListener('error', onError);
            client.removeListener('notice', onNotice);
          },
          query: async (text, values) => {
            const noValues = values === undefined || values.length === 0;
            if (text === 'START TRANSACTION' && noValues && !beginHeld) {
              beginHeld = true;
              return NO_ROWS('BEGIN');
            }
            if (text === BIND_MARKER && beginHeld && current === undefined) {
              const scope = scopesToBind.get(String(values?.[0]));
              if (scope) {
                scopesToBind.delete(String(values?.[0]));
                scope.bound = true;
                current = scope;
                return NO_ROWS('SELECT');
              }
            }
            const scope = current;
            const ends = noValues && (text === 'COMMIT' || text === 'ROLLBACK');
            if (ends && scope?.committedAhead) {
              // The transaction already ended with its last write; nothing is open to end.
              scope.bound = false;
              current = undefined;
              beginHeld = false;
              return NO_ROWS(text);
            }
            const deferred = scope ? scope.deferred.splice(0) : [];
            if (ends && scope) {
              scope.bound = false;
              current = undefined;
            }
            // Rolled back anyway: a rollback drops what was held back.
            if (text === 'ROLLBACK') {
              for (const entry of deferred) entry.settle?.(new Error('transaction rolled back before the statement was sent'), []);
              deferred.length = 0;
            }
            // After a commit with the last write, a further statement opens a new transaction.
            const reopen: Statement[] = scope?.committedAhead ? [{ text: 'START TRANSACTION' }, ...scope.settings] : [];
            if (scope) scope.committedAhead = false;
            const commits = !ends && scope?.commitNext === true;
            if (scope) scope.commitNext = false;
            const statement: Statement = { text, values };
            const batch = [...(beginHeld ? [{ text: 'START TRANSACTION' }] : []), ...reopen, ...deferred, statement, ...(commits ? [{ text: 'COMMIT' }] : [])];
            // A transaction that never sent a statement of its own (its settings at most) sends nothing.
            const unopened = ends && beginHeld && deferred.every((entry) => scope?.settings.includes(entry));
            beginHeld = false;
            if (unopened) return NO_ROWS(text);
            let result: pg.QueryResult;
            if (batch.length === 1) {
              try {
                result = await send(statement);
              } catch (error) {
                throw wrapError(error as Error, statement);
              }
            } else {
              // One write for the whole batch: each query corks and uncorks around its own messages.
              const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
              stream.cork();
              let answers: Array<Promise<pg.QueryResult>>;
              try {
                answers = batch.map(send);
              } finally {
                stream.uncork();
              }
              const settled = await Promise.allSettled(answers);
              const failed = settled.findIndex((answer) => answer.status === 'rejected');
              const error = failed === -1 ? null : wrapError((settled[failed] as PromiseRejectedResult).reason as Error, batch[failed]!);
              batch.forEach((entry, index) => {
                const answer = settled[index]!;
                entry.settle?.(error, answer.status === 'fulfilled' && !error ? answer.value.rows : []);
              });
              // With COMMIT in the batch the transaction is over either way: committed, or (after
              // a failure, when PostgreSQL answers the COMMIT of an aborted transaction with
              // ROLLBACK) rolled back; slonik's own COMMIT or ROLLBACK then sends nothing.
              if (commits && scope) scope.committedAhead = true;
              if (error) throw error;
              const commit = commits ? (settled.at(-1) as PromiseFulfilledResult<pg.QueryResult>).value : undefined;
              if (commit && commit.command !== 'COMMIT') throw new Error(`the transaction did not commit (${commit.command})`);
              result = (settled.at(commits ? -2 : -1) as PromiseFulfilledResult<pg.QueryResult>).value;
            }
            return {
              command: result.command as DriverQueryResult['command'],
              fields: result.fields.map((field) => ({ dataTypeId: field.dataTypeID, name: field.name })),
              rowCount: result.rowCount,
              rows: result.rows,
            };
          },
          stream: () => {
            throw new Error('Streaming queries are not supported by this driver (pipeline mode).');
          },
        };
      },
    };
  });
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const pool = await createPool(options.url, {
    driverFactory: createPipelineDriverFactory(),
    maximumPoolSize: options.poolSize,
    interceptors: [resultParserInterceptor],
    typeParsers,
    statementTimeout: options.statementTimeoutMs ?? 30_000,
    idleTimeout: 60_000,
    // Every setting the platform makes is transaction-local (set_config(..., true)), so a
    // released connection carries nothing over: skip the DISCARD ALL round trip per release.
    resetConnection: async () => undefined,
    connectionTimeout: 10_000,
  });
  const listeners: Array<() => void> = [];

  const inTransaction = async <T>(role: string, envId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    let committed: TransactionScope | undefined;
    const result = await pool.transaction(async (tx) => {
      // A fresh scope per attempt: slonik re-runs this function after a serialization failure.
      const scope: TransactionScope = { eventsWritten: false, deferred: [], bound: false, settings: [], commitNext: false, committedAhead: false };
      const id = randomUUID();
      scopesByTx.set(tx, scope);
      scopesToBind.set(id, scope);
      try {
        await tx.query(sql.type(unread)`/* vert:bind-transaction */ select ${id}::text`);
      } finally {
        scopesToBind.delete(id);
      }
      // Sent with the transaction's first statement (and its START TRANSACTION), ahead of it.
      await deferSetting(
        tx,
        sql.type(unread)`select set_config('role', ${role}, true), set_config('app.env_id', ${envId ?? ''}, true), set_config('TimeZone', 'UTC', true)`,
      );
      const value = await fn(tx);
      committed = scope;
      return value;
    });
    if (committed?.eventsWritten) for (const listener of listeners) listener();
    return result;
  };

  return {
    pool,
    withTenant: (envId, fn) => {
      assertEnvId(envId);
      return inTransaction(APP_ROLE, envId, fn);
    },
    asRelay: (fn) => inTransaction(RELAY_ROLE, null, fn),
    ping: async () => {
      const started = performance.now();
      await pool.oneFirst(sql.unsafe`select 1`);
      return Math.round((performance.now() - started) * 100) / 100;
    },
    onEventsCommitted: (listener) => {
      listeners.push(listener);
    },
    end: () => pool.end(),
  };
}
