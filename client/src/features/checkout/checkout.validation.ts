import { looksLikeCardNumber } from '../../components/TestCardForm';
import { MIN_NAME_LENGTH, MIN_PHONE_LENGTH } from '../../../../common/constants';
import { isValidEmail, type FieldErrors } from '../../lib/forms';

/** The checkout form's fields, in the order they appear; each is also the server's field name. */
export const CHECKOUT_FIELDS = ['leadGuestName', 'leadGuestEmail', 'leadGuestPhone', 'paymentMethod'] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutValues = Record<CheckoutField, string>;

/** The lead guest's details and the card; the values are message ids. */
export function validateCheckout(values: CheckoutValues): FieldErrors<CheckoutValues> {
  const errors: FieldErrors<CheckoutValues> = {};
  if (values.leadGuestName.trim().length < MIN_NAME_LENGTH) errors.leadGuestName = 'checkout.error.name';
  if (!isValidEmail(values.leadGuestEmail)) errors.leadGuestEmail = 'checkout.error.email';
  if (values.leadGuestPhone.trim().length < MIN_PHONE_LENGTH) errors.leadGuestPhone = 'checkout.error.phone';
  // The length of a card number; the server checks the rest (Luhn, which card).
  if (!looksLikeCardNumber(values.paymentMethod)) errors.paymentMethod = 'checkout.error.card';
  return errors;
}
