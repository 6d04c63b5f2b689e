import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log records every admin change, not only changes to accounts: what kind of thing
 * was changed (a user, an order, a villa, a photo, an enquiry), its id and a label, and the
 * changed values before and after. Entries about accounts keep target_user_id.
 */
export class AuditChanges1795400000002 implements MigrationInterface {
  name = 'AuditChanges1795400000002';

  async up(q: QueryRunner): Promise<void> {
    // Actions grow with the back office; the application's AuditAction enum lists them.
    await q.query(`ALTER TABLE admin_audit_log DROP CONSTRAINT admin_audit_log_action_check, ADD CONSTRAINT admin_audit_log_action_check CHECK (action ~ '^[A-Z_]+$')`);
    await q.query(`ALTER TABLE admin_audit_log
      ALTER COLUMN target_user_id DROP NOT NULL,
      ADD COLUMN target_type text NOT NULL DEFAULT 'user',
      ADD COLUMN target_id text,
      ADD COLUMN target_label text,
      ADD COLUMN before jsonb,
      ADD COLUMN after jsonb`);
    await q.query(`UPDATE admin_audit_log SET target_id = target_user_id::text, target_label = target_email`);
    await q.query(`ALTER TABLE admin_audit_log ALTER COLUMN target_id SET NOT NULL`);
    await q.query(`CREATE INDEX admin_audit_log_changed_idx ON admin_audit_log (target_type, target_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM admin_audit_log WHERE target_user_id IS NULL`);
    await q.query(`DROP INDEX admin_audit_log_changed_idx`);
    await q.query(`ALTER TABLE admin_audit_log DROP COLUMN target_type, DROP COLUMN target_id, DROP COLUMN target_label, DROP COLUMN before, DROP COLUMN after, ALTER COLUMN target_user_id SET NOT NULL`);
  }
}
