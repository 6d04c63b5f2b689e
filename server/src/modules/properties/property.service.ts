import DataLoader from 'dataloader';
import { In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { ABOVE_BADGE, ABOVE_PRICE_THRESHOLD, DEFAULT_NIGHTS, DEFAULT_SEARCH_GUESTS, FLIGHTS_INCLUDED_FROM_PRICE, SEARCH_COUNT_CAP, SIMILAR_PROPERTIES_COUNT, type AmenityFilter } from '../../../../common/constants';
import { addDays } from '../../../../common/dates';
import { pricePerNight as nightlyPrice } from '../../../../common/pricing';
import type { RequestContext } from '../../graphql/context';
import { byKeys, defineLoader } from '../../graphql/loaders';
import { decodeCursor, encodeCursor, pageOrDefault, type Page, type PageInput } from '../../graphql/pagination';
import { localize } from '../../i18n/localize';
import { notFound } from '../../errors';
import { sql } from '../../db/sql';
import { activeBookingOverlaps } from './availability.sql';
import { Property, type Amenity } from './property.entity';
import { PropertySort, type PropertyFilter } from './property.types';
import { likePattern } from '../../db/like-pattern';
import { isUuid } from '../../db/uuid';
import { photosJsonSql, primePhotos } from '../media/media.service';
import { primeRates, ratesJsonSql } from './property-rates.service';

/** The words of a location filter: split on spaces, hyphens and commas. */
export function locationWords(location: string): string[] {
  return location.split(/[\s,-]+/).filter(Boolean);
}

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
  // amenity_groups is derived from the amenities by the database (search-indexes migration).
  if (groups.size) qb.andWhere('p.amenity_groups @> CAST(:amenityGroups AS text[])', { amenityGroups: [...groups] });
  if (filter.discounted === true) qb.andWhere('p.discount > 0');
  if (filter.discounted === false) qb.andWhere('(p.discount IS NULL OR p.discount = 0)');
  if (filter.above === true) qb.andWhere('(p.price > :abovePrice OR p.badge = :aboveBadge)', { abovePrice: ABOVE_PRICE_THRESHOLD, aboveBadge: ABOVE_BADGE });
  if (filter.above === false) qb.andWhere('NOT (p.price > :abovePrice OR p.badge IS NOT DISTINCT FROM :aboveBadge)', { abovePrice: ABOVE_PRICE_THRESHOLD, aboveBadge: ABOVE_BADGE });
  if (filter.minPrice !== undefined && filter.minPrice !== null) qb.andWhere('p.price >= :minPrice', { minPrice: filter.minPrice });
  if (filter.maxPrice !== undefined && filter.maxPrice !== null) qb.andWhere('p.price <= :maxPrice', { maxPrice: filter.maxPrice });
  if (filter.minBedrooms !== undefined && filter.minBedrooms !== null) qb.andWhere('p.bedrooms >= :minBedrooms', { minBedrooms: filter.minBedrooms });
  // Availability (bookings module): no active booking overlaps [checkIn, checkIn + nights).
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
 * The storefront rule, in one place: visitors only ever see published villas. Every
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

/**
 * A villa list page as the storefront search answers it: the page, the count of all matches
 * (capped at SEARCH_COUNT_CAP, see `totalCountIsEstimate`) and the cursor after its last villa.
 */
export interface PropertyListPage extends Page<Property> {
  /** True when more than SEARCH_COUNT_CAP villas match: `totalCount` then says "at least". */
  totalCountIsEstimate: boolean;
  /** Pass as `after` for the page that follows; null for an empty page (the same as `pageInfo.endCursor`). */
  endCursor: string | null;
}

/** Keeps the villas after the cursor's villa in the list's order (alias `p`; the cursor id is `:after`). */
function applyAfter(qb: SelectQueryBuilder<Property>, sort: PropertySort, after: string): void {
  const at = (column: string) => `(SELECT c.${column} FROM properties c WHERE c.id = :after)`;
  qb.setParameter('after', after);
  switch (sort) {
    case PropertySort.PRICE_ASC:
      qb.andWhere('(p.price, p.id) > (SELECT c.price, c.id FROM properties c WHERE c.id = :after)');
      break;
    case PropertySort.PRICE_DESC:
      // Price descending, id ascending: one direction per column, so no row comparison.
      qb.andWhere(`p.price <= ${at('price')} AND (p.price < ${at('price')} OR p.id > :after)`);
      break;
    case PropertySort.NEWEST:
      qb.andWhere(`p.createdAt <= ${at('created_at')} AND (p.createdAt < ${at('created_at')} OR p.id > :after)`);
      break;
    default:
      qb.andWhere('(p.createdAt, p.slug, p.id) > (SELECT c.created_at, c.slug, c.id FROM properties c WHERE c.id = :after)');
  }
}

/**
 * Which of a villa's columns a list page reads: `card` the search card's (no descriptions,
 * amenities, layout or nearby attractions, and of the translations only the card's texts in the
 * request's language), `localized` every column with the translations of the request's language
 * only (REST), `all` every column as stored.
 */
export type ListColumns = 'card' | 'localized' | 'all';

/** What a list page reads besides the villas: their seasons (the cards' from-prices). Their photos always come. */
export interface ListOptions {
  rates?: boolean;
  columns?: ListColumns;
}

/** The properties columns a card needs (ListColumns `card`); translations come separately. */
const CARD_COLUMNS = new Set<keyof Property>(['id', 'slug', 'title', 'location', 'region', 'destinationKey', 'price', 'currency', 'images', 'features', 'bedrooms', 'bathrooms', 'sleeps', 'discount', 'badge', 'minNights', 'createdAt', 'published', 'changeoverDay', 'updatedAt']);
/** The translated texts among CARD_COLUMNS. */
const CARD_TEXTS = ['title', 'location', 'region', 'features', 'badge'] as const;

/** The select list of a list page: each column under its property name, translations per `columns`. */
function listSelect(ctx: RequestContext, qb: SelectQueryBuilder<Property>, columns: ListColumns): ColumnMetadata[] {
  const metadata = ctx.manager.getRepository(Property).metadata.columns.filter((c) => c.propertyName !== 'translations' && (columns !== 'card' || CARD_COLUMNS.has(c.propertyName as keyof Property)));
  qb.select(metadata.map((c) => `"p"."${c.databaseName}" AS "${c.propertyName}"`).join(', '));
  const locale = ctx.locale.replace(/[^a-z]/g, '');
  let translations = 'p.translations';
  if (columns !== 'all') translations = locale === 'en' ? `'{}'::jsonb` : columns === 'card' ? `jsonb_build_object('${locale}', jsonb_build_object(${CARD_TEXTS.map((key) => `'${key}', p.translations #> '{${locale},${key}}'`).join(', ')}))` : `jsonb_build_object('${locale}', p.translations -> '${locale}')`;
  qb.addSelect(translations, 'translations');
  return metadata;
}

/**
 * One page of villas matching `filter`: `page.offset` skips villas (compatibility), `after` starts
 * right after a cursor (offset is then ignored). One statement, whatever the page size: the page's
 * ids found by an index-only scan of the sort's index, then only those rows read (the columns
 * `options.columns` asks for), each with its photos (and with `rates`, its seasons) as JSON for
 * this request's loaders, and, when the page has a next one, the count of all matches (it stops
 * after SEARCH_COUNT_CAP + 1). Only paging past the end needs a second statement for the count.
 */
export async function listProperties(
  ctx: RequestContext,
  filter?: PropertyFilter | null,
  page?: Partial<PageInput> | null,
  sort?: PropertySort | null,
  after?: string | null,
  options: ListOptions = {},
): Promise<PropertyListPage> {
  const slice = pageOrDefault(page);
  const order = sort ?? PropertySort.RECOMMENDED;
  const cursor = after ? decodeCursor(after) : null;
  const start = cursor ? cursor.position : slice.offset;
  const repo = ctx.manager.getRepository(Property);

  const ids = publishedOnly(repo.createQueryBuilder('p').select('p.id'));
  applyFilter(ids, filter ?? {});
  if (cursor) applyAfter(ids, order, cursor.id);
  applySort(ids, order);
  // One more than the page, to know whether another follows without counting.
  ids.offset(cursor ? 0 : slice.offset).limit(slice.limit + 1);
  const rows = repo.createQueryBuilder('p').where(`p.id IN (${ids.getQuery()})`).setParameters(ids.getParameters());
  const columns = listSelect(ctx, rows, options.columns ?? 'all');
  rows.addSelect(photosJsonSql('p.id'), 'card_photos');
  if (options.rates) rows.addSelect(ratesJsonSql('p.id'), 'card_rates');
  // The count, in the same statement and only when a next page exists (the rows of the page are
  // the window; the uncorrelated count is run once, and not at all on a last page).
  const recent = recentCount(ctx, filter ?? {});
  if (recent === undefined) {
    const matches = countQuery(ctx, filter ?? {});
    rows.addSelect(`CASE WHEN count(*) OVER () > ${slice.limit} THEN (SELECT count(*)::int FROM (${matches.getQuery()}) AS matches) END`, 'card_match_count');
    rows.setParameters(matches.getParameters());
  }
  applySort(rows, order);
  const raw = await rows.getRawMany<Record<string, unknown> & { id: string; translations: Property['translations'] | null; card_photos: unknown; card_rates?: unknown; card_match_count?: number | null }>();
  const found = raw.map((row) => {
    const villa = new Property();
    for (const column of columns) (villa as unknown as Record<string, unknown>)[column.propertyName] = row[column.propertyName];
    villa.translations = row.translations ?? {};
    primePhotos(ctx, row.id, row.card_photos);
    if (options.rates) primeRates(ctx, row.id, row.card_rates);
    return villa;
  });
  const items = found.slice(0, slice.limit);
  const hasNextPage = found.length > slice.limit;

  let totalCount = start + items.length;
  let totalCountIsEstimate = false;
  // A last page (or a first page that is all there is) gives the total without counting.
  if (hasNextPage || (items.length === 0 && start > 0)) {
    const counted = recent ?? (raw[0]?.card_match_count != null ? rememberCount(ctx, filter ?? {}, Number(raw[0].card_match_count)) : await cachedCount(ctx, filter ?? {}));
    totalCountIsEstimate = counted > SEARCH_COUNT_CAP;
    totalCount = totalCountIsEstimate ? Math.max(SEARCH_COUNT_CAP, totalCount) : counted;
  }
  const last = items[items.length - 1];
  const endCursor = last ? encodeCursor(start + items.length, last.id) : null;
  return {
    items: items.map((row) => localize(row, ctx.locale)),
    totalCount,
    totalCountIsEstimate,
    hasNextPage,
    offset: start,
    limit: slice.limit,
    endCursor,
    pageInfo: { hasNextPage, endCursor },
  };
}

/** Counts per filter, newest last; the oldest goes when it is full. One per process. */
const recentCounts = new Map<string, { count: number; expires: number }>();
const RECENT_COUNTS_MAX = 1000;

const countKey = (filter: PropertyFilter) => JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));

/**
 * A count of this filter made less than config.searchCountCacheMs ago, if any: popular searches
 * (the whole catalogue, a country) are counted once in a while instead of on every page. A count
 * a few seconds old is good enough for "N villas available"; the page itself is always read
 * fresh. Inside a transaction the count is always fresh.
 */
function recentCount(ctx: RequestContext, filter: PropertyFilter): number | undefined {
  if (!ctx.config.searchCountCacheMs || ctx.manager.queryRunner) return undefined;
  const recent = recentCounts.get(countKey(filter));
  return recent && recent.expires > Date.now() ? recent.count : undefined;
}

/** Keeps a count for recentCount; returns it. */
function rememberCount(ctx: RequestContext, filter: PropertyFilter, count: number): number {
  const ttl = ctx.config.searchCountCacheMs;
  if (!ttl || ctx.manager.queryRunner) return count;
  const key = countKey(filter);
  recentCounts.delete(key);
  if (recentCounts.size >= RECENT_COUNTS_MAX) recentCounts.delete(recentCounts.keys().next().value!);
  recentCounts.set(key, { count, expires: Date.now() + ttl });
  return count;
}

/** countMatches, reused while recent (recentCount). */
async function cachedCount(ctx: RequestContext, filter: PropertyFilter): Promise<number> {
  return recentCount(ctx, filter) ?? rememberCount(ctx, filter, await countMatches(ctx, filter));
}

/** The published villas matching `filter`, at most SEARCH_COUNT_CAP + 1 of them: what countMatches counts. */
function countQuery(ctx: RequestContext, filter: PropertyFilter): SelectQueryBuilder<Property> {
  const matches = publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p').select('1'));
  applyFilter(matches, filter);
  return matches.limit(SEARCH_COUNT_CAP + 1);
}

/** The number of published villas matching `filter`, reading at most SEARCH_COUNT_CAP + 1 of them. */
async function countMatches(ctx: RequestContext, filter: PropertyFilter): Promise<number> {
  const [query, params] = countQuery(ctx, filter).getQueryAndParameters();
  const { rows } = await sql<{ count: number }>(ctx, `SELECT count(*)::int AS count FROM (${query}) AS matches`, params);
  return rows[0].count;
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

/**
 * Villas per country as the card's link (/search?region=…) finds them: published, and taking the
 * search's default stay (7 nights, 2 guests) by the search's own rules. One grouped query for all
 * countries of a response.
 */
export const villaCountByCountry = defineLoader(
  (ctx) =>
    new DataLoader<string, number>(async (slugs) => {
      const { rows } = await sql<{ slug: string; count: string }>(
        ctx,
        `SELECT d.country_slug AS slug, count(p.id) AS count
           FROM destinations d JOIN properties p ON p.destination_key = d.key
          WHERE d.country_slug = ANY($1) AND ${PUBLISHED_SQL('p')} AND ${STAY_SQL.guests('p', '$2')} AND ${STAY_SQL.nights('p', '$3')}
          GROUP BY d.country_slug`,
        [[...slugs], DEFAULT_SEARCH_GUESTS, DEFAULT_NIGHTS],
      );
      const counts = new Map(rows.map((row) => [row.slug, Number(row.count)]));
      return slugs.map((slug) => counts.get(slug) ?? 0);
    }),
);

/**
 * Whether a villa list request is a visitor's search, for the funnel: the first page of results
 * (paging on is the same search), and not the list of discounted villas that the home and offers
 * pages show.
 */
export function isSearch(filter: PropertyFilter | null | undefined, page: Partial<PageInput> | null | undefined, after: string | null | undefined): boolean {
  return !after && !page?.offset && !filter?.discounted;
}
