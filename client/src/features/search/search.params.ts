import { AMENITY_FILTER_KEYS, DEFAULT_NIGHTS, DEFAULT_SEARCH_GUESTS, type AmenityFilter } from '../../../../common/constants';
import type { AmenityFilter as AmenityEnum, PropertyFilter } from '../../__generated__/graphql';

/** Everything /search reads from its URL (spec section 2 plus the filter panel). */
export interface SearchCriteria {
  location?: string;
  region?: string;
  checkIn?: string;
  nights: number;
  guests: number;
  amenity?: AmenityFilter;
  /** Filter panel: weekly price bounds (GBP), minimum bedrooms, required amenities. */
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  amenities: AmenityFilter[];
}

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

function isAmenity(value: string | null): value is AmenityFilter {
  return !!value && (AMENITY_FILTER_KEYS as string[]).includes(value);
}

/** Reads the URL; nights defaults to 7 and guests to 2; unknown values are ignored. */
export function readSearchCriteria(params: URLSearchParams): SearchCriteria {
  const amenity = params.get('amenity');
  const checkIn = params.get('checkIn');
  return {
    location: params.get('location')?.trim() || undefined,
    region: params.get('region')?.trim() || undefined,
    checkIn: checkIn && /^\d{4}-\d{2}-\d{2}$/.test(checkIn) ? checkIn : undefined,
    nights: positiveInt(params.get('nights')) ?? DEFAULT_NIGHTS,
    guests: positiveInt(params.get('guests')) ?? DEFAULT_SEARCH_GUESTS,
    amenity: isAmenity(amenity) ? amenity : undefined,
    minPrice: positiveInt(params.get('minPrice')),
    maxPrice: positiveInt(params.get('maxPrice')),
    bedrooms: positiveInt(params.get('bedrooms')),
    amenities: (params.get('amenities') ?? '').split(',').filter(isAmenity),
  };
}

/** URL value (infinity-pool) → GraphQL enum name (INFINITY_POOL). */
export function amenityEnum(value: AmenityFilter): AmenityEnum {
  return value.toUpperCase().replace(/-/g, '_') as AmenityEnum;
}

/** The server-side filter for the criteria (check-in is shown but does not narrow the list). */
export function propertyFilter(c: SearchCriteria): PropertyFilter {
  const filter: PropertyFilter = { nights: c.nights, guests: c.guests };
  if (c.location) filter.location = c.location;
  if (c.region) filter.region = c.region;
  if (c.amenity) filter.amenity = amenityEnum(c.amenity);
  if (c.minPrice) filter.minPrice = c.minPrice;
  if (c.maxPrice) filter.maxPrice = c.maxPrice;
  if (c.bedrooms) filter.minBedrooms = c.bedrooms;
  if (c.amenities.length) filter.amenities = c.amenities.map(amenityEnum);
  return filter;
}

/** The filter panel's fields, as URL parameters. */
export const PANEL_PARAMS = ['minPrice', 'maxPrice', 'bedrooms', 'amenities'] as const;
