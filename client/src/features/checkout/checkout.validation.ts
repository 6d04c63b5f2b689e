import * as z from 'zod/mini';
import { MIN_NAME_LENGTH, MIN_PHONE_LENGTH } from '../../../../common/constants';
import { looksLikeCardNumber } from '../../components/TestCardForm';
import { isValidEmail } from '../../lib/fields';
import { rule, trimmedMin } from '../../lib/form';

/** The lead guest's details and the card, whose fields the server's messages name; message ids. */
export const CHECKOUT_FIELDS = ['leadGuestName', 'leadGuestEmail', 'leadGuestPhone', 'paymentMethod'] as const;

export const checkoutSchema = z.object({
  leadGuestName: z.string().check(trimmedMin(MIN_NAME_LENGTH, 'checkout.error.name')),
  leadGuestEmail: z.string().check(rule(isValidEmail, 'checkout.error.email')),
  leadGuestPhone: z.string().check(trimmedMin(MIN_PHONE_LENGTH, 'checkout.error.phone')),
  // The length of a card number; the server checks the rest (Luhn, which card).
  paymentMethod: z.string().check(rule(looksLikeCardNumber, 'checkout.error.card')),
  /** Extras alone: the day of travel, which the server checks (ISO, or '' for none). */
  travelDate: z.string(),
  /** The discount code as typed; Apply asks the server, and only a code it accepted goes with the order. */
  discountCode: z.string(),
});

export type CheckoutValues = z.infer<typeof checkoutSchema>;

/** With Stripe the card is typed into the Payment Element (Stripe's frame): the form has no card field to check. */
export const stripeCheckoutSchema = z.object({ ...checkoutSchema.shape, paymentMethod: z.string() });
