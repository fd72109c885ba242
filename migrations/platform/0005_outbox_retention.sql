-- Published outbox rows are kept for a retention period, then deleted by the relay (ADR 0025).
-- The relay finds them by when they were published; unpublished rows are never in this index,
-- so no retention can ever reach an event the bus has not acknowledged.
create or replace function platform.add_outbox_retention(schema_name text) returns void
  language plpgsql
  as $$
begin
  execute format('create index if not exists outbox_published_at on %1$I.outbox (published_at) where published_at is not null', schema_name);
  execute format('grant delete on %1$I.outbox to vert_relay', schema_name);
end
$$;

-- Existing producer schemas (none on a fresh database: platform migrations run first).
do $$
declare
  s text;
begin
  for s in select table_schema from information_schema.tables where table_name = 'outbox' and table_schema <> 'platform' loop
    perform platform.add_outbox_retention(s);
  end loop;
end
$$;

-- Schemas created from now on get it with their producer tables.
alter function platform.create_producer_tables(text) rename to create_producer_tables_without_retention;
create function platform.create_producer_tables(schema_name text) returns void
  language plpgsql
  as $$
begin
  perform platform.create_producer_tables_without_retention(schema_name);
  perform platform.add_outbox_retention(schema_name);
end
$$;
