import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin audit log, and indexes for the admin lists' filters. */
export class AdminAudit1795259836513 implements MigrationInterface {
  name = 'AdminAudit1795259836513';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE admin_audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      actor_id uuid NOT NULL,
      actor_email text,
      action text NOT NULL CHECK (action IN ('USER_SUSPENDED', 'USER_UNSUSPENDED', 'ADMIN_GRANTED', 'ADMIN_REVOKED', 'USER_DELETED')),
      target_user_id uuid NOT NULL,
      target_email text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at DESC)`);
    await q.query(`CREATE INDEX admin_audit_log_actor_idx ON admin_audit_log (actor_id)`);
    await q.query(`CREATE INDEX admin_audit_log_target_idx ON admin_audit_log (target_user_id)`);
    await q.query(`CREATE INDEX users_created_idx ON users (created_at DESC)`);
    await q.query(`CREATE INDEX bookings_created_idx ON bookings (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS bookings_created_idx`);
    await q.query(`DROP INDEX IF EXISTS users_created_idx`);
    await q.query(`DROP TABLE admin_audit_log`);
  }
}
