import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts and the security baseline: users (email unique regardless of case), sessions
 * (the connect-pg-simple layout, created here rather than by the store at run time), shared
 * login-failure counters, password reset tokens (hashed) and the mail outbox.
 */
export class Accounts1795259058831 implements MigrationInterface {
  name = 'Accounts1795259058831';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(btrim(name)) >= 2),
      email text NOT NULL CHECK (email ~ '^[^@\\s]+@[^@\\s]+$'),
      phone text,
      password_hash text NOT NULL,
      is_admin boolean NOT NULL DEFAULT false,
      is_suspended boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // A@x.com and a@x.com are one account.
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at DESC)`);

    await q.query(`CREATE TABLE sessions (
      sid varchar NOT NULL PRIMARY KEY,
      sess jsonb NOT NULL,
      expire timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);
    // Ending every session of one user (password reset, suspension).
    await q.query(`CREATE INDEX sessions_user_idx ON sessions ((sess->>'userId')) WHERE sess ? 'userId'`);

    await q.query(`CREATE TABLE login_failures (
      key text PRIMARY KEY,
      failures int NOT NULL CHECK (failures > 0),
      window_started_at timestamptz NOT NULL
    )`);

    await q.query(`CREATE TABLE password_reset_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);

    await q.query(`CREATE TABLE mail_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      last_error text
    )`);
    await q.query(`CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['mail_outbox', 'password_reset_tokens', 'login_failures', 'sessions', 'users']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
