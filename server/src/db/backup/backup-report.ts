import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the backup and restore commands share: where the PostgreSQL client tools are, how a
 * database's tables and rows are counted, how progress and the closing summary are printed,
 * and the errors that end a command with a clear message instead of a stack.
 */

/** An expected failure: the message is for the operator, the exit code for scripts. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Exit code of `npm run restore` when it refuses a database that is not empty. */
export const EXIT_NOT_EMPTY = 3;
/** Exit code for a command line that cannot be understood. */
export const EXIT_USAGE = 2;

export type Progress = (line: string) => void;

export interface TableCount {
  table: string;
  rows: number;
}

export interface Summary {
  file: string;
  target: string;
  tables: TableCount[];
  bytes: number;
  seconds: number;
}

/** Every ordinary table outside PostgreSQL's own schemas, as `schema.table` quoted for SQL. */
export const LIST_TABLES_SQL = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
    -- UNLOGGED tables (the rate-limit counters) hold nothing worth keeping and are not backed up.
    AND c.relpersistence <> 'u'
  ORDER BY 1`;

/** Counts the rows of every table through `query` (one connection, so one snapshot when inside a transaction). */
export async function countRows(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<TableCount[]> {
  const tables = (await query(LIST_TABLES_SQL)).map((row) => String(row.name));
  const counts: TableCount[] = [];
  for (const table of tables) {
    const [row] = await query(`SELECT count(*)::bigint AS n FROM ${table}`);
    counts.push({ table: table.replace(/^public\./, ''), rows: Number(row.n) });
  }
  return counts;
}

export function formatSummary(title: string, summary: Summary): string {
  const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
  const biggest = [...summary.tables]
    .sort((a, b) => b.rows - a.rows)
    .slice(0, 5)
    .map((t) => `${t.table} ${t.rows.toLocaleString('en-GB')}`)
    .join(', ');
  return [
    title,
    `  file      ${summary.file}`,
    `  database  ${summary.target}`,
    `  tables    ${summary.tables.length}`,
    `  rows      ${rows.toLocaleString('en-GB')}${biggest ? ` (most: ${biggest})` : ''}`,
    `  bytes     ${summary.bytes.toLocaleString('en-GB')} (${(summary.bytes / 1024 / 1024).toFixed(1)} MiB)`,
    `  seconds   ${summary.seconds.toFixed(1)}`,
  ].join('\n');
}

/**
 * PGlite keeps a postmaster.pid in its data directory while a process has it open, and a second
 * process opening it would corrupt it. The file stays after a crash, hence the way out in the message.
 */
export function assertEmbeddedNotInUse(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    throw new BackupError(
      `The embedded database at ${dataDir} is in use (${pidFile} exists): stop the site first. ` + 'If nothing runs on it (the site crashed), delete that file and try again.',
    );
  }
}

/** The database a connection string names, without its password, for messages. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL server ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
}

/**
 * The connection string without its password, and the environment that passes the password
 * instead, so it never shows in the process list.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Finds pg_dump or pg_restore: PG_BIN_DIR first, then the newest /usr/lib/postgresql/<n>/bin
 * (Debian, Ubuntu), then PATH and the usual Homebrew and Postgres.app folders.
 */
export function findPgTool(tool: 'pg_dump' | 'pg_restore', binDir: string | undefined): string {
  if (binDir) {
    const file = path.join(binDir, tool);
    if (isExecutable(file)) return file;
    throw new BackupError(`${tool} is not in PG_BIN_DIR (${binDir}). Point PG_BIN_DIR at the folder holding the PostgreSQL client tools, or unset it.`);
  }
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const folders = [
    ...versions.map((v) => path.join(debian, v, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
    '/usr/local/bin',
    '/opt/homebrew/opt/libpq/bin',
    '/usr/local/opt/libpq/bin',
    '/Applications/Postgres.app/Contents/Versions/latest/bin',
  ];
  const found = folders.map((folder) => path.join(folder, tool)).find(isExecutable);
  if (!found) {
    throw new BackupError(
      `${tool} was not found. Install the PostgreSQL client tools of your server's major version or newer ` +
        `(Debian/Ubuntu: apt-get install postgresql-client-15; macOS: brew install libpq), or set PG_BIN_DIR to the folder holding ${tool}.`,
    );
  }
  return found;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The major version a PostgreSQL tool reports (`pg_dump (PostgreSQL) 15.20` → 15). */
export async function toolMajorVersion(file: string): Promise<number> {
  const { output } = await runTool(file, ['--version'], { env: process.env });
  const match = /(\d+)(?:\.\d+)?/.exec(output);
  if (!match) throw new BackupError(`Could not read the version of ${file}: ${output.trim()}`);
  return Number(match[1]);
}

/**
 * Runs a PostgreSQL tool; each stderr line goes to `onLine` as it comes. Rejects with the tool's
 * own error lines (they name the problem: connection refused, permission denied, …).
 */
export function runTool(file: string, args: string[], options: { env: NodeJS.ProcessEnv; onLine?: (line: string) => void }): Promise<{ output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (/error|fatal|warning/i.test(line)) errors += `${line}\n`;
        options.onLine?.(line);
      }
    });
    child.on('error', (error) => reject(new BackupError(`Could not run ${file}: ${error.message}`)));
    child.on('close', (code) => {
      if (pending) errors += /error|fatal/i.test(pending) ? pending : '';
      if (code === 0) resolve({ output });
      else reject(new BackupError(`${path.basename(file)} failed (exit ${code}):\n${errors.trim() || pending.trim() || output.trim()}`));
    });
  });
}
