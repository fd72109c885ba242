// The fdx service's window on account data: the ledger's public HTTP API (seed 000: "account and
// transaction data (read through the ledger service's public API)"), never its tables. Calls go
// through the typed SDK with a cached client-credentials token of `vert-fdx` for the request's
// environment; ledger failures become FDX errors here, in one place (404 → 701, down → 503).
import { createLedgerClient, type components, type LedgerClient } from '../../../clients/sdk-ledger/src/index.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/runtime.ts';

type Schemas = components['schemas'];
export type LedgerAccount = Schemas['Account'];
export type LedgerBalances = Schemas['AccountBalances'];
export type LedgerTransactionPage = Schemas['AccountTransactionPage'];
export type LedgerTransaction = Schemas['AccountTransaction'];
export type LedgerStatementPage = Schemas['StatementPage'];
export type LedgerStatement = Schemas['Statement'];
export type LedgerCustomer = Schemas['Customer'];
export type LedgerProduct = Schemas['Product'];

/** Read scopes the fdx service holds at the ledger (one token covers every read below). */
export const LEDGER_READ_SCOPES = ['vert:ledger:accounts:read', 'vert:ledger:balances:read', 'vert:ledger:products:read'];
/** Bound on any ledger call: a hung ledger answers 503 rather than holding the request. */
const LEDGER_TIMEOUT_MS = 10_000;

export interface TransactionQuery {
  limit: number;
  cursor?: string;
  /** Value timestamp, inclusive. */
  from?: string;
  /** Value timestamp, exclusive. */
  to?: string;
}

/** The reads the FDX handlers need, bound to one environment. */
export interface FdxLedger {
  /** The account, or null when the ledger does not know it. */
  account(accountId: string): Promise<LedgerAccount | null>;
  balances(accountId: string): Promise<LedgerBalances>;
  /** Committed balances of the account at `at` (the DEFAULT / COMMERCIAL_BANK_MONEY key per denomination). */
  committedAt(accountId: string, at: string): Promise<Map<string, string>>;
  product(productId: string): Promise<LedgerProduct | null>;
  /** Committed legs of the account, newest first; throws 701 when the account is unknown. */
  transactions(accountId: string, query: TransactionQuery): Promise<LedgerTransactionPage>;
  statements(accountId: string, query: { limit: number; cursor?: string }): Promise<LedgerStatementPage>;
  /** The ledger customer linked to an identity at the authorization server, or null. */
  customerOfIdentity(platformAuthUserId: string): Promise<LedgerCustomer | null>;
  /** Open customer accounts of a ledger customer, oldest first, at most `max`. */
  openAccountsOf(customerId: string, max: number): Promise<LedgerAccount[]>;
}

export type FdxLedgerFactory = (envId: string, correlationId: string) => FdxLedger;

type Outcome<T> = { data?: T; error?: unknown; response: Response };

const accountNotFound = (accountId: string) =>
  new ApiError({ status: 404, code: 'account_not_found', title: 'Account not found', detail: `No account ${accountId}`, fdxCode: '701' });
const ledgerUnavailable = (detail: string) =>
  new ApiError({ status: 503, code: 'ledger_unavailable', title: 'Service unavailable', detail, fdxCode: '503' });
const ledgerFailed = (status: number, what: string) =>
  new ApiError({ status: 500, code: 'ledger_failed', title: 'Internal error', detail: `The ledger answered ${status} to ${what}`, fdxCode: '500' });

export function ledgerClientFactory(platform: Pick<Platform, 'directory' | 'serviceCredentials'>): FdxLedgerFactory {
  // One SDK client per (ledger URL, environment); tokens come from the cached credentials.
  const clients = new Map<string, LedgerClient>();
  const clientFor = (envId: string): LedgerClient => {
    const baseUrl = platform.directory.url('ledger');
    const key = `${baseUrl}\u0000${envId}`;
    let client = clients.get(key);
    if (!client) {
      if (clients.size >= 1000) clients.clear();
      client = createLedgerClient(baseUrl, {
        token: () => platform.serviceCredentials.token({ caller: 'fdx', envId, audience: 'vert-ledger', scopes: LEDGER_READ_SCOPES }),
        // Node's fetch keeps connections to the ledger alive between calls (undici's pool).
        fetch: (request: Request) => fetch(request, { signal: AbortSignal.timeout(LEDGER_TIMEOUT_MS) }),
      });
      clients.set(key, client);
    }
    return client;
  };

  return (envId, correlationId) => {
    const client = clientFor(envId);
    const headers = { 'x-platform-correlation-id': correlationId };
    /** Runs one call; `notFound` decides what a ledger 404 means (null, or a thrown FDX error). */
    async function send<T>(what: string, call: () => Promise<Outcome<T>>, notFound: () => T | never): Promise<T> {
      let outcome: Outcome<T>;
      try {
        outcome = await call();
      } catch (error) {
        throw ledgerUnavailable(`The ledger could not be reached for ${what}: ${(error as Error).message}`);
      }
      const { data, response } = outcome;
      if (response.ok && data !== undefined) return data;
      if (response.status === 404) return notFound();
      if (response.status >= 500) throw ledgerUnavailable(`The ledger answered ${response.status} to ${what}`);
      throw ledgerFailed(response.status, what);
    }

    return {
      account: (accountId) =>
        send('get account', () => client.GET('/v1/accounts/{accountId}', { params: { path: { accountId } }, headers }), () => null),
      balances: (accountId) =>
        send('get balances', () => client.GET('/v1/accounts/{accountId}/balances', { params: { path: { accountId } }, headers }), () => {
          throw accountNotFound(accountId);
        }),
      async committedAt(accountId, at) {
        const page = await send(
          'get balance snapshot',
          () => client.GET('/v2/balances/live', { params: { query: { account_ids: [accountId], snapshot_timestamp: at, limit: 100 } }, headers }),
          () => {
            throw accountNotFound(accountId);
          },
        );
        const committed = new Map<string, string>();
        for (const item of page.items) {
          if (item.phase === 'committed' && item.address === 'DEFAULT' && item.asset === 'COMMERCIAL_BANK_MONEY') committed.set(item.denomination, item.amount);
        }
        return committed;
      },
      product: (productId) =>
        send('get product', () => client.GET('/v1/products/{productId}', { params: { path: { productId } }, headers }), () => null),
      transactions: (accountId, query) =>
        send(
          'list transactions',
          () =>
            client.GET('/v1/accounts/{accountId}/transactions', {
              params: {
                path: { accountId },
                query: {
                  phase: 'committed',
                  limit: query.limit,
                  ...(query.cursor !== undefined ? { cursor: query.cursor } : {}),
                  ...(query.from !== undefined ? { from: query.from } : {}),
                  ...(query.to !== undefined ? { to: query.to } : {}),
                },
              },
              headers,
            }),
          () => {
            throw accountNotFound(accountId);
          },
        ),
      statements: (accountId, query) =>
        send(
          'list statements',
          () =>
            client.GET('/v1/accounts/{accountId}/statements', {
              params: { path: { accountId }, query: { limit: query.limit, ...(query.cursor !== undefined ? { cursor: query.cursor } : {}) } },
              headers,
            }),
          () => {
            throw accountNotFound(accountId);
          },
        ),
      async customerOfIdentity(platformAuthUserId) {
        const page = await send(
          'find customer',
          () => client.GET('/v1/customers', { params: { query: { platform_auth_user_id: platformAuthUserId, limit: 1 } }, headers }),
          () => ({ items: [], next_cursor: null }),
        );
        return page.items[0] ?? null;
      },
      async openAccountsOf(customerId, max) {
        const accounts: LedgerAccount[] = [];
        let cursor: string | undefined;
        do {
          const page = await send(
            'list accounts',
            () =>
              client.GET('/v1/accounts', {
                params: { query: { customer_id: customerId, account_type: 'customer', status: 'open', limit: 100, ...(cursor ? { cursor } : {}) } },
                headers,
              }),
            () => ({ items: [], next_cursor: null }),
          );
          // The filter is the ledger's; checking it again costs nothing and guards a consent.
          accounts.push(...page.items.filter((a) => a.customer_id === customerId && a.status === 'open'));
          cursor = page.next_cursor ?? undefined;
        } while (cursor && accounts.length < max);
        return accounts.slice(0, max);
      },
    };
  };
}
