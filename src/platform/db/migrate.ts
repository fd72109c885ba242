// Applies migrations/<schema>/NNNN_name.sql in order (platform first), each in its own
// transaction, recording a checksum so an edited, already-applied migration is detected.
// Uses a plain pg client: migration scripts are multi-statement, which slonik refuses.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export interface Migration {
  schema: string;
  version: string;
  name: string;
  checksum: string;
  body: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;
/** Serialises concurrent runners (parallel test workers, several service processes). */
const MIGRATION_LOCK_KEY = 727_400_001;

export function loadMigrations(root: string): Migration[] {
  if (!existsSync(root)) return [];
  const schemas = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort((a, b) => (a === 'platform' ? -1 : b === 'platform' ? 1 : a.localeCompare(b)));
  return schemas.flatMap((schema) =>
    readdirSync(join(root, schema))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((file) => {
        const match = FILE_PATTERN.exec(file);
        if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${schema}/${file}`);
        const body = readFileSync(join(root, schema, file), 'utf8');
        return {
          schema,
          version: match[1]!,
          name: match[2]!,
          checksum: createHash('sha256').update(body).digest('hex'),
          body,
        };
      }),
  );
}

/** Returns the migrations applied by this call. */
export async function migrate(url: string, root = join(process.cwd(), 'migrations')): Promise<Migration[]> {
  const migrations = loadMigrations(root);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`
      create table if not exists public.vert_schema_migrations (
        schema text not null,
        version text not null,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now(),
        primary key (schema, version)
      )`);
    const applied = await client.query<{ key: string; checksum: string }>(
      `select schema || '/' || version as key, checksum from public.vert_schema_migrations`,
    );
    const byKey = new Map(applied.rows.map((row) => [row.key, row.checksum]));
    const done: Migration[] = [];
    for (const migration of migrations) {
      const key = `${migration.schema}/${migration.version}`;
      const checksum = byKey.get(key);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${key}_${migration.name} was edited after it was applied; add a new migration instead`);
        }
        continue;
      }
      const schema = client.escapeIdentifier(migration.schema);
      try {
        await client.query('begin');
        await client.query(`create schema if not exists ${schema}`);
        await client.query(migration.body);
        await client.query(`grant usage on schema ${schema} to vert_app, vert_relay`);
        await client.query(
          'insert into public.vert_schema_migrations (schema, version, name, checksum) values ($1, $2, $3, $4)',
          [migration.schema, migration.version, migration.name, migration.checksum],
        );
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${key}_${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      done.push(migration);
    }
    return done;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
