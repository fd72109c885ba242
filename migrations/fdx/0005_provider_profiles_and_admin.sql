-- Provider profile catalogue and hosted-consent decisions (seed 000 "Resources"; ADR 0016).

-- The provider this environment is: one row per environment, (re-)registered at environment
-- initialization and read by the admin console and the recipient plane's provider directory.
create table fdx.provider_profiles (
  env_id text not null,
  display_name text not null check (length(display_name) between 1 and 200),
  -- The built-in authorization server's per-environment issuer (`${issuer}/oauth/${env}`).
  issuer_url text not null check (length(issuer_url) between 1 and 2048),
  -- This service's base URL; the FDX data API is under `${fdx_base_url}/fdx/v6`.
  fdx_base_url text not null check (length(fdx_base_url) between 1 and 2048),
  fdx_version text not null check (fdx_version ~ '^V[0-9]+\.[0-9]+$'),
  data_clusters text[] not null check (cardinality(data_clusters) > 0),
  -- Facts a recipient needs beyond the clusters (PAR / PKCE / DPoP, consent durations).
  capabilities jsonb not null default '{}'::jsonb check (jsonb_typeof(capabilities) = 'object'),
  -- Increases with every re-registration that changed something.
  version integer not null default 1 check (version > 0),
  registered_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id)
);
select platform.enable_tenant_rls('fdx.provider_profiles');

-- The customer's answer on the hosted consent screen, one per authorization interaction. The
-- consent row itself comes later from the authorization server's grant event; this is what the
-- customer chose (or refused), kept for the admin console and to make approve/deny idempotent.
create table fdx.consent_decisions (
  env_id text not null,
  interaction_id text not null check (length(interaction_id) between 1 and 256),
  user_id text not null check (length(user_id) between 1 and 256),
  client_id text not null check (length(client_id) between 1 and 256),
  outcome text not null check (outcome in ('APPROVED', 'DENIED')),
  -- Normalised selection (clusters, accounts, duration) or the denial reason.
  selection jsonb not null check (jsonb_typeof(selection) = 'object'),
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, interaction_id)
);
create index consent_decisions_time on fdx.consent_decisions (env_id, created_at);
select platform.enable_tenant_rls('fdx.consent_decisions');

-- Consents whose window has passed, for the `fdx.consent.expire_due` workflow step.
create index consents_due on fdx.consents (env_id, expires_at) where status in ('PENDING', 'ACTIVE', 'SUSPENDED');
-- Certification metrics count data calls per operation over a window.
create index audit_events_metrics on fdx.audit_events (env_id, created_at, operation_id, outcome);
