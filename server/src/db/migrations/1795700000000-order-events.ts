import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's history, one row per thing that happened to it, oldest first by seq (rows written in
 * one transaction share its time, so the time alone cannot order them):
 *
 * - kind: 'status' (from_status → to_status), 'payment' (a charge taken), 'refund' (money given
 *   back), 'reminder' (a balance reminder sent). amount and currency are minor units, for the
 *   kinds that move or ask for money.
 * - who: actor_user_id (the signed-in user; kept as null once the account is deleted) or
 *   actor_job (the job's name, for work outside a request); both null when neither is known.
 * - detail: a little more, as JSON (a refund's reason, a reminder's stage).
 *
 * Orders are deleted only while still unpaid holds (a failed checkout) and by the scale seed, so
 * their history goes with them.
 */
export class OrderEvents1795700000000 implements MigrationInterface {
  name = 'OrderEvents1795700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE order_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      kind text NOT NULL CHECK (kind IN ('status', 'payment', 'refund', 'reminder')),
      from_status text,
      to_status text,
      amount integer CHECK (amount >= 0),
      currency char(3),
      actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      actor_job text,
      detail jsonb,
      CHECK (kind <> 'status' OR to_status IS NOT NULL),
      CHECK ((amount IS NULL) = (currency IS NULL))
    )`);
    await q.query(`CREATE INDEX order_events_order_idx ON order_events (order_id, seq)`);
    await q.query(`CREATE INDEX order_events_actor_user_idx ON order_events (actor_user_id) WHERE actor_user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_events`);
  }
}
