import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Token sign-in for non-browser clients (issue 19).
 *
 * - users.token_version: carried in every access token and compared on each use; password
 *   change and reset, suspension, role change and deletion bump it, so the user's access
 *   tokens stop working at once, on every instance.
 * - token_families: one per token sign-in. Revoking it (sign-out, reuse of a spent refresh
 *   token, the user's version bump) ends its refresh tokens and its access tokens, which
 *   name the family.
 * - refresh_tokens: only the SHA-256 of each token is kept. A token is spent when it is
 *   rotated (used_at); presenting a spent one again revokes the family. At most one unspent
 *   token per family is a constraint, so two parallel rotations cannot both succeed.
 */
export class ApiTokens1795600000100 implements MigrationInterface {
  name = 'ApiTokens1795600000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
    await q.query(`CREATE TABLE token_families (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`);
    await q.query(`CREATE INDEX token_families_user_idx ON token_families (user_id) WHERE revoked_at IS NULL`);
    await q.query(`CREATE TABLE refresh_tokens (
      token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      family_id uuid NOT NULL REFERENCES token_families(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      CHECK (expires_at > created_at)
    )`);
    await q.query(`CREATE UNIQUE INDEX refresh_tokens_one_unspent ON refresh_tokens (family_id) WHERE used_at IS NULL`);
    await q.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE token_families`);
    await q.query(`ALTER TABLE users DROP COLUMN token_version`);
  }
}
