import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money life of a booking (issue 12). The database keeps its invariants:
 * - orders gain the states overdue (balance unpaid a week after its due date) and expired (a
 *   checkout hold that was never paid); an order's total is its stays less the discount plus
 *   its extras, and only a live order must have paid + balance = total;
 * - refunds never exceed what was paid;
 * - order_instalments is the payment schedule: full, or deposit and balance, each paid once;
 * - payments are charges or refunds (a refund names the charge it gives back), and one
 *   idempotency key per order makes at most one payment;
 * - a discount code is redeemed at most once per account;
 * - each balance reminder is sent at most once.
 * Existing orders are carried across: their stays, extras and schedule are filled in from
 * their bookings, extras and payments.
 */
export class BookingMoney1795400000000 implements MigrationInterface {
  name = 'BookingMoney1795400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_check`);
    await q.query(`ALTER TABLE orders
      ADD COLUMN stays_amount int NOT NULL DEFAULT 0 CHECK (stays_amount >= 0),
      ADD COLUMN extras_amount int NOT NULL DEFAULT 0 CHECK (extras_amount >= 0),
      ADD COLUMN discount_code text,
      ADD COLUMN discount_amount int NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
      ADD COLUMN refunded_amount int NOT NULL DEFAULT 0,
      ADD COLUMN hold_expires_at timestamptz,
      ADD COLUMN cancelled_at timestamptz,
      ADD COLUMN travel_date date`);
    await q.query(`UPDATE orders o SET
      stays_amount = coalesce((SELECT sum(total_price) FROM bookings b WHERE b.order_id = o.id), 0),
      extras_amount = coalesce((SELECT sum(total_price) FROM order_extras e WHERE e.order_id = o.id), 0)`);
    await q.query(`UPDATE orders SET stays_amount = total_amount - extras_amount WHERE stays_amount + extras_amount <> total_amount AND total_amount >= extras_amount`);
    await q.query(`ALTER TABLE orders
      ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'confirmed', 'overdue', 'cancelled', 'expired')),
      ADD CONSTRAINT orders_total_check CHECK (total_amount = stays_amount - discount_amount + extras_amount),
      ADD CONSTRAINT orders_paid_check CHECK (status IN ('cancelled', 'expired') OR amount_paid + balance_amount = total_amount),
      ADD CONSTRAINT orders_refund_check CHECK (refunded_amount >= 0 AND refunded_amount <= amount_paid),
      ADD CONSTRAINT orders_cancelled_check CHECK ((status = 'cancelled') <= (cancelled_at IS NOT NULL))`);
    await q.query(`CREATE INDEX orders_hold_idx ON orders (hold_expires_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX orders_balance_due_idx ON orders (balance_due_date) WHERE status IN ('confirmed', 'overdue') AND balance_amount > 0`);

    await q.query(`CREATE TABLE order_instalments (
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('full', 'deposit', 'balance')),
      amount int NOT NULL CHECK (amount >= 0),
      due_date date NOT NULL,
      paid_at timestamptz,
      PRIMARY KEY (order_id, kind)
    )`);
    await q.query(`INSERT INTO order_instalments (order_id, kind, amount, due_date, paid_at)
      SELECT id, 'full', total_amount, created_at::date, CASE WHEN status = 'confirmed' THEN created_at END FROM orders WHERE payment_option = 'full'
      UNION ALL
      SELECT id, 'deposit', total_amount - balance_amount, created_at::date, CASE WHEN status = 'confirmed' THEN created_at END FROM orders WHERE payment_option = 'deposit' AND status <> 'pending'
      UNION ALL
      SELECT id, 'balance', balance_amount, coalesce(balance_due_date, created_at::date), NULL FROM orders WHERE payment_option = 'deposit' AND status <> 'pending' AND balance_amount > 0`);

    await q.query(`ALTER TABLE payments
      ADD COLUMN kind text NOT NULL DEFAULT 'charge' CHECK (kind IN ('charge', 'refund')),
      ADD COLUMN instalment text CHECK (instalment IN ('full', 'deposit', 'balance')),
      ADD COLUMN refund_of uuid REFERENCES payments(id),
      ADD COLUMN idempotency_key text,
      ADD COLUMN reason text,
      ADD CONSTRAINT payments_refund_of_check CHECK ((kind = 'refund') = (refund_of IS NOT NULL)),
      ADD CONSTRAINT payments_idempotency_key UNIQUE (order_id, idempotency_key)`);
    await q.query(`UPDATE payments p SET instalment = CASE WHEN o.payment_option = 'full' THEN 'full' ELSE 'deposit' END FROM orders o WHERE o.id = p.order_id`);
    await q.query(`CREATE INDEX payments_refund_of_idx ON payments (refund_of) WHERE refund_of IS NOT NULL`);
    // One balance charge per order in flight or taken: two tabs paying the balance cannot both charge.
    await q.query(`CREATE UNIQUE INDEX payments_one_balance_idx ON payments (order_id) WHERE kind = 'charge' AND instalment = 'balance' AND status IN ('pending', 'completed')`);
    await q.query(`CREATE INDEX payments_pending_refunds_idx ON payments (created_at) WHERE kind = 'refund' AND status = 'pending'`);

    await q.query(`CREATE TABLE discount_redemptions (
      code text NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
      amount int NOT NULL CHECK (amount >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (code, user_id)
    )`);

    await q.query(`CREATE TABLE balance_reminders (
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      days_before int NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, days_before)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS balance_reminders`);
    await q.query(`DROP TABLE IF EXISTS discount_redemptions`);
    await q.query(`DROP TABLE IF EXISTS order_instalments`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_idempotency_key, DROP CONSTRAINT payments_refund_of_check, DROP COLUMN reason, DROP COLUMN idempotency_key, DROP COLUMN refund_of, DROP COLUMN instalment, DROP COLUMN kind`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_status_check, DROP CONSTRAINT orders_total_check, DROP CONSTRAINT orders_paid_check, DROP CONSTRAINT orders_refund_check, DROP CONSTRAINT orders_cancelled_check`);
    await q.query(`ALTER TABLE orders DROP COLUMN stays_amount, DROP COLUMN extras_amount, DROP COLUMN discount_code, DROP COLUMN discount_amount, DROP COLUMN refunded_amount, DROP COLUMN hold_expires_at, DROP COLUMN cancelled_at, DROP COLUMN travel_date`);
    await q.query(`ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled')), ADD CONSTRAINT orders_check CHECK (amount_paid + balance_amount = total_amount)`);
  }
}
