import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refundable damage deposits. A villa asks for one (`properties.damage_deposit`, whole units of
 * the villa's currency like its price; 0: none). An order carries its villas' deposits together
 * in its currency (`damage_deposit_amount`, minor units): not part of its total (it is not a
 * price and never revenue), but owed with its last instalment, so the paid-and-due rule counts
 * it. After the stay it is released (given back whole) or claimed by staff (part or all kept,
 * with a reason): `damage_deposit_settled_at` says when, `damage_deposit_claimed` how much was
 * kept (null: released). Both are written to the order's history.
 */
export class DamageDeposits1795900000000 implements MigrationInterface {
  name = 'DamageDeposits1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties ADD COLUMN damage_deposit int NOT NULL DEFAULT 0 CONSTRAINT properties_damage_deposit_check CHECK (damage_deposit >= 0)`);
    await q.query(`ALTER TABLE orders
      ADD COLUMN damage_deposit_amount int NOT NULL DEFAULT 0 CONSTRAINT orders_damage_deposit_check CHECK (damage_deposit_amount >= 0),
      ADD COLUMN damage_deposit_claimed int,
      ADD COLUMN damage_deposit_claim_reason text,
      ADD COLUMN damage_deposit_settled_at timestamptz,
      ADD CONSTRAINT orders_damage_deposit_claim_check CHECK (damage_deposit_claimed IS NULL OR (damage_deposit_claimed BETWEEN 0 AND damage_deposit_amount AND damage_deposit_settled_at IS NOT NULL AND damage_deposit_claim_reason IS NOT NULL)),
      DROP CONSTRAINT orders_paid_check,
      ADD CONSTRAINT orders_paid_check CHECK (status IN ('cancelled', 'expired') OR amount_paid + balance_amount = total_amount + damage_deposit_amount)`);
    // The release job's candidates: deposits still held.
    await q.query(`CREATE INDEX orders_damage_deposit_held_idx ON orders (id) WHERE damage_deposit_amount > 0 AND damage_deposit_settled_at IS NULL`);
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check,
      ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('status', 'payment', 'refund', 'reminder', 'refund_failed', 'deposit_released', 'deposit_claimed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM order_events WHERE kind IN ('deposit_released', 'deposit_claimed')`);
    await q.query(`ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check,
      ADD CONSTRAINT order_events_kind_check CHECK (kind IN ('status', 'payment', 'refund', 'reminder', 'refund_failed'))`);
    await q.query(`DROP INDEX orders_damage_deposit_held_idx`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_paid_check,
      DROP CONSTRAINT orders_damage_deposit_claim_check, DROP COLUMN damage_deposit_settled_at, DROP COLUMN damage_deposit_claim_reason, DROP COLUMN damage_deposit_claimed, DROP COLUMN damage_deposit_amount`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_paid_check CHECK (status IN ('cancelled', 'expired') OR amount_paid + balance_amount = total_amount) NOT VALID`);
    await q.query(`ALTER TABLE properties DROP COLUMN damage_deposit`);
  }
}
