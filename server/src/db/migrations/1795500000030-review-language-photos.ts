import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews say which language they were written in, so each visitor reads reviews in their own
 * language first, and carry their guest photos, so "With photos only" shows photos (issue 17).
 * `has_media` stays the filter's indexed flag; a constraint keeps it equal to "has photos".
 * Reviews that had the flag without photos get one generated illustration each.
 */
export class ReviewLanguagePhotos1795500000030 implements MigrationInterface {
  name = 'ReviewLanguagePhotos1795500000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reviews
      ADD COLUMN language text NOT NULL DEFAULT 'en' CONSTRAINT reviews_language_check CHECK (language IN ('en', 'de')),
      ADD COLUMN photos text[] NOT NULL DEFAULT '{}'`);
    await q.query(`UPDATE reviews SET photos = ARRAY['/images/reviews/' || (abs(hashtext(id::text)) % 24 + 1) || '.svg'] WHERE has_media`);
    await q.query(`ALTER TABLE reviews ADD CONSTRAINT reviews_media_is_photos CHECK (has_media = (cardinality(photos) > 0))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reviews DROP CONSTRAINT reviews_media_is_photos, DROP COLUMN photos, DROP COLUMN language`);
  }
}
