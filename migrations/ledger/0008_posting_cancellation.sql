-- Cancellation of asynchronous batches (seed 001: instruction processing → cancelled; ADR 0018).
-- A batch that is cancelled before the consumer applied it becomes `cancelled`, a terminal state
-- like accepted and rejected; when and why are kept with it. Row-level security of the table is
-- unchanged (forced, tenant policy from 0002).

alter table ledger.postings
  drop constraint postings_status_check,
  add constraint postings_status_check check (status in ('pending', 'accepted', 'rejected', 'cancelled')),
  add column cancelled_at timestamptz,
  add column cancel_reason text check (length(cancel_reason) between 1 and 500),
  -- Only an asynchronous batch can be cancelled, and only a cancelled one carries the fields.
  add constraint postings_cancelled_is_async check (status <> 'cancelled' or mode = 'async'),
  add constraint postings_cancelled_at check ((status = 'cancelled') = (cancelled_at is not null)),
  add constraint postings_cancel_reason check (cancel_reason is null or status = 'cancelled');

-- Accepted, rejected and cancelled batches never change state; a cancellation's time and reason
-- are written once.
create or replace function ledger.posting_never_regresses() returns trigger language plpgsql as $$
begin
  if old.status in ('accepted', 'rejected', 'cancelled') and new.status is distinct from old.status then
    raise exception 'posting % is % and immutable', old.id, old.status using errcode = 'check_violation';
  end if;
  if old.status = 'cancelled' and (new.cancelled_at, new.cancel_reason) is distinct from (old.cancelled_at, old.cancel_reason) then
    raise exception 'posting % is cancelled and immutable', old.id using errcode = 'check_violation';
  end if;
  return new;
end $$;
