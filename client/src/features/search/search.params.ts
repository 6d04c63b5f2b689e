import { enumName } from '../../../../common/enum-names';
import type { AmenityFilter } from '../../../../common/constants';
import { parseSearchQuery, searchCriteria, type SearchCriteria } from '../../../../common/search-url';
import type { AmenityFilter as AmenityEnum, PropertyFilter } from '../../__generated__/graphql';

export type { SearchCriteria };

/** Reads the URL with common/search-url's codec; nights defaults to 7 and guests to 2; unknown values are ignored. */
export function readSearchCriteria(params: URLSearchParams): SearchCriteria {
  return searchCriteria(parseSearchQuery(params));
}

const amenityEnum = (value: AmenityFilter) => enumName(value) as AmenityEnum;

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
  if (c.month) filter.month = c.month;
  if (c.bbox) filter.bbox = c.bbox;
  return filter;
}
