import 'reflect-metadata';
import { loadConfig } from '../../config';
import { log } from '../../logger';
import { entities } from '../../module-list';
import { openDatabase } from '../data-source';
import { seedScale } from './scale';

/** `npm run seed:scale -- --villas N`: the configured database (DATABASE_URL) gets exactly N villas. */
async function main(): Promise<void> {
  const at = process.argv.indexOf('--villas');
  const villas = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  if (!Number.isInteger(villas) || villas < 1) {
    log().fatal('usage: npm run seed:scale -- --villas N (N a whole number from 1)');
    process.exit(2);
  }
  const database = await openDatabase(loadConfig(), { entities });
  try {
    const started = performance.now();
    const result = await seedScale(database.dataSource, villas);
    log().info({ ...result, ms: Math.round(performance.now() - started) }, 'scale seed complete');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'scale seed failed');
  process.exit(1);
});
