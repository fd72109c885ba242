// Embedded PostgreSQL: PGlite (Postgres compiled to WASM) behind pglite-socket, so slonik
// speaks the ordinary wire protocol and the same migrations and queries run as in production.
// The socket multiplexer keeps one client's transaction exclusive until it ends, and (with
// pglite-queue.ts) one client's extended-protocol sequence until its Sync.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { makeQueueSequenceSafe } from './pglite-queue.ts';

export interface EmbeddedPostgres {
  /** Connection URL for both migrations and services (PGlite has a single user). */
  url: string;
  stop(): Promise<void>;
}

/** `dataDir` of `memory://` keeps nothing on disk (tests). */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  makeQueueSequenceSafe(server);
  await server.start();
  const address = server.getServerConn(); // "127.0.0.1:<port>"
  return {
    url: `postgres://postgres@${address}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
