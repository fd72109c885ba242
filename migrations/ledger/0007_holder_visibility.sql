-- Holder-scoped visibility (seed 001: "applies to accounts, flags, restriction sets"). When the
-- request's principal is a customer (a user whose id a ledger customer carries as
-- platform_auth_user_id), the request sets `app.holder_id` to that customer's id and this
-- restrictive policy hides every account the customer does not hold, on top of the tenant
-- policy. Staff, services and unlinked users leave the setting empty and see the environment.
-- Balances, transactions, statements, attributes and devices are reached only through their
-- account (the handlers resolve the account first), so hiding the account hides them.

create or replace function ledger.current_holder_id() returns uuid
  language sql stable
  as $$ select nullif(current_setting('app.holder_id', true), '')::uuid $$;

create policy holder_visibility on ledger.accounts as restrictive to vert_app
  using (ledger.current_holder_id() is null or customer_id = ledger.current_holder_id());
