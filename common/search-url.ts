import { isAmenityFilter } from './amenities';
import { DEFAULT_NIGHTS, DEFAULT_SEARCH_GUESTS, type AmenityFilter } from './constants';
import { isIsoDate } from './dates';
import { formatMapArea, parseMapArea } from './map-area';

/**
 * The /search URL, one typed codec for everything that writes or reads it: the search bar,
 * destination cards, the header's quick filters, the search page's chips and its filter panel.
 * Values: location is the readable destination name, region the country slug,
 * checkIn an ISO day, amenity a group's URL value.
 */
export const SEARCH_PATH = '/search';

export interface SearchQuery {
  /** The readable destination name, e.g. "Corfu". */
  location?: string;
  /** Country slug from a destination card, e.g. "spain-&-the-balearics". */
  region?: string;
  /** ISO date, yyyy-mm-dd. */
  checkIn?: string;
  /** Flexible dates: any arrival in this month (yyyy-mm), for `nights` nights; not with checkIn. */
  month?: string;
  nights?: number;
  guests?: number;
  amenity?: AmenityFilter;
  /** Filter panel: weekly price bounds (GBP), minimum bedrooms, required amenities. */
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  amenities?: AmenityFilter[];
  /** The map's area, "minLng,minLat,maxLng,maxLat" (common/map-area). */
  bbox?: string;
}

export type SearchParam = keyof SearchQuery;

/** Every parameter, in the order URLs write them. */
export const SEARCH_PARAMS: readonly SearchParam[] = ['location', 'region', 'checkIn', 'month', 'nights', 'guests', 'amenity', 'minPrice', 'maxPrice', 'bedrooms', 'amenities', 'bbox'];
/** The filter panel's parameters. */
export const FILTER_PANEL_PARAMS = ['minPrice', 'maxPrice', 'bedrooms', 'amenities'] as const satisfies readonly SearchParam[];

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
}

function text(value: string | null): string | undefined {
  return value?.trim() || undefined;
}

/** Reads a /search query string; anything missing, malformed or unknown is left out. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = {
    location: text(params.get('location')),
    region: text(params.get('region')),
    checkIn: isIsoDate(params.get('checkIn')) ? params.get('checkIn')! : undefined,
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('month') ?? '') ? params.get('month')! : undefined,
    nights: positiveInt(params.get('nights')),
    guests: positiveInt(params.get('guests')),
    amenity: isAmenityFilter(params.get('amenity')) ? (params.get('amenity') as AmenityFilter) : undefined,
    minPrice: positiveInt(params.get('minPrice')),
    maxPrice: positiveInt(params.get('maxPrice')),
    bedrooms: positiveInt(params.get('bedrooms')),
  };
  const area = parseMapArea(params.get('bbox'));
  if (area) query.bbox = formatMapArea(area);
  // One way of choosing dates at a time: a month (flexible) wins over a check-in.
  if (query.month) query.checkIn = undefined;
  const amenities = [...new Set((params.get('amenities') ?? '').split(',').filter(isAmenityFilter))];
  if (amenities.length) query.amenities = amenities;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as SearchQuery;
}

/** The query string of a search: only the parameters that are set, in a fixed order. */
export function buildSearchQuery(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_PARAMS) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/** /search with the query, e.g. /search?location=Corfu&nights=7. */
export function searchPath(query: SearchQuery = {}): string {
  const qs = buildSearchQuery(query).toString();
  return qs ? `${SEARCH_PATH}?${qs}` : SEARCH_PATH;
}

/** What the search page searches for: the query with the search defaults (7 nights, 2 guests). */
export type SearchCriteria = SearchQuery & { nights: number; guests: number; amenities: AmenityFilter[] };

export function searchCriteria(query: SearchQuery): SearchCriteria {
  return { ...query, nights: query.nights ?? DEFAULT_NIGHTS, guests: query.guests ?? DEFAULT_SEARCH_GUESTS, amenities: query.amenities ?? [] };
}
