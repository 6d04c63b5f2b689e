import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { createDataSource } from '../../server/src/db/data-source';
import { migrations } from '../../server/src/db/migration-list';
import { SqlLogger } from '../../server/src/db/sql-logger';
import { rowCounts, servedViews } from '../helpers/business-activity';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { FIXTURE_ACCOUNTS, fixtureFiles, fixtureReleases, fixtureView } from '../helpers/upgrade-fixture';

/**
 * Safe upgrades: the database as an earlier release left it (test/fixtures/upgrade, written by
 * `npm run fixture:upgrade`) takes the current migrations and keeps every row, and the API
 * serves its orders, payment schedules, bookings and payments as that release did.
 */
// CI's server (TEST_DATABASE_URL), else one of the test's own from the machine's PostgreSQL.
let serverUrl = process.env.TEST_DATABASE_URL;
let privateServer: PrivatePostgres | undefined;
beforeAll(async () => {
  if (!serverUrl) serverUrl = (privateServer = await startPrivatePostgres()).url;
});
afterAll(() => privateServer?.destroy());

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('migrations', () => {
  it('run one transaction each, so a failing one rolls back alone and none holds its locks for the others', () => {
    const dataSource = createDataSource('postgres://unused@127.0.0.1/none', { poolSize: 1, logger: new SqlLogger(false) });
    expect(dataSource.options.migrationsTransactionMode).toBe('each');
    // `transaction = false` would take a migration out of its transaction (TypeORM's escape hatch).
    const outside = migrations.filter((Migration) => (new Migration() as { transaction?: boolean }).transaction === false).map((Migration) => Migration.name);
    expect(outside).toEqual([]);
  });
});

describe.each(fixtureReleases())('upgrading the database of release %s', (release) => {
  const files = fixtureFiles(release);
  const name = `upgrade_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let databaseUrl: string;
  let before: Record<string, number>;
  let app: TestApp;

  beforeAll(async () => {
    await withClient(serverUrl!, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await withClient(databaseUrl, (client) => client.query(fs.readFileSync(files.sql, 'utf8')));
    before = await withClient(databaseUrl, (client) => rowCounts({ db: { query: async (sql) => (await client.query(sql)).rows } }));
    // Starting the app runs the pending migrations, as a deployment does.
    app = await startTestApp({ DATABASE_URL: databaseUrl });
  });
  afterAll(async () => {
    await app?.close();
    if (serverUrl) await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('takes every current migration and keeps every row of every table', async () => {
    const applied = (await app.db.query('SELECT name FROM typeorm_migrations')).map((row: { name: string }) => row.name);
    expect(applied).toEqual(expect.arrayContaining(migrations.map((Migration) => Migration.name)));
    expect(before).toMatchObject({ users: 2, orders: 2, bookings: 2, newsletter_subscribers: 1, admin_audit_log: 1, enquiries: 1 });
    const after = await rowCounts(app);
    // The migrations table gains the release's new migrations; the rate-limit counters became
    // UNLOGGED (disposable, not counted or backed up). Every other table keeps every row.
    const kept = Object.keys(before).filter((table) => table !== 'typeorm_migrations' && table !== 'rate_limits');
    expect(Object.fromEntries(kept.map((table) => [table, after[table]]))).toEqual(Object.fromEntries(kept.map((table) => [table, before[table]])));
    expect(after.typeorm_migrations).toBe(migrations.length);
  });

  it("serves the fixture's orders, payment schedules, bookings and payments as its release did", async () => {
    const signIn = async ({ email, password }: { email: string; password: string }) => {
      const agent = app.agent();
      await agent.post('/api/auth/login').send({ email, password }).expect(200);
      return { agent };
    };
    const views = fixtureView(await servedViews(await signIn(FIXTURE_ACCOUNTS.guest), await signIn(FIXTURE_ACCOUNTS.admin)));
    // New fields may appear; none may go or change.
    expect(views).toMatchObject(JSON.parse(fs.readFileSync(files.expected, 'utf8')));
    expect(views.orders.map((order: { paymentOption: string }) => order.paymentOption).sort()).toEqual(['deposit', 'full']);
    expect(views.adminPayments.map((payment: { kind: string }) => payment.kind).sort()).toEqual(['charge', 'charge', 'refund']);
  });
});
