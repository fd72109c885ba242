// The only way application code reaches PostgreSQL. Every statement runs inside a transaction
// that first switches to an unprivileged role and sets the tenant, so row-level security
// applies even where the physical connection is privileged (embedded PGlite has one user).
import {
  createPool,
  sql,
  SchemaValidationError,
  type DatabasePool,
  type DatabaseTransactionConnection,
  type Interceptor,
  type DriverTypeParser,
} from 'slonik';
import { AsyncLocalStorage } from 'node:async_hooks';
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

/** Per top-level transaction: did it write outbox rows (also from savepoints)? */
const transactionScope = new AsyncLocalStorage<{ eventsWritten: boolean }>();

/** Called by the outbox when the current transaction wrote an event row. */
export function markEventsWritten(): void {
  const scope = transactionScope.getStore();
  if (scope) scope.eventsWritten = true;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const pool = await createPool(options.url, {
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
    const scope = { eventsWritten: false };
    const result = await transactionScope.run(scope, () =>
      pool.transaction(async (tx) => {
        await tx.query(
          sql.unsafe`select set_config('role', ${role}, true), set_config('app.env_id', ${envId ?? ''}, true), set_config('TimeZone', 'UTC', true)`,
        );
        return fn(tx);
      }),
    );
    if (scope.eventsWritten) for (const listener of listeners) listener();
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
