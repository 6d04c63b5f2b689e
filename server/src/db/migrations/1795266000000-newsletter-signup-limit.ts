import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Newsletter confirmation links remember the requesting address (hashed), so sign-ups can be limited per address. */
export class NewsletterSignupLimit1795266000000 implements MigrationInterface {
  name = 'NewsletterSignupLimit1795266000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletter_confirmation_tokens ADD COLUMN ip_hash text`);
    await q.query(`CREATE INDEX newsletter_confirmation_tokens_ip_idx ON newsletter_confirmation_tokens (ip_hash, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX newsletter_confirmation_tokens_ip_idx`);
    await q.query(`ALTER TABLE newsletter_confirmation_tokens DROP COLUMN ip_hash`);
  }
}
