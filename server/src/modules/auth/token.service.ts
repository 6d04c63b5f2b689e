import { AppError } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { sql } from '../../db/sql';
import { User } from '../users/user.entity';
import { checkCredentials } from './auth.service';
import type { LoginInput } from './auth.types';
import { bearerToken } from './bearer';
import type { RefreshTokenInput } from './token.types';
import { revokeFamily } from './token-family';
import { hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens';

/*
 * Token sign-in for non-browser clients (apps, partners). A sign-in opens a token family; its access
 * tokens are signed and short-lived, its refresh token is rotated on every use. The database
 * is consulted on every access token use (like a session), so revocation is immediate.
 */

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** Stores a new refresh token of the family and signs an access token naming it. */
async function issuePair(tx: RequestContext, userId: string, tokenVersion: number, familyId: string): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  await sql(tx, `INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
    hashRefreshToken(refreshToken),
    familyId,
    tx.config.tokens.refreshTtlMs / 1000,
  ]);
  const accessToken = signAccessToken(tx.config, { sub: userId, ver: tokenVersion, fam: familyId });
  return { accessToken, refreshToken, expiresIn: Math.round(tx.config.tokens.accessTtlMs / 1000) };
}

/** Signs in with e-mail and password (same checks, throttling and messages as the cookie login) and opens a token family. */
export async function issueToken(ctx: RequestContext, input: LoginInput): Promise<TokenPair> {
  const user = await checkCredentials(ctx, input);
  const pair = await inTransaction(ctx, async (tx) => {
    // The version is read in the statement that opens the family, and a suspension since the
    // password check wins: no family for a suspended account.
    const { rows } = await sql<{ id: string; token_version: number }>(
      tx,
      `INSERT INTO token_families (user_id) SELECT id FROM users WHERE id = $1 AND NOT is_suspended
       RETURNING id, (SELECT token_version FROM users WHERE id = $1) AS token_version`,
      [user.id],
    );
    return rows[0] ? issuePair(tx, user.id, rows[0].token_version, rows[0].id) : null;
  });
  if (!pair) throw new AppError('FORBIDDEN', 'auth.suspended');
  return pair;
}

interface PresentedToken {
  family_id: string;
  user_id: string;
  token_version: number;
  used: boolean;
  expired: boolean;
  family_revoked: boolean;
  is_suspended: boolean;
}

/**
 * Rotates a refresh token: the presented one is spent and a new pair is issued in the same
 * family. A spent token presented again means two parties hold the chain, so the whole family
 * is revoked (that revocation commits; the caller gets 401) and its access tokens stop working.
 */
export async function refreshToken(ctx: RequestContext, input: RefreshTokenInput): Promise<TokenPair> {
  const hash = hashRefreshToken(input.refreshToken);
  const pair = await inTransaction(ctx, async (tx) => {
    // Locking the token and its family serialises parallel rotations of one chain: the second
    // waits, then sees the token spent.
    const { rows } = await sql<PresentedToken>(
      tx,
      `SELECT t.family_id, f.user_id, u.token_version, t.used_at IS NOT NULL AS used, t.expires_at <= now() AS expired,
              f.revoked_at IS NOT NULL AS family_revoked, u.is_suspended
         FROM refresh_tokens t JOIN token_families f ON f.id = t.family_id JOIN users u ON u.id = f.user_id
        WHERE t.token_hash = $1
          FOR UPDATE OF t, f`,
      [hash],
    );
    const token = rows[0];
    if (!token || token.family_revoked || token.expired) return null;
    if (token.used || token.is_suspended) {
      await revokeFamily(tx, token.family_id);
      return null;
    }
    await sql(tx, `UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1`, [hash]);
    return issuePair(tx, token.user_id, token.token_version, token.family_id);
  });
  if (!pair) throw new AppError('UNAUTHENTICATED', 'auth.refreshTokenInvalid');
  return pair;
}

/**
 * Signs a token client out: the family of the presented refresh token (spent or not) is revoked,
 * with its access tokens. An unknown token gets the same answer, so the call reveals nothing.
 */
export async function revokeToken(ctx: RequestContext, input: RefreshTokenInput): Promise<string> {
  const { rows } = await sql<{ family_id: string }>(ctx, `SELECT family_id FROM refresh_tokens WHERE token_hash = $1`, [hashRefreshToken(input.refreshToken)]);
  if (rows[0]) await revokeFamily(ctx, rows[0].family_id);
  return translate(ctx.locale, 'auth.loggedOut');
}

/**
 * Puts the user of a Bearer request into the context. The token must be ours and unexpired, and
 * its user still active, on the same token version, with the token's family not revoked; one
 * query checks all of it. Anything else leaves the caller anonymous, as an ended session does
 * (protected operations answer 401), and says why in WWW-Authenticate (RFC 6750).
 */
export async function loadTokenUser(ctx: RequestContext): Promise<void> {
  const claims = verifyAccessToken(ctx.config, bearerToken(ctx.req));
  const user = claims
    ? await ctx.manager
        .getRepository(User)
        .createQueryBuilder('u')
        .where('u.id = :sub AND u.token_version = :ver AND NOT u.is_suspended', { sub: claims.sub, ver: claims.ver })
        .andWhere('EXISTS (SELECT 1 FROM token_families f WHERE f.id = :fam AND f.user_id = u.id AND f.revoked_at IS NULL)', { fam: claims.fam })
        .getOne()
    : null;
  if (user) ctx.user = user;
  else ctx.res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
}
