import path from 'node:path';
import { Pool, type PoolConfig } from 'pg';
import { DataSource } from 'typeorm';
import { DB_POOL_SIZE_DEFAULT, type Config } from '../config';
import { log } from '../logger';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import { migrations } from './migration-list';
import { SqlLogger } from './sql-logger';
import { useCustomPlanPool, usePreparedStatements } from './sql';

export interface Database {
  dataSource: DataSource;
  logger: SqlLogger;
  /** True when the data lives in PGlite rather than a PostgreSQL server. */
  embedded: boolean;
  /** Start-up work that several instances must not do at once (see withStartupLock). */
  atStartup<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityClass = Function;

/**
 * A data source over `url` with the entities the entry point hands down (module-list.ts). Without
 * entities it can still run migrations and raw SQL.
 */
export function createDataSource(url: string, options: { poolSize: number; logger: SqlLogger; connectTimeoutMs?: number; entities?: readonly EntityClass[]; embedded?: boolean }): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...(options.entities ?? [])],
    migrations,
    migrationsTableName: 'typeorm_migrations',
    // Each migration commits on its own (also for the TypeORM CLI): a failing one rolls back alone
    // and holds its locks only as long as it runs, not until every pending migration is done.
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built in; pgcrypto is available on both PGlite and PostgreSQL.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    poolSize: options.poolSize,
    // The embedded database has no JIT to turn off.
    extra: poolSettings(options.poolSize, options.connectTimeoutMs, options.embedded ? undefined : SERVER_SETTINGS),
    logger: options.logger,
    logging: true,
  });
}

/**
 * No JIT on a PostgreSQL server: the flexible search's day series makes the planner's cost
 * estimate huge, and compiling the plan took seconds for a query that runs in milliseconds.
 */
const SERVER_SETTINGS = '-c jit=off';

/**
 * A pg pool's settings: `size` connections, closed after 30 s idle; a request waits at most
 * `connectTimeoutMs` for one, so an outage answers 503 quickly; `settings` for each session.
 */
function poolSettings(size: number, connectTimeoutMs: number | undefined, settings: string | undefined): PoolConfig {
  return {
    max: size,
    idleTimeoutMillis: 30_000,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    ...(settings ? { options: settings } : {}),
  };
}

/**
 * Opens the database the config names: DATABASE_URL, or the embedded PGlite under DATA_DIR
 * (in memory when `inMemory` is set, for tests, then started as a copy of `startFrom` when given),
 * with the modules' entities. Pending migrations run before it returns.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'logSql'> & Partial<Pick<Config, 'ops'>>,
  opts: { entities: readonly EntityClass[]; inMemory?: boolean; startFrom?: Blob },
): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(opts.inMemory ? undefined : path.join(config.dataDir, 'pgdata'), opts.inMemory ? opts.startFrom : undefined);
    url = embedded.url;
  }
  const logger = new SqlLogger(config.logSql);
  const dataSource = createDataSource(url, {
    poolSize: embedded ? 1 : (config.ops?.dbPoolSize ?? DB_POOL_SIZE_DEFAULT),
    logger,
    connectTimeoutMs: embedded ? undefined : config.ops?.dbConnectTimeoutMs,
    entities: opts.entities,
    embedded: Boolean(embedded),
  });
  const customPlans = embedded ? undefined : customPlanPool(url, dataSource, config.ops?.dbPoolSize ?? DB_POOL_SIZE_DEFAULT, config.ops?.dbConnectTimeoutMs);
  if (!embedded) usePreparedStatements(dataSource);
  try {
    await dataSource.initialize();
    // The embedded database serves one process over one connection: nothing to take turns with.
    const migrate = () => dataSource.runMigrations({ transaction: 'each' });
    await (embedded ? migrate() : withStartupLock(dataSource, migrate));
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await customPlans?.end();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    logger,
    embedded: Boolean(embedded),
    atStartup: (work) => (embedded ? work() : withStartupLock(dataSource, work)),
    async close() {
      await dataSource.destroy();
      await customPlans?.end();
      await embedded?.stop();
    },
  };
}

/**
 * The connections for statements planned for their values on every run (useCustomPlanPool in
 * sql.ts): as many as the main pool's, with its settings, opened only when used.
 */
function customPlanPool(url: string, dataSource: DataSource, size: number, connectTimeoutMs: number | undefined): Pool {
  const pool = new Pool({ connectionString: url, ...poolSettings(size, connectTimeoutMs, `${SERVER_SETTINGS} -c plan_cache_mode=force_custom_plan`) });
  // An idle connection the server drops is replaced on the next query; it must not end the process.
  pool.on('error', (error) => log().warn({ err: error }, 'custom-plan connection lost'));
  useCustomPlanPool(dataSource, pool);
  return pool;
}

/** Any fixed number: the advisory lock that serialises the start-up of several instances. */
const STARTUP_LOCK = 7_341_502;

/**
 * Runs start-up work (migrations, seeding, the admin account) while holding a PostgreSQL
 * advisory lock, so instances starting together take turns instead of racing to create the same
 * tables or rows. The lock is held on one connection and released however the work ends.
 */
export async function withStartupLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await runner.release();
  }
}
