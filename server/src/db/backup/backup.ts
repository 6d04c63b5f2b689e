import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Config } from '../../config';
import { openPglite } from '../embedded';
import { assertEmbeddedNotInUse, BackupError, countRows, describeUrl, findPgTool, runTool, toolConnection, toolMajorVersion, type Progress, type Summary } from './backup-report';

/**
 * `npm run backup -- --out FILE`: a consistent copy of the configured database.
 *
 * PostgreSQL server (DATABASE_URL): pg_dump in its custom format (compressed, restorable table
 * by table with pg_restore). The rows are counted in a transaction whose snapshot pg_dump then
 * uses (`--snapshot`), so the summary describes exactly the data in the file, however busy the
 * site is while the dump runs.
 *
 * Embedded PGlite (no DATABASE_URL): PGlite's own dump of its data directory (a gzipped tar).
 * PGlite serves one process, so the site must be stopped while it is backed up.
 */
export async function backupDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgBinDir'>, outFile: string, progress: Progress): Promise<Summary> {
  const started = performance.now();
  const file = path.resolve(outFile);
  if (!fs.existsSync(path.dirname(file))) throw new BackupError(`The folder for ${file} does not exist.`);
  // Written next to the target and renamed at the end: a failed run never leaves half a backup under the name.
  const partial = `${file}.partial`;
  try {
    const result = config.databaseUrl ? await dumpServer(config.databaseUrl, config.pgBinDir, partial, progress) : await dumpEmbedded(embeddedDir(config.dataDir), partial, progress);
    fs.renameSync(partial, file);
    return { ...result, file, bytes: fs.statSync(file).size, seconds: (performance.now() - started) / 1000 };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export const embeddedDir = (dataDir: string) => path.join(dataDir, 'pgdata');

async function dumpServer(url: string, binDir: string | undefined, file: string, progress: Progress) {
  const pgDump = findPgTool('pg_dump', binDir);
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to ${describeUrl(url)}: ${(error as Error).message}`);
  }
  try {
    const serverMajor = Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000;
    const toolMajor = await toolMajorVersion(pgDump);
    if (toolMajor < Math.floor(serverMajor)) {
      throw new BackupError(`${pgDump} is version ${toolMajor}, older than the server (${Math.floor(serverMajor)}); pg_dump must be the server's version or newer. Set PG_BIN_DIR.`);
    }
    progress(`backing up ${describeUrl(url)} with ${pgDump}`);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = String((await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id);
    const tables = await countRows(async (sql) => (await client.query(sql)).rows);
    const counts = new Map(tables.map((t) => [t.table, t.rows]));
    progress(`${tables.length} tables, ${[...counts.values()].reduce((a, b) => a + b, 0).toLocaleString('en-GB')} rows in snapshot ${snapshot}`);
    const { dbname, env } = toolConnection(url);
    await runTool(pgDump, ['--format=custom', '--no-owner', '--no-privileges', '--no-unlogged-table-data', '--verbose', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], {
      env,
      onLine: (line) => {
        const table = /dumping contents of table "(?:public\.)?([^"]+)"/.exec(line)?.[1];
        if (table) progress(`  ${table} (${(counts.get(table) ?? 0).toLocaleString('en-GB')} rows)`);
      },
    });
    await client.query('COMMIT');
    return { target: describeUrl(url), tables };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dumpEmbedded(dataDir: string, file: string, progress: Progress) {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database at ${dataDir} (set DATA_DIR, or DATABASE_URL for a PostgreSQL server).`);
  assertEmbeddedNotInUse(dataDir);
  progress(`backing up the embedded database at ${dataDir}`);
  const db = await openPglite(dataDir);
  try {
    const tables = await countRows(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
    progress(`${tables.length} tables, ${tables.reduce((a, t) => a + t.rows, 0).toLocaleString('en-GB')} rows`);
    progress('  dumping the data directory');
    const dump = await db.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { target: `embedded PGlite at ${dataDir}`, tables };
  } finally {
    await db.close();
  }
}
