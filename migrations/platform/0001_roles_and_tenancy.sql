-- Roles, tenant helpers and the shared shape of producer tables.
-- vert_app: the services' login role; never superuser, never BYPASSRLS.
-- vert_relay: assumed by the outbox relay and event consumers; RLS policies grant it
-- cross-tenant access to producer/consumer bookkeeping tables only.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'vert_app') then
    create role vert_app login nosuperuser nobypassrls nocreaterole nocreatedb;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'vert_relay') then
    create role vert_relay nologin nosuperuser nobypassrls;
  end if;
  if not pg_has_role('vert_app', 'vert_relay', 'member') then
    grant vert_relay to vert_app;
  end if;
end
$$;

create schema if not exists platform;
grant usage on schema platform to vert_app, vert_relay;

-- The tenant of the current transaction; NULL when unset so that no row matches.
create or replace function platform.current_env_id() returns text
  language sql stable
  as $$ select nullif(current_setting('app.env_id', true), '') $$;

-- Enables and forces row-level security with the standard tenant policy.
create or replace function platform.enable_tenant_rls(target regclass) returns void
  language plpgsql
  as $$
begin
  execute format('alter table %s enable row level security', target);
  execute format('alter table %s force row level security', target);
  execute format(
    'create policy tenant_isolation on %s to vert_app using (env_id = platform.current_env_id()) with check (env_id = platform.current_env_id())',
    target);
  execute format('grant select, insert, update, delete on %s to vert_app', target);
end
$$;

-- Every service schema owns an outbox and an audit journal of the same shape.
-- The relay reads and marks outbox rows of every tenant through its own policy.
create or replace function platform.create_producer_tables(schema_name text) returns void
  language plpgsql
  as $$
begin
  execute format($f$
    create table %1$I.outbox (
      id uuid primary key,
      env_id text not null,
      type text not null,
      payload jsonb not null,
      correlation_id text,
      created_at timestamptz not null default clock_timestamp(),
      leased_until timestamptz,
      published_at timestamptz,
      attempts integer not null default 0,
      last_error text
    )$f$, schema_name);
  execute format('create index outbox_unpublished on %1$I.outbox (created_at) where published_at is null', schema_name);
  perform platform.enable_tenant_rls(format('%I.outbox', schema_name)::regclass);
  execute format('create policy relay_access on %1$I.outbox to vert_relay using (true) with check (true)', schema_name);
  execute format('grant select, update on %1$I.outbox to vert_relay', schema_name);

  execute format($f$
    create table %1$I.audit_journal (
      id uuid primary key default gen_random_uuid(),
      env_id text not null,
      actor text not null,
      action text not null,
      target text,
      detail jsonb not null default '{}'::jsonb,
      correlation_id text,
      created_at timestamptz not null default clock_timestamp()
    )$f$, schema_name);
  execute format('create index audit_journal_env_time on %1$I.audit_journal (env_id, created_at)', schema_name);
  perform platform.enable_tenant_rls(format('%I.audit_journal', schema_name)::regclass);
  -- The journal is append-only for the application.
  execute format('revoke update, delete on %1$I.audit_journal from vert_app', schema_name);
end
$$;

-- Registry of tenant environments.
create table platform.environments (
  env_id text primary key check (env_id ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
  display_name text not null,
  created_at timestamptz not null default clock_timestamp()
);
select platform.enable_tenant_rls('platform.environments');

-- Idempotent consumers: one row per (consumer, event) applied.
create table platform.processed_events (
  env_id text not null,
  consumer text not null,
  event_id uuid not null,
  processed_at timestamptz not null default clock_timestamp(),
  primary key (env_id, consumer, event_id)
);
select platform.enable_tenant_rls('platform.processed_events');

-- Sealed secrets: ciphertext only, AES-256-GCM under the master key; callers keep the reference (id).
create table platform.secrets (
  id uuid primary key,
  env_id text not null,
  purpose text not null,
  key_id text not null,
  nonce bytea not null,
  ciphertext bytea not null,
  created_at timestamptz not null default clock_timestamp(),
  rotated_from uuid
);
select platform.enable_tenant_rls('platform.secrets');
revoke update on platform.secrets from vert_app;
