import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Contact enquiries and flight inquiries (spec sections 3 and 5), with the per-IP limit's index. */
export class Enquiries1795259027313 implements MigrationInterface {
  name = 'Enquiries1795259027313';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE enquiries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      locale text NOT NULL,
      ip_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX enquiries_ip_created_idx ON enquiries (ip_hash, created_at)`);

    await q.query(`CREATE TABLE flight_inquiries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      passengers int NOT NULL CHECK (passengers >= 1),
      departure_country text NOT NULL,
      departure_city text NOT NULL,
      destination_country text NOT NULL,
      destination_city text NOT NULL,
      departure_date date NOT NULL,
      return_date date NOT NULL,
      message text,
      locale text NOT NULL,
      ip_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (return_date >= departure_date)
    )`);
    await q.query(`CREATE INDEX flight_inquiries_ip_created_idx ON flight_inquiries (ip_hash, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE flight_inquiries`);
    await q.query(`DROP TABLE enquiries`);
  }
}
