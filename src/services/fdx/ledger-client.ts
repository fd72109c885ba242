// The fdx service's window on account data: the ledger's public HTTP API (seed 000: "account and
// transaction data (read through the ledger service's public API)"), never its tables. Calls go
// over the lean JSON client (ADR 0020) with a cached client-credentials token of `vert-fdx` for the
// request's environment, typed by the ledger's generated contract types; ledger failures become
// FDX errors here, in one place (404 → 701, down → 503).
import type { components } from '../../../generated/types/ledger.ts';
import { createJsonClient, type JsonClient, type JsonReply, type QueryValue } from '../../platform/http/json-client.ts';
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


const accountNotFound = (accountId: string) =>
  new ApiError({ status: 404, code: 'account_not_found', title: 'Account not found', detail: `No account ${accountId}`, fdxCode: '701' });
const ledgerUnavailable = (detail: string) =>
  new ApiError({ status: 503, code: 'ledger_unavailable', title: 'Service unavailable', detail, fdxCode: '503' });
const ledgerFailed = (status: number, what: string) =>
  new ApiError({ status: 500, code: 'ledger_failed', title: 'Internal error', detail: `The ledger answered ${status} to ${what}`, fdxCode: '500' });

export function ledgerClientFactory(platform: Pick<Platform, 'directory' | 'serviceCredentials'>): FdxLedgerFactory {
  // One connection pool per ledger URL; the token is per environment (from the cached credentials).
  const clients = new Map<string, JsonClient>();
  const clientFor = (): JsonClient => {
    const baseUrl = platform.directory.url('ledger');
    let client = clients.get(baseUrl);
    if (!client) {
      client = createJsonClient(baseUrl, { timeoutMs: LEDGER_TIMEOUT_MS });
      clients.set(baseUrl, client);
    }
    return client;
  };

  return (envId, correlationId) => {
    const client = clientFor();
    const token = () => platform.serviceCredentials.token({ caller: 'fdx', envId, audience: 'vert-ledger', scopes: LEDGER_READ_SCOPES });
    /** Runs one GET; `notFound` decides what a ledger 404 means (null, or a thrown FDX error). */
    async function send<T>(what: string, path: string, query: Record<string, QueryValue> | undefined, notFound: () => T | never): Promise<T> {
      let reply: JsonReply<T>;
      try {
        reply = await client.get<T>(path, { query, headers: { authorization: `Bearer ${await token()}`, 'x-platform-correlation-id': correlationId } });
      } catch (error) {
        throw ledgerUnavailable(`The ledger could not be reached for ${what}: ${(error as Error).message}`);
      }
      if (reply.status >= 200 && reply.status < 300 && reply.data !== undefined) return reply.data;
      if (reply.status === 404) return notFound();
      if (reply.status >= 500) throw ledgerUnavailable(`The ledger answered ${reply.status} to ${what}`);
      throw ledgerFailed(reply.status, what);
    }
    const accountPath = (accountId: string, rest = '') => `/v1/accounts/${encodeURIComponent(accountId)}${rest}`;

    return {
      account: (accountId) => send<LedgerAccount | null>('get account', accountPath(accountId), undefined, () => null),
      balances: (accountId) =>
        send<LedgerBalances>('get balances', accountPath(accountId, '/balances'), undefined, () => {
          throw accountNotFound(accountId);
        }),
      async committedAt(accountId, at) {
        const page = await send<Schemas['BalancePage']>(
          'get balance snapshot',
          '/v2/balances/live',
          { account_ids: [accountId], snapshot_timestamp: at, limit: 100 },
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
      product: (productId) => send<LedgerProduct | null>('get product', `/v1/products/${encodeURIComponent(productId)}`, undefined, () => null),
      transactions: (accountId, query) =>
        send<LedgerTransactionPage>(
          'list transactions',
          accountPath(accountId, '/transactions'),
          { phase: 'committed', limit: query.limit, cursor: query.cursor, from: query.from, to: query.to },
          () => {
            throw accountNotFound(accountId);
          },
        ),
      statements: (accountId, query) =>
        send<LedgerStatementPage>('list statements', accountPath(accountId, '/statements'), { limit: query.limit, cursor: query.cursor }, () => {
          throw accountNotFound(accountId);
        }),
      async customerOfIdentity(platformAuthUserId) {
        const page = await send<Schemas['CustomerPage']>(
          'find customer',
          '/v1/customers',
          { platform_auth_user_id: platformAuthUserId, limit: 1 },
          () => ({ items: [], next_cursor: null }),
        );
        return page.items[0] ?? null;
      },
      async openAccountsOf(customerId, max) {
        const accounts: LedgerAccount[] = [];
        let cursor: string | undefined;
        do {
          const page = await send<Schemas['AccountPage']>(
            'list accounts',
            '/v1/accounts',
            { customer_id: customerId, account_type: 'customer', status: 'open', limit: 100, cursor },
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
