// The consent screen's account list: the signed-in customer's own open accounts, read from the
// ledger's public API with this service's credential (never the ledger's tables).
import type { Platform } from '../../../platform/runtime.ts';
import { ledgerClientFactory, type LedgerAccount } from '../ledger-client.ts';

/** The consent screen lists at most this many accounts (the contract's bound). */
export const MAX_CONSENT_ACCOUNTS = 500;

/** The open customer accounts of the ledger customer linked to `userId`, oldest first. */
export type CustomerAccountsReader = (envId: string, userId: string, correlationId: string) => Promise<LedgerAccount[]>;

export function customerAccountsReader(platform: Pick<Platform, 'directory' | 'serviceCredentials'>): CustomerAccountsReader {
  const ledgerFor = ledgerClientFactory(platform);
  return async (envId, userId, correlationId) => {
    const ledger = ledgerFor(envId, correlationId);
    const customer = await ledger.customerOfIdentity(userId);
    return customer ? ledger.openAccountsOf(customer.id, MAX_CONSENT_ACCOUNTS) : [];
  };
}
