-- FDX notifications and payment-initiation parties (seed 000 "Resources"; ADR 0015).
-- Subscriptions belong to a recipient client (client_id) and keep only a reference to their
-- HMAC secret (platform.secrets); notifications are the delivery queue the worker drains.

create table fdx.notification_subscriptions (
  env_id text not null,
  id uuid not null,
  -- The recipient client that owns the subscription; only it sees or receives it.
  client_id text not null check (length(client_id) between 1 and 256),
  -- The consent whose token created it (audit; the subscription outlives it).
  consent_id uuid not null,
  -- Event filter: the FDX notification type and category this subscription receives.
  notification_type text not null check (notification_type in ('CONSENT_REVOKED', 'CONSENT_UPDATED')),
  category text not null check (category in ('CONSENT')),
  callback_url text not null check (length(callback_url) between 8 and 2048),
  -- `secret://<uuid>` of the webhook_hmac secret; never the secret itself.
  secret_ref text not null check (secret_ref ~ '^secret://[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  -- The FDX Party the recipient declared as subscriber, if any.
  subscriber jsonb,
  effective_date date not null,
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DELETED')),
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id),
  foreign key (env_id, consent_id) references fdx.consents (env_id, id)
);
create index notification_subscriptions_client on fdx.notification_subscriptions (env_id, client_id, created_at, id);
create index notification_subscriptions_fanout on fdx.notification_subscriptions (env_id, client_id, notification_type) where status = 'ACTIVE';
select platform.enable_tenant_rls('fdx.notification_subscriptions');

-- The delivery queue: pending → delivered | failed. A failed row with next_attempt_at is
-- retried on the backoff schedule; next_attempt_at null means nothing more will happen.
create table fdx.notifications (
  env_id text not null,
  id uuid not null,
  subscription_id uuid not null,
  client_id text not null,
  -- The vert:fdx:* event this notification was made from (one per event and subscription).
  event_id uuid not null,
  notification_type text not null,
  category text not null,
  -- The FDX Notification entity, posted to the callback as JSON.
  body jsonb not null,
  -- Master key id of the subscription's sealed secret: a worker claims only what it can sign.
  signing_key_id text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0 check (attempts between 0 and 100),
  last_error text check (length(last_error) <= 1024),
  last_response_status integer,
  next_attempt_at timestamptz,
  -- Claimed by a worker until then (no row lock is held across the HTTP call).
  leased_until timestamptz,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id),
  unique (env_id, event_id, subscription_id),
  foreign key (env_id, subscription_id) references fdx.notification_subscriptions (env_id, id),
  check ((status = 'delivered') = (delivered_at is not null)),
  check (status <> 'pending' or next_attempt_at is not null),
  check (status <> 'delivered' or next_attempt_at is null)
);
create index notifications_due on fdx.notifications (signing_key_id, next_attempt_at) where next_attempt_at is not null;
create index notifications_client on fdx.notifications (env_id, client_id, created_at, id);
select platform.enable_tenant_rls('fdx.notifications');
-- The delivery worker claims due rows of every environment, like the outbox relay.
create policy delivery_worker on fdx.notifications to vert_relay using (true) with check (true);
grant select, update on fdx.notifications to vert_relay;

-- Payment-initiation parties: registered by a recipient client for the consent's customer.
create table fdx.payment_initiation_parties (
  env_id text not null,
  id uuid not null,
  client_id text not null check (length(client_id) between 1 and 256),
  customer_id text not null check (length(customer_id) between 1 and 256),
  consent_id uuid not null,
  name text not null check (length(name) between 1 and 140),
  party_type text not null check (party_type in ('INDIVIDUAL', 'BUSINESS')),
  -- The rest of the registered FDX entity (identification, address, contact), as validated.
  details jsonb not null default '{}'::jsonb,
  idempotency_key text check (length(idempotency_key) between 1 and 256),
  request_hash text,
  created_at timestamptz not null default clock_timestamp(),
  primary key (env_id, id),
  foreign key (env_id, consent_id) references fdx.consents (env_id, id),
  check ((idempotency_key is null) = (request_hash is null))
);
create index payment_initiation_parties_owner on fdx.payment_initiation_parties (env_id, client_id, customer_id);
create unique index payment_initiation_parties_idempotency on fdx.payment_initiation_parties (env_id, client_id, idempotency_key)
  where idempotency_key is not null;
select platform.enable_tenant_rls('fdx.payment_initiation_parties');

-- Payment methods a party registered: an account of the consent on a payment network.
create table fdx.pip_payment_methods (
  env_id text not null,
  id uuid not null,
  party_id uuid not null,
  account_id text not null check (length(account_id) between 1 and 256),
  payment_network_type text not null check (payment_network_type in ('US_ACH', 'US_FEDWIRE', 'US_FEDNOW', 'US_RTP', 'US_CHIPS', 'CA_ACSS', 'CA_LVTS')),
  purpose text not null check (purpose in ('DIRECT_DEPOSIT', 'BILL_PAYMENT', 'ACCOUNT_FUNDING')),
  status text not null default 'ACTIVE' check (status in ('ACTIVE', 'DELETED')),
  created_at timestamptz not null default clock_timestamp(),
  deleted_at timestamptz,
  primary key (env_id, id),
  foreign key (env_id, party_id) references fdx.payment_initiation_parties (env_id, id),
  check ((status = 'DELETED') = (deleted_at is not null))
);
-- Registering the same method twice returns the existing registration.
create unique index pip_payment_methods_active on fdx.pip_payment_methods (env_id, party_id, account_id, payment_network_type, purpose)
  where status = 'ACTIVE';
create index pip_payment_methods_party on fdx.pip_payment_methods (env_id, party_id, created_at);
select platform.enable_tenant_rls('fdx.pip_payment_methods');
