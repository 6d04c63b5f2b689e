import { sql, type SqlExecutor } from '../../db/sql';

/*
 * Token families in PostgreSQL (migration 1795600000100-api-tokens): one family per token
 * sign-in, holding its chain of refresh tokens. Each call joins the caller's transaction.
 */

/**
 * Ends every token of a user at once: access tokens carry users.token_version, which this bumps,
 * and every family is revoked, so no refresh token of theirs works again. Called in the same
 * transaction as the change that requires it (password change and reset, suspension, role
 * change, deletion), next to `endUserSessions`.
 */
export async function revokeUserTokens(db: SqlExecutor, userId: string): Promise<void> {
  await sql(db, `UPDATE users SET token_version = token_version + 1 WHERE id = $1`, [userId]);
  await sql(db, `UPDATE token_families SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}

/** Revokes one family (sign-out, or a spent refresh token presented again). */
export async function revokeFamily(db: SqlExecutor, familyId: string): Promise<void> {
  await sql(db, `UPDATE token_families SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [familyId]);
}

/**
 * Families that cannot be used any more, a day after that (access tokens of a family live far
 * shorter), and spent refresh tokens past their expiry: a spent token is kept until then only
 * to recognise its reuse. Run by the tokens.cleanup job.
 */
export async function deleteStaleTokens(db: SqlExecutor): Promise<void> {
  await sql(db, `DELETE FROM refresh_tokens WHERE used_at IS NOT NULL AND expires_at < now()`);
  await sql(
    db,
    `DELETE FROM token_families f WHERE f.revoked_at < now() - interval '1 day'
       OR (f.created_at < now() - interval '1 day' AND NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = f.id AND t.expires_at > now() - interval '1 day'))`,
  );
}
