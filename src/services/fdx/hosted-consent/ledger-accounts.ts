// The consent screen's account list: the signed-in customer's own open accounts, read from the
// ledger's public API with this service's credential (never the ledger's tables). The customer
// lookup is the shared ledger client's; listing a customer's accounts is the one read it lacks.
import { createLedgerClient, type LedgerClient } from '../../../../clients/sdk-ledger/src/index.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { Platform } from '../../../platform/runtime.ts';
import { LEDGER_READ_SCOPES, ledgerClientFactory, type LedgerAccount } from '../ledger-client.ts';

/** The consent screen lists at most this many accounts (the contract's bound). */
export const MAX_CONSENT_ACCOUNTS = 500;
const PAGE_SIZE = 100;
const LEDGER_TIMEOUT_MS = 10_000;

const ledgerUnavailable = (detail: string) =>
  new ApiError({ status: 503, code: 'ledger_unavailable', title: 'Service unavailable', detail });

/** The open customer accounts of the ledger customer linked to `userId`, oldest first. */
export type CustomerAccountsReader = (envId: string, userId: string, correlationId: string) => Promise<LedgerAccount[]>;

export function customerAccountsReader(platform: Pick<Platform, 'directory' | 'serviceCredentials'>): CustomerAccountsReader {
  const ledgerFor = ledgerClientFactory(platform);
  const clients = new Map<string, LedgerClient>();
  const clientFor = (envId: string): LedgerClient => {
    const baseUrl = platform.directory.url('ledger');
    const key = `${baseUrl}\u0000${envId}`;
    let client = clients.get(key);
    if (!client) {
      if (clients.size >= 1000) clients.clear();
      client = createLedgerClient(baseUrl, {
        token: () => platform.serviceCredentials.token({ caller: 'fdx', envId, audience: 'vert-ledger', scopes: LEDGER_READ_SCOPES }),
        fetch: (request: Request) => fetch(request, { signal: AbortSignal.timeout(LEDGER_TIMEOUT_MS) }),
      });
      clients.set(key, client);
    }
    return client;
  };

  return async (envId, userId, correlationId) => {
    const customer = await ledgerFor(envId, correlationId).customerOfIdentity(userId);
    if (!customer) return [];
    const client = clientFor(envId);
    const accounts: LedgerAccount[] = [];
    let cursor: string | undefined;
    do {
      let outcome;
      try {
        outcome = await client.GET('/v1/accounts', {
          params: { query: { customer_id: customer.id, account_type: 'customer', status: 'open', limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
          headers: { 'x-platform-correlation-id': correlationId },
        });
      } catch (error) {
        throw ledgerUnavailable(`The ledger could not be reached to list accounts: ${(error as Error).message}`);
      }
      if (!outcome.data) throw ledgerUnavailable(`The ledger answered ${outcome.response.status} to list accounts`);
      // The filter is the ledger's; checking it again costs nothing and guards the consent.
      accounts.push(...outcome.data.items.filter((a) => a.customer_id === customer.id && a.status === 'open'));
      cursor = outcome.data.next_cursor ?? undefined;
    } while (cursor && accounts.length < MAX_CONSENT_ACCOUNTS);
    return accounts.slice(0, MAX_CONSENT_ACCOUNTS);
  };
}
