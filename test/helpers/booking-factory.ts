import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { addDays, businessToday } from '../../common/dates';
import { seedCatalogue } from '../../server/src/db/seed/seed';

/** Small factories for basket and checkout tests: villas and extras straight into the tables. */

export interface VillaOptions {
  title?: string;
  price?: number;
  sleeps?: number;
  minNights?: number;
  currency?: string;
  /** The refundable damage deposit, whole units of currency (0: none). */
  damageDeposit?: number;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${(counter += 1)}-${randomBytes(2).toString('hex')}`;

async function ensurePlace(db: DataSource): Promise<void> {
  await seedCatalogue(db);
  await db.query(
    `INSERT INTO countries (slug, name, search_label, image, description) VALUES ('greece', 'Greece', 'Greece', '/images/x.svg', 'Greece')
     ON CONFLICT (slug) DO NOTHING`,
  );
  await db.query(`INSERT INTO destinations (key, name, country_slug) VALUES ('corfu', 'Corfu', 'greece') ON CONFLICT (key) DO NOTHING`);
}

export async function createVilla(db: DataSource, options: VillaOptions = {}): Promise<{ id: string; title: string; price: number; sleeps: number; minNights: number }> {
  await ensurePlace(db);
  const slug = `villa-${unique()}`;
  const title = options.title ?? `Villa ${slug}`;
  const price = options.price ?? 7000;
  const sleeps = options.sleeps ?? 6;
  const minNights = options.minNights ?? 1;
  const [row] = await db.query(
    `INSERT INTO properties (slug, title, location, region, destination_key, price, currency, images, description, long_description,
       amenities, features, layout, nearby_attractions, bedrooms, bathrooms, sleeps, min_nights, translations, damage_deposit)
     VALUES ($1, $2, 'Kassiopi, Corfu', 'Corfu', 'corfu', $3, $4, '["/images/a.svg"]', 'A villa', 'A long description',
       '[]', '[]', '[]', '[]', 3, 2, $5, $6, $7, $8)
     RETURNING id`,
    [slug, title, price, options.currency ?? 'GBP', sleeps, minNights, JSON.stringify({ de: { title: `${title} (DE)` } }), options.damageDeposit ?? 0],
  );
  return { id: row.id, title, price, sleeps, minNights };
}

export async function createExtra(db: DataSource, options: { name?: string; price?: number; category?: string; depositAvailable?: boolean } = {}): Promise<{ id: string; name: string; price: number }> {
  await ensurePlace(db);
  const name = options.name ?? `Extra ${unique()}`;
  const price = options.price ?? 45;
  const [row] = await db.query(
    `INSERT INTO extras (slug, name, description, price, category, deposit_available) VALUES ($1, $2, 'An extra', $3, $4, $5) RETURNING id`,
    [`extra-${unique()}`, name, price, options.category ?? 'car-hire', options.depositAvailable ?? false],
  );
  return { id: row.id, name, price };
}

/** The business day `days` from the business today (London), as the server's date rules count. */
export function inDays(days: number): string {
  return addDays(businessToday(), days);
}

let userCounter = 0;
export function newUser(prefix = 'guest') {
  userCounter += 1;
  return { name: `${prefix} ${userCounter}`, email: `${prefix}.${userCounter}.${randomBytes(3).toString('hex')}@example.com`, password: 'correct-horse-1' };
}

export function checkoutBody(overrides: Record<string, unknown> = {}) {
  return {
    leadGuestName: 'Ada Lovelace',
    leadGuestEmail: 'ada@example.com',
    leadGuestPhone: '+44 20 7946 0000',
    paymentOption: 'full',
    paymentMethod: '4242 4242 4242 4242',
    idempotencyKey: `key-${randomBytes(8).toString('hex')}`,
    ...overrides,
  };
}
