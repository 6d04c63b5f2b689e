import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One table of counters for every rate limit (rate-limiter-flexible's PostgreSQL layout: `expire`
 * is epoch milliseconds). It replaces the sign-in failure counters, which were read before the
 * password check and written after it, so a parallel burst could slip past them.
 */
export class RateLimits1795300000001 implements MigrationInterface {
  name = 'RateLimits1795300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`);
    await q.query(`CREATE INDEX rate_limits_expire ON rate_limits (expire)`);
    await q.query(`DROP TABLE login_failures`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE login_failures (key text PRIMARY KEY, failures int NOT NULL, window_started_at timestamptz NOT NULL)`);
    await q.query(`DROP TABLE rate_limits`);
  }
}
