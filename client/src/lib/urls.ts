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

/** A mailto: link to an address (as the server validated it), optionally with a subject. */
export function mailtoUrl(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** A tel: link: the number with only the characters a dialler reads. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function newsletterConfirmUrl(token: string): string {
  return `/newsletter/confirm/${encodeURIComponent(token)}`;
}

export function resetPasswordUrl(token: string): string {
  return `/reset-password/${encodeURIComponent(token)}`;
}

/** Longer return paths are refused outright: no in-app URL comes close, and it bounds the work. */
const MAX_RETURN_PATH_LENGTH = 2048;
/** C0 controls, DEL and C1 controls: browsers strip some of them (tab, newline) before parsing a URL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** How many layers of percent-encoding are looked through (%252F is "/" twice encoded). */
const MAX_DECODE_ROUNDS = 3;
/** The origin relative paths are resolved against when there is no window (tests, server). */
const FALLBACK_ORIGIN = 'http://localhost';

/** Whether a raw or decoded form of a return path could be read as another site (or a script) by something. */
function looksOffSite(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || text.includes('\\') || !text.startsWith('/') || text.startsWith('//');
}

/**
 * A path inside this site to come back to after logging in (from `returnTo`, `from` or anything
 * else read from the URL or storage), as pathname + search + hash; undefined for anything else.
 * Browsers forgive a lot before they parse a URL (tabs and newlines are dropped, "\\" counts
 * as "/"), so rather than guess what they will do, the value is refused when it, or any decoded
 * form of it, holds a control character or a back-slash or does not start with exactly one "/";
 * what is left must then resolve to this very origin.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  let text = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (looksOffSite(text)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return undefined; // Malformed escapes: nothing of ours produces them.
    }
    if (decoded === text) break;
    if (round === MAX_DECODE_ROUNDS) return undefined; // Still encoded after that many layers: not ours either.
    text = decoded;
  }
  const origin = typeof window === 'undefined' ? FALLBACK_ORIGIN : window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave an empty first segment ("/.//evil.example" becomes "//evil.example").
  return looksOffSite(path) ? undefined : path;
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
