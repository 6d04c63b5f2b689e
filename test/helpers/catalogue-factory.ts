import type { DataSource, DeepPartial, EntityTarget, ObjectLiteral } from 'typeorm';
import { Currency } from '../../server/src/modules/currencies/currency.entity';
import { Country } from '../../server/src/modules/destinations/country.entity';
import { Destination } from '../../server/src/modules/destinations/destination.entity';
import { Property } from '../../server/src/modules/properties/property.entity';

/**
 * Small builders for catalogue rows, so each test makes exactly the villas its rule needs
 * (independent of the demo seed). Unset fields get plain, valid defaults.
 */
let sequence = 0;
const next = () => (sequence += 1);

export async function insertRows<E extends ObjectLiteral>(db: DataSource, entity: EntityTarget<E>, rows: DeepPartial<E>[]): Promise<E[]> {
  const repo = db.getRepository(entity);
  return repo.save(rows.map((row) => repo.create(row)));
}

/** GBP, the currency every villa and extra refers to. */
export async function ensureCurrency(db: DataSource): Promise<void> {
  await db.getRepository(Currency).upsert([{ code: 'GBP', symbol: '£', exchangeRate: 1, sortOrder: 0 }], ['code']);
}

export async function makeCountry(db: DataSource, fields: Partial<Country> & Pick<Country, 'slug' | 'name'>): Promise<Country> {
  const [country] = await insertRows<Country>(db, Country, [
    { searchLabel: fields.name, image: `/images/${fields.slug}.jpg`, description: `${fields.name} holidays`, isCard: false, featuredOrder: null, sortOrder: next(), translations: {}, ...fields },
  ]);
  return country;
}

export async function makeDestination(db: DataSource, fields: Partial<Destination> & Pick<Destination, 'key' | 'name' | 'countrySlug'>): Promise<Destination> {
  const [destination] = await insertRows<Destination>(db, Destination, [{ sortOrder: next(), translations: {}, ...fields }]);
  return destination;
}

/** A country with one destination, for tests that only need somewhere to put villas. */
export async function makePlace(db: DataSource, countrySlug = `country-${next()}`, destinationKey = `dest-${next()}`): Promise<Destination> {
  await ensureCurrency(db);
  await makeCountry(db, { slug: countrySlug, name: countrySlug });
  return makeDestination(db, { key: destinationKey, name: destinationKey, countrySlug });
}

export type PropertyFields = Partial<Omit<Property, 'minNights'>> & Pick<Property, 'destinationKey'> & { minNights?: number };

/** A villa; minNights is left to the column default (1) unless given. */
export async function makeProperty(db: DataSource, fields: PropertyFields): Promise<Property> {
  const n = next();
  const [property] = await insertRows<Property>(db, Property, [
    {
      slug: `villa-${n}`,
      title: `Villa ${n}`,
      location: `Nowhere ${n}`,
      region: 'Nowhere',
      price: 2000,
      currency: 'GBP',
      images: [`/images/villa-${n}-1.jpg`, `/images/villa-${n}-2.jpg`],
      description: `Description ${n}`,
      longDescription: `Long description ${n}`,
      amenities: [],
      features: [],
      layout: [],
      nearbyAttractions: [],
      bedrooms: 3,
      bathrooms: 2,
      sleeps: 6,
      discount: null,
      badge: null,
      translations: {},
      ...fields,
    } as DeepPartial<Property>,
  ]);
  return property;
}

export async function clearProperties(db: DataSource): Promise<void> {
  await db.query('DELETE FROM festive_offers');
  await db.query('DELETE FROM reviews');
  await db.query('DELETE FROM properties');
}
