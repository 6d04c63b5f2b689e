import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { enqueueMail } from '../mail/mail.service';
import { renderMail } from '../mail/mail-template';
import { passwordResetMail } from './auth.mails';
import { User } from '../users/user.entity';
import { findUserByEmail, setPasswordHash } from '../users/user.service';
import type { ForgotPasswordInput, ResetPasswordInput } from './auth.types';
import { clearLoginAttempts } from './login-throttle';
import { clientAddress, consumeAttempt } from '../../rate-limits';
import { hashPassword } from './password';
import { PasswordResetToken } from './password-reset-token.entity';
import { endUserSessions, renewSession } from './session';
import { revokeUserTokens } from './token-family';

/** A reset link works once, for this long. */
export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most this many reset mails per account per token lifetime, so nobody can flood an inbox. */
export const PASSWORD_RESET_MAILS_PER_TTL = 3;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The client route the e-mailed link opens. */
export function resetPasswordUrl(ctx: RequestContext, token: string): string {
  return `${ctx.config.publicUrl}/reset-password/${token}`;
}

/**
 * Forgot password: always the same generic answer, so it tells nobody whether an
 * account exists. For an active account a single-use token is stored hashed and the link is
 * mailed; token and outbox row commit together. At most PASSWORD_RESET_MAILS_PER_TTL mails an hour.
 */
export async function requestPasswordReset(ctx: RequestContext, input: ForgotPasswordInput): Promise<string> {
  await consumeAttempt(ctx, [{ limit: 'passwordReset', subject: clientAddress(ctx) }]);
  await inTransaction(ctx, async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.isSuspended) return;
    // Tokens still unexpired were issued within the last TTL; past the cap, answer the same but send nothing.
    const recent = await tx.manager.getRepository(PasswordResetToken).createQueryBuilder('token').where('token.userId = :id AND token.expiresAt > now()', { id: user.id }).getCount();
    if (recent >= PASSWORD_RESET_MAILS_PER_TTL) return;
    const token = randomBytes(32).toString('base64url');
    await tx.manager.getRepository(PasswordResetToken).insert({ userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TOKEN_TTL_MS), usedAt: null });
    const params = { name: user.name, company: ctx.config.company.name, link: resetPasswordUrl(ctx, token), minutes: PASSWORD_RESET_TOKEN_TTL_MS / 60_000 };
    await enqueueMail(tx, await renderMail(passwordResetMail, ctx, user.email, params));
  });
  return translate(ctx.locale, 'auth.resetRequested');
}

/**
 * Sets the new password if the token is known, unused and not expired; then every token of
 * that user is spent and all of the user's sessions and tokens end; the caller's session gets a new id.
 */
export async function resetPassword(ctx: RequestContext, input: ResetPasswordInput): Promise<string> {
  const passwordHash = await hashPassword(input.newPassword);
  const user = await inTransaction(ctx, async (tx) => {
    const tokens = tx.manager.getRepository(PasswordResetToken);
    const row = await tokens
      .createQueryBuilder('token')
      .where('token.tokenHash = :hash AND token.usedAt IS NULL AND token.expiresAt > now()', { hash: hashResetToken(input.token) })
      .setLock('pessimistic_write')
      .getOne();
    if (!row) throw new AppError('BAD_USER_INPUT', 'auth.resetTokenInvalid', { field: 'token' }, 'token');
    await setPasswordHash(tx, row.userId, passwordHash);
    await tokens.createQueryBuilder().update().set({ usedAt: () => 'now()' }).where('user_id = :userId AND used_at IS NULL', { userId: row.userId }).execute();
    await endUserSessions(tx, row.userId, ctx.sessionId);
    await revokeUserTokens(tx, row.userId);
    return tx.manager.getRepository(User).findOneByOrFail({ id: row.userId });
  });
  await clearLoginAttempts(ctx, user.email);
  await renewSession(ctx);
  return translate(ctx.locale, 'auth.passwordReset');
}
