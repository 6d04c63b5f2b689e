import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified reviews. A guest review belongs to one booking (at most one review per booking), carries
 * the overall rating and four category ratings, and waits for moderation (`pending`) until staff
 * approve it or reject it with a reason (`other` needs a note); staff may publish a reply. The
 * reviews seeded with the demo catalogue are `source = 'demo'` and never verified: `verified`
 * means "written through a review link by the guest of a completed stay", which the database
 * keeps equal to `source = 'guest'`.
 *
 * `review_requests` holds one review link per booking: only the SHA-256 of its token, the last
 * day it works and when it was used. `properties.review_count` and `review_average` are the
 * villa's approved verified reviews, kept by the moderation service in the same transaction, so
 * search cards read them with the villa's row.
 */
export class VerifiedReviews1795860000000 implements MigrationInterface {
  name = 'VerifiedReviews1795860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reviews
      ADD COLUMN source text NOT NULL DEFAULT 'demo' CONSTRAINT reviews_source_check CHECK (source IN ('demo', 'guest')),
      ADD COLUMN booking_id uuid CONSTRAINT reviews_booking_unique UNIQUE REFERENCES bookings(id) ON DELETE SET NULL,
      ADD COLUMN status text NOT NULL DEFAULT 'approved' CONSTRAINT reviews_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
      ADD COLUMN cleanliness smallint CHECK (cleanliness BETWEEN 1 AND 5),
      ADD COLUMN location_rating smallint CHECK (location_rating BETWEEN 1 AND 5),
      ADD COLUMN value_rating smallint CHECK (value_rating BETWEEN 1 AND 5),
      ADD COLUMN service smallint CHECK (service BETWEEN 1 AND 5),
      ADD COLUMN rejection_reason text CONSTRAINT reviews_rejection_reason_check CHECK (rejection_reason IN ('abusive', 'personal_data', 'not_about_stay', 'other')),
      ADD COLUMN rejection_note text,
      ADD COLUMN moderated_at timestamptz,
      ADD COLUMN reply text,
      ADD COLUMN replied_at timestamptz,
      ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE reviews SET verified = false`);
    await q.query(`ALTER TABLE reviews ALTER COLUMN verified SET DEFAULT false,
      ADD CONSTRAINT reviews_verified_is_guest CHECK (verified = (source = 'guest')),
      ADD CONSTRAINT reviews_guest_ratings CHECK (source = 'demo' OR (cleanliness IS NOT NULL AND location_rating IS NOT NULL AND value_rating IS NOT NULL AND service IS NOT NULL)),
      ADD CONSTRAINT reviews_rejected_has_reason CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL)),
      ADD CONSTRAINT reviews_other_has_note CHECK (rejection_reason IS DISTINCT FROM 'other' OR length(btrim(coalesce(rejection_note, ''))) > 0),
      ADD CONSTRAINT reviews_reply_has_date CHECK ((reply IS NULL) = (replied_at IS NULL))`);
    await q.query(`CREATE INDEX reviews_queue_idx ON reviews (status, created_at, id)`);
    await q.query(`CREATE TABLE review_requests (
      booking_id uuid PRIMARY KEY REFERENCES bookings(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_on date NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`ALTER TABLE properties
      ADD COLUMN review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
      ADD COLUMN review_average real CHECK (review_average BETWEEN 1 AND 5),
      ADD CONSTRAINT properties_review_count_average CHECK ((review_count = 0) = (review_average IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties DROP CONSTRAINT properties_review_count_average, DROP COLUMN review_average, DROP COLUMN review_count`);
    await q.query(`DROP TABLE review_requests`);
    await q.query(`DROP INDEX reviews_queue_idx`);
    await q.query(`DELETE FROM reviews WHERE source = 'guest'`);
    await q.query(`ALTER TABLE reviews DROP CONSTRAINT reviews_verified_is_guest, DROP CONSTRAINT reviews_guest_ratings, DROP CONSTRAINT reviews_rejected_has_reason,
      DROP CONSTRAINT reviews_other_has_note, DROP CONSTRAINT reviews_reply_has_date, ALTER COLUMN verified SET DEFAULT true`);
    await q.query(`UPDATE reviews SET verified = true`);
    await q.query(`ALTER TABLE reviews DROP COLUMN created_at, DROP COLUMN replied_at, DROP COLUMN reply, DROP COLUMN moderated_at, DROP COLUMN rejection_note,
      DROP COLUMN rejection_reason, DROP COLUMN service, DROP COLUMN value_rating, DROP COLUMN location_rating, DROP COLUMN cleanliness, DROP COLUMN status,
      DROP COLUMN booking_id, DROP COLUMN source`);
  }
}
