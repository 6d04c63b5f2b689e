import { paths } from '../../lib/urls';

/** The confirmation of a placed order. */
export function checkoutConfirmationUrl(orderNumber: string): string {
  return `${paths.checkout}/confirmation/${encodeURIComponent(orderNumber)}`;
}
