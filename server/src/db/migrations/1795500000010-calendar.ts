import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocked dates and calendar sync (issue 14).
 *
 * A block is a row of `bookings` with kind 'block': no order, no guest, no price. Keeping it in
 * the same table keeps it under the same exclusion constraint (bookings_no_overlap), so a block
 * over a booked night and a booking over a blocked night are both impossible in the database
 * itself, and every availability query (calendar, booked ranges, search) sees blocks unchanged.
 * Guest-facing reads go through orders and users, which a block never has; the admin booking
 * list and counts filter on kind.
 *
 * - properties.ical_token: the secret of the villa's export feed (rotated by staff);
 * - ical_imports: the external feeds a villa imports, with the last sync time and error;
 * - bookings.ical_import_id/ical_uid: the feed and event a block came from (one block per UID
 *   per feed; deleting the feed deletes its blocks);
 * - ical_import_conflicts: events of a feed that overlap a booking or block of the villa.
 */
export class Calendar1795500000010 implements MigrationInterface {
  name = 'Calendar1795500000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties ADD COLUMN ical_token text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`);

    await q.query(`CREATE TABLE ical_imports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_synced_at timestamptz,
      last_error_key text,
      last_error_params jsonb,
      UNIQUE (property_id, url)
    )`);

    await q.query(`ALTER TABLE bookings
      ADD COLUMN kind text NOT NULL DEFAULT 'stay' CHECK (kind IN ('stay', 'block')),
      ADD COLUMN block_reason text,
      ADD COLUMN ical_import_id uuid REFERENCES ical_imports(id) ON DELETE CASCADE,
      ADD COLUMN ical_uid text,
      ALTER COLUMN order_id DROP NOT NULL`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_guests_check`);
    await q.query(`ALTER TABLE bookings
      ADD CONSTRAINT bookings_guests_check CHECK (guests >= 1 OR kind = 'block'),
      ADD CONSTRAINT bookings_kind_order_check CHECK ((kind = 'stay') = (order_id IS NOT NULL)),
      ADD CONSTRAINT bookings_block_no_guest_check CHECK (kind = 'stay' OR (user_id IS NULL AND guest_name = '' AND guest_email = '' AND total_price = 0)),
      ADD CONSTRAINT bookings_block_reason_check CHECK ((kind = 'block') = (block_reason IS NOT NULL)),
      ADD CONSTRAINT bookings_ical_check CHECK ((ical_import_id IS NULL) = (ical_uid IS NULL) AND (ical_import_id IS NULL OR kind = 'block')),
      ADD CONSTRAINT bookings_ical_uid_unique UNIQUE (ical_import_id, ical_uid)`);
    await q.query(`CREATE INDEX bookings_property_stay_idx ON bookings (property_id, check_in)`);

    await q.query(`CREATE TABLE ical_import_conflicts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      import_id uuid NOT NULL REFERENCES ical_imports(id) ON DELETE CASCADE,
      uid text NOT NULL,
      check_in date NOT NULL,
      check_out date NOT NULL,
      summary text NOT NULL DEFAULT '',
      detected_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (import_id, uid)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ical_import_conflicts`);
    await q.query(`DELETE FROM bookings WHERE kind = 'block'`);
    await q.query(`DROP INDEX IF EXISTS bookings_property_stay_idx`);
    await q.query(`ALTER TABLE bookings
      DROP CONSTRAINT bookings_ical_uid_unique,
      DROP CONSTRAINT bookings_ical_check,
      DROP CONSTRAINT bookings_block_reason_check,
      DROP CONSTRAINT bookings_block_no_guest_check,
      DROP CONSTRAINT bookings_kind_order_check,
      DROP CONSTRAINT bookings_guests_check`);
    await q.query(`ALTER TABLE bookings
      ADD CONSTRAINT bookings_guests_check CHECK (guests >= 1),
      ALTER COLUMN order_id SET NOT NULL,
      DROP COLUMN ical_uid,
      DROP COLUMN ical_import_id,
      DROP COLUMN block_reason,
      DROP COLUMN kind`);
    await q.query(`DROP TABLE ical_imports`);
    await q.query(`ALTER TABLE properties DROP COLUMN ical_token`);
  }
}
