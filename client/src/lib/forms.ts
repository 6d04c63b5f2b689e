import { useCallback, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
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

/** A message id of the client catalogues (checked against en.json). */
export type MessageId = FormatjsIntl.Message['ids'];

/** Message ids per field; a field without an entry is valid. */
export type FieldErrors<V> = Partial<Record<keyof V, MessageId>>;

/** The change events a form control sends: all carry the new text in `target.value`. */
type ControlChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface FormOptions {
  /** Placeholders the validation messages use, such as `{max}`. */
  messageValues?: Record<string, string | number>;
  /**
   * After a submit, changes re-validate (spec section 5). 'clear' only takes messages away as
   * fields become valid and adds none until the next submit (the newsletter band's field).
   */
  revalidate?: 'all' | 'clear';
}

/**
 * A small controlled form: validation runs on submit and, once submitted, again on every
 * change (spec section 5), so messages appear when the user asks and clear as they fix them.
 * `validate` returns message ids; `error(name)` is the translated message. The server's own
 * message for a field (`setServerError`) stands until the next change or submit.
 */
export function useForm<V extends Record<keyof V, string>>(initial: V, validate: (values: V) => FieldErrors<V>, options: FormOptions = {}) {
  const intl = useIntl();
  const [values, setAllValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const { messageValues, revalidate = 'all' } = options;

  /** Changes several fields at once (a new check-in that clears an earlier check-out). */
  const setValues = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setAllValues(next);
    setServerErrors({});
    if (!submitted) return;
    const found = validate(next);
    setErrors(revalidate === 'all' ? found : (current) => stillFailing(current, found));
  };

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    const patch: Partial<V> = {};
    patch[name] = value;
    setValues(patch);
  };

  const field = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (event: ControlChange) => setValue(name, event.target.value as V[K]),
  });

  const error = (name: keyof V): string | undefined => {
    const id = errors[name];
    return serverErrors[name] ?? (id ? intl.formatMessage({ id }, messageValues) : undefined);
  };

  const setServerError = (name: keyof V, message: string) => setServerErrors((current) => ({ ...current, [name]: message }));

  /** For the form's submit, or for a second submit button of type "button" (Book Now beside Add to Basket). */
  const handleSubmit = (onValid: (values: V) => void) => (event: SyntheticEvent<HTMLElement>) => {
    event.preventDefault();
    const form = event.currentTarget.closest('form') ?? event.currentTarget;
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      // Take keyboard and screen-reader users to the first field to fix.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    onValid(values);
  };

  const reset = useCallback(() => {
    setAllValues(initial);
    setSubmitted(false);
    setErrors({});
    setServerErrors({});
  }, [initial]);

  return { values, errors, error, field, setValue, setValues, setServerError, handleSubmit, reset };
}

/** The messages of `current` whose fields `found` still finds wrong. */
function stillFailing<V>(current: FieldErrors<V>, found: FieldErrors<V>): FieldErrors<V> {
  return Object.fromEntries(Object.entries(current).filter(([name]) => found[name as keyof V])) as FieldErrors<V>;
}
