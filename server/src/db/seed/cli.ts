import 'reflect-metadata';
import { loadConfig } from '../../config';
import { log } from '../../logger';
import { entities } from '../../module-list';
import { openDatabase } from '../data-source';
import { seedCatalogue } from './seed';

/** `npm run seed`: upserts the demo catalogue into the configured database. */
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig(), { entities });
  try {
    await seedCatalogue(database.dataSource);
    log().info('seed complete');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'seed failed');
  process.exit(1);
});
