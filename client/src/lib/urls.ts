import { regionSlug, type AmenityFilter } from '../../../common/constants';
import { SEARCH_PATH, searchPath, type SearchQuery } from '../../../common/search-url';

/** Typed builders for every in-app URL; components never piece paths together. */
export const paths = {
  home: '/',
  search: SEARCH_PATH,
  specialOffers: '/special-offers',
  above: '/above',
  destinations: '/destinations',
  whyUs: '/why-us',
  aboutUs: '/about-us',
  enquire: '/enquire',
  contact: '/contact',
  blog: '/blog',
  shortlist: '/shortlist',
  login: '/login',
  forgotPassword: '/forgot-password',
  account: '/account',
  extras: '/extras',
  admin: '/admin',
  checkout: '/checkout',
} as const;

export function propertyUrl(id: string): string {
  return `/property/${encodeURIComponent(id)}`;
}

export type SearchParams = SearchQuery;

/** /search with only the parameters that are set (spec: "Parameters are added only when set"), by common/search-url's codec. */
export function searchUrl(params: SearchParams = {}): string {
  return searchPath(params);
}

/** /search?region={country name lowercased, spaces replaced by hyphens}. */
export function destinationSearchUrl(countryName: string): string {
  return searchUrl({ region: regionSlug(countryName) });
}

export function amenitySearchUrl(amenity: AmenityFilter): string {
  return searchUrl({ amenity });
}

export function newsletterConfirmUrl(token: string): string {
  return `/newsletter/confirm/${encodeURIComponent(token)}`;
}

export function resetPasswordUrl(token: string): string {
  return `/reset-password/${encodeURIComponent(token)}`;
}

/**
 * A path inside this site to come back to after logging in; anything else (other origins,
 * protocol-relative "//host", back-slash tricks) is refused so the login page cannot redirect off-site.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

export type LoginTab = 'login' | 'register';

/** /login, optionally on the register tab and with the page to return to after signing in. */
export function loginUrl(options: { tab?: LoginTab; returnTo?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.tab && options.tab !== 'login') query.set('tab', options.tab);
  const returnTo = safeReturnPath(options.returnTo);
  if (returnTo) query.set('returnTo', returnTo);
  const qs = query.toString();
  return qs ? `${paths.login}?${qs}` : paths.login;
}

export const ACCOUNT_TABS = ['profile', 'password', 'bookings', 'orders', 'shortlist'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** /account on one tab (profile, the default, has no parameter). */
export function accountUrl(tab: AccountTab = 'profile'): string {
  return tab === 'profile' ? paths.account : `${paths.account}?tab=${tab}`;
}

/** The extras tabs (spec section 2), in order; the selected one is the URL's `tab` parameter. */
export const EXTRAS_TABS = ['flights', 'car-hire', 'transfers', 'insurance'] as const;
export type ExtrasTab = (typeof EXTRAS_TABS)[number];
export const DEFAULT_EXTRAS_TAB: ExtrasTab = 'flights';

export function isExtrasTab(value: string | null | undefined): value is ExtrasTab {
  return EXTRAS_TABS.includes(value as ExtrasTab);
}

/** /extras on one tab (flights, the first, has no parameter). */
export function extrasUrl(tab: ExtrasTab = DEFAULT_EXTRAS_TAB): string {
  return tab === DEFAULT_EXTRAS_TAB ? paths.extras : `${paths.extras}?tab=${tab}`;
}

export function invoiceUrl(orderId: string): string {
  return `/account/orders/${encodeURIComponent(orderId)}/invoice`;
}
