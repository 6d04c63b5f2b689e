import path from 'node:path';
import { DataSource } from 'typeorm';
import type { Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import { entities } from './entities';
import { migrations } from './migration-list';
import { SqlLogger } from './sql-logger';

export interface Database {
  dataSource: DataSource;
  logger: SqlLogger;
  /** True when the data lives in PGlite rather than a PostgreSQL server. */
  embedded: boolean;
  close(): Promise<void>;
}

export function createDataSource(url: string, options: { poolSize: number; logger: SqlLogger; connectTimeoutMs?: number }): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    // gen_random_uuid() is built in; pgcrypto is available on both PGlite and PostgreSQL.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize: options.poolSize,
    // A request waits at most connectTimeoutMs for a connection, so an outage answers 503 quickly.
    extra: { max: options.poolSize, idleTimeoutMillis: 30_000, ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}) },
    logger: options.logger,
    logging: true,
  });
}

/**
 * Opens the database the config names: DATABASE_URL, or the embedded PGlite under DATA_DIR
 * (in memory when `inMemory` is set, for tests). Pending migrations run before it returns.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'logSql'> & Partial<Pick<Config, 'ops'>>, opts: { inMemory?: boolean } = {}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(opts.inMemory ? undefined : path.join(config.dataDir, 'pgdata'));
    url = embedded.url;
  }
  const logger = new SqlLogger(config.logSql);
  const dataSource = createDataSource(url, { poolSize: embedded ? 1 : 10, logger, connectTimeoutMs: embedded ? undefined : config.ops?.dbConnectTimeoutMs });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    logger,
    embedded: Boolean(embedded),
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
