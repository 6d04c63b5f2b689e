import { paths } from '../../lib/urls';

/** The confirmation of a placed order. */
export function checkoutConfirmationUrl(orderNumber: string): string {
  return `${paths.checkout}/confirmation/${encodeURIComponent(orderNumber)}`;
}

/** Query parameter of /login naming the in-app path to come back to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

/** /login, coming back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}
