import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Newsletter subscribers (unique email in any letter case) and their single-use confirmation tokens. */
export class Newsletter1795259326246 implements MigrationInterface {
  name = 'Newsletter1795259326246';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE newsletter_subscribers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      name text,
      subscribed boolean NOT NULL DEFAULT true,
      confirmed boolean NOT NULL DEFAULT false,
      subscribed_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz,
      unsubscribed_at timestamptz,
      locale text NOT NULL DEFAULT 'en'
    )`);
    await q.query(`CREATE UNIQUE INDEX newsletter_subscribers_email_key ON newsletter_subscribers (lower(email))`);
    await q.query(`CREATE INDEX newsletter_subscribers_subscribed_at_idx ON newsletter_subscribers (subscribed_at DESC)`);

    await q.query(`CREATE TABLE newsletter_confirmation_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subscriber_id uuid NOT NULL REFERENCES newsletter_subscribers(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz
    )`);
    await q.query(`CREATE INDEX newsletter_confirmation_tokens_subscriber_idx ON newsletter_confirmation_tokens (subscriber_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_confirmation_tokens`);
    await q.query(`DROP TABLE newsletter_subscribers`);
  }
}
