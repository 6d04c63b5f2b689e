import { AppError } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { createUser, findPasswordHash, findUserByEmail, setPasswordHash } from '../users/user.service';
import type { User } from '../users/user.entity';
import type { ChangePasswordInput, LoginInput, RegisterInput } from './auth.types';
import { authorize } from '../users/authorization';
import { countLoginAttempt, countPasswordChange, loginSucceeded } from './login-throttle';
import { clientAddress, consumeAttempt } from '../../rate-limits';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { endUserSessions, renewSession, signIn, signOut } from './session';
import { revokeUserTokens } from './token-family';
import { prepareEmailVerification, sendEmailVerification } from './email-verification.service';

/*
 * Sign-in and account calls. Signing in never runs inside `inTransaction`: the session store
 * needs a pool connection of its own (see session.ts); sign-up commits the account and its
 * confirmation mail first, then signs in.
 */

export function currentUser(ctx: RequestContext): User | null {
  return ctx.user;
}

export async function register(ctx: RequestContext, input: RegisterInput): Promise<User> {
  await consumeAttempt(ctx, [{ limit: 'register', subject: clientAddress(ctx) }]);
  const passwordHash = await hashPassword(input.password);
  const verification = await prepareEmailVerification(ctx, input.name, input.email);
  // The account and its confirmation mail commit together; the account works at once, unverified.
  const user = await inTransaction(ctx, async (tx) => {
    const created = await createUser(tx, { name: input.name, email: input.email, passwordHash });
    await sendEmailVerification(tx, created, verification);
    return created;
  });
  await signIn(ctx, user);
  return user;
}

/** Signs in on the session cookie (a new session id). */
export async function login(ctx: RequestContext, input: LoginInput): Promise<User> {
  const user = await checkCredentials(ctx, input);
  await signIn(ctx, user);
  return user;
}

/**
 * The sign-in checks shared by the cookie login and token sign-in (token.service.ts), so both
 * have the same throttling and messages. Wrong email and wrong password give the same 401
 * after the same work (one argon2 verification either way). A suspended account learns it is
 * suspended only with the right password.
 */
export async function checkCredentials(ctx: RequestContext, input: LoginInput): Promise<User> {
  await countLoginAttempt(ctx, input.email);
  const user = await findUserByEmail(ctx, input.email, { withPasswordHash: true });
  const hash = user?.passwordHash;
  // Verify before looking at `user`: an unknown email must cost the same argon2 run.
  const passwordMatches = await verifyPassword(hash, input.password);
  if (!user || !passwordMatches) {
    throw new AppError('UNAUTHENTICATED', 'auth.invalidCredentials');
  }
  delete user.passwordHash;
  if (user.isSuspended) throw new AppError('FORBIDDEN', 'auth.suspended');
  await loginSucceeded(ctx, input.email);
  if (hash && needsRehash(hash)) await setPasswordHash(ctx, user.id, await hashPassword(input.password));
  return user;
}

export async function logout(ctx: RequestContext): Promise<boolean> {
  await signOut(ctx);
  return true;
}

/**
 * Checks the current password, stores the new one, ends the user's other sessions and all of
 * their tokens (a token caller signs in again), and gives this session a new id.
 */
export async function changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<string> {
  const user = authorize(ctx);
  await countPasswordChange(ctx, user.id);
  if (!(await verifyPassword(await findPasswordHash(ctx, user.id), input.currentPassword))) {
    throw new AppError('BAD_USER_INPUT', 'auth.currentPasswordWrong', { field: 'currentPassword' }, 'currentPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await endUserSessions(tx, user.id, ctx.sessionId);
    await revokeUserTokens(tx, user.id);
  });
  await renewSession(ctx);
  return translate(ctx.locale, 'auth.passwordChanged');
}
