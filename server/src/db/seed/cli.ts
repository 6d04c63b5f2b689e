import 'reflect-metadata';
import { loadConfig } from '../../config';
import { openDatabase } from '../data-source';
import { seedCatalogue } from './seed';

/** `npm run seed`: upserts the demo catalogue into the configured database. */
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    await seedCatalogue(database.dataSource);
    console.log('Seed complete.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
