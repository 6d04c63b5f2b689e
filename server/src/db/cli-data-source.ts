import 'reflect-metadata';
import { loadConfig } from '../config';
import { entities } from '../module-list';
import { createDataSource } from './data-source';
import { SqlLogger } from './sql-logger';

/**
 * For the TypeORM CLI (`npm run migration:generate -- server/src/db/migrations/Name`):
 * needs DATABASE_URL pointing at a PostgreSQL server whose schema is up to date. The entities
 * come from the module list, which only entry points like this one import.
 */
const { databaseUrl } = loadConfig();
if (!databaseUrl) throw new Error('Set DATABASE_URL to generate or run migrations with the TypeORM CLI.');
export default createDataSource(databaseUrl, { poolSize: 1, logger: new SqlLogger(false), entities });
