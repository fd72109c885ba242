// Typed client for the ledger API. Types come from generated/types/ledger.ts (openapi/ledger.yaml
// via `npm run generate`), so the client only knows operations that work.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from '../../../generated/types/ledger.ts';

export type { components, operations, paths };

type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
export type AccountBalances = Schemas['AccountBalances'];
export type AvailableBalance = Schemas['AvailableBalance'];
export type BalancePage = Schemas['BalancePage'];
export type BalanceEntry = Schemas['BalanceEntry'];
export type BalanceSeries = Schemas['BalanceSeries'];
export type AccountTransaction = Schemas['AccountTransaction'];
export type AccountTransactionPage = Schemas['AccountTransactionPage'];
export type Statement = Schemas['Statement'];
export type StatementPage = Schemas['StatementPage'];
export type AdminPage = Schemas['AdminPage'];

/** An access token, or a function returning a fresh one for every request. */
export type TokenSource = string | (() => string | Promise<string>);

export interface LedgerClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Bearer token (`vert:ledger:*` scopes; a machine-to-machine token for `/v1/internal/*`). */
  token?: TokenSource;
  /**
   * Tenant for requests the backend-for-frontend forwards (`X-Platform-Env-Id`); ordinary
   * callers leave it out, their token's `env_id` claim selects the tenant.
   */
  envId?: string;
  /** Produces the `x-platform-correlation-id` of a request that has none; a random UUID by default. */
  correlationId?: () => string;
}

export type LedgerClient = Client<paths>;

/** Creates a client for the ledger service at `baseUrl` (scheme, host and port, e.g. `http://localhost:4002`). */
export function createLedgerClient(baseUrl: string, options: LedgerClientOptions = {}): LedgerClient {
  const { token, envId, correlationId = () => crypto.randomUUID(), ...clientOptions } = options;
  const client = createClient<paths>({ ...clientOptions, baseUrl });
  client.use({
    async onRequest({ request }) {
      if (!request.headers.has('x-platform-correlation-id')) request.headers.set('x-platform-correlation-id', correlationId());
      if (envId !== undefined) request.headers.set('x-platform-env-id', envId);
      if (token !== undefined) {
        const value = typeof token === 'string' ? token : await token();
        request.headers.set('authorization', `Bearer ${value}`);
      }
      return request;
    },
  });
  return client;
}
