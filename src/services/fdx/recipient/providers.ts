// The recipient's directory of providers. An entry is accepted only after discovery: the
// issuer's metadata (RFC 8414 / OIDC discovery, issuer equality checked) must offer what FAPI
// 2.0 needs, and the provider's public FDX capability must speak V6.5.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../../platform/db/pool.ts';
import { ApiError } from '../../../platform/errors.ts';
import { discoverIssuer, fapiShortfalls, REQUEST_TIMEOUT_MS } from './oauth.ts';
import { upsertProvider, type ProviderRow } from './queries.ts';

export const FDX_VERSION = 'V6.5';

export interface ProviderRegistration {
  /** Keeps a chosen id (demo seeds); a new UUID otherwise. Re-registering the same issuer keeps the first id. */
  id?: string;
  displayName: string;
  /** The provider's authorization server issuer identifier. */
  issuer: string;
  /** Base URL of the provider's FDX API (without `/fdx/v6`). */
  fdxBaseUrl: string;
  /** The provider's environment, sent as X-Platform-Env-Id on its FDX API. */
  providerEnvId: string;
}

const capabilitySchema = z.object({
  fdxVersions: z.array(z.string()).max(20),
  dataClusters: z.array(z.string().max(64)).max(64).optional(),
});

export const providerUnreachable = (detail: string) =>
  new ApiError({ status: 502, code: 'provider_unreachable', title: 'Provider unreachable', detail });

/** The provider's public FDX capability (no credential). */
async function fetchCapability(fdxBaseUrl: string) {
  const response = await fetch(`${fdxBaseUrl.replace(/\/+$/, '')}/fdx/v6/capability`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`capability answered ${response.status}`);
  return capabilitySchema.parse(await response.json());
}

/** Discovers and validates a provider, then records it in the recipient environment's directory. */
export async function registerProvider(db: Database, recipientEnvId: string, registration: ProviderRegistration): Promise<ProviderRow> {
  const issuer = registration.issuer.replace(/\/+$/, '');
  const fdxBaseUrl = registration.fdxBaseUrl.replace(/\/+$/, '');
  const as = await discoverIssuer(issuer, true);
  const missing = fapiShortfalls(as);
  if (missing.length > 0) throw new Error(`provider ${issuer} does not meet FAPI 2.0: missing ${missing.join(', ')}`);
  const capability = await fetchCapability(fdxBaseUrl);
  if (!capability.fdxVersions.includes(FDX_VERSION)) throw new Error(`provider ${fdxBaseUrl} does not serve FDX ${FDX_VERSION} (it offers ${capability.fdxVersions.join(', ')})`);
  return db.withTenant(recipientEnvId, (tx) =>
    upsertProvider(tx, recipientEnvId, {
      id: registration.id ?? randomUUID(),
      displayName: registration.displayName,
      issuer,
      fdxBaseUrl,
      providerEnvId: registration.providerEnvId,
      fdxVersions: capability.fdxVersions,
      dataClusters: capability.dataClusters ?? [],
      authorization: {
        authorization_endpoint: as.authorization_endpoint,
        pushed_authorization_request_endpoint: as.pushed_authorization_request_endpoint,
        require_pushed_authorization_requests: as.require_pushed_authorization_requests === true,
        code_challenge_methods_supported: as.code_challenge_methods_supported ?? [],
        dpop_signing_alg_values_supported: as.dpop_signing_alg_values_supported ?? [],
        token_endpoint_auth_methods_supported: as.token_endpoint_auth_methods_supported ?? [],
        authorization_response_iss_parameter_supported: as.authorization_response_iss_parameter_supported === true,
      },
    }),
  );
}
