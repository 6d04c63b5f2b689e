import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a villa list reads of each match besides the destination and the catalogue order (as SearchDestinationCover1795920000000 covers it). */
const COVERED = 'price, location, sleeps, min_nights, amenity_groups, discount, badge, bedrooms';

/**
 * The destination index keyed by the catalogue order within each destination, with the same
 * name, condition and covered columns. A country's page in the catalogue order is then read
 * destination by destination, each in order and only as far as the page reaches
 * (property.service.ts, destinationByDestination), where the whole country was read and sorted:
 * Greece's 10,736 villas at 100,000 for every page of it.
 */
export class SearchDestinationOrder1795960000000 implements MigrationInterface {
  name = 'SearchDestinationOrder1795960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX properties_published_destination_idx`);
    await q.query(`CREATE INDEX properties_published_destination_idx ON properties (destination_key, created_at, slug, id) INCLUDE (${COVERED}) WHERE published`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX properties_published_destination_idx`);
    await q.query(`CREATE INDEX properties_published_destination_idx ON properties (destination_key) INCLUDE (created_at, slug, id, ${COVERED}) WHERE published`);
  }
}
