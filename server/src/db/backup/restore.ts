import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Config } from '../../config';
import { openPglite } from '../embedded';
import { embeddedDir } from './backup';
import { assertEmbeddedNotInUse, BackupError, countRows, describeUrl, EXIT_NOT_EMPTY, findPgTool, LIST_TABLES_SQL, runTool, toolConnection, type Progress, type Summary } from './backup-report';

/**
 * `npm run restore -- FILE [--force]`: loads a backup of `npm run backup` into the configured
 * database, which must be empty; `--force` first removes everything in it. The kind of backup is
 * read from the file itself: a pg_dump custom archive for a PostgreSQL server, a PGlite
 * data-directory dump for the embedded database. The site must be stopped while it runs.
 */
export async function restoreDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgBinDir'>, backupFile: string, options: { force: boolean }, progress: Progress): Promise<Summary> {
  const started = performance.now();
  const file = path.resolve(backupFile);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`There is no backup file at ${file}.`);
  const kind = backupKind(file);
  if (kind === 'unknown') throw new BackupError(`${file} is not a backup made by "npm run backup" (neither a pg_dump custom archive nor a PGlite data-directory dump).`);
  if (config.databaseUrl && kind === 'embedded') {
    throw new BackupError(`${file} is a backup of the embedded database, but DATABASE_URL names a PostgreSQL server. Unset DATABASE_URL to restore it into DATA_DIR.`);
  }
  if (!config.databaseUrl && kind === 'server') {
    throw new BackupError(`${file} is a PostgreSQL server backup (pg_dump), but DATABASE_URL is unset, which means the embedded database. Set DATABASE_URL to the server to restore into.`);
  }
  const result = config.databaseUrl ? await restoreServer(config.databaseUrl, config.pgBinDir, file, options.force, progress) : await restoreEmbedded(embeddedDir(config.dataDir), file, options.force, progress);
  return { ...result, file, bytes: fs.statSync(file).size, seconds: (performance.now() - started) / 1000 };
}

/** pg_dump's custom archives start with "PGDMP"; PGlite's dumps are (gzipped) tar files. */
function backupKind(file: string): 'server' | 'embedded' | 'unknown' {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(512);
  const read = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'server';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (read >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'embedded';
  return 'unknown';
}

const notEmpty = (target: string, tables: string[]) =>
  new BackupError(
    `${target} is not empty (${tables.length} tables: ${tables.slice(0, 4).join(', ')}${tables.length > 4 ? ', …' : ''}). ` +
      'Restore into an empty database, or add --force to delete everything in it first.',
    EXIT_NOT_EMPTY,
  );

async function restoreServer(url: string, binDir: string | undefined, file: string, force: boolean, progress: Progress) {
  const pgRestore = findPgTool('pg_restore', binDir);
  const target = describeUrl(url);
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to ${target}: ${(error as Error).message}`);
  }
  try {
    const existing = (await client.query(LIST_TABLES_SQL)).rows.map((row) => String(row.name).replace(/^public\./, ''));
    if (existing.length > 0 && !force) throw notEmpty(target, existing);
    if (existing.length > 0) {
      progress(`--force: deleting everything in ${target} (${existing.length} tables)`);
      const schemas = (await client.query(`SELECT nspname FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`)).rows;
      await client.query('BEGIN');
      for (const { nspname } of schemas) await client.query(`DROP SCHEMA ${client.escapeIdentifier(String(nspname))} CASCADE`);
      await client.query('CREATE SCHEMA public');
      await client.query('COMMIT');
    }
    progress(`restoring ${path.basename(file)} into ${target} with ${pgRestore}`);
    const { dbname, env } = toolConnection(url);
    // One transaction: a restore that fails part-way leaves the database as empty as it found it.
    await runTool(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--verbose', `--dbname=${dbname}`, file], {
      env,
      onLine: (line) => {
        const table = /processing data for table "(?:public\.)?([^"]+)"/.exec(line)?.[1];
        if (table) progress(`  ${table}`);
      },
    });
    // pg_restore brings no planner statistics: without them the first queries would plan blind.
    progress('  analyze (planner statistics)');
    await client.query('ANALYZE');
    const tables = await countRows(async (sql) => (await client.query(sql)).rows);
    return { target, tables };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function restoreEmbedded(dataDir: string, file: string, force: boolean, progress: Progress) {
  const target = `embedded PGlite at ${dataDir}`;
  let aside: string | undefined;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    assertEmbeddedNotInUse(dataDir);
    const existing = await listEmbeddedTables(dataDir);
    if (existing.length > 0 && !force) throw notEmpty(target, existing);
    if (existing.length > 0) progress(`--force: replacing ${target} (${existing.length} tables)`);
    // Kept until the restore has succeeded, and put back if it fails.
    aside = `${dataDir}.before-restore-${Date.now()}`;
    fs.renameSync(dataDir, aside);
  }
  try {
    progress(`restoring ${path.basename(file)} into ${target}`);
    const data = fs.readFileSync(file);
    const gzipped = data[0] === 0x1f && data[1] === 0x8b;
    const db = await openPglite(dataDir, new Blob([data], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' }));
    try {
      const tables = await countRows(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
      if (aside) fs.rmSync(aside, { recursive: true, force: true });
      return { target, tables };
    } finally {
      await db.close();
    }
  } catch (error) {
    if (aside) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.renameSync(aside, dataDir);
    }
    throw error;
  }
}

async function listEmbeddedTables(dataDir: string): Promise<string[]> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`${dataDir} holds files but no database. Point DATA_DIR at an empty folder (or the database to replace with --force).`, EXIT_NOT_EMPTY);
  }
  const db = await openPglite(dataDir);
  try {
    return (await db.query<{ name: string }>(LIST_TABLES_SQL)).rows.map((row) => row.name.replace(/^public\./, ''));
  } finally {
    await db.close();
  }
}
