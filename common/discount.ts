import { NEWSLETTER_DISCOUNT_CODE, NEWSLETTER_DISCOUNT_PERCENT } from './constants';

/**
 * Discount codes. A code takes a percentage off the stays of an order (extras keep their
 * price). Who may use a code is the server's decision (NEWSLETTER20: the first order of an
 * account whose e-mail is a confirmed newsletter subscriber, once); the arithmetic is here.
 */
export interface DiscountCode {
  code: string;
  percent: number;
  /** Only on the account's first order, once per account. */
  firstOrderOnly: boolean;
  /** Only for accounts whose e-mail address is a confirmed newsletter subscriber. */
  newsletterSubscribersOnly: boolean;
}

export const DISCOUNT_CODES: readonly DiscountCode[] = [
  { code: NEWSLETTER_DISCOUNT_CODE, percent: NEWSLETTER_DISCOUNT_PERCENT, firstOrderOnly: true, newsletterSubscribersOnly: true },
];

/** How codes are compared: without surrounding spaces, case-insensitive. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

export function findDiscountCode(code: string): DiscountCode | null {
  const wanted = normalizeDiscountCode(code);
  return DISCOUNT_CODES.find((candidate) => candidate.code === wanted) ?? null;
}

/** The discount on stays worth `staysMinor`, rounded to the nearest minor unit. */
export function discountAmount(staysMinor: number, percent: number): number {
  return Math.round((staysMinor * percent) / 100);
}
