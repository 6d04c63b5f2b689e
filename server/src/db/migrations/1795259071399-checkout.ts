import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Basket, bookings, orders and payments. Money is integer minor units (pence) everywhere
 * here. The database keeps the invariants the checkout relies on:
 * - two active bookings of one villa never overlap (exclusion constraint; a stay is the
 *   half-open range [check-in, check-out), so back-to-back stays do not overlap);
 * - one idempotency key per user makes at most one order (unique constraint);
 * - one basket per session and one per user.
 * Orders, bookings and payments outlive a deleted user account (user_id becomes null).
 */
export class Checkout1795259071399 implements MigrationInterface {
  name = 'Checkout1795259071399';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    await q.query(`CREATE TABLE baskets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id text UNIQUE,
      user_id uuid UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (num_nonnulls(session_id, user_id) = 1)
    )`);
    await q.query(`CREATE INDEX baskets_visitor_updated_idx ON baskets (updated_at) WHERE user_id IS NULL`);

    await q.query(`CREATE TABLE cart_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      basket_id uuid NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      check_in date NOT NULL,
      check_out date NOT NULL,
      guests int NOT NULL CHECK (guests >= 1),
      currency char(3) NOT NULL,
      price_per_night int NOT NULL CHECK (price_per_night >= 0),
      total_nights int NOT NULL CHECK (total_nights >= 1),
      total_price int NOT NULL CHECK (total_price = price_per_night * total_nights),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (check_out > check_in)
    )`);
    await q.query(`CREATE INDEX cart_items_basket_idx ON cart_items (basket_id, created_at)`);

    await q.query(`CREATE TABLE cart_extras (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      basket_id uuid NOT NULL REFERENCES baskets(id) ON DELETE CASCADE,
      extra_id uuid NOT NULL REFERENCES extras(id) ON DELETE CASCADE,
      quantity int NOT NULL CHECK (quantity >= 1),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (basket_id, extra_id)
    )`);

    await q.query(`CREATE SEQUENCE order_number_seq START 100001`);
    await q.query(`CREATE TABLE orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_number text NOT NULL UNIQUE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      idempotency_key text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
      currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      total_amount int NOT NULL DEFAULT 0 CHECK (total_amount >= 0),
      amount_paid int NOT NULL DEFAULT 0 CHECK (amount_paid >= 0),
      balance_amount int NOT NULL DEFAULT 0 CHECK (balance_amount >= 0),
      balance_due_date date,
      payment_option text NOT NULL DEFAULT 'full' CHECK (payment_option IN ('full', 'deposit')),
      lead_guest_name text NOT NULL DEFAULT '',
      lead_guest_email text NOT NULL DEFAULT '',
      lead_guest_phone text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, idempotency_key),
      CHECK (amount_paid + balance_amount = total_amount)
    )`);
    await q.query(`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)`);

    await q.query(`CREATE TABLE order_extras (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      extra_id uuid REFERENCES extras(id) ON DELETE SET NULL,
      title text NOT NULL,
      category text NOT NULL,
      quantity int NOT NULL CHECK (quantity >= 1),
      unit_price int NOT NULL CHECK (unit_price >= 0),
      total_price int NOT NULL CHECK (total_price = unit_price * quantity)
    )`);
    await q.query(`CREATE INDEX order_extras_order_idx ON order_extras (order_id)`);

    await q.query(`CREATE TABLE bookings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      property_id uuid NOT NULL REFERENCES properties(id),
      check_in date NOT NULL,
      check_out date NOT NULL,
      stay daterange NOT NULL GENERATED ALWAYS AS (daterange(check_in, check_out, '[)')) STORED,
      guests int NOT NULL CHECK (guests >= 1),
      price_per_night int NOT NULL CHECK (price_per_night >= 0),
      total_nights int NOT NULL CHECK (total_nights >= 1),
      total_price int NOT NULL CHECK (total_price >= 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled')),
      guest_name text NOT NULL,
      guest_email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (check_out > check_in),
      CONSTRAINT bookings_no_overlap EXCLUDE USING gist (property_id WITH =, stay WITH &&) WHERE (status <> 'cancelled')
    )`);
    await q.query(`CREATE INDEX bookings_user_idx ON bookings (user_id, check_in DESC)`);
    await q.query(`CREATE INDEX bookings_order_idx ON bookings (order_id)`);

    await q.query(`CREATE TABLE payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      provider text NOT NULL,
      amount int NOT NULL CHECK (amount >= 0),
      currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
      status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'refunded')),
      payment_intent_id text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      CHECK ((status = 'completed') <= (completed_at IS NOT NULL))
    )`);
    await q.query(`CREATE INDEX payments_order_idx ON payments (order_id)`);
    await q.query(`CREATE INDEX payments_created_idx ON payments (created_at DESC)`);

    // Stripe retries webhooks; each event is applied once.
    await q.query(`CREATE TABLE payment_events (
      id text PRIMARY KEY,
      provider text NOT NULL,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['payment_events', 'payments', 'bookings', 'order_extras', 'orders', 'cart_extras', 'cart_items', 'baskets']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query(`DROP SEQUENCE IF EXISTS order_number_seq`);
  }
}
