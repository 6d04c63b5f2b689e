import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified e-mail addresses. Sign-up mails a confirmation link; the account works at once, and
 * `users.email_verified_at` is set when the link is opened. Accounts from before stay unverified
 * until their owner confirms. `email_verifications` keeps only the SHA-256 of each link's token,
 * the address it confirms, when it expires and when it was used.
 */
export class EmailVerification1795860000001 implements MigrationInterface {
  name = 'EmailVerification1795860000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await q.query(`CREATE TABLE email_verifications (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX email_verifications_user_idx ON email_verifications (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_verifications`);
    await q.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
