import { MAX_ACCOUNT_NAME_LENGTH, MAX_MESSAGE_LENGTH, MAX_PASSWORD_LENGTH, MAX_TEXT_LENGTH } from '../../../common/constants';
import { EMAIL_MAX_LENGTH, isEmailAddress, normalizeEmail } from '../../../common/email';

/**
 * The longest value each kind of form field takes: the server's bounds (the class-validator
 * rules in server/src/modules/<feature>/<feature>.types.ts), so a field stops taking characters
 * where the server would refuse them.
 */
export const FIELD_MAX_LENGTH = {
  /** RFC 5321: the longest address a mail server has to accept. */
  email: EMAIL_MAX_LENGTH,
  /** The server's MAX_PASSWORD_LENGTH: long enough for any passphrase, short enough to bound hashing. */
  password: MAX_PASSWORD_LENGTH,
  /** An account's name (registration). */
  accountName: MAX_ACCOUNT_NAME_LENGTH,
  /** Names, phone numbers, subjects, places and other one-line text. */
  text: MAX_TEXT_LENGTH,
  /** Enquiry messages and notes. */
  message: MAX_MESSAGE_LENGTH,
  /** A card number with the spaces people type into it (19 digits at most). */
  cardNumber: 23,
  /** A discount code (the server refuses longer ones as unknown). */
  discountCode: 40,
} as const;

/**
 * An address with exactly one @, something before it and a domain after it whose dots
 * separate non-empty labels, with no white space, at most 254 characters (after trimming).
 * Written without a regular expression on purpose: a pattern such as
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracks quadratically on a long "a@a.a.a.a…" with a bad
 * ending, which lets one pasted value freeze the page. Each step here is one pass over the text.
 */
export function isValidEmail(value: string): boolean {
  return isEmailAddress(normalizeEmail(value));
}
