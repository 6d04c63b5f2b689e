import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments the browser confirms (Stripe's Payment Element, 3-D Secure): the order is confirmed
 * later, by the confirmation page or the webhook, whichever comes first, so it keeps what that
 * needs (the checkout's language is `orders.locale`, added with the mail attachments).
 * `confirmation_mailed_at`: when the confirmation e-mail was queued; set in the statement
 * that queues it, only while null, so the e-mail goes once however many settle the payment.
 */
export class BrowserPayments1795800000001 implements MigrationInterface {
  name = 'BrowserPayments1795800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN confirmation_mailed_at timestamptz`);
    // Orders placed before: their confirmation went out at checkout.
    await q.query(`UPDATE orders SET confirmation_mailed_at = created_at`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN confirmation_mailed_at`);
  }
}
