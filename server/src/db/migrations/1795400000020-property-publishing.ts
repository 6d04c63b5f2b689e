import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Villas get a published flag (issue 13): staff prepare a villa unpublished and publish it when
 * it is ready; the storefront only ever reads published ones. Villas that exist already stay
 * visible (the column defaults to true; the admin API creates villas with false). `updated_at`
 * tells staff when a villa was last edited.
 *
 * The storefront's indexes become partial, over published villas only: the catalogue order
 * (created_at, slug, id), the price order and range, and the location words. The old location
 * index was on lower(location), which `location ILIKE …` cannot use; pg_trgm indexes ILIKE on
 * the column itself. The destination index stays whole: it also serves the foreign key's
 * cascade and the admin list's destination filter.
 */
export class PropertyPublishing1795400000020 implements MigrationInterface {
  name = 'PropertyPublishing1795400000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties
      ADD COLUMN published boolean NOT NULL DEFAULT true,
      ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE properties SET updated_at = created_at`);
    await q.query(`DROP INDEX IF EXISTS properties_price_idx`);
    await q.query(`DROP INDEX IF EXISTS properties_location_trgm_idx`);
    await q.query(`CREATE INDEX properties_published_catalogue_idx ON properties (created_at, slug, id) WHERE published`);
    await q.query(`CREATE INDEX properties_published_price_idx ON properties (price, id) WHERE published`);
    await q.query(`CREATE INDEX properties_published_location_trgm_idx ON properties USING gin (location gin_trgm_ops) WHERE published`);
    await q.query(`CREATE INDEX properties_published_destination_idx ON properties (destination_key) WHERE published`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['catalogue', 'price', 'location_trgm', 'destination']) await q.query(`DROP INDEX properties_published_${index}_idx`);
    await q.query(`CREATE INDEX properties_price_idx ON properties (price)`);
    await q.query(`CREATE INDEX properties_location_trgm_idx ON properties USING gin (lower(location) gin_trgm_ops)`);
    await q.query(`ALTER TABLE properties DROP COLUMN published, DROP COLUMN updated_at`);
  }
}
