import type { DataSource } from 'typeorm';
import { Currency } from '../../modules/currencies/currency.entity';
import { currencies } from './currencies.data';

/**
 * Loads the demo catalogue. Idempotent: every row is upserted by its natural key, so running
 * it again changes nothing and never duplicates.
 */
export async function seedCatalogue(db: DataSource): Promise<void> {
  await db.transaction(async (manager) => {
    await manager.getRepository(Currency).upsert(currencies, ['code']);
  });
}

/** At start: seed only an empty catalogue, so staff edits are never overwritten. */
export async function seedIfEmpty(db: DataSource): Promise<boolean> {
  const count = await db.getRepository(Currency).count();
  if (count > 0) return false;
  await seedCatalogue(db);
  return true;
}
