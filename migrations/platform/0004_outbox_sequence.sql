-- Outbox rows get a total order: an identity sequence. Timestamps can tie (several events of one
-- transaction inside one clock tick), and a tie broken by a random id would reorder events.
create or replace function platform.add_outbox_sequence(schema_name text) returns void
  language plpgsql
  as $$
begin
  execute format('alter table %1$I.outbox add column if not exists seq bigint generated always as identity', schema_name);
  execute format('create index if not exists outbox_unpublished_seq on %1$I.outbox (seq) where published_at is null', schema_name);
  execute format('drop index if exists %1$I.outbox_unpublished', schema_name);
end
$$;

-- Existing producer schemas (none on a fresh database: platform migrations run first).
do $$
declare
  s text;
begin
  for s in select table_schema from information_schema.tables where table_name = 'outbox' and table_schema <> 'platform' loop
    perform platform.add_outbox_sequence(s);
  end loop;
end
$$;

-- Schemas created from now on get it with their producer tables.
alter function platform.create_producer_tables(text) rename to create_producer_tables_without_sequence;
create function platform.create_producer_tables(schema_name text) returns void
  language plpgsql
  as $$
begin
  perform platform.create_producer_tables_without_sequence(schema_name);
  perform platform.add_outbox_sequence(schema_name);
end
$$;
