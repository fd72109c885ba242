// The provider profile (fdx.provider_profiles): this environment as an FDX provider, registered
// at environment initialization (upsert; `vert:fdx:providerprofile:updated` with the snapshot
// when it is new or changed) and read by the admin console and the recipient plane.
import { z } from 'zod';
import type { components } from '../../../../generated/types/fdx-admin.ts';
import { sql, type Tx } from '../../../platform/db/pool.ts';
import { FDX_VERSION } from '../discovery/handlers.ts';
import { emitFdxEvent } from '../events.ts';
import { CLUSTER_SCOPE_VALUES, OFFERED_CLUSTERS } from '../hosted-consent/clusters.ts';

export type ProviderProfile = components['schemas']['ProviderProfile'];
type Capabilities = ProviderProfile['capabilities'];

/** What a recipient must do and may ask for here: the built-in authorization server's rules (ADR 0012). */
export const PROVIDER_CAPABILITIES: Capabilities = {
  par_required: true,
  pkce_required: true,
  dpop_required: true,
  duration_types: ['ONE_TIME', 'PERSISTENT', 'TIME_BOUND'],
  scopes: ['openid', 'offline_access', 'vert:fdx:consents:read', 'vert:fdx:consents:write', ...CLUSTER_SCOPE_VALUES],
};

const profileRow = z.object({
  env_id: z.string(),
  display_name: z.string(),
  issuer_url: z.string(),
  fdx_base_url: z.string(),
  fdx_version: z.string(),
  data_clusters: z.array(z.string()),
  capabilities: z.record(z.unknown()),
  version: z.number().int(),
  registered_at: z.string(),
  updated_at: z.string(),
});
type ProfileRow = z.infer<typeof profileRow>;

const view = (row: ProfileRow): ProviderProfile => ({
  env_id: row.env_id,
  display_name: row.display_name,
  issuer: row.issuer_url,
  fdx_base_url: row.fdx_base_url,
  fdx_version: row.fdx_version,
  data_clusters: row.data_clusters,
  capabilities: row.capabilities as Capabilities,
  version: row.version,
  registered_at: new Date(row.registered_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

export interface ProfileSource {
  /** Issuer of the environment's authorization server. */
  issuer: string;
  /** This service's base URL. */
  fdxBaseUrl: string;
}

/**
 * Registers (or re-registers) the environment's profile in the caller's tenant transaction.
 * Emits the event only when the profile is new or changed, so re-running initialization is quiet.
 */
export async function registerProviderProfile(tx: Tx, envId: string, source: ProfileSource, correlationId?: string): Promise<ProviderProfile> {
  const changed = await tx.maybeOne(sql.type(profileRow)`
    insert into fdx.provider_profiles as p (env_id, display_name, issuer_url, fdx_base_url, fdx_version, data_clusters, capabilities)
    select ${envId}, e.display_name, ${source.issuer}, ${source.fdxBaseUrl}, ${FDX_VERSION},
           ${sql.array([...OFFERED_CLUSTERS], 'text')}, ${sql.jsonb(PROVIDER_CAPABILITIES as never)}
    from platform.environments e where e.env_id = ${envId}
    on conflict (env_id) do update
      set display_name = excluded.display_name, issuer_url = excluded.issuer_url, fdx_base_url = excluded.fdx_base_url,
          fdx_version = excluded.fdx_version, data_clusters = excluded.data_clusters, capabilities = excluded.capabilities,
          version = p.version + 1, updated_at = clock_timestamp()
      where (p.display_name, p.issuer_url, p.fdx_base_url, p.fdx_version, p.data_clusters, p.capabilities)
            is distinct from (excluded.display_name, excluded.issuer_url, excluded.fdx_base_url, excluded.fdx_version, excluded.data_clusters, excluded.capabilities)
    returning env_id, display_name, issuer_url, fdx_base_url, fdx_version, data_clusters, capabilities, version, registered_at, updated_at`);
  if (changed) {
    const profile = view(changed);
    await emitFdxEvent(tx, envId, 'vert:fdx:providerprofile:updated', { ...profile }, correlationId);
    return profile;
  }
  const current = await findProviderProfile(tx, envId);
  if (!current) throw new Error(`environment ${envId} is not registered: no provider profile`);
  return current;
}

/** The environment's provider profile, or null before initialization (for the recipient plane too). */
export async function findProviderProfile(tx: Tx, envId: string): Promise<ProviderProfile | null> {
  const row = await tx.maybeOne(sql.type(profileRow)`
    select env_id, display_name, issuer_url, fdx_base_url, fdx_version, data_clusters, capabilities, version, registered_at, updated_at
    from fdx.provider_profiles where env_id = ${envId}`);
  return row ? view(row) : null;
}
