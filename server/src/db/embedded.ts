import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A connection string the ordinary `pg` driver uses, exactly as for a real server. */
  url: string;
  /** The whole database as one archive, for `startFrom` (PGlite's `dumpDataDir`, uncompressed). */
  snapshot(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) behind a loopback socket.
 * `dataDir` undefined keeps the database in memory (tests); otherwise it persists there.
 * `startFrom`, a `dumpDataDir` archive, starts it as a copy of that database instead of an empty
 * one (tests copy one migrated database rather than creating and migrating their own).
 * PGlite serves one connection at a time, so callers must use a pool of one.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, startFrom?: Blob): Promise<EmbeddedPostgres> {
  const db = await openPglite(dataDir, startFrom);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    snapshot: async () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/**
 * PGlite itself with the extensions the migrations use, without a socket: for the backup and
 * restore commands, which read or write the data directory directly (`loadDataDir`: a dump from
 * `dumpDataDir` to unpack into an empty `dataDir`).
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir, loadDataDir, extensions: { btree_gist, pg_trgm, pgcrypto } });
}
