import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The filtered columns the sorted lists' indexes carried (SearchIndexes1795500000020), and what they carry now: all but the location. */
const BEFORE = 'destination_key, location, sleeps, min_nights, amenity_groups, discount, badge, bedrooms';
const AFTER = 'destination_key, sleeps, min_nights, amenity_groups, discount, badge, bedrooms';

/** Each sorted list's index: its name, key and the price when the key does not hold it. */
const INDEXES = [
  { name: 'properties_published_price_idx', key: 'price, id', price: '' },
  { name: 'properties_published_price_desc_idx', key: 'price DESC, id', price: '' },
  { name: 'properties_published_newest_idx', key: 'created_at DESC, id', price: 'price, ' },
];

/**
 * The sorted lists' indexes, with the same names, keys and condition:
 *
 * - The catalogue index carries each villa's coordinates. A map box holding many villas is then
 *   paged by walking the catalogue in its order and keeping the villas inside the box
 *   (property.service.ts, catalogueWalkFirst), only as far as the page reaches, where the map
 *   index gave every villa of the box to be sorted: Greece's 13,424 at 100,000 villas for every
 *   page of it.
 * - None of them carries the location any more. The planner prices testing a villa's location
 *   against the words (`location ILIKE …`) as nearly free, so with the location in the index it
 *   walked the index and tested every villa: 30,000 for page 6 of "Corfu" at 100,000 villas, 24 ms,
 *   where the trigram index gives its 1,369 villas in 2.4 ms; by price, 7.4 ms. Without it, walking
 *   would read each villa's row, which the planner prices right. (The bloated indexes of a
 *   catalogue grown by updates had hidden this: a compact index, as a fresh one is, looked cheap.)
 */
export class SearchOrderIndexes1795970000000 implements MigrationInterface {
  name = 'SearchOrderIndexes1795970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX properties_published_catalogue_idx`);
    await q.query(`CREATE INDEX properties_published_catalogue_idx ON properties (created_at, slug, id) INCLUDE (price, ${AFTER}, latitude, longitude) WHERE published`);
    for (const index of INDEXES) {
      await q.query(`DROP INDEX ${index.name}`);
      await q.query(`CREATE INDEX ${index.name} ON properties (${index.key}) INCLUDE (${index.price}${AFTER}) WHERE published`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX properties_published_catalogue_idx`);
    await q.query(`CREATE INDEX properties_published_catalogue_idx ON properties (created_at, slug, id) INCLUDE (price, ${BEFORE}) WHERE published`);
    for (const index of INDEXES) {
      await q.query(`DROP INDEX ${index.name}`);
      await q.query(`CREATE INDEX ${index.name} ON properties (${index.key}) INCLUDE (${index.price}${BEFORE}) WHERE published`);
    }
  }
}
