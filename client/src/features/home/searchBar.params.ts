import * as z from 'zod/mini';
import { DEFAULT_ADULTS, DEFAULT_CHILDREN, DEFAULT_NIGHTS } from '../../../../common/constants';
import { destinationByKey } from '../../../../common/destinations';
import { searchUrl, type SearchParams } from '../../lib/urls';

/** The search bar's choices; every combination is a search. */
export const searchBarSchema = z.object({
  /** Destination key, or '' for Anywhere. */
  destination: z.string(),
  /** ISO check-in day, or '' for Anytime. */
  checkIn: z.string(),
  nights: z.number(),
  /** "Exact dates" (checkIn and nights) or "Flexible" (any arrival in month for weeks). */
  mode: z.enum(['exact', 'flexible']),
  /** YYYY-MM, with flexible dates. */
  month: z.string(),
  weeks: z.number(),
  adults: z.number(),
  children: z.number(),
});

export type SearchBarState = z.infer<typeof searchBarSchema>;

/** 2 adults, 0 children, 7 nights, no destination, no date; a flexible search would be one week of the first month offered. */
export const SEARCH_BAR_DEFAULTS: SearchBarState = {
  destination: '',
  checkIn: '',
  nights: DEFAULT_NIGHTS,
  mode: 'exact',
  month: '',
  weeks: 1,
  adults: DEFAULT_ADULTS,
  children: DEFAULT_CHILDREN,
};

/**
 * The /search parameters of the search bar: location is the destination's readable (English)
 * name, the one villa locations use; guests is adults + children and left out when 0. Flexible
 * dates give the month and whole weeks' nights instead of a check-in. Only set parameters are added.
 */
export function searchBarParams(state: SearchBarState): SearchParams {
  const params: SearchParams = {};
  const destination = state.destination ? destinationByKey(state.destination) : undefined;
  if (destination) params.location = destination.name;
  if (state.mode === 'flexible' && state.month) {
    params.month = state.month;
    params.nights = state.weeks * 7;
  } else {
    if (state.checkIn) params.checkIn = state.checkIn;
    if (state.nights) params.nights = state.nights;
  }
  const guests = state.adults + state.children;
  if (guests > 0) params.guests = guests;
  return params;
}

export function searchBarUrl(state: SearchBarState): string {
  return searchUrl(searchBarParams(state));
}
