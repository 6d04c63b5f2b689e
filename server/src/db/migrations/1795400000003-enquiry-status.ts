import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Enquiries and flight inquiries get a status staff move through: new, answered, closed. */
export class EnquiryStatus1795400000003 implements MigrationInterface {
  name = 'EnquiryStatus1795400000003';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['enquiries', 'flight_inquiries']) {
      await q.query(`ALTER TABLE ${table}
        ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
        ADD COLUMN status_changed_at timestamptz`);
      await q.query(`CREATE INDEX ${table}_status_created_idx ON ${table} (status, created_at DESC)`);
      await q.query(`CREATE INDEX ${table}_created_idx ON ${table} (created_at DESC)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['enquiries', 'flight_inquiries']) {
      await q.query(`DROP INDEX ${table}_status_created_idx`);
      await q.query(`DROP INDEX ${table}_created_idx`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN status, DROP COLUMN status_changed_at`);
    }
  }
}
