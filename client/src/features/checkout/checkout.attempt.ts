import { newIdempotencyKey } from '../../lib/idempotency';

/**
 * One idempotency key per checkout attempt. It is kept in sessionStorage (and so survives a
 * reload of the tab) for as long as the basket is the same: every retry of the attempt, after a
 * lost answer, a declined card or a reload, sends the same key, and the server then either
 * answers the first result or runs a checkout that never happened. Only a new basket, or a
 * completed order, starts a new attempt with a fresh key.
 */
export const ATTEMPT_STORAGE_KEY = 'checkout.attempt';

interface StoredAttempt {
  basket: string;
  key: string;
}

function readStored(): StoredAttempt | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY) ?? 'null') as StoredAttempt | null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.basket === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function writeStored(attempt: StoredAttempt | null): void {
  try {
    if (attempt) window.sessionStorage.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
    else window.sessionStorage.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Storage disabled: the key then lives only as long as the page.
  }
}

let memory: StoredAttempt | null = null;

/** The key of the attempt for this basket (identified by its lines), created on first use. */
export function attemptKey(basket: string): string {
  const stored = readStored() ?? memory;
  if (stored && stored.basket === basket) return stored.key;
  const attempt = { basket, key: newIdempotencyKey() };
  memory = attempt;
  writeStored(attempt);
  return attempt.key;
}

/** The attempt is over (an order was placed): the next checkout gets a new key. */
export function finishAttempt(): void {
  memory = null;
  writeStored(null);
}

/** What identifies a basket for the attempt: its lines and quantities, in a stable order. */
export function basketFingerprint(items: readonly { id: string }[], extras: readonly { id: string; quantity: number }[]): string {
  return [...items.map((i) => `i:${i.id}`), ...extras.map((e) => `e:${e.id}x${e.quantity}`)].sort().join(',');
}
