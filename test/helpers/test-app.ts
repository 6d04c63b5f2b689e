import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Express } from 'express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/data-source';
import type { SqlLogger } from '../../server/src/db/sql-logger';
import { installMessages } from '../../server/src/i18n/messages';
import { entities, modules } from '../../server/src/module-list';
import { embeddedTemplate } from './embedded-template';

export interface TestApp {
  config: Config;
  db: DataSource;
  sql: SqlLogger;
  http: ReturnType<typeof request>;
  /** The Express app itself, for a caller that listens on a real port (the checkout benchmark). */
  express: Express;
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

/**
 * Every test file signs up and signs in many times from one address; the tests of a limit set
 * it low. Enquiry and newsletter limits keep their defaults, which their tests assert.
 */
export const GENEROUS_LIMITS = {
  RATE_LIMIT_LOGIN: '1000/15m',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '1000/15m',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000/1h',
  RATE_LIMIT_REGISTER: '1000/1h',
  RATE_LIMIT_PASSWORD_RESET: '1000/1h',
  RATE_LIMIT_PASSWORD_CHANGE: '1000/15m',
  RATE_LIMIT_GRAPHQL_PER_TOKEN: '100000/1m',
  RATE_LIMIT_GRAPHQL_PER_ADDRESS: '100000/1m',
};

/**
 * A test waits for a database connection as long as it takes. Production answers 503 after
 * 1.5 s (an outage should fail fast), but on a busy CI machine the first connection to a database
 * created a moment before can take longer, and the test file then failed before its first test.
 * The tests of that 503 (outage.test.ts) set DB_CONNECT_TIMEOUT themselves.
 */
const PATIENT_CONNECTIONS = { DB_CONNECT_TIMEOUT: '30s' };

/**
 * A fresh database for one test file: a new database on the server named by
 * TEST_DATABASE_URL (as CI does), or an in-memory PGlite otherwise, unless `env` names a
 * DATABASE_URL of its own, or `options.embeddedDataDir` asks for the embedded PGlite kept on
 * disk under that DATA_DIR (as `npm start` without DATABASE_URL). Migrations run (the in-memory
 * database starts as a copy of the run's migrated template when there is one); no seed.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { embeddedDataDir?: string } = {}): Promise<TestApp> {
  const serverUrl = options.embeddedDataDir ? undefined : process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl && !env.DATABASE_URL) {
    const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const onDisk = options.embeddedDataDir ? { DATA_DIR: options.embeddedDataDir } : {};
  const config = loadConfig({ NODE_ENV: 'test', SEED_ON_START: 'false', ...GENEROUS_LIMITS, ...PATIENT_CONNECTIONS, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env, ...onDisk });
  installMessages(modules);
  const database = await openDatabase(config, { entities, inMemory: !options.embeddedDataDir, startFrom: embeddedTemplate() });
  const { app, stop } = await createApp({ config, db: database.dataSource }, modules);
  const http = request(app);
  return {
    config,
    db: database.dataSource,
    sql: database.logger,
    http,
    express: app,
    agent: () => request.agent(app),
    async graphql(query, variables, headers = {}) {
      const res = await request(app).post('/graphql').set('Content-Type', 'application/json').set(headers).send({ query, variables });
      return { status: res.status, data: res.body.data, errors: res.body.errors };
    },
    async close() {
      await stop();
      await database.close();
      await dropDatabase?.();
    },
  };
}
