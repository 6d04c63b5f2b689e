/** The longest e-mail address a mail system can deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one form of an e-mail address that is stored, compared and signed in with: Unicode NFKC
 * (so a fullwidth look-alike such as `ａnna@example.com` becomes `anna@example.com`), trimmed and
 * lower-cased. Two addresses that normalise alike are the same account.
 */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/**
 * A plain, linear-time plausibility check (no backtracking pattern): one `@`, a non-empty local
 * part, a domain with a dot that is neither first nor last, no white space, at most
 * EMAIL_MAX_LENGTH characters. The server also runs its stricter validator.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1 && !domain.startsWith('.') && !domain.includes('..');
}
