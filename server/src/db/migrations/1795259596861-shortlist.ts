import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The signed-in user's shortlist: one row per user and villa, gone with either. */
export class Shortlist1795259596861 implements MigrationInterface {
  name = 'Shortlist1795259596861';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE shortlist_items (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, property_id)
    )`);
    await q.query(`CREATE INDEX shortlist_items_property_idx ON shortlist_items (property_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shortlist_items`);
  }
}
