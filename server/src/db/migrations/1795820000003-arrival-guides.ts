import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A villa's arrival guide (one per villa): check-in and check-out times, the address with a map
 * link, the host's phone, the Wi-Fi, and how to collect the keys and the house rules in English
 * and German. `guest_journey_mails` records each journey e-mail sent for a booking (arrival guide,
 * review request) and its version: its key is the e-mail's dedupe key, so a restarted job, a
 * retried one or a second instance never queues one twice.
 */
export class ArrivalGuides1795820000003 implements MigrationInterface {
  name = 'ArrivalGuides1795820000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE arrival_guides (
      property_id uuid PRIMARY KEY REFERENCES properties(id) ON DELETE CASCADE,
      check_in_time text NOT NULL CHECK (check_in_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      check_out_time text NOT NULL CHECK (check_out_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      address text NOT NULL,
      map_url text NOT NULL DEFAULT '',
      host_phone text NOT NULL,
      wifi_name text NOT NULL DEFAULT '',
      wifi_password text NOT NULL DEFAULT '',
      key_collection_en text NOT NULL,
      key_collection_de text NOT NULL,
      house_rules_en text NOT NULL DEFAULT '',
      house_rules_de text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE guest_journey_mails (
      booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('arrival-guide', 'review-request')),
      version integer NOT NULL DEFAULT 1,
      queued_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (booking_id, kind, version)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE guest_journey_mails`);
    await q.query(`DROP TABLE arrival_guides`);
  }
}
