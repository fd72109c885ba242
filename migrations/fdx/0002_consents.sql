-- Provider grant ledger (seed 000 "Resources"): consents, the granted resources, revocation
-- records, the status history behind `/lifecycle` and certification metrics, and one audit
-- record per provider data call. Written only by the provider's own software: the grant row
-- comes from the authorization server's `platform:auth:grant:created` event (ADR 0013).

create table fdx.consents (
  env_id text not null,
  id uuid not null,
  -- The OAuth `state` of the authorization request: the consent handle.
  handle text not null check (length(handle) between 1 and 512),
  grant_id text not null check (length(grant_id) between 1 and 256),
  -- The provider's user id, equal to the delegated token's subject.
  customer_id text not null check (length(customer_id) between 1 and 256),
  client_id text not null check (length(client_id) between 1 and 256),
  client_name text,
  status text not null check (status in ('PENDING', 'ACTIVE', 'SUSPENDED', 'EXPIRED', 'REVOKED')),
  scopes text[] not null,
  data_clusters text[] not null,
  duration_type text not null check (duration_type in ('ONE_TIME', 'PERSISTENT', 'TIME_BOUND')),
  duration_period integer check (duration_period between 1 and 3650),
  lookback_period integer check (lookback_period between 0 and 36500),
  expires_at timestamptz,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id),
  check ((duration_type = 'PERSISTENT') = (expires_at is null))
);
-- The chokepoint's single-row lookup is the primary key; these serve lists and the grant events.
create unique index consents_grant on fdx.consents (env_id, grant_id);
create index consents_customer on fdx.consents (env_id, customer_id, created_at);
create index consents_list on fdx.consents (env_id, created_at, id);
select platform.enable_tenant_rls('fdx.consents');

create table fdx.consent_resources (
  env_id text not null,
  consent_id uuid not null,
  resource_type text not null check (resource_type in ('ACCOUNT', 'CUSTOMER', 'DOCUMENT')),
  resource_id text not null check (length(resource_id) between 1 and 256),
  data_clusters text[] not null check (cardinality(data_clusters) > 0),
  primary key (env_id, consent_id, resource_type, resource_id),
  foreign key (env_id, consent_id) references fdx.consents (env_id, id)
);
select platform.enable_tenant_rls('fdx.consent_resources');

-- At most one revocation per consent: revocation is idempotent on the consent id.
create table fdx.consent_revocations (
  env_id text not null,
  consent_id uuid not null,
  reason text not null check (reason in ('BUSINESS_RULE', 'USER_ACTION')),
  initiator text not null check (initiator in ('DATA_ACCESS_PLATFORM', 'DATA_PROVIDER', 'DATA_RECIPIENT', 'INDIVIDUAL', 'MERCHANT', 'VENDOR')),
  other_reason text check (length(other_reason) <= 512),
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, consent_id),
  foreign key (env_id, consent_id) references fdx.consents (env_id, id)
);
select platform.enable_tenant_rls('fdx.consent_revocations');

-- Every status move of a consent, in order (GET /consents/{id}/lifecycle, certification metrics).
create table fdx.consent_status_history (
  env_id text not null,
  consent_id uuid not null,
  seq bigint generated always as identity,
  from_status text,
  to_status text not null,
  reason text,
  initiator text,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, consent_id, seq),
  foreign key (env_id, consent_id) references fdx.consents (env_id, id)
);
create index consent_status_history_time on fdx.consent_status_history (env_id, created_at);
select platform.enable_tenant_rls('fdx.consent_status_history');

-- One record per provider data call (seed 000: action names start with `data_call`).
create table fdx.audit_events (
  env_id text not null,
  id uuid not null default gen_random_uuid(),
  action text not null check (action like 'data_call%'),
  operation_id text not null,
  consent_id uuid,
  client_id text,
  customer_id text,
  outcome text not null check (outcome in ('served', 'rejected')),
  detail jsonb not null default '{}'::jsonb,
  correlation_id text,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id)
);
create index audit_events_time on fdx.audit_events (env_id, created_at);
create index audit_events_consent on fdx.audit_events (env_id, consent_id, created_at);
select platform.enable_tenant_rls('fdx.audit_events');
