import { AMENITY_FILTER_KEYS, AMENITY_FILTERS, type AmenityFilter } from './constants';

/**
 * Amenity groups: the quick filters of the header, the search page's
 * chip and filter panel, and the server's search. Each group has its URL value (also the
 * internal value of the GraphQL enum AmenityFilter), the text it matches in amenity labels
 * (AMENITY_FILTERS) and the message id of its label in the client catalogues.
 */
export const AMENITY_MESSAGE_IDS = {
  beachfront: 'amenity.beachfront',
  'infinity-pool': 'amenity.infinityPool',
  island: 'amenity.island',
  'private-pool': 'amenity.privatePool',
  pool: 'amenity.pool',
  family: 'amenity.family',
} as const satisfies Record<AmenityFilter, string>;

export interface AmenityGroup {
  value: AmenityFilter;
  matches: string;
  messageId: (typeof AMENITY_MESSAGE_IDS)[AmenityFilter];
}

/** The groups in the order of AMENITY_FILTERS, which the header and filter panel show. */
export const AMENITY_GROUPS: readonly AmenityGroup[] = AMENITY_FILTER_KEYS.map((value) => ({ value, matches: AMENITY_FILTERS[value], messageId: AMENITY_MESSAGE_IDS[value] }));

export function isAmenityFilter(value: string | null | undefined): value is AmenityFilter {
  return !!value && (AMENITY_FILTER_KEYS as readonly string[]).includes(value);
}
