import { ArrayMaxSize, IsBoolean, IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { AMENITY_FILTER_KEYS, MIN_GUESTS, type AmenityFilter } from '../../../../common/constants';
import { Paginated } from '../../graphql/pagination';
import { OptionalInt } from '../../graphql/filter-fields';
import { v } from '../../validation';
import { Property } from './property.entity';
import { enumType, namedEnum, type EnumValue } from '../../graphql/enum-type';

/** GraphQL names (INFINITY_POOL) whose values are the URL values (infinity-pool). */
export const AmenityFilterEnum = enumType<AmenityFilter>(AMENITY_FILTER_KEYS, {
  name: 'AmenityFilter',
  description: 'Amenity quick filters: each keeps villas with an amenity whose label contains a text (beach, infinity, island, private pool, pool, family).',
});

export const PropertySort = namedEnum('PropertySort', 'Order of a villa list. Every order is stable: ties are broken by id.', {
  RECOMMENDED: 'The catalogue order: villas in the order they were added, then by slug.',
  PRICE_ASC: 'Lowest weekly price first.',
  PRICE_DESC: 'Highest weekly price first.',
  NEWEST: 'Most recently added first.',
});
export type PropertySort = EnumValue<typeof PropertySort>;
export const PROPERTY_SORTS = Object.values(PropertySort);

const MAX_TEXT = 100;
const MAX_NIGHTS = 365;
const MAX_GUESTS = 100;
/** Bounds on the numeric filters: far above any villa, far below what the database would refuse. */
const MAX_PRICE_FILTER = 100_000_000;
const MAX_BEDROOMS_FILTER = 100;

/**
 * Villa search filter (location, guests, nights and amenity, plus the storefront's filter panel).
 * Every given field narrows the list; all of them run in SQL. REST reads the same fields from
 * the query string of GET /api/properties.
 */
@InputType({ description: 'Narrows a villa list. Every field given must hold.' })
export class PropertyFilter {
  @Field({ nullable: true, description: 'Words split on spaces, hyphens and commas; each must appear in the villa location (case-insensitive).' })
  @IsOptional()
  @MaxLength(MAX_TEXT, v('validation.maxLength'))
  @IsString(v('validation.invalid'))
  location?: string;

  @Field({ nullable: true, description: 'Country slug (name lowercased, spaces as hyphens), e.g. "spain-&-the-balearics".' })
  @IsOptional()
  @MaxLength(MAX_TEXT, v('validation.maxLength'))
  @IsString(v('validation.invalid'))
  region?: string;

  @OptionalInt(MIN_GUESTS, MAX_GUESTS, 'Keeps villas that sleep at least this many guests.')
  guests?: number;

  @OptionalInt(1, MAX_NIGHTS, 'Keeps villas whose minimum stay (default 1 night) is at most this many nights.')
  nights?: number;

  // Availability (bookings module).
  @Field({ nullable: true, description: 'Arrival date (YYYY-MM-DD): leaves out villas booked for checkIn plus `nights` (default 7) nights.' })
  @IsOptional()
  @IsISO8601({ strict: true }, v('validation.date'))
  @Matches(/^\d{4}-\d{2}-\d{2}$/, v('validation.date'))
  checkIn?: string;

  @Field(() => AmenityFilterEnum, { nullable: true, description: 'Keeps villas with an amenity of this group.' })
  @IsOptional()
  @IsIn(AMENITY_FILTER_KEYS, v('validation.enum'))
  amenity?: AmenityFilter;

  @Field(() => [AmenityFilterEnum], { nullable: true, description: 'Keeps villas with an amenity of every one of these groups.' })
  @IsOptional()
  @ArrayMaxSize(AMENITY_FILTER_KEYS.length, v('validation.invalid'))
  @IsIn(AMENITY_FILTER_KEYS, v('validation.enum', { each: true }))
  amenities?: AmenityFilter[];

  @Field({ nullable: true, description: 'true: only villas with a discount above 0 (special offers).' })
  @IsOptional()
  @IsBoolean(v('validation.boolean'))
  discounted?: boolean;

  @Field({ nullable: true, description: 'true: only the ABOVE collection (weekly price above 3000 or badge ABOVE).' })
  @IsOptional()
  @IsBoolean(v('validation.boolean'))
  above?: boolean;

  @OptionalInt(0, MAX_PRICE_FILTER, 'Lowest weekly price (GBP), inclusive.')
  minPrice?: number;

  @OptionalInt(0, MAX_PRICE_FILTER, 'Highest weekly price (GBP), inclusive.')
  maxPrice?: number;

  @OptionalInt(0, MAX_BEDROOMS_FILTER, 'Keeps villas with at least this many bedrooms.')
  minBedrooms?: number;
}

/** REST only: the sort order as a query parameter, validated like the GraphQL enum. */
export class PropertySortInput {
  @IsOptional()
  @IsIn(PROPERTY_SORTS, v('validation.enum'))
  sort?: PropertySort;
}

@ObjectType('Amenity', { description: 'An amenity of a villa, normalised from either stored form ({ icon, label } or "icon:label").', simpleResolvers: true })
export class AmenityItem {
  @Field(() => String, { nullable: true, description: 'Icon name (wifi, wind, car, waves, coffee, tv), or null when none was given.' })
  icon: string | null;

  @Field({ description: 'Readable label, e.g. "Private pool".' })
  label: string;
}

@ObjectType({ description: 'A page of villas.', simpleResolvers: true })
export class PropertyPage extends Paginated(Property) {
  // Resolved by PropertyPageResolver, so lists that never estimate (the admin's) answer false.
  totalCountIsEstimate?: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor after the last villa of this page: pass it as `after` for the next page (keyset paging). Null for an empty page.' })
  endCursor?: string | null;
}
