import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the catalogue index carried before: the price and the filtered columns (SearchIndexes1795500000020). */
const COVERED = 'price, destination_key, location, sleeps, min_nights, amenity_groups, discount, badge, bedrooms';

/**
 * The catalogue index carries each villa's coordinates too, with the same name, key and
 * condition. A map box holding many villas is then paged by walking the catalogue in its order
 * and keeping the villas inside the box (property.service.ts, catalogueWalkFirst), reading only as
 * far as the page reaches, where the map index gave every villa of the box to be sorted: Greece's
 * 13,424 at 100,000 villas for every page of it.
 */
export class SearchCatalogueMap1795970000000 implements MigrationInterface {
  name = 'SearchCatalogueMap1795970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX properties_published_catalogue_idx`);
    await q.query(`CREATE INDEX properties_published_catalogue_idx ON properties (created_at, slug, id) INCLUDE (${COVERED}, latitude, longitude) WHERE published`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX properties_published_catalogue_idx`);
    await q.query(`CREATE INDEX properties_published_catalogue_idx ON properties (created_at, slug, id) INCLUDE (${COVERED}) WHERE published`);
  }
}
