import { newIdempotencyKey } from '../../lib/idempotency';

/**
 * One idempotency key per attempt to pay an order's balance. The attempt lasts until the
 * balance is paid: a declined card, a lost answer, closing and reopening the dialog or
 * reloading the tab all send the same key again, so the server charges at most once (and
 * after a decline, which leaves nothing behind, the same key simply tries the new card).
 * Kept in sessionStorage per order, like checkout's attempt.
 */
export const BALANCE_ATTEMPTS_STORAGE_KEY = 'account.balanceAttempts';

let memory: Record<string, string> = {};

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(BALANCE_ATTEMPTS_STORAGE_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : memory;
  } catch {
    return memory;
  }
}

function write(attempts: Record<string, string>): void {
  memory = attempts;
  try {
    window.sessionStorage.setItem(BALANCE_ATTEMPTS_STORAGE_KEY, JSON.stringify(attempts));
  } catch {
    // Storage disabled: the keys then live only as long as the page.
  }
}

/** The key of the attempt to pay this order's balance, created on first use. */
export function balanceAttemptKey(orderId: string): string {
  const attempts = read();
  const existing = attempts[orderId];
  if (typeof existing === 'string') return existing;
  const key = newIdempotencyKey();
  write({ ...attempts, [orderId]: key });
  return key;
}

/** The balance is paid: a later payment of this order would be a new attempt. */
export function finishBalanceAttempt(orderId: string): void {
  const { [orderId]: _done, ...rest } = read();
  write(rest);
}
