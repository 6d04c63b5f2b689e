import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An issued invoice or credit note never changes, with one exception the law requires: when a
 * guest's account is erased, the buyer block of its documents (name, e-mail, phone) is
 * overwritten, as the order itself is. Number, dates, lines and amounts stay as issued; the
 * trigger refuses any other change, and every DELETE.
 */
export class InvoiceBuyerErasure1795840000090 implements MigrationInterface {
  name = 'InvoiceBuyerErasure1795840000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION invoices_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
          AND (to_jsonb(NEW) - 'snapshot') = (to_jsonb(OLD) - 'snapshot')
          AND (NEW.snapshot - 'buyer') = (OLD.snapshot - 'buyer') THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'issued invoices and credit notes never change (%)', OLD.number USING ERRCODE = 'check_violation';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION invoices_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'issued invoices and credit notes never change (%)', OLD.number USING ERRCODE = 'check_violation';
      END $$`);
  }
}
