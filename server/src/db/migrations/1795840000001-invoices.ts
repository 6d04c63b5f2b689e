import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes, as an accountant books them:
 *
 * - invoice_counters: the last number issued per series ('INV', 'CN') and year. A document takes
 *   its number by incrementing its row (INSERT … ON CONFLICT DO UPDATE … RETURNING) in the
 *   transaction that issues it: the row stays locked until that transaction ends, so concurrent
 *   issuers (on any instance) queue, and a transaction that rolls back gives its number back.
 *   The series is gap-free.
 * - invoices: one row per document, kind 'invoice' (one per order, when it is confirmed) or
 *   'credit-note' (one per refund or kept cancellation fee, naming its invoice). `snapshot` is the
 *   document as issued (seller, buyer, lines with net, tax rate, tax and gross, totals); issued
 *   documents never change: a trigger refuses UPDATE and DELETE, and the order cannot be deleted
 *   while it has one. The unique constraints are the guarantee behind the counter: no number twice.
 * - orders.invoice_number: the order's invoice number, set in the statement that issues it.
 */
export class Invoices1795840000001 implements MigrationInterface {
  name = 'Invoices1795840000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE invoice_counters (
      series text NOT NULL CHECK (series IN ('INV', 'CN')),
      year int NOT NULL CHECK (year BETWEEN 2000 AND 9999),
      last_number int NOT NULL CHECK (last_number >= 1),
      PRIMARY KEY (series, year)
    )`);
    await q.query(`CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
      series text NOT NULL CHECK (series = CASE kind WHEN 'invoice' THEN 'INV' ELSE 'CN' END),
      year int NOT NULL,
      seq int NOT NULL CHECK (seq >= 1),
      number text NOT NULL UNIQUE CHECK (number = series || '-' || year || '-' || lpad(seq::text, 6, '0')),
      order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
      invoice_id uuid REFERENCES invoices(id) ON DELETE RESTRICT,
      issued_at timestamptz NOT NULL DEFAULT now(),
      issue_date date NOT NULL,
      locale text NOT NULL,
      currency char(3) NOT NULL,
      net_amount int NOT NULL,
      tax_amount int NOT NULL,
      gross_amount int NOT NULL CHECK (gross_amount = net_amount + tax_amount),
      refund_amount int CHECK (refund_amount >= 0),
      snapshot jsonb NOT NULL,
      UNIQUE (series, year, seq),
      CHECK ((kind = 'invoice') = (invoice_id IS NULL))
    )`);
    await q.query(`CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE kind = 'invoice'`);
    await q.query(`CREATE INDEX invoices_issue_date_idx ON invoices (issue_date, series, seq)`);
    await q.query(`CREATE INDEX invoices_order_idx ON invoices (order_id)`);
    await q.query(`CREATE FUNCTION invoices_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'issued invoices and credit notes never change (%)', OLD.number USING ERRCODE = 'check_violation';
      END $$`);
    await q.query(`CREATE TRIGGER invoices_final BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_are_final()`);
    await q.query(`ALTER TABLE orders ADD COLUMN invoice_number text UNIQUE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN invoice_number`);
    await q.query(`DROP TABLE invoices`);
    await q.query(`DROP FUNCTION invoices_are_final()`);
    await q.query(`DROP TABLE invoice_counters`);
  }
}
