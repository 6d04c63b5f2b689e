import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Villa photos uploaded by staff (issue 13).
 *
 * A photo's files live under MEDIA_DIR, one folder per photo; the row keeps what the storefront
 * needs to build its URLs (`variants`) without touching the disk. Positions are unique per villa;
 * the constraint is checked at the end of each statement, so one UPDATE can reorder a gallery.
 * The same bytes cannot be added twice to one villa.
 */
export class PropertyImages1795400000010 implements MigrationInterface {
  name = 'PropertyImages1795400000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE property_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      position int NOT NULL CHECK (position >= 0),
      alt_en text NOT NULL DEFAULT '',
      alt_de text NOT NULL DEFAULT '',
      original_mime text NOT NULL CHECK (original_mime IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
      original_bytes int NOT NULL CHECK (original_bytes > 0),
      original_width int NOT NULL CHECK (original_width > 0),
      original_height int NOT NULL CHECK (original_height > 0),
      content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
      variants jsonb NOT NULL CHECK (jsonb_typeof(variants) = 'array' AND jsonb_array_length(variants) > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT property_images_position_key UNIQUE (property_id, position) DEFERRABLE INITIALLY IMMEDIATE,
      CONSTRAINT property_images_content_key UNIQUE (property_id, content_hash)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE property_images`);
  }
}
