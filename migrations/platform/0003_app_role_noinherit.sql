-- vert_app is a member of vert_relay so the relay can switch to it, but it must not inherit the
-- relay's privileges: RLS policies `TO vert_relay` would otherwise apply to every application
-- transaction and expose other tenants' outbox rows. With NOINHERIT, vert_app gains them only
-- inside a transaction that explicitly sets the role (db.asRelay).
do $$
begin
  if (select rolsuper or rolcreaterole from pg_roles where rolname = current_user) then
    alter role vert_app noinherit;
  end if;
  if (select rolinherit from pg_roles where rolname = 'vert_app') then
    raise exception 'role vert_app must be NOINHERIT: run "alter role vert_app noinherit" as a superuser';
  end if;
end
$$;
