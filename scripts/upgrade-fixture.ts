import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { findPgTool, runTool, toolConnection } from '../server/src/db/backup/backup-report';
import { configureLogging } from '../server/src/logger';
import { makeBusinessActivity, servedViews } from '../test/helpers/business-activity';
import { startTestApp } from '../test/helpers/test-app';
import { FIXTURE_ACCOUNTS, fixtureFiles, fixtureView } from '../test/helpers/upgrade-fixture';

/**
 * `npm run fixture:upgrade`: writes test/fixtures/upgrade/release-<today>.sql, the database as
 * this release leaves it (schema, migrations table and a business's worth of data made over the
 * API), and release-<today>.expected.json, what the API served from it. test/server/upgrade.test.ts loads the
 * SQL into a fresh database, runs the then-current migrations and expects the same answers.
 * Run it on each release, once the release's migrations are final, and commit both files.
 * Needs a PostgreSQL server: FIXTURE_DATABASE_URL, else TEST_DATABASE_URL, else the local one.
 */
async function main(): Promise<void> {
  configureLogging({ level: 'warn' });
  const serverUrl = process.env.FIXTURE_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `fixture_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const app = await startTestApp({ DATABASE_URL: url.toString() });
    let expected;
    try {
      const { guest, admin: staff } = await makeBusinessActivity(app, { demoCatalogue: false, ...FIXTURE_ACCOUNTS });
      expected = fixtureView(await servedViews(guest, staff));
    } finally {
      await app.close();
    }
    const { dbname, env } = toolConnection(url.toString());
    const { output } = await runTool(
      findPgTool('pg_dump', process.env.PG_BIN_DIR),
      // Plain SQL with INSERTs, not COPY: any client (the test's pg driver, psql) can load it.
      ['--format=plain', '--no-owner', '--no-privileges', '--column-inserts', '--rows-per-insert=50', '--exclude-table-data=sessions', `--dbname=${dbname}`],
      { env },
    );
    const sql = output
      .split('\n')
      // psql meta-commands of newer pg_dump releases (\restrict): not SQL, and the fixture is loaded as SQL.
      .filter((line) => !line.startsWith('\\'))
      .join('\n');
    const files = fixtureFiles(new Date().toISOString().slice(0, 10));
    const header = [
      `-- The database as the release of ${files.release} leaves it: written by \`npm run fixture:upgrade\` (scripts/upgrade-fixture.ts).`,
      `-- Do not edit by hand. Accounts: ${FIXTURE_ACCOUNTS.guest.email} and ${FIXTURE_ACCOUNTS.admin.email} (staff), password ${FIXTURE_ACCOUNTS.guest.password}.`,
      '',
    ].join('\n');
    fs.mkdirSync(path.dirname(files.sql), { recursive: true });
    fs.writeFileSync(files.sql, header + sql);
    fs.writeFileSync(files.expected, `${JSON.stringify(expected, null, 2)}\n`);
    process.stdout.write(`wrote ${path.relative(process.cwd(), files.sql)} (${fs.statSync(files.sql).size} bytes) and ${path.relative(process.cwd(), files.expected)}\n`);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
