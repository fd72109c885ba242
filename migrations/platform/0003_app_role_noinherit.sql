-- vert_app is a member of vert_relay so the relay can switch to it, but it must not inherit the
-- relay's privileges: RLS policies `TO vert_relay` would otherwise apply to every application
-- transaction and expose other tenants' outbox rows. Without inheritance, vert_app gains them
-- only inside a transaction that explicitly sets the role (db.asRelay).
-- PostgreSQL 16+ decides inheritance per grant; earlier versions by the role attribute.
do $$
begin
  if (select rolsuper or rolcreaterole from pg_roles where rolname = current_user) then
    alter role vert_app noinherit;
    if current_setting('server_version_num')::int >= 160000 then
      execute 'grant vert_relay to vert_app with inherit false';
    end if;
  end if;
  if pg_has_role('vert_app', 'vert_relay', 'USAGE') then
    raise exception 'vert_app must not inherit vert_relay: run "alter role vert_app noinherit" (PostgreSQL 16+: "grant vert_relay to vert_app with inherit false") as a superuser';
  end if;
end
$$;
