-- Built-in FAPI 2.0 authorization server (ADR 0012): oidc-provider's artefacts, the provider
-- customers who log in, and the consent selection behind each grant. One issuer per
-- environment, so every row is env-scoped and isolated by forced row-level security.
select platform.create_producer_tables('auth');

-- Every oidc-provider model (Client, Grant, Session, Interaction, PushedAuthorizationRequest,
-- AuthorizationCode, RefreshToken, RegistrationAccessToken, ReplayDetection, ...).
create table auth.oidc_models (
  env_id text not null,
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (env_id, model, id)
);
create index oidc_models_uid on auth.oidc_models (env_id, model, uid) where uid is not null;
create index oidc_models_user_code on auth.oidc_models (env_id, model, user_code) where user_code is not null;
create index oidc_models_grant on auth.oidc_models (env_id, grant_id) where grant_id is not null;
create index oidc_models_expiry on auth.oidc_models (expires_at) where expires_at is not null;
select platform.enable_tenant_rls('auth.oidc_models');

-- Provider customers: user_id is the token subject and ledger customers' platform_auth_user_id.
create table auth.users (
  env_id text not null,
  user_id text not null check (length(user_id) between 1 and 128),
  username text not null check (length(username) between 1 and 128),
  password_hash text not null,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, user_id)
);
create unique index users_username on auth.users (env_id, lower(username));
select platform.enable_tenant_rls('auth.users');

-- What the customer approved on the consent page, keyed by the oidc-provider grant id.
create table auth.grant_consents (
  env_id text not null,
  grant_id text not null,
  consent_id uuid not null,
  client_id text not null,
  client_name text,
  user_id text not null,
  state text,
  scopes text[] not null,
  data_clusters text[] not null,
  account_ids text[] not null,
  duration_type text not null check (duration_type in ('ONE_TIME', 'PERSISTENT', 'TIME_BOUND')),
  duration_period integer check (duration_period > 0),
  lookback_period integer check (lookback_period > 0),
  expires_at timestamptz,
  created_at timestamptz not null default clock_timestamp(),
  code_issued_at timestamptz,
  activated_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text,
  revoked_initiator text,
  primary key (env_id, grant_id)
);
create unique index grant_consents_consent on auth.grant_consents (env_id, consent_id);
select platform.enable_tenant_rls('auth.grant_consents');
