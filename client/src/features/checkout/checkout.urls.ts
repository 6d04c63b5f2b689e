import { paths } from '../../lib/urls';

/** The confirmation of a placed order. */
export function checkoutConfirmationUrl(orderNumber: string): string {
  return `${paths.checkout}/confirmation/${encodeURIComponent(orderNumber)}`;
}

/**
 * Where a payment the browser confirmed comes back to: the confirmation, told the order and (when
 * known; Stripe adds it on a redirect) the PaymentIntent, so it asks the server to settle it.
 */
export function paymentReturnUrl(orderNumber: string, orderId: string, paymentIntentId?: string | null): string {
  const query = new URLSearchParams({ order: orderId, ...(paymentIntentId ? { payment_intent: paymentIntentId } : {}) });
  return `${checkoutConfirmationUrl(orderNumber)}?${query}`;
}
