import { regionSlug, type AmenityFilter } from '../../../common/constants';

/** Typed builders for every in-app URL; components never piece paths together. */
export const paths = {
  home: '/',
  search: '/search',
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

export interface SearchParams {
  /** The readable destination name, e.g. "Corfu". */
  location?: string;
  /** Country slug from a destination card, e.g. "spain-&-the-balearics". */
  region?: string;
  /** ISO date, yyyy-mm-dd. */
  checkIn?: string;
  nights?: number;
  guests?: number;
  amenity?: AmenityFilter;
}

const SEARCH_PARAM_ORDER: (keyof SearchParams)[] = ['location', 'region', 'checkIn', 'nights', 'guests', 'amenity'];

/** /search with only the parameters that are set (spec: "Parameters are added only when set"). */
export function searchUrl(params: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const key of SEARCH_PARAM_ORDER) {
    const value = params[key];
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${paths.search}?${qs}` : paths.search;
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
