import { normalizeEmail } from '../../../../common/email';
import type { RequestContext } from '../../graphql/context';
import { clientAddress, consumeAttempt, counterKey, refundAttempt, resetAttempts, type LimitKey } from '../../rate-limits';

/*
 * Sign-in throttling on the shared rate limiter. Every attempt is counted before the password is
 * checked: per account and address (RATE_LIMIT_LOGIN), per address (RATE_LIMIT_LOGIN_PER_ADDRESS)
 * and, more slowly, per account from anywhere (RATE_LIMIT_LOGIN_PER_ACCOUNT). The per-pair limit
 * stops guessing; the per-account ceiling stops a botnet while locking the owner out for at most
 * its window. A successful sign-in clears its pair and gives the other two their attempt back.
 */
function loginKeys(ctx: RequestContext, email: string): { pair: LimitKey; address: LimitKey; account: LimitKey } {
  const account = normalizeEmail(email);
  const address = clientAddress(ctx);
  return {
    pair: { limit: 'login', subject: `${account}\n${address}` },
    address: { limit: 'loginPerAddress', subject: address },
    account: { limit: 'loginPerAccount', subject: account },
  };
}

/** Counts a sign-in attempt; 429 with Retry-After when any of its limits is used up. */
export async function countLoginAttempt(ctx: RequestContext, email: string): Promise<void> {
  const { pair, address, account } = loginKeys(ctx, email);
  await consumeAttempt(ctx, [pair, address, account], 'auth.tooManyAttempts');
}

export async function loginSucceeded(ctx: RequestContext, email: string): Promise<void> {
  const { pair, address, account } = loginKeys(ctx, email);
  await resetAttempts(ctx, [pair]);
  await refundAttempt(ctx, [address, account]);
}

/** A password reset proves the owner: the account's counters start again. */
export async function clearLoginAttempts(ctx: RequestContext, email: string): Promise<void> {
  const { pair, account } = loginKeys(ctx, email);
  await resetAttempts(ctx, [pair, account]);
}

/** Password change: the current password is checked at most RATE_LIMIT_PASSWORD_CHANGE times per window. */
export async function countPasswordChange(ctx: RequestContext, userId: string): Promise<void> {
  await consumeAttempt(ctx, [{ limit: 'passwordChange', subject: userId }], 'auth.tooManyAttempts');
}

/** The per-account counter's row, for deleting an account inside its transaction. */
export function accountCounterKey(email: string): string {
  return counterKey({ limit: 'loginPerAccount', subject: normalizeEmail(email) });
}
