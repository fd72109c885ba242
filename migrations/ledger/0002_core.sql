-- Ledger core (seed 001, "Ledger tables"): customers, products and versions, customer and
-- internal accounts, posting batches and instructions, per-account transactions carrying the
-- running balance, balances, client-transaction chains, statements, attributes and devices.
-- Money is numeric(38, 18); JavaScript never does arithmetic on it.

create domain ledger.money as numeric(38, 18);
create domain ledger.denomination as text check (value ~ '^[A-Z][A-Z0-9]{2,11}$');

create table ledger.customers (
  env_id text not null,
  id uuid not null,
  display_name text not null check (length(display_name) between 1 and 200),
  email text,
  status text not null default 'active' check (status in ('active', 'closed')),
  platform_auth_user_id text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id)
);
create unique index customers_auth_user on ledger.customers (env_id, platform_auth_user_id) where platform_auth_user_id is not null;
create index customers_list on ledger.customers (env_id, created_at, id);
select platform.enable_tenant_rls('ledger.customers');

create table ledger.products (
  env_id text not null,
  id text not null check (id ~ '^[a-z][a-z0-9_]{0,62}$'),
  name text not null,
  product_type text not null check (product_type in ('current_account', 'savings', 'loan', 'credit_card', 'internal')),
  status text not null default 'draft' check (status in ('draft', 'active', 'retired')),
  current_version_id uuid,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id)
);
create index products_list on ledger.products (env_id, created_at, id);
select platform.enable_tenant_rls('ledger.products');

create table ledger.product_versions (
  env_id text not null,
  id uuid not null,
  product_id text not null,
  version integer not null check (version > 0),
  denominations text[] not null check (cardinality(denominations) between 1 and 32),
  tside text not null check (tside in ('ASSET', 'LIABILITY')),
  allow_overdraft boolean not null default false,
  overdraft_limit ledger.money not null default 0 check (overdraft_limit >= 0),
  parameters jsonb not null default '{}'::jsonb,
  modules jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id),
  unique (env_id, product_id, version),
  foreign key (env_id, product_id) references ledger.products (env_id, id)
);
select platform.enable_tenant_rls('ledger.product_versions');
alter table ledger.products add foreign key (env_id, current_version_id) references ledger.product_versions (env_id, id);

create table ledger.accounts (
  env_id text not null,
  id uuid not null,
  account_type text not null check (account_type in ('customer', 'internal')),
  product_id text not null,
  product_version_id uuid not null,
  customer_id uuid,
  name text not null check (length(name) between 1 and 200),
  status text not null default 'open' check (status in ('pending', 'open', 'closed')),
  tside text not null check (tside in ('ASSET', 'LIABILITY')),
  denominations text[] not null,
  allow_overdraft boolean not null,
  overdraft_limit ledger.money not null default 0,
  internal_purpose text check (internal_purpose in ('cash', 'cheque', 'liquidity', 'clearing', 'suspense')),
  details jsonb not null default '{}'::jsonb,
  opened_at timestamptz not null default clock_timestamp(),
  closed_at timestamptz,
  updated_at timestamptz not null default clock_timestamp(),
  version integer not null default 1,
  primary key (env_id, id),
  foreign key (env_id, product_id) references ledger.products (env_id, id),
  foreign key (env_id, product_version_id) references ledger.product_versions (env_id, id),
  foreign key (env_id, customer_id) references ledger.customers (env_id, id),
  check ((account_type = 'internal') = (customer_id is null)),
  check ((account_type = 'internal') = (internal_purpose is not null)),
  check ((status = 'closed') = (closed_at is not null))
);
create index accounts_list on ledger.accounts (env_id, opened_at, id);
create index accounts_customer on ledger.accounts (env_id, customer_id) where customer_id is not null;
-- One internal account per purpose and denomination.
create unique index accounts_internal on ledger.accounts (env_id, internal_purpose, (denominations[1])) where account_type = 'internal';
select platform.enable_tenant_rls('ledger.accounts');

-- A closed account never reopens.
create function ledger.account_never_reopens() returns trigger language plpgsql as $$
begin
  if old.status = 'closed' and new.status <> 'closed' then
    raise exception 'account % is closed and cannot be reopened', old.id using errcode = 'check_violation';
  end if;
  return new;
end $$;
create trigger account_never_reopens before update on ledger.accounts
  for each row execute function ledger.account_never_reopens();

create table ledger.postings (
  env_id text not null,
  id uuid not null,
  batch_id text not null check (length(batch_id) between 1 and 128),
  idempotency_key text not null check (length(idempotency_key) between 1 and 128),
  request_hash text not null,
  mode text not null default 'sync' check (mode in ('sync', 'async')),
  status text not null check (status in ('pending', 'accepted', 'rejected')),
  violations jsonb not null default '[]'::jsonb,
  value_timestamp timestamptz not null,
  booking_timestamp timestamptz not null default clock_timestamp(),
  batch_details jsonb not null default '{}'::jsonb,
  created_by text not null,
  correlation_id text,
  primary key (env_id, id)
);
create unique index postings_idempotency on ledger.postings (env_id, idempotency_key);
create index postings_list on ledger.postings (env_id, booking_timestamp, id);
select platform.enable_tenant_rls('ledger.postings');

-- Completed and rejected batches never regress.
create function ledger.posting_never_regresses() returns trigger language plpgsql as $$
begin
  if old.status in ('accepted', 'rejected') and new.status is distinct from old.status then
    raise exception 'posting % is % and immutable', old.id, old.status using errcode = 'check_violation';
  end if;
  return new;
end $$;
create trigger posting_never_regresses before update on ledger.postings
  for each row execute function ledger.posting_never_regresses();

create table ledger.posting_instructions (
  env_id text not null,
  id uuid not null,
  posting_id uuid not null,
  seq integer not null check (seq >= 0),
  instruction_type text not null check (instruction_type in (
    'inbound_hard_settlement', 'outbound_hard_settlement', 'inbound_authorisation', 'outbound_authorisation',
    'authorisation_adjustment', 'settlement', 'release', 'transfer', 'custom_instruction')),
  client_transaction_id text not null,
  body jsonb not null,
  committed_postings jsonb not null default '[]'::jsonb,
  status text not null check (status in ('pending', 'processing', 'completed', 'failed', 'cancelled')),
  failure_reason text,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id),
  unique (env_id, posting_id, seq),
  foreign key (env_id, posting_id) references ledger.postings (env_id, id)
);
select platform.enable_tenant_rls('ledger.posting_instructions');

create function ledger.instruction_terminal_is_immutable() returns trigger language plpgsql as $$
begin
  if old.status in ('completed', 'failed', 'cancelled') then
    raise exception 'instruction % is % and immutable', old.id, old.status using errcode = 'check_violation';
  end if;
  return new;
end $$;
create trigger instruction_terminal_is_immutable before update on ledger.posting_instructions
  for each row execute function ledger.instruction_terminal_is_immutable();

-- Authorisation chains (Vault client_transaction_id): authorise → adjust → settle → release.
create table ledger.client_transactions (
  env_id text not null,
  client_transaction_id text not null,
  account_id uuid not null,
  internal_account_id uuid not null,
  denomination text not null,
  direction text not null check (direction in ('incoming', 'outgoing')),
  authorised ledger.money not null default 0,
  settled ledger.money not null default 0,
  status text not null check (status in ('authorised', 'settled', 'released')),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, client_transaction_id)
);
select platform.enable_tenant_rls('ledger.client_transactions');

-- Current balance per (account, address, asset, denomination, phase), signed by the account's
-- tside (LIABILITY: credits positive; ASSET: debits positive). Upserted; serialises on the row.
create table ledger.balances (
  env_id text not null,
  account_id uuid not null,
  address text not null,
  asset text not null,
  denomination text not null,
  phase text not null check (phase in ('committed', 'pending_incoming', 'pending_outgoing')),
  amount ledger.money not null,
  total_debit ledger.money not null default 0,
  total_credit ledger.money not null default 0,
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, account_id, address, asset, denomination, phase)
);
select platform.enable_tenant_rls('ledger.balances');

-- Per-account movements: one row per committed posting leg, with the running balance of its
-- balance key after it (booking order), so point-in-time balances are a single index probe.
create table ledger.transactions (
  env_id text not null,
  id uuid not null,
  account_id uuid not null,
  posting_id uuid not null,
  instruction_id uuid not null,
  client_transaction_id text not null,
  instruction_type text not null,
  direction text not null check (direction in ('credit', 'debit')),
  amount ledger.money not null check (amount > 0),
  address text not null,
  asset text not null,
  denomination text not null,
  phase text not null,
  balance_after ledger.money not null,
  value_timestamp timestamptz not null,
  booking_timestamp timestamptz not null,
  seq bigint generated always as identity,
  primary key (env_id, id),
  foreign key (env_id, posting_id) references ledger.postings (env_id, id)
);
create index transactions_account_booking on ledger.transactions (env_id, account_id, booking_timestamp, seq);
create index transactions_balance_key on ledger.transactions (env_id, account_id, address, asset, denomination, phase, seq);
create index transactions_account_value on ledger.transactions (env_id, account_id, value_timestamp);
select platform.enable_tenant_rls('ledger.transactions');
revoke update, delete on ledger.transactions from vert_app;

create table ledger.statements (
  env_id text not null,
  id uuid not null,
  account_id uuid not null,
  period_start date not null,
  period_end date not null check (period_end >= period_start),
  denomination text not null,
  opening_balance ledger.money not null,
  closing_balance ledger.money not null,
  transaction_count integer not null,
  object_key text not null,
  content_type text not null,
  size_bytes integer not null,
  sha256 text not null,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id),
  unique (env_id, account_id, period_start, period_end, denomination)
);
select platform.enable_tenant_rls('ledger.statements');

create table ledger.account_attributes (
  env_id text not null,
  account_id uuid not null,
  key text not null check (key ~ '^[a-z][a-z0-9_.-]{0,62}$'),
  value text not null check (length(value) <= 1024),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, account_id, key)
);
select platform.enable_tenant_rls('ledger.account_attributes');

create table ledger.payment_devices (
  env_id text not null,
  id uuid not null,
  account_id uuid not null,
  device_type text not null check (device_type in ('card', 'token', 'mobile_wallet')),
  status text not null default 'active' check (status in ('active', 'suspended', 'retired')),
  display_name text,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id)
);
create index payment_devices_account on ledger.payment_devices (env_id, account_id);
select platform.enable_tenant_rls('ledger.payment_devices');
