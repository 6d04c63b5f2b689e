import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a villa list reads of each match besides the box (as MapPointCover1795930000000 covers it). */
const COVERED = 'latitude, longitude, created_at, slug, id, price, destination_key, location, sleeps, min_nights, amenity_groups, discount, badge, bedrooms';

/**
 * The map index as an SP-GiST (a quadtree over the points) instead of a GiST (a tree of
 * boxes), with the same name, condition and covered columns. A box holding many villas is read
 * faster from it: Greece's box at 100,000 villas (13,000 points, a page of 25 after sorting them)
 * took 9-10 ms against 13-15 ms, and the map search of that country went from 128 to 229 a second
 * in `bench:search` (PostgreSQL CPU 12.7 → 6.9 ms a search). A small box is a few pages either way.
 */
export class MapPointSpgist1795940000000 implements MigrationInterface {
  name = 'MapPointSpgist1795940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS properties_map_point`);
    await q.query(`CREATE INDEX properties_map_point ON properties USING spgist (point(longitude, latitude)) INCLUDE (${COVERED}) WHERE published AND latitude IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX properties_map_point`);
    await q.query(`CREATE INDEX properties_map_point ON properties USING gist (point(longitude, latitude)) INCLUDE (${COVERED}) WHERE published AND latitude IS NOT NULL`);
  }
}
