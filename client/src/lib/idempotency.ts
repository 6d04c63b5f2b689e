/**
 * A fresh idempotency key for one payment attempt, in the form the server accepts (8 to 100 of
 * A-Z a-z 0-9 - _). The caller keeps it for the attempt's retries (a declined card, a lost
 * answer), so the server charges at most once, and drops it once the attempt succeeded.

 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
