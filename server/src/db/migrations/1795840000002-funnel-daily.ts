import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The visitor funnel as anonymous daily totals: one row per business day and stage (searches,
 * villa views, basket additions, checkouts started) with how many times it happened that day.
 * Nothing about who: no session, address or cookie. Each instance adds its counts in batches.
 *
 * Invoices and credit notes stay as issued with one exception: when a guest's account is deleted,
 * the buyer's name and contact in their snapshot are replaced by the anonymised buyer (name, no
 * e-mail, no phone); numbers, dates, lines and amounts never change.
 */
export class FunnelDaily1795840000002 implements MigrationInterface {
  name = 'FunnelDaily1795840000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE funnel_daily (
      day date NOT NULL,
      stage text NOT NULL CHECK (stage IN ('search', 'villa-view', 'basket-add', 'checkout-start')),
      count bigint NOT NULL CHECK (count >= 0),
      PRIMARY KEY (day, stage)
    )`);
    await q.query(`CREATE OR REPLACE FUNCTION invoices_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'snapshot') = (to_jsonb(OLD) - 'snapshot') AND (NEW.snapshot - 'buyer') = (OLD.snapshot - 'buyer')
           AND NEW.snapshot->'buyer'->>'email' = '' AND NEW.snapshot->'buyer'->>'phone' = '' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'issued invoices and credit notes never change (%)', OLD.number USING ERRCODE = 'check_violation';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE funnel_daily`);
    await q.query(`CREATE OR REPLACE FUNCTION invoices_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'issued invoices and credit notes never change (%)', OLD.number USING ERRCODE = 'check_violation';
      END $$`);
  }
}
