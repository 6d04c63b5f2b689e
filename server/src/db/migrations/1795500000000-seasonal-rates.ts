import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seasonal prices and changeover days (issue 14).
 *
 * `property_rates`: per villa, date ranges with their own weekly price, in the villa's currency.
 * A season is half-open like a stay, [starts_on, ends_on): it prices the nights from starts_on up
 * to, not including, ends_on, so seasons that follow one another share a date. Seasons of one
 * villa never overlap (exclusion constraint, as bookings'); each ends after it starts and has a
 * price above 0 (checks). Replacing a villa's seasons deletes and inserts them in one transaction.
 *
 * A basket stay's total is the sum of its nights, no longer price per night × nights: across a
 * season boundary `price_per_night` is the stay's average night. The check that tied the three
 * together becomes total ≥ 0 (bookings already had only that).
 *
 * `properties.changeover_day`: when set (0 Sunday … 6 Saturday, as EXTRACT(DOW)), guests arrive
 * and leave on that weekday only.
 */
export class SeasonalRates1795500000000 implements MigrationInterface {
  name = 'SeasonalRates1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE property_rates (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      starts_on date NOT NULL,
      ends_on date NOT NULL,
      weekly_price int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT property_rates_dates CHECK (ends_on > starts_on),
      CONSTRAINT property_rates_price CHECK (weekly_price > 0),
      CONSTRAINT property_rates_no_overlap EXCLUDE USING gist (property_id WITH =, daterange(starts_on, ends_on, '[)') WITH &&)
    )`);
    await q.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_check, ADD CONSTRAINT cart_items_total_price CHECK (total_price >= 0)`);
    await q.query(`ALTER TABLE properties ADD COLUMN changeover_day smallint CONSTRAINT properties_changeover_day CHECK (changeover_day BETWEEN 0 AND 6)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties DROP COLUMN changeover_day`);
    await q.query(`DROP TABLE property_rates`);
    await q.query(`DELETE FROM cart_items WHERE total_price <> price_per_night * total_nights`);
    await q.query(`ALTER TABLE cart_items DROP CONSTRAINT cart_items_total_price, ADD CONSTRAINT cart_items_check CHECK (total_price = price_per_night * total_nights)`);
  }
}
