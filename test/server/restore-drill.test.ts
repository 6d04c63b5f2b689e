import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { backupDatabase } from '../../server/src/db/backup/backup';
import { EXIT_NOT_EMPTY, EXIT_USAGE } from '../../server/src/db/backup/backup-report';
import { restoreDatabase } from '../../server/src/db/backup/restore';
import type { Account } from '../helpers/accounts';
import { makeBusinessActivity, moneyChecksums, rowCounts, servedViews } from '../helpers/business-activity';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { funnelCounts } from '../../server/src/ops/funnel-counts';

/**
 * The restore drill: a database with bookings, orders (one on a deposit), payments, a refund and
 * an enquiry, all made over the API, is backed up, wiped and restored; every table has its rows
 * again, every money table the same checksum, and the app started on the restored database
 * serves the guest's orders and bookings and the staff's lists exactly as before.
 */
const root = path.resolve(__dirname, '../..');
/**
 * Seconds on an idle machine, but the embedded database (PostgreSQL in WebAssembly, opened four
 * times) took 80 s alone on a machine shared by several test runs, so the limit is generous.
 */
const DRILL_TIMEOUT_MS = 300_000;
const exec = promisify(execFile);
let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-drill-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Drill {
  /** Config for the backup and restore commands, as the environment would give it. */
  config: { databaseUrl: string | undefined; dataDir: string; pgBinDir: undefined };
  start(): Promise<TestApp>;
  wipe(): Promise<void>;
}

/** Makes the activity, records what the database holds and serves, and closes the app. */
async function recordBusiness(drill: Drill, whileRunning?: () => Promise<void>) {
  const app = await drill.start();
  try {
    const { guest, admin } = await makeBusinessActivity(app);
    await whileRunning?.();
    // The day's anonymous funnel totals are written now, not at shutdown after the rows were counted.
    await funnelCounts(app.db).flush();
    return { guest, admin, counts: await rowCounts(app), sums: await moneyChecksums(app), views: await servedViews(guest, admin) };
  } finally {
    await app.close();
  }
}

async function expectRestored(drill: Drill, before: Awaited<ReturnType<typeof recordBusiness>>) {
  const app = await drill.start();
  try {
    expect(await rowCounts(app)).toEqual(before.counts);
    expect(await moneyChecksums(app)).toEqual(before.sums);
    // The old sessions came back with the rows; signing in again proves the passwords did too.
    const signIn = async (account: Account) => {
      const agent = app.agent();
      await agent.post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
      return { agent };
    };
    expect(await servedViews(await signIn(before.guest), await signIn(before.admin))).toEqual(before.views);
  } finally {
    await app.close();
  }
}

function expectActivity(counts: Record<string, number>) {
  // The drill means something only if the money tables hold what the activity made.
  expect(counts).toMatchObject({ orders: 2, bookings: 2, enquiries: 1, users: 2, newsletter_subscribers: 1, admin_audit_log: 1 });
  expect(counts.payments).toBeGreaterThanOrEqual(3);
  expect(counts.order_instalments).toBeGreaterThanOrEqual(1);
  expect(counts.properties).toBeGreaterThan(100);
}

describe('restore drill on the PostgreSQL server', () => {
  // CI's server (TEST_DATABASE_URL), else one of the test's own from the machine's PostgreSQL.
  let serverUrl = process.env.TEST_DATABASE_URL;
  let privateServer: PrivatePostgres | undefined;
  const name = `drill_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let databaseUrl: string;
  beforeAll(async () => {
    if (!serverUrl) serverUrl = (privateServer = await startPrivatePostgres()).url;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    privateServer?.destroy();
  });

  it('backs up, wipes, restores every row and money checksum, and serves the restored bookings', async () => {
    const drill: Drill = {
      config: { databaseUrl, dataDir: work, pgBinDir: undefined },
      start: () => startTestApp({ DATABASE_URL: databaseUrl }),
      wipe: async () => {
        await admin(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${name}`);
      },
    };
    const before = await recordBusiness(drill);
    expectActivity(before.counts);

    const file = path.join(work, 'server.dump');
    const lines: string[] = [];
    const backup = await backupDatabase(drill.config, file, (line) => lines.push(line));
    expect(backup.tables).toEqual(Object.entries(before.counts).map(([table, rows]) => ({ table, rows })));
    expect(backup.bytes).toBe(fs.statSync(file).size);
    expect(lines).toContain(`  orders (2 rows)`);

    await drill.wipe();
    const restored = await restoreDatabase(drill.config, file, { force: false }, () => undefined);
    expect(restored.tables).toEqual(backup.tables);
    await expectRestored(drill, before);

    // The command an operator runs refuses to restore over data, and replaces it with --force.
    const refused = await exec(process.execPath, [path.join(root, 'dist/server/src/db/backup/restore-cli.js'), file], { env: { ...process.env, DATABASE_URL: databaseUrl } }).catch((error) => error);
    expect(refused.code).toBe(EXIT_NOT_EMPTY);
    expect(refused.stderr).toMatch(/is not empty \(\d+ tables: .*\)\. Restore into an empty database, or add --force/);
    const forced = await exec(process.execPath, [path.join(root, 'dist/server/src/db/backup/restore-cli.js'), file, '--force'], { env: { ...process.env, DATABASE_URL: databaseUrl } });
    const rows = Object.values(before.counts).reduce((sum, n) => sum + n, 0);
    expect(forced.stdout).toContain(`restore complete\n  file      ${file}\n  database  PostgreSQL server`);
    expect(forced.stdout).toContain(`\n  tables    ${Object.keys(before.counts).length}\n  rows      ${rows.toLocaleString('en-GB')} (most: properties`);
    expect(forced.stdout).toMatch(/\n {2}bytes {5}[\d,]+ \(\d+\.\d MiB\)\n {2}seconds {3}\d+\.\d\n$/);
  }, DRILL_TIMEOUT_MS);
});

describe('restore drill on the embedded database', () => {
  it('backs up, wipes, restores every row and money checksum, and serves the restored bookings', async () => {
    const dataDir = path.join(work, 'embedded');
    const drill: Drill = {
      config: { databaseUrl: undefined, dataDir, pgBinDir: undefined },
      start: () => startTestApp({}, { embeddedDataDir: dataDir }),
      wipe: async () => fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true }),
    };
    const file = path.join(work, 'embedded.tar.gz');
    // A second process opening PGlite's files while the site runs on them would corrupt them.
    const before = await recordBusiness(drill, async () => {
      await expect(backupDatabase(drill.config, file, () => undefined)).rejects.toThrow(/is in use .*stop the site first/);
      expect(fs.existsSync(file)).toBe(false);
    });
    expectActivity(before.counts);

    const backup = await backupDatabase(drill.config, file, () => undefined);
    expect(backup.tables).toEqual(Object.entries(before.counts).map(([table, rows]) => ({ table, rows })));

    await drill.wipe();
    const restored = await restoreDatabase(drill.config, file, { force: false }, () => undefined);
    expect(restored.tables).toEqual(backup.tables);
    await expectRestored(drill, before);
  }, DRILL_TIMEOUT_MS);
});

describe('backup and restore commands', () => {
  it('explain a command line they cannot use, and a missing pg_dump, without touching anything', async () => {
    const usage = await exec(process.execPath, [path.join(root, 'dist/server/src/db/backup/backup-cli.js')], { env: { ...process.env, DATA_DIR: work } }).catch((error) => error);
    expect(usage.code).toBe(EXIT_USAGE);
    expect(usage.stderr).toBe('usage: npm run backup -- --out FILE (for example --out backups/villas-2026-11-26.dump)\n');

    const file = path.join(work, 'never.dump');
    const config = { databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir: work, pgBinDir: path.join(work, 'no-tools') };
    await expect(backupDatabase(config, file, () => undefined)).rejects.toThrow(`pg_dump is not in PG_BIN_DIR (${config.pgBinDir}). Point PG_BIN_DIR at the folder holding the PostgreSQL client tools, or unset it.`);
    expect(fs.existsSync(file)).toBe(false);
  });
});
