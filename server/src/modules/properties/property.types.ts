import { ArrayMaxSize, IsBoolean, IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MAP_PINS_LIMIT } from '../../../../common/map-area';
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

  // Flexible dates: any arrival in a month.
  @Field({ nullable: true, description: 'Flexible dates (YYYY-MM): keeps villas with at least one bookable stay of `nights` nights (default 7) arriving in this month; each villa lists them as `stays`. Not with checkIn.' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, v('search.month'))
  @IsString(v('search.month'))
  month?: string;

  @Field({ nullable: true, description: 'Map area "minLng,minLat,maxLng,maxLat" (degrees west, south, east and north; west ≤ east): keeps villas whose point is inside. `propertyPins` gives every match inside as pins.' })
  @IsOptional()
  @MaxLength(MAX_TEXT, v('search.bbox'))
  @IsString(v('search.bbox'))
  bbox?: string;

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

@ObjectType({ description: "A villa's pin on the search map.", simpleResolvers: true })
export class MapPin {
  @Field(() => ID)
  id: string;

  @Field({ description: "The villa's name in the request's language." })
  title: string;

  @Field(() => Float)
  latitude: number;

  @Field(() => Float)
  longitude: number;

  @Field(() => Int, { description: 'The lowest weekly price of the coming 12 months (base or a season), whole units of `currency`: the card\'s "from".' })
  fromWeeklyPrice: number;

  @Field()
  currency: string;
}

@ObjectType({ description: `Every villa matching a filter that has a point on the map, at most ${MAP_PINS_LIMIT} (the cheapest first).`, simpleResolvers: true })
export class MapPinList {
  @Field(() => [MapPin])
  items: MapPin[];

  @Field({ description: `True when more than ${MAP_PINS_LIMIT} villas match: zoom in (a smaller bbox) to see them all.` })
  truncated: boolean;
}

@ObjectType({ description: 'How the search map draws its background, from server configuration.', simpleResolvers: true })
export class MapSettings {
  @Field(() => String, { nullable: true, description: 'Tile address template ({z}/{x}/{y}, optional {s} and {r}) from MAP_STYLE_URL; null: pins on a plain background, no outside requests.' })
  tileUrl: string | null;

  @Field({ description: 'The tile provider\'s credit to show in the map\'s corner (MAP_ATTRIBUTION); empty when none.' })
  attribution: string;
}
