import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An idempotency key is bound to what it pays for: hashes of the payment option and total, and
 * of the basket's lines. A retry with the same key and a different purchase is refused (409).
 * Orders placed before this migration have none and replay as before.
 */
export class OrderFingerprint1795300000002 implements MigrationInterface {
  name = 'OrderFingerprint1795300000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders ADD COLUMN payment_fingerprint text, ADD COLUMN basket_fingerprint text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN payment_fingerprint, DROP COLUMN basket_fingerprint`);
  }
}
