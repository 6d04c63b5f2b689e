import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking's calendar SEQUENCE: the guest's calendar entry for the stay keeps one UID, and a
 * calendar replaces its copy only with a higher SEQUENCE. The database raises it on every change
 * of what the entry says (dates, villa, status), whichever code makes the change.
 */
export class BookingCalendarSequence1795820000002 implements MigrationInterface {
  name = 'BookingCalendarSequence1795820000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0`);
    await q.query(`CREATE FUNCTION bookings_raise_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.check_in, NEW.check_out, NEW.property_id, NEW.status) IS DISTINCT FROM (OLD.check_in, OLD.check_out, OLD.property_id, OLD.status) THEN
          NEW.calendar_sequence := OLD.calendar_sequence + 1;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER bookings_calendar_sequence BEFORE UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_raise_calendar_sequence()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER bookings_calendar_sequence ON bookings`);
    await q.query(`DROP FUNCTION bookings_raise_calendar_sequence()`);
    await q.query(`ALTER TABLE bookings DROP COLUMN calendar_sequence`);
  }
}
