import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff may move a confirmed stay to other dates: the order's history records each move as
 * `dates_changed`, with the booking and its dates before and after in `detail`. The booking's
 * calendar SEQUENCE is raised by the existing trigger, as for any change of its dates.
 */
export class BookingDateChanges1795910000000 implements MigrationInterface {
  name = 'BookingDateChanges1795910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check,
      ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('status', 'payment', 'refund', 'reminder', 'refund_failed', 'deposit_released', 'deposit_claimed', 'dates_changed')),
      ADD CONSTRAINT order_events_dates_changed_check CHECK (kind <> 'dates_changed' OR (detail ? 'bookingId' AND detail ? 'checkIn' AND detail ? 'checkOut' AND detail ? 'previousCheckIn' AND detail ? 'previousCheckOut'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM order_events WHERE kind = 'dates_changed'`);
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT order_events_dates_changed_check, DROP CONSTRAINT order_events_kind_check,
      ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('status', 'payment', 'refund', 'reminder', 'refund_failed', 'deposit_released', 'deposit_claimed'))`);
  }
}
