import DataLoader from 'dataloader';
import { In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { ABOVE_BADGE, ABOVE_PRICE_THRESHOLD, AMENITY_FILTERS, DEFAULT_NIGHTS, FLIGHTS_INCLUDED_FROM_PRICE, SIMILAR_PROPERTIES_COUNT, type AmenityFilter } from '../../../../common/constants';
import { addDays } from '../../../../common/dates';
import { pricePerNight as nightlyPrice } from '../../../../common/pricing';
import type { RequestContext } from '../../graphql/context';
import { byKeys, defineLoader } from '../../graphql/loaders';
import { pageOrDefault, toPage, type Page, type PageInput } from '../../graphql/pagination';
import { localize } from '../../i18n/localize';
import { notFound } from '../../errors';
import { activeBookingOverlaps } from '../bookings/availability.sql';
import { Property, type Amenity } from './property.entity';
import { PropertySort, type PropertyFilter } from './property.types';
import { likePattern } from '../../db/like-pattern';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Spec section 5: the location is split on spaces, hyphens and commas. */
export function locationWords(location: string): string[] {
  return location.split(/[\s,-]+/).filter(Boolean);
}

/**
 * The label of one stored amenity, in SQL: the object form's `label`, or the part of the
 * string form after the first ':' (the whole string when it has none).
 */
const AMENITY_LABEL_SQL = `CASE WHEN jsonb_typeof(a.value) = 'object' THEN a.value->>'label'
  WHEN position(':' IN a.value #>> '{}') > 0 THEN substr(a.value #>> '{}', position(':' IN a.value #>> '{}') + 1)
  ELSE a.value #>> '{}' END`;

/**
 * The search's stay rules as raw SQL on a properties row `alias`, the value given as a
 * placeholder (`:guests`, `$2`): it sleeps the party, and takes a stay of that many nights.
 * Destination cards count their villas with the same rules at the search defaults, so a card's
 * number is what its search link shows.
 */
export const STAY_SQL = {
  guests: (alias: string, value: string) => `${alias}.sleeps >= ${value}`,
  nights: (alias: string, value: string) => `${alias}.min_nights <= ${value}`,
};

/** Applies every filter rule as SQL conditions on alias `p`. */
function applyFilter(qb: SelectQueryBuilder<Property>, filter: PropertyFilter = {}): void {
  if (filter.location) {
    locationWords(filter.location).forEach((word, i) => {
      qb.andWhere(`p.location ILIKE :location${i} ESCAPE '\\'`, { [`location${i}`]: likePattern(word) });
    });
  }
  if (filter.region) {
    qb.andWhere('p.destinationKey IN (SELECT d.key FROM destinations d WHERE d.country_slug = lower(:region))', { region: filter.region.trim() });
  }
  if (filter.guests !== undefined && filter.guests !== null) qb.andWhere(STAY_SQL.guests('p', ':guests'), { guests: filter.guests });
  if (filter.nights !== undefined && filter.nights !== null) qb.andWhere(STAY_SQL.nights('p', ':nights'), { nights: filter.nights });
  const groups = new Set<AmenityFilter>([...(filter.amenity ? [filter.amenity] : []), ...(filter.amenities ?? [])]);
  [...groups].forEach((group, i) => {
    qb.andWhere(`EXISTS (SELECT 1 FROM jsonb_array_elements(p.amenities) AS a(value) WHERE ${AMENITY_LABEL_SQL} ILIKE :amenity${i} ESCAPE '\\')`, {
      [`amenity${i}`]: likePattern(AMENITY_FILTERS[group]),
    });
  });
  if (filter.discounted === true) qb.andWhere('p.discount > 0');
  if (filter.discounted === false) qb.andWhere('(p.discount IS NULL OR p.discount = 0)');
  if (filter.above === true) qb.andWhere('(p.price > :abovePrice OR p.badge = :aboveBadge)', { abovePrice: ABOVE_PRICE_THRESHOLD, aboveBadge: ABOVE_BADGE });
  if (filter.above === false) qb.andWhere('NOT (p.price > :abovePrice OR p.badge IS NOT DISTINCT FROM :aboveBadge)', { abovePrice: ABOVE_PRICE_THRESHOLD, aboveBadge: ABOVE_BADGE });
  if (filter.minPrice !== undefined && filter.minPrice !== null) qb.andWhere('p.price >= :minPrice', { minPrice: filter.minPrice });
  if (filter.maxPrice !== undefined && filter.maxPrice !== null) qb.andWhere('p.price <= :maxPrice', { maxPrice: filter.maxPrice });
  if (filter.minBedrooms !== undefined && filter.minBedrooms !== null) qb.andWhere('p.bedrooms >= :minBedrooms', { minBedrooms: filter.minBedrooms });
  // Availability (issue 4, bookings module): no active booking overlaps [checkIn, checkIn + nights).
  if (filter.checkIn) {
    qb.andWhere(`NOT ${activeBookingOverlaps('p.id', ':availableFrom', ':availableTo')}`, { availableFrom: filter.checkIn, availableTo: addDays(filter.checkIn, filter.nights ?? DEFAULT_NIGHTS) });
  }
}

function applySort(qb: SelectQueryBuilder<Property>, sort: PropertySort): void {
  switch (sort) {
    case PropertySort.PRICE_ASC:
      qb.orderBy('p.price', 'ASC');
      break;
    case PropertySort.PRICE_DESC:
      qb.orderBy('p.price', 'DESC');
      break;
    case PropertySort.NEWEST:
      qb.orderBy('p.createdAt', 'DESC');
      break;
    default:
      qb.orderBy('p.createdAt', 'ASC').addOrderBy('p.slug', 'ASC');
  }
  qb.addOrderBy('p.id', 'ASC');
}

/*
 * The storefront rule (issue 13), in one place: visitors only ever see published villas. Every
 * storefront read goes through one of these: `publishedOnly` for query-builder lists,
 * `PUBLISHED_SQL` for raw SQL that joins properties, `findProperty`/`getProperty` for one villa.
 * Bookings, orders, baskets and the admin read any villa through `findAnyProperty`/`propertyById`.
 */

/** Keeps published villas only (alias `p` unless told). */
export function publishedOnly<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias = 'p'): SelectQueryBuilder<T> {
  return qb.andWhere(`${alias}.published = true`);
}

/** The same rule as a raw SQL condition on a properties row aliased `alias`. */
export const PUBLISHED_SQL = (alias: string) => `${alias}.published = true`;

/** A villa the caller may see on the storefront: published, or any villa for staff previewing it. */
export function isVisibleTo(ctx: RequestContext, property: Property): boolean {
  return property.published || ctx.user?.isAdmin === true;
}

/** One page of villas matching `filter`, with the total count of matches (two statements). */
export async function listProperties(ctx: RequestContext, filter?: PropertyFilter | null, page?: Partial<PageInput> | null, sort?: PropertySort | null): Promise<Page<Property>> {
  const slice = pageOrDefault(page);
  const qb = publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p'));
  applyFilter(qb, filter ?? {});
  applySort(qb, sort ?? PropertySort.RECOMMENDED);
  const [rows, total] = await qb.offset(slice.offset).limit(slice.limit).getManyAndCount();
  return toPage(
    rows.map((row) => localize(row, ctx.locale)),
    total,
    slice,
  );
}

/** The villa with this id as the storefront shows it, or null (also for a malformed id or an unpublished villa, except to staff). */
export async function findProperty(ctx: RequestContext, id: string): Promise<Property | null> {
  const property = await findAnyProperty(ctx, id);
  return property && isVisibleTo(ctx, property) ? property : null;
}

/** As findProperty, but an unknown (or, to visitors, unpublished) villa is a NOT_FOUND error. */
export async function getProperty(ctx: RequestContext, id: string): Promise<Property> {
  const property = await findProperty(ctx, id);
  if (!property) throw notFound('property.notFound');
  return property;
}

/** The villa with this id, published or not (bookings, orders, baskets, staff), or null. */
export async function findAnyProperty(ctx: RequestContext, id: string): Promise<Property | null> {
  if (!isUuid(id)) return null;
  return ctx.loaders.get(propertyById).load(id);
}

/** As findAnyProperty, but an unknown villa is a NOT_FOUND error. */
export async function getAnyProperty(ctx: RequestContext, id: string): Promise<Property> {
  const property = await findAnyProperty(ctx, id);
  if (!property) throw notFound('property.notFound');
  return property;
}

/** "You May Also Like": other published villas chosen at random in SQL; none for an unknown or unpublished villa. */
export async function similarProperties(ctx: RequestContext, id: string, count = SIMILAR_PROPERTIES_COUNT): Promise<Property[]> {
  if (!isUuid(id)) return [];
  const rows = await publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p'))
    .andWhere('p.id <> :id', { id })
    .andWhere(`EXISTS (SELECT 1 FROM properties self WHERE self.id = :id AND ${PUBLISHED_SQL('self')})`)
    .orderBy('random()')
    .limit(count)
    .getMany();
  return rows.map((row) => localize(row, ctx.locale));
}

export const propertyById = defineLoader(
  (ctx) =>
    new DataLoader<string, Property | null>(async (ids) => {
      const rows = await ctx.manager.getRepository(Property).findBy({ id: In([...ids]) });
      return byKeys(ids, rows.map((row) => localize(row, ctx.locale)), (row) => row.id);
    }),
);

/** Both stored amenity forms as { icon, label }: "wifi:Free Wi-Fi" → { icon: 'wifi', label: 'Free Wi-Fi' }. */
export function normalizeAmenity(amenity: Amenity): { icon: string | null; label: string } {
  if (typeof amenity !== 'string') return { icon: amenity.icon || null, label: amenity.label };
  const colon = amenity.indexOf(':');
  if (colon < 0) return { icon: null, label: amenity.trim() };
  return { icon: amenity.slice(0, colon).trim() || null, label: amenity.slice(colon + 1).trim() };
}

export const pricePerNight = (property: Property) => nightlyPrice(property.price);
export const flightsIncluded = (property: Property) => property.price >= FLIGHTS_INCLUDED_FROM_PRICE;
export const isAbove = (property: Property) => property.price > ABOVE_PRICE_THRESHOLD || property.badge === ABOVE_BADGE;

