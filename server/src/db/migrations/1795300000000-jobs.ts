import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Background work shared by every instance: one-off jobs (claimed with FOR UPDATE SKIP LOCKED,
 * so each runs once however many instances poll) and the schedule of recurring jobs (each
 * interval is claimed by one instance with a conditional UPDATE).
 */
export class Jobs1795300000000 implements MigrationInterface {
  name = 'Jobs1795300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE jobs (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}',
      run_at timestamptz NOT NULL DEFAULT now(),
      attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      max_attempts int NOT NULL DEFAULT 5 CHECK (max_attempts > 0),
      singleton_key text,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      done_at timestamptz,
      failed_at timestamptz,
      CHECK (done_at IS NULL OR failed_at IS NULL)
    )`);
    // At most one open job per singleton key (a recurring job's run, a reminder for one booking).
    await q.query(`CREATE UNIQUE INDEX jobs_open_singleton ON jobs (singleton_key) WHERE done_at IS NULL AND failed_at IS NULL`);
    await q.query(`CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL AND failed_at IS NULL`);
    await q.query(`CREATE TABLE job_schedules (
      name text PRIMARY KEY,
      next_run_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE job_schedules`);
    await q.query(`DROP TABLE jobs`);
  }
}
