import { createHash, randomBytes } from 'node:crypto';
import { sql } from '../../db/sql';
import { consumeAttempt } from '../../rate-limits';
import { authorize } from '../users/authorization';
import { AppError } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { renderMail } from '../mail/mail-template';
import { enqueueMail, type MailMessage } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { emailVerificationMail } from './auth.mails';
import type { EmailVerification } from './auth.types';

/** A confirmation link works for this long (and until it is used). */
export const EMAIL_VERIFICATION_TTL_DAYS = 7;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page the e-mailed link opens. */
export function verifyEmailUrl(ctx: RequestContext, token: string): string {
  return `${ctx.config.publicUrl}/verify-email/${token}`;
}

/** A new account's confirmation link and its mail, made before the account's transaction opens. */
export interface PreparedEmailVerification {
  token: string;
  mail: MailMessage;
}

/**
 * Draws the confirmation link of a new address and renders its mail, in the language of the
 * sign-up. Rendering (MJML) takes a few milliseconds of CPU: done here, outside the transaction,
 * so a burst of sign-ups does not hold database connections while mails are drawn.
 */
export async function prepareEmailVerification(ctx: RequestContext, name: string, email: string): Promise<PreparedEmailVerification> {
  const token = randomBytes(32).toString('base64url');
  const params = { name, company: ctx.config.company.name, link: verifyEmailUrl(ctx, token), days: EMAIL_VERIFICATION_TTL_DAYS };
  return { token, mail: await renderMail(emailVerificationMail, ctx, email, params) };
}

/**
 * Stores a prepared confirmation link for the account and queues its mail, in the caller's
 * transaction (with the account's row): the link's token is stored only as its hash, and the
 * mail's dedupe key (the account, the kind, the link's number) keeps a retried sign-up from
 * sending it twice.
 */
export async function sendEmailVerification(tx: RequestContext, user: Pick<User, 'id' | 'email'>, prepared: PreparedEmailVerification): Promise<void> {
  await sql(tx, `INSERT INTO email_verifications (token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))`, [
    hashToken(prepared.token),
    user.id,
    user.email,
    EMAIL_VERIFICATION_TTL_DAYS,
  ]);
  const { rows: [{ n }] } = await sql<{ n: number }>(tx, `SELECT count(*)::int AS n FROM email_verifications WHERE user_id = $1`, [user.id]);
  await enqueueMail(tx, { ...prepared.mail, to: user.email, dedupeKey: `user:${user.id}:verify-email:${n}` });
}

/**
 * Opens a confirmation link: the account's address is verified from now on. A link opened again
 * (or a retried request) answers the same, saying it was already confirmed; an unknown or expired
 * link, or one for an address the account no longer has, is refused naming `token`.
 */
export async function verifyEmail(ctx: RequestContext, token: string): Promise<EmailVerification> {
  return inTransaction(ctx, async (tx) => {
    const { rows: [row] } = await sql<{ userId: string; email: string; expired: boolean; current: string | null; verifiedAt: Date | null }>(
      tx,
      `SELECT v.user_id AS "userId", v.email, v.expires_at <= now() AS expired, u.email AS current, u.email_verified_at AS "verifiedAt"
         FROM email_verifications v JOIN users u ON u.id = v.user_id WHERE v.token_hash = $1 FOR UPDATE OF v, u`,
      [hashToken(token.trim())],
    );
    if (!row || row.current?.toLowerCase() !== row.email.toLowerCase()) throw new AppError('BAD_USER_INPUT', 'auth.verifyTokenInvalid', { field: 'token' }, 'token');
    if (row.verifiedAt) return { emailVerified: true, alreadyVerified: true, message: translate(ctx.locale, 'auth.emailAlreadyVerified') };
    if (row.expired) throw new AppError('BAD_USER_INPUT', 'auth.verifyTokenExpired', { field: 'token', days: EMAIL_VERIFICATION_TTL_DAYS }, 'token');
    await sql(tx, `UPDATE users SET email_verified_at = now() WHERE id = $1`, [row.userId]);
    await sql(tx, `UPDATE email_verifications SET used_at = now() WHERE token_hash = $1`, [hashToken(token.trim())]);
    return { emailVerified: true, alreadyVerified: false, message: translate(ctx.locale, 'auth.emailVerified') };
  });
}

/**
 * Mails the signed-in account a new confirmation link for its address, in the request's language
 * (the older links keep working until they expire). Counted per account against
 * RATE_LIMIT_VERIFY_EMAIL_RESEND before anything is sent; an address already confirmed answers so
 * and sends nothing.
 */
export async function resendEmailVerification(ctx: RequestContext): Promise<EmailVerification> {
  const user = authorize(ctx);
  await consumeAttempt(ctx, [{ limit: 'verifyEmailResend', subject: user.id }]);
  if (await isEmailVerified(ctx, user.id)) return { emailVerified: true, alreadyVerified: true, message: translate(ctx.locale, 'auth.emailAlreadyVerified') };
  const prepared = await prepareEmailVerification(ctx, user.name, user.email);
  await inTransaction(ctx, (tx) => sendEmailVerification(tx, user, prepared));
  return { emailVerified: false, alreadyVerified: false, message: translate(ctx.locale, 'auth.verificationResent', { email: user.email }) };
}

/** Whether the account's address is verified, read from its row (not the request's copy of the user). */
export async function isEmailVerified(ctx: Pick<RequestContext, 'manager'>, userId: string): Promise<boolean> {
  const { rows: [row] } = await sql<{ verified: boolean }>(ctx, `SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1`, [userId]);
  return row?.verified ?? false;
}
