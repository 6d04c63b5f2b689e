import type { MigrationInterface, QueryRunner } from 'typeorm';

const USER_ACTIONS = ['USER_SUSPENDED', 'USER_UNSUSPENDED', 'ADMIN_GRANTED', 'ADMIN_REVOKED', 'USER_DELETED'];
const PHOTO_ACTIONS = ['PROPERTY_IMAGE_ADDED', 'PROPERTY_IMAGES_REORDERED', 'PROPERTY_IMAGE_ALT_CHANGED', 'PROPERTY_IMAGE_DELETED'];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Villa photos uploaded by staff (issue 13), and an audit log that can name what else than a
 * user an admin changed, with the values before and after.
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

    // The audit log: user actions keep target_user_id; every entry names its target by type and id.
    await q.query(`ALTER TABLE admin_audit_log
      ADD COLUMN target_type text NOT NULL DEFAULT 'user' CHECK (target_type IN ('user', 'property')),
      ADD COLUMN target_id uuid,
      ADD COLUMN before jsonb,
      ADD COLUMN after jsonb,
      ALTER COLUMN target_user_id DROP NOT NULL`);
    await q.query(`UPDATE admin_audit_log SET target_id = target_user_id`);
    await q.query(`ALTER TABLE admin_audit_log
      ALTER COLUMN target_id SET NOT NULL,
      ALTER COLUMN target_type DROP DEFAULT,
      ADD CONSTRAINT admin_audit_log_user_target CHECK ((target_type = 'user') = (target_user_id IS NOT NULL)),
      DROP CONSTRAINT admin_audit_log_action_check,
      ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (${list([...USER_ACTIONS, ...PHOTO_ACTIONS])}))`);
    await q.query(`CREATE INDEX admin_audit_log_target_id_idx ON admin_audit_log (target_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM admin_audit_log WHERE target_type <> 'user'`);
    await q.query(`DROP INDEX admin_audit_log_target_id_idx`);
    await q.query(`ALTER TABLE admin_audit_log
      DROP CONSTRAINT admin_audit_log_action_check,
      ADD CONSTRAINT admin_audit_log_action_check CHECK (action IN (${list(USER_ACTIONS)})),
      DROP CONSTRAINT admin_audit_log_user_target,
      ALTER COLUMN target_user_id SET NOT NULL,
      DROP COLUMN after,
      DROP COLUMN before,
      DROP COLUMN target_id,
      DROP COLUMN target_type`);
    await q.query(`DROP TABLE property_images`);
  }
}
