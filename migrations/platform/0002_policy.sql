-- Policy engine store (ADR 0005): per-environment Cedar policy sets (append-only, versioned),
-- the entity store the gate reads live on every request (roles = group parents, attributes),
-- and the decision log. All three are tenant tables under forced row-level security.

-- The active set of an environment is its highest version; older rows are the history.
create table platform.policy_sets (
  id uuid primary key,
  env_id text not null,
  version integer not null check (version > 0),
  policies text not null,
  created_at timestamptz not null default clock_timestamp(),
  created_by text not null,
  -- Also the index behind "highest version of this environment" (backward index scan).
  unique (env_id, version)
);
select platform.enable_tenant_rls('platform.policy_sets');
-- History is append-only: a new version supersedes, nothing is rewritten.
revoke update, delete on platform.policy_sets from vert_app;

-- Cedar entities: principals (User, Client, Service), Groups and resources. `parents` is a JSON
-- array of {type, id} with unqualified type names (the gate adds the Vert:: namespace); these
-- are the "relations", `attrs` the "attributes" of the admin pages.
create table platform.policy_entities (
  env_id text not null,
  entity_type text not null check (entity_type ~ '^[A-Z][A-Za-z0-9_]{0,62}$'),
  entity_id text not null check (length(entity_id) between 1 and 256),
  attrs jsonb not null default '{}'::jsonb check (jsonb_typeof(attrs) = 'object'),
  parents jsonb not null default '[]'::jsonb check (jsonb_typeof(parents) = 'array'),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, entity_type, entity_id)
);
select platform.enable_tenant_rls('platform.policy_entities');
-- "Who is a member of group X" for the relations page, without a scan.
create index policy_entities_parents on platform.policy_entities using gin (parents jsonb_path_ops);

-- One row per gate decision, written in the request's tenant transaction.
create table platform.policy_decisions (
  id uuid primary key,
  env_id text not null,
  decided_at timestamptz not null default clock_timestamp(),
  principal text not null,
  action text not null,
  resource text not null,
  decision text not null check (decision in ('allow', 'deny')),
  -- Determining policy ids (Cedar diagnostics) or the gate's own reason, e.g. "scope_prefilter".
  reasons jsonb not null default '[]'::jsonb,
  errors jsonb not null default '[]'::jsonb,
  correlation_id text,
  -- NULL when no policy set was consulted (pre-filter reject, environment without a set).
  policy_set_version integer
);
select platform.enable_tenant_rls('platform.policy_decisions');
revoke update, delete on platform.policy_decisions from vert_app;
create index policy_decisions_env_time on platform.policy_decisions (env_id, decided_at desc);
