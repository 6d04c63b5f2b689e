import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Villa owners, their stays, statements and payouts.
 *
 * - users.is_owner: the owner role (an owner signs in like anyone and reaches /owner).
 * - properties.owner_id / commission_percent: one owner per villa, and the agency's commission
 *   on the villa's stays from now on; both set or both unset.
 * - bookings.commission_percent: the rate a stay was sold under, stamped by a trigger from its
 *   villa when the stay is written (checkout need not know), so a later change of the villa's
 *   rate never reaches stays already booked. bookings.owner_stay_by: a block the owner added
 *   for their own stay (null for staff's and imported blocks).
 * - owner_statement_months: the months closed (frozen); owner_statements keeps each owner's
 *   statement of a closed month as issued (its JSON and its PDF in each language), and
 *   owner_statement_items what each stay contributed, so later changes become adjustments.
 * - owner_payouts: money paid to an owner; a reference is unique per owner, so a retried
 *   request records nothing twice.
 */
export class Owners1795830000001 implements MigrationInterface {
  name = 'Owners1795830000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN is_owner boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE properties
      ADD COLUMN owner_id uuid REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN commission_percent numeric(5,2) CHECK (commission_percent BETWEEN 0 AND 100)`);
    await q.query(`CREATE INDEX properties_owner_idx ON properties (owner_id) WHERE owner_id IS NOT NULL`);
    await q.query(`ALTER TABLE bookings
      ADD COLUMN commission_percent numeric(5,2) CHECK (commission_percent BETWEEN 0 AND 100),
      ADD COLUMN owner_stay_by uuid REFERENCES users(id) ON DELETE SET NULL,
      ADD CONSTRAINT bookings_owner_stay_check CHECK (owner_stay_by IS NULL OR kind = 'block')`);
    await q.query(`CREATE FUNCTION bookings_stamp_commission() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = 'stay' AND NEW.commission_percent IS NULL THEN
          SELECT commission_percent INTO NEW.commission_percent FROM properties WHERE id = NEW.property_id;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER bookings_stamp_commission BEFORE INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_stamp_commission()`);
    await q.query(`CREATE TABLE owner_statement_months (
      month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      closed_at timestamptz NOT NULL DEFAULT now(),
      closed_by uuid REFERENCES users(id) ON DELETE SET NULL
    )`);
    await q.query(`CREATE TABLE owner_statements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      month text NOT NULL REFERENCES owner_statement_months(month),
      currency char(3) NOT NULL,
      body jsonb NOT NULL,
      balance_due integer NOT NULL,
      pdf_en bytea NOT NULL,
      pdf_de bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (owner_id, month, currency)
    )`);
    await q.query(`CREATE TABLE owner_statement_items (
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      month text NOT NULL REFERENCES owner_statement_months(month),
      booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('line', 'adjustment')),
      rent integer NOT NULL,
      refunds integer NOT NULL,
      commission integer NOT NULL,
      net integer NOT NULL,
      PRIMARY KEY (owner_id, month, booking_id, kind),
      CHECK (net + commission + refunds = rent)
    )`);
    await q.query(`CREATE INDEX owner_statement_items_booking_idx ON owner_statement_items (booking_id)`);
    await q.query(`CREATE TABLE owner_payouts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount integer NOT NULL CHECK (amount > 0),
      currency char(3) NOT NULL,
      reference text NOT NULL,
      paid_on date NOT NULL,
      recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (owner_id, reference)
    )`);
    await q.query(`CREATE INDEX owner_payouts_paid_on_idx ON owner_payouts (paid_on, owner_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE owner_payouts`);
    await q.query(`DROP TABLE owner_statement_items`);
    await q.query(`DROP TABLE owner_statements`);
    await q.query(`DROP TABLE owner_statement_months`);
    await q.query(`DROP TRIGGER bookings_stamp_commission ON bookings`);
    await q.query(`DROP FUNCTION bookings_stamp_commission()`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_owner_stay_check, DROP COLUMN owner_stay_by, DROP COLUMN commission_percent`);
    await q.query(`ALTER TABLE properties DROP COLUMN commission_percent, DROP COLUMN owner_id`);
    await q.query(`ALTER TABLE users DROP COLUMN is_owner`);
  }
}
