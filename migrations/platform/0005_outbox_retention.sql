-- Published outbox rows are kept for a retention period, then deleted by the relay (ADR 0025).
-- The relay finds old rows through a BRIN index on created_at: rows are appended in time order,
-- so the index is a few pages, and keeping it costs the write path next to nothing (a B-tree
-- would add an entry to every insert and every publish mark).
create or replace function platform.add_outbox_retention(schema_name text) returns void
  language plpgsql
  as $$
begin
  execute format('create index if not exists outbox_created_brin on %1$I.outbox using brin (created_at) with (autosummarize = on)', schema_name);
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
