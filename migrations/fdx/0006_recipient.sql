-- Recipient plane (seed 000 "Recipient surfaces", ADR 0017): the recipient's own tables in the
-- recipient environment. Nothing here references the provider grant ledger: the two
-- institutions share only OAuth at the provider's authorization server and its public FDX API.
-- No column holds a token, a private key or a PKCE verifier: only platform.secrets references.

-- Providers this recipient knows, validated by discovery (issuer metadata and FDX capability).
create table fdx.recipient_providers (
  env_id text not null,
  id uuid not null,
  display_name text not null check (length(display_name) between 1 and 200),
  issuer text not null check (length(issuer) between 1 and 2048),
  fdx_base_url text not null check (length(fdx_base_url) between 1 and 2048),
  -- Sent as X-Platform-Env-Id on the provider's FDX API (seed 000 Authentication 4).
  provider_env_id text not null check (provider_env_id ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  fdx_versions text[] not null,
  data_clusters text[] not null,
  -- What discovery established (PAR, PKCE methods, DPoP algorithms, endpoints).
  auth_metadata jsonb not null,
  discovered_at timestamptz not null,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id)
);
create unique index recipient_providers_issuer on fdx.recipient_providers (env_id, issuer, provider_env_id);
create index recipient_providers_list on fdx.recipient_providers (env_id, display_name, id);
select platform.enable_tenant_rls('fdx.recipient_providers');

-- Per-provider client registration cache (seed 000 `recipients`): client_id, the client-auth
-- key (private_key_jwt) and the DPoP key, both sealed; rotation replaces the references.
create table fdx.recipients (
  env_id text not null,
  provider_id uuid not null,
  client_id text not null check (length(client_id) between 1 and 512),
  redirect_uri text not null check (length(redirect_uri) between 1 and 2048),
  client_auth_key_ref text not null check (client_auth_key_ref like 'secret://%'),
  client_auth_kid text not null check (length(client_auth_kid) between 1 and 128),
  dpop_key_ref text not null check (dpop_key_ref like 'secret://%'),
  registration_token_ref text check (registration_token_ref like 'secret://%'),
  registration_client_uri text check (length(registration_client_uri) <= 2048),
  registered_at timestamptz not null default clock_timestamp(),
  dpop_key_rotated_at timestamptz,
  primary key (env_id, provider_id),
  foreign key (env_id, provider_id) references fdx.recipient_providers (env_id, id)
);
select platform.enable_tenant_rls('fdx.recipients');

-- Recipient registry (seed 000 `recipient_consents`).
create table fdx.recipient_consents (
  env_id text not null,
  id uuid not null,
  -- The recipient's customer: the subject of the token that started the consent.
  customer_id text not null check (length(customer_id) between 1 and 256),
  -- The recipient application's own reference for the customer or connection (opaque).
  customer_ref text check (length(customer_ref) between 1 and 256),
  provider_id uuid not null,
  status text not null check (status in ('PENDING', 'ACTIVE', 'DENIED', 'FAILED', 'REVOKED')),
  scopes text[] not null,
  data_clusters text[] not null,
  duration_type text not null check (duration_type in ('ONE_TIME', 'PERSISTENT', 'TIME_BOUND')),
  duration_period integer check (duration_period between 1 and 3650),
  lookback_period integer check (lookback_period between 1 and 3650),
  -- OAuth state: the handle the callback finds the row by (unique per environment).
  state text not null check (length(state) between 16 and 256),
  code_verifier_ref text check (code_verifier_ref like 'secret://%'),
  request_expires_at timestamptz not null,
  -- From the token response and the provider's consent record.
  provider_consent_id text check (length(provider_consent_id) <= 256),
  granted_scopes text[],
  account_ids text[],
  access_token_ref text check (access_token_ref like 'secret://%'),
  access_token_expires_at timestamptz,
  refresh_token_ref text check (refresh_token_ref like 'secret://%'),
  error text check (length(error) <= 256),
  error_description text check (length(error_description) <= 1024),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  activated_at timestamptz,
  refreshed_at timestamptz,
  revoked_at timestamptz,
  primary key (env_id, id),
  foreign key (env_id, provider_id) references fdx.recipient_providers (env_id, id),
  -- Tokens exist only on an active registry row.
  check (status = 'ACTIVE' or (access_token_ref is null and refresh_token_ref is null))
);
create unique index recipient_consents_state on fdx.recipient_consents (env_id, state);
create index recipient_consents_customer on fdx.recipient_consents (env_id, customer_id, created_at, id);
select platform.enable_tenant_rls('fdx.recipient_consents');

-- What the recipient learnt about its customers' consents (GET /v1/recipient/notifications).
create table fdx.recipient_notifications (
  env_id text not null,
  id uuid not null default gen_random_uuid(),
  seq bigint generated always as identity,
  customer_id text not null,
  consent_id uuid not null,
  type text not null check (type in ('consent.activated', 'consent.denied', 'consent.failed', 'consent.refreshed',
                                     'consent.revoked', 'consent.revoked_by_provider')),
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id),
  foreign key (env_id, consent_id) references fdx.recipient_consents (env_id, id)
);
create index recipient_notifications_customer on fdx.recipient_notifications (env_id, customer_id, seq);
select platform.enable_tenant_rls('fdx.recipient_notifications');

-- Per-environment recipient settings: the public base URL of the callback and the recipient
-- application's page the callback sends the browser back to.
create table fdx.recipient_settings (
  env_id text not null,
  callback_base_url text check (length(callback_base_url) <= 2048),
  app_return_url text check (length(app_return_url) <= 2048),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id)
);
select platform.enable_tenant_rls('fdx.recipient_settings');
