import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Balances charged without the guest coming back: with the guest's consent at checkout (the
 * sentence they agreed to, in their language, and when), the first payment saves the card on a
 * Stripe customer, and the balance job charges it off-session on the due date, once
 * (`off_session_attempted_at`, claimed in the statement that starts the attempt).
 */
export class SavedCards1795800000002 implements MigrationInterface {
  name = 'SavedCards1795800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN card_consent text, ADD COLUMN card_consent_at timestamptz, ADD COLUMN stripe_customer_id text,
                   ADD COLUMN off_session_attempted_at timestamptz,
                   ADD CONSTRAINT orders_card_consent_check CHECK ((card_consent IS NULL) = (card_consent_at IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN card_consent, DROP COLUMN card_consent_at, DROP COLUMN stripe_customer_id, DROP COLUMN off_session_attempted_at`);
  }
}
