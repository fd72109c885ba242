// The recipient plane's entry points for hosts, seeds and tests (ADR 0017).
import type { Database } from '../../../platform/db/pool.ts';
import type { SecretStore } from '../../../platform/secrets/index.ts';
import { rotateDpopKey } from './clients.ts';
import { upsertSettings } from './queries.ts';

export { registerProvider, type ProviderRegistration } from './providers.ts';
export { CALLBACK_PATH, redirectUriFor } from './clients.ts';

/**
 * Per-environment recipient settings: the public base URL the provider redirects the browser to
 * (default: this fdx service's URL) and the application page the callback sends it on to.
 */
export async function configureRecipient(
  db: Database,
  envId: string,
  settings: { callbackBaseUrl?: string | null; appReturnUrl?: string | null },
): Promise<void> {
  for (const url of [settings.callbackBaseUrl, settings.appReturnUrl]) if (url) new URL(url);
  await db.withTenant(envId, (tx) => upsertSettings(tx, envId, settings));
}

/** Rotates the DPoP key of (env, provider) in its own transaction; returns the new key's thumbprint. */
export async function rotateRecipientDpopKey(db: Database, secrets: SecretStore, envId: string, providerId: string) {
  return db.withTenant(envId, (tx) => rotateDpopKey(secrets, tx, envId, providerId));
}
