import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDataSource } from '../../server/src/db/data-source';
import { startEmbeddedPostgres } from '../../server/src/db/embedded';
import { SqlLogger } from '../../server/src/db/sql-logger';

/** Where the migrated template lives while a run lasts; each test file's embedded database starts as a copy. */
export const TEMPLATE_VARIABLE = 'TEST_EMBEDDED_TEMPLATE';

/**
 * Jest's global set-up for the server tests on the embedded database: creates and migrates one
 * PGlite database and writes it to a file, so each test file copies it instead of creating an
 * empty database and running every migration again. Against a PostgreSQL server
 * (TEST_DATABASE_URL) each test file creates its own database as before.
 */
export default async function createEmbeddedTemplate(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const embedded = await startEmbeddedPostgres(undefined);
  try {
    const dataSource = createDataSource(embedded.url, { poolSize: 1, logger: new SqlLogger(false), embedded: true });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
    const file = path.join(os.tmpdir(), `villa-test-template-${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await embedded.snapshot()).arrayBuffer()));
    // Set before jest starts its workers, which inherit the environment.
    process.env[TEMPLATE_VARIABLE] = file;
  } finally {
    await embedded.stop();
  }
}

let template: Blob | undefined;

/** The migrated template of this run, read once per worker; undefined when there is none. */
export function embeddedTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_VARIABLE];
  if (!file || !fs.existsSync(file)) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}
