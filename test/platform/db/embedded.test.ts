// The embedded engine under concurrent clients: statements outside transactions from several
// connections must not interleave their extended-protocol messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../src/platform/db/embedded.ts';

describe.runIf(!process.env.DATABASE_URL)('embedded PostgreSQL (PGlite behind pglite-socket)', () => {
  let engine: EmbeddedPostgres;
  beforeAll(async () => {
    engine = await startEmbeddedPostgres('memory://', 8);
  });
  afterAll(() => engine.stop());

  it('keeps parameterised statements of concurrent connections apart', async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, async () => {
      const client = new pg.Client({ connectionString: engine.url });
      await client.connect();
      return client;
    }));
    try {
      // Each query is Parse/Bind/Describe/Execute/Sync with the unnamed statement.
      const results = await Promise.all(
        clients.flatMap((client, c) =>
          // Different text per connection: a Bind that reached another connection's Parse shows.
          Array.from({ length: 40 }, (_, i) => client.query(`select $1::int * 2 as doubled, $2::text as tag, ${c} as conn`, [i, `c${c}`]).then((r) => r.rows[0])),
        ),
      );
      expect(results).toHaveLength(240);
      results.forEach((row, index) => {
        const c = Math.floor(index / 40);
        expect(row).toEqual({ doubled: (index % 40) * 2, tag: `c${c}`, conn: c });
      });
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('keeps serving after a failing statement', async () => {
    const client = new pg.Client({ connectionString: engine.url });
    await client.connect();
    try {
      await expect(client.query('select $1::int', ['not a number'])).rejects.toThrow();
      expect((await client.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    } finally {
      await client.end();
    }
  });
});
