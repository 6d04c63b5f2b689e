import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns the search filters on, besides the price (a key of the price orders' indexes). */
const FILTERED = 'destination_key, location, sleeps, min_nights, amenity_groups, discount, badge, bedrooms';

/**
 * Villa search at 100,000 villas (issue 15): every filter and sort of the storefront search has
 * an index that answers it, over published villas only.
 *
 * - Amenity groups become a stored generated column, `amenity_groups`, computed by one IMMUTABLE
 *   function from `amenities` (so every write path keeps it right without knowing it), with a GIN
 *   index: `amenity_groups @> '{pool}'` replaces a per-row scan of the JSON. The groups and their
 *   label texts are those of AMENITY_FILTERS (common/constants.ts) today; a change there needs a
 *   migration that replaces the function (the column then recomputes with `UPDATE … SET amenities = amenities`).
 * - The price-descending and newest sorts break ties by ascending id, which a backward scan of an
 *   ascending index cannot give: each gets its own index in the sort's own directions.
 * - Each sort's index carries every filtered column (INCLUDE), so the first page and the capped
 *   count of a filtered list read only the index (an index-only scan); the page's rows are then
 *   fetched by id. Separate btree indexes on guests or bedrooms made the planner AND large
 *   bitmaps instead, which was slower at every selectivity the storefront offers.
 *
 * The catalogue order, the price order and range, the location words (pg_trgm on `location`
 * itself, which `location ILIKE …` can use; the first catalogue migration's lower(location)
 * index could not) and the destination came with the publishing migration. Availability uses
 * the bookings exclusion constraint's GiST index on (property_id, stay).
 */
export class SearchIndexes1795500000020 implements MigrationInterface {
  name = 'SearchIndexes1795500000020';

  async up(q: QueryRunner): Promise<void> {
    // The label of an amenity in either stored form, as the search has always read it:
    // { icon, label } → label; "icon:label" → label; "label" → label.
    await q.query(`CREATE FUNCTION property_amenity_groups(amenities jsonb) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(g.key ORDER BY g.key), '{}')
        FROM (VALUES ('beachfront', 'beach'), ('infinity-pool', 'infinity'), ('island', 'island'),
                     ('private-pool', 'private pool'), ('pool', 'pool'), ('family', 'family')) AS g(key, needle)
        WHERE EXISTS (
          SELECT 1 FROM jsonb_array_elements(amenities) AS a(value)
          WHERE CASE WHEN jsonb_typeof(a.value) = 'object' THEN a.value->>'label'
                     WHEN position(':' IN a.value #>> '{}') > 0 THEN substr(a.value #>> '{}', position(':' IN a.value #>> '{}') + 1)
                     ELSE a.value #>> '{}' END ILIKE '%' || g.needle || '%')
      $$`);
    await q.query(`ALTER TABLE properties ADD COLUMN amenity_groups text[] NOT NULL GENERATED ALWAYS AS (property_amenity_groups(amenities)) STORED`);
    await q.query(`CREATE INDEX properties_published_amenity_groups_idx ON properties USING gin (amenity_groups) WHERE published`);
    // The sorted lists: the key is the sort, and every filtered column rides along, so a filter
    // is checked on the index alone (index-only scan) and only the page's rows are read.
    await q.query(`DROP INDEX properties_published_catalogue_idx`);
    await q.query(`DROP INDEX properties_published_price_idx`);
    await q.query(`CREATE INDEX properties_published_catalogue_idx ON properties (created_at, slug, id) INCLUDE (price, ${FILTERED}) WHERE published`);
    await q.query(`CREATE INDEX properties_published_price_idx ON properties (price, id) INCLUDE (${FILTERED}) WHERE published`);
    await q.query(`CREATE INDEX properties_published_price_desc_idx ON properties (price DESC, id) INCLUDE (${FILTERED}) WHERE published`);
    await q.query(`CREATE INDEX properties_published_newest_idx ON properties (created_at DESC, id) INCLUDE (price, ${FILTERED}) WHERE published`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['amenity_groups', 'catalogue', 'price', 'price_desc', 'newest']) await q.query(`DROP INDEX properties_published_${index}_idx`);
    await q.query(`CREATE INDEX properties_published_catalogue_idx ON properties (created_at, slug, id) WHERE published`);
    await q.query(`CREATE INDEX properties_published_price_idx ON properties (price, id) WHERE published`);
    await q.query(`ALTER TABLE properties DROP COLUMN amenity_groups`);
    await q.query(`DROP FUNCTION property_amenity_groups(jsonb)`);
  }
}
