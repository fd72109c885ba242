-- FDX Accounts family (seed 000 "Resources": "fdx_accounts (through accounts): account to
-- payment-network bindings" and "payment_network_revocations"; ADR 0014). Account data itself
-- stays in the ledger and is read through its public API; only what this service decides lives
-- here: which payment networks reach an account (derived from the ledger account when first
-- read) and which of them a consent has revoked.

create table fdx.account_payment_networks (
  env_id text not null,
  account_id uuid not null,
  network_id text not null check (network_id ~ '^[a-z][a-z0-9-]{1,31}$'),
  network_type text not null check (network_type in ('US_ACH', 'US_RTP', 'GB_FPS', 'GB_BACS', 'EU_SEPA_SCT')),
  bank_id text not null check (length(bank_id) between 1 and 64),
  identifier text not null check (length(identifier) between 1 and 64),
  transfer_in boolean not null,
  transfer_out boolean not null,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (env_id, account_id, network_id)
);
select platform.enable_tenant_rls('fdx.account_payment_networks');

-- One row per (consent, account, network): revocation is idempotent on that triple and scoped to
-- the consent that asked (another recipient's consent still sees the network).
create table fdx.payment_network_revocations (
  env_id text not null,
  consent_id uuid not null,
  account_id uuid not null,
  network_id text not null,
  reason text not null check (reason in ('BUSINESS_RULE', 'USER_ACTION')),
  initiator text not null check (initiator in ('DATA_ACCESS_PLATFORM', 'DATA_PROVIDER', 'DATA_RECIPIENT', 'INDIVIDUAL', 'MERCHANT', 'VENDOR')),
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, consent_id, account_id, network_id),
  foreign key (env_id, consent_id) references fdx.consents (env_id, id),
  foreign key (env_id, account_id, network_id) references fdx.account_payment_networks (env_id, account_id, network_id)
);
select platform.enable_tenant_rls('fdx.payment_network_revocations');
