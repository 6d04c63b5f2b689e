import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds reconciled with Stripe: each refund row keeps Stripe's refund id (re_…, one row per
 * refund) and, when Stripe later fails it (the card was closed, the bank sent it back), why. Such
 * a refund gives nothing back after all: its order's history records it as `refund_failed`, for
 * staff to settle with the guest another way.
 */
export class StripeRefunds1795850000001 implements MigrationInterface {
  name = 'StripeRefunds1795850000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments ADD COLUMN provider_refund_id text, ADD COLUMN failure_reason text,
      ADD CONSTRAINT payments_provider_refund_check CHECK (provider_refund_id IS NULL OR kind = 'refund')`);
    await q.query(`CREATE UNIQUE INDEX payments_provider_refund_idx ON payments (provider_refund_id) WHERE provider_refund_id IS NOT NULL`);
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check,
      ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('status', 'payment', 'refund', 'reminder', 'refund_failed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM order_events WHERE kind = 'refund_failed'`);
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check,
      ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('status', 'payment', 'refund', 'reminder'))`);
    await q.query(`DROP INDEX payments_provider_refund_idx`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_provider_refund_check, DROP COLUMN failure_reason, DROP COLUMN provider_refund_id`);
  }
}
