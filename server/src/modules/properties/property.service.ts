import { randomUUID } from 'node:crypto';
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
import { badInput, notFound } from '../../errors';
import { MAP_PINS_LIMIT, parseMapArea } from '../../../../common/map-area';
import { prepared, sql, type PreparedStatement } from '../../db/sql';
import { activeBookingOver, activeBookingOverlaps } from './availability.sql';
import { Property, type Amenity } from './property.entity';
import { PropertySort, type PropertyFilter } from './property.types';
import { likePattern } from '../../db/like-pattern';
import { isUuid } from '../../db/uuid';
import { photosJsonSql, primeCardPhoto, primePhotos } from '../media/media.service';
import { fromPriceWindow, fromWeeklyPriceSql, primeRates, ratesJsonSql, rememberFromPrice, seasonsOf } from './property-rates.service';
import { FLEXIBLE_STAYS_PER_VILLA } from '../../../../common/bookable-stays';
import { flexibleSearch, flexibleStaysByProperty, keepsFlexibleRules, stayOffer, type FlexibleSearch } from './stay-offers';
import type { PropertyRate } from './property-rate.entity';
import { ladderOf, PriceLadders, type PriceLadder } from './price-ladders';
import { catalogueWalk } from './map-walk';

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

/** The active bookings of the villa aliased `p` over a flexible search's window, from :flexFrom to :flexTo plus :flexNights. */
const ACTIVE_BOOKINGS_OVER_MONTH = activeBookingOver('p.id', ':flexFrom', 'CAST(:flexTo AS date) + CAST(:flexNights AS int)');

/**
 * The free check-in days of a flexible search for the villa aliased `p`, as rows of `day`: from
 * :flexFrom to :flexTo, on its changeover day if it has one, with no booking or block over
 * :flexNights nights from it. The lead, horizon and stay length are in the bounds and the
 * filter (applyFlexible); common/bookable-stays states the same rules for the stays listed.
 * The villa's active bookings over the month (as activeBookingOverlaps counts them) are read in
 * one index probe and merged into one multirange, which each day is then checked against: a
 * probe per day made a busy month's search ten times slower.
 */
const FLEXIBLE_DAYS_SQL = `SELECT CAST(s.at AS date) AS day
  FROM (SELECT range_agg(b.stay) AS taken FROM bookings b
         WHERE ${ACTIVE_BOOKINGS_OVER_MONTH}) AS t,
       generate_series(CAST(:flexFrom AS date), CAST(:flexTo AS date), interval '1 day') AS s(at)
  WHERE (p.changeover_day IS NULL OR EXTRACT(DOW FROM s.at) = p.changeover_day)
    AND (t.taken IS NULL OR NOT (t.taken && daterange(CAST(s.at AS date), CAST(s.at AS date) + CAST(:flexNights AS int), '[)')))`;

/**
 * Whether the villa aliased `p` has a free check-in day of a flexible search (FLEXIBLE_DAYS_SQL
 * has a row), worked out from the gaps between its bookings rather than day by day: the month's
 * window less the villa's bookings over it is a handful of free ranges, and a range holds a stay
 * when its first day that may be an arrival (its first changeover day, when the villa has one) is
 * a check-in day of the month and the stay ends within the range. Checked for every candidate villa
 * while a page is looked for, where the day-by-day way cost a busy month a row per day.
 */
const FLEXIBLE_FREE_SQL = `SELECT 1
  FROM unnest(datemultirange(daterange(CAST(:flexFrom AS date), CAST(:flexTo AS date) + CAST(:flexNights AS int), '[)'))
              - coalesce((SELECT range_agg(b.stay) FROM bookings b WHERE ${ACTIVE_BOOKINGS_OVER_MONTH}), '{}'::datemultirange)) AS g(gap),
       LATERAL (SELECT lower(g.gap) + CASE WHEN p.changeover_day IS NULL THEN 0
                                           ELSE (p.changeover_day - CAST(EXTRACT(DOW FROM lower(g.gap)) AS int) + 7) % 7 END AS day) AS f
  WHERE f.day <= CAST(:flexTo AS date) AND f.day + CAST(:flexNights AS int) <= upper(g.gap)`;

/**
 * What the filter rules need of a query builder: conditions and their named parameters. A
 * SelectQueryBuilder is one; so is a FilterRecorder, which only collects them (listProperties).
 */
interface FilterTarget {
  andWhere(where: string, parameters?: ObjectLiteral): unknown;
  setParameters(parameters: ObjectLiteral): unknown;
  setParameter(name: string, value: unknown): unknown;
}

/** Collects the conditions and parameters the filter rules add, without building any SQL. */
class FilterRecorder implements FilterTarget {
  readonly wheres: string[] = [];
  readonly parameters: Record<string, unknown> = {};

  andWhere(where: string, parameters?: ObjectLiteral): this {
    this.wheres.push(where);
    if (parameters) Object.assign(this.parameters, parameters);
    return this;
  }

  setParameters(parameters: ObjectLiteral): this {
    Object.assign(this.parameters, parameters);
    return this;
  }

  setParameter(name: string, value: unknown): this {
    this.parameters[name] = value;
    return this;
  }

  /** Adds what was recorded to a real query builder, but the conditions `except`. */
  applyTo(qb: FilterTarget, except: readonly string[] = []): void {
    for (const where of this.wheres) if (!except.includes(where)) qb.andWhere(where);
    qb.setParameters(this.parameters);
  }
}

/** Flexible search: keeps villas with at least one bookable stay of the month (alias `p`). */
function applyFlexible(qb: FilterTarget, flexible: FlexibleSearch): void {
  if (!flexible.from) {
    qb.andWhere('false');
    return;
  }
  qb.setParameters({ flexFrom: flexible.from, flexTo: flexible.to, flexNights: flexible.nights });
  qb.andWhere(STAY_SQL.nights('p', ':flexNights'));
  // With a changeover day a stay lasts whole weeks: it arrives and leaves on the same weekday.
  if (flexible.nights % 7 !== 0) qb.andWhere('p.changeover_day IS NULL');
  qb.andWhere(`EXISTS (${FLEXIBLE_FREE_SQL})`);
}

/** The first free check-ins of a flexible search for the villa aliased `p`, as a JSON array of dates. */
const flexibleDaysJsonSql = () =>
  `(SELECT coalesce(json_agg(to_char(f.day, 'YYYY-MM-DD') ORDER BY f.day), '[]'::json) FROM (${FLEXIBLE_DAYS_SQL} ORDER BY 1 LIMIT ${FLEXIBLE_STAYS_PER_VILLA}) AS f)`;

/** A country's villas (filter.region): those of its destinations. listStatement pages through them destination by destination. */
const REGION_SQL = 'p.destinationKey IN (SELECT d.key FROM destinations d WHERE d.country_slug = lower(:region))';

/** Applies every filter rule as SQL conditions on alias `p`. */
function applyFilter(qb: FilterTarget, filter: PropertyFilter = {}, flexible: FlexibleSearch | null = null): void {
  if (flexible) applyFlexible(qb, flexible);
  if (filter.bbox) {
    const area = parseMapArea(filter.bbox);
    if (!area) throw badInput('search.bbox', 'bbox');
    // The partial SP-GiST index of the map-point migrations answers this.
    qb.andWhere('p.latitude IS NOT NULL AND point(p.longitude, p.latitude) <@ box(point(CAST(:minLng AS float8), CAST(:minLat AS float8)), point(CAST(:maxLng AS float8), CAST(:maxLat AS float8)))', area);
  }
  if (filter.location) {
    locationWords(filter.location).forEach((word, i) => {
      qb.andWhere(`p.location ILIKE :location${i} ESCAPE '\\'`, { [`location${i}`]: likePattern(word) });
    });
  }
  if (filter.region) qb.andWhere(REGION_SQL, { region: filter.region.trim() });
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
function applyAfter(qb: FilterTarget, sort: PropertySort, after: string): void {
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
 * Which of a villa's columns a list page reads: `{ card }` only those columns (a search card's
 * fields, see property.resolver.ts; the id always) with only their texts of the translations, in
 * the request's language; `{ localized }` only those columns (the id always) with the
 * translations of the request's language only (REST's villa shape); `all` every column as stored.
 */
export type ListColumns = { card: readonly CardColumn[] } | { localized: readonly PropertyColumn[] } | 'all';
/** A column of properties by its property name (translations aside: a list reads them per ListColumns). */
export type PropertyColumn = Exclude<keyof Property & string, 'translations'>;

/** What a list page reads besides the villas: their seasons, their from-prices and their photos (the cards' pictures; on unless false). */
export interface ListOptions {
  /** The villas' seasons (the `rates` field; a flexible search reads them anyway to price its stays). */
  rates?: boolean;
  /** The cards' from-prices (fromWeeklyPrice), read in the page's statement. */
  fromPrices?: boolean;
  /** The villas' photos (true, the default: their galleries), only their card photos ('card'), or none. */
  photos?: boolean | 'card';
  columns?: ListColumns;
}

/** The properties columns a card may read (ListColumns `card`): no descriptions, amenities, layout or nearby attractions. */
const CARD_COLUMNS = ['id', 'slug', 'title', 'location', 'region', 'destinationKey', 'price', 'currency', 'images', 'features', 'bedrooms', 'bathrooms', 'sleeps', 'discount', 'badge', 'minNights', 'createdAt', 'published', 'changeoverDay', 'updatedAt', 'reviewCount', 'averageRating', 'latitude', 'longitude'] as const;
export type CardColumn = (typeof CARD_COLUMNS)[number];
/** The translated texts among CARD_COLUMNS. */
const CARD_TEXTS: readonly CardColumn[] = ['title', 'location', 'region', 'features', 'badge'];
/** What a flexible search's stays are worked out from (primeFlexibleStays), whatever the fields asked. */
const FLEXIBLE_COLUMNS: readonly CardColumn[] = ['price', 'currency', 'minNights', 'changeoverDay'];

/**
 * What a list page reads for an answer needing only `columns` (a REST client's `fields`): those
 * columns as a card reads them when they are all card columns, else with the request's translations.
 */
export function listColumnsFor(columns: readonly PropertyColumn[]): ListColumns {
  const card = columns.filter((column): column is CardColumn => (CARD_COLUMNS as readonly string[]).includes(column));
  return card.length === columns.length ? { card } : { localized: columns };
}

/** The card columns in a fixed order, the id first: the same columns give the same statement. */
function cardColumns(asked: readonly CardColumn[], flexible: boolean): CardColumn[] {
  const wanted = new Set<CardColumn>(['id', ...asked, ...(flexible ? FLEXIBLE_COLUMNS : [])]);
  return CARD_COLUMNS.filter((column) => wanted.has(column));
}

/**
 * The select list of a list page: each column under its property name, translations per
 * `columns`. With `firstImageOnly` (cards showing only their card image) `images` holds just the
 * first illustration, all that cardImage reads: a fifth of the bytes of a page's rows.
 */
function listSelect(ctx: RequestContext, qb: SelectQueryBuilder<Property>, columns: ListColumns, firstImageOnly: boolean): ColumnMetadata[] {
  const card = typeof columns === 'object' && 'card' in columns ? new Set<string>(columns.card) : null;
  const localized = typeof columns === 'object' && 'localized' in columns ? new Set<string>(['id', ...columns.localized]) : null;
  const metadata = ctx.manager.getRepository(Property).metadata.columns.filter((c) => c.propertyName !== 'translations' && (!card || card.has(c.propertyName)) && (!localized || localized.has(c.propertyName)));
  const selected = (c: ColumnMetadata) => (card && firstImageOnly && c.propertyName === 'images' ? `jsonb_path_query_array("p"."${c.databaseName}", '$[0]')` : `"p"."${c.databaseName}"`);
  qb.select(metadata.map((c) => `${selected(c)} AS "${c.propertyName}"`).join(', '));
  const locale = ctx.locale.replace(/[^a-z]/g, '');
  const texts = CARD_TEXTS.filter((key) => card?.has(key));
  let translations = 'p.translations';
  if (card) translations = locale === 'en' || !texts.length ? `'{}'::jsonb` : `jsonb_build_object('${locale}', jsonb_build_object(${texts.map((key) => `'${key}', p.translations #> '{${locale},${key}}'`).join(', ')}))`;
  else if (localized) translations = locale === 'en' ? `'{}'::jsonb` : `jsonb_build_object('${locale}', p.translations -> '${locale}')`;
  qb.addSelect(translations, 'translations');
  return metadata;
}

/** What decides the text of a list page's statement (listStatement): everything but the values. */
interface ListShape {
  order: PropertySort;
  columns: ListColumns;
  photos: 'all' | 'card' | 'none';
  locale: string;
  withRates: boolean;
  fromPrices: boolean;
  /** A flexible search with days to look at (its first free check-ins are read). */
  flexibleDays: boolean;
  /** Whether the statement counts the matches (no recent count of the filter). */
  counted: boolean;
  /** A map box's page, found by walking the catalogue first (catalogueWalkFirst). */
  walk: boolean;
  matching: FilterRecorder;
  following: FilterRecorder;
}

/** A list page's statement: its text, the parameter names in placeholder order, and the columns it reads. */
interface ListStatement {
  statement: PreparedStatement | string;
  names: string[];
  columns: ColumnMetadata[];
}

/** Statements by shape, newest last (the oldest goes when full): the query builder runs once per shape, not per request. */
const listStatements = new Map<string, ListStatement>();
const LIST_STATEMENTS_MAX = 500;
/**
 * Texts run as named (prepared) statements: the first this many shapes, unfiltered and filtered
 * apart. Each stays prepared on every pool connection for its life, so the number is bounded
 * whatever shapes clients send; other shapes run unnamed (parsed each time) and cost the database
 * nothing to keep.
 *
 * A filtered list is planned for its own values on every run (customPlans: the custom-plan
 * connections of sql.ts, or unnamed). A prepared statement on an ordinary connection switches to
 * a generic plan after five runs, and a generic plan cannot know how many villas a price band, a
 * country or a place matches: at 100,000 villas it counted "Corfu" by reading 35,000 pages of the
 * price index where the plan for the values reads 1,400, and a country's count 7,000 where its
 * own plan reads 60. Prepared, it is at least not parsed again: 0.43 ms of the database's time
 * per "Corfu" page against 0.56 ms unnamed (1,000 villas, one connection, 3,000 pages).
 */
const namedListTexts = new Set<string>();
const namedFilteredTexts = new Set<string>();
const NAMED_LIST_STATEMENTS_MAX = 100;
const NAMED_FILTERED_STATEMENTS_MAX = 200;
/** Stands for a parameter while a statement is built, so its placeholder can be traced back to the name. */
const PARAMETER_MARK = '\u0000list-parameter:';

function listStatement(ctx: RequestContext, shape: ListShape): ListStatement {
  const columns = typeof shape.columns !== 'object' ? shape.columns : 'card' in shape.columns ? `card:${shape.columns.card.join(',')}` : `localized:${shape.columns.localized.join(',')}`;
  const key = [shape.order, columns, shape.locale, shape.photos, shape.withRates, shape.fromPrices, shape.flexibleDays, shape.counted, shape.walk, ...shape.matching.wheres, '', ...shape.following.wheres].join('\n');
  let found = listStatements.get(key);
  if (found) {
    // Most recently used last.
    listStatements.delete(key);
    listStatements.set(key, found);
    return found;
  }
  found = buildListStatement(ctx, shape);
  if (listStatements.size >= LIST_STATEMENTS_MAX) listStatements.delete(listStatements.keys().next().value!);
  listStatements.set(key, found);
  return found;
}

/**
 * The statement of a list page (see listProperties), built by the query builder with a mark for
 * each value, so the placeholders it numbers can be named: one page of ids from the sort's index
 * (OFFSET and LIMIT are parameters too), those rows with the columns asked for, their photos,
 * seasons and flexible days as JSON, and the count of all matches when a next page exists.
 */
function buildListStatement(ctx: RequestContext, shape: ListShape): ListStatement {
  const repo = ctx.manager.getRepository(Property);
  const marked = (recorder: FilterRecorder) => {
    const copy = new FilterRecorder();
    copy.wheres.push(...recorder.wheres);
    for (const name of Object.keys(recorder.parameters)) copy.parameters[name] = PARAMETER_MARK + name;
    return copy;
  };
  const ids = publishedOnly(repo.createQueryBuilder('p').select('p.id'));
  const byDestination = shape.order === PropertySort.RECOMMENDED && shape.matching.wheres.includes(REGION_SQL);
  if (byDestination || shape.walk) ids.addSelect('p.createdAt').addSelect('p.slug');
  if (byDestination) ids.andWhere('p.destinationKey = d.key');
  marked(shape.matching).applyTo(ids, byDestination ? [REGION_SQL] : []);
  marked(shape.following).applyTo(ids);
  applySort(ids, shape.order);
  // One more than the page, to know whether another follows without counting.
  let page = `${ids.getQuery()} OFFSET :listOffset LIMIT :listLimit`;
  if (byDestination) page = destinationByDestination(ids.getQuery());
  if (shape.walk) {
    // The catalogue from the page's start (published, after the cursor), in order; the box and the other conditions on it.
    const catalogue = publishedOnly(repo.createQueryBuilder('p').select('*'));
    marked(shape.following).applyTo(catalogue);
    applySort(catalogue, shape.order);
    const walked = repo.createQueryBuilder('p').select('p.id').addSelect('p.createdAt').addSelect('p.slug');
    marked(shape.matching).applyTo(walked);
    applySort(walked, shape.order);
    page = catalogueWalkFirst(ids.getQuery(), fromSubquery(walked.getQuery(), `${catalogue.getQuery()} LIMIT CAST(:listWalk AS int)`));
  }
  const rows = repo.createQueryBuilder('p').where(`p.id IN (${page})`).setParameters(ids.getParameters());
  rows.setParameters({ listOffset: `${PARAMETER_MARK}listOffset`, listLimit: `${PARAMETER_MARK}listLimit`, listPageSize: `${PARAMETER_MARK}listPageSize`, listWalk: `${PARAMETER_MARK}listWalk` });
  const columns = listSelect(ctx, rows, shape.columns, shape.photos === 'card');
  if (shape.photos !== 'none') rows.addSelect(photosJsonSql('p.id', { cardOnly: shape.photos === 'card' }), 'card_photos');
  if (shape.withRates) rows.addSelect(ratesJsonSql('p.id'), 'card_rates');
  if (shape.fromPrices) rows.addSelect(fromWeeklyPriceSql('p'), 'card_from_price').setParameters({ fromToday: `${PARAMETER_MARK}fromToday`, fromEnd: `${PARAMETER_MARK}fromEnd` });
  if (shape.flexibleDays) rows.addSelect(flexibleDaysJsonSql(), 'card_stays');
  // The count, in the same statement and only when a next page exists (the rows of the page are
  // the window; the uncorrelated count is run once, and not at all on a last page).
  if (shape.counted) {
    const matches = publishedOnly(repo.createQueryBuilder('p').select('1'));
    marked(shape.matching).applyTo(matches);
    matches.limit(SEARCH_COUNT_CAP + 1);
    rows.addSelect(`CASE WHEN count(*) OVER () > CAST(:listPageSize AS int) THEN (SELECT count(*)::int FROM (${matches.getQuery()}) AS matches) END`, 'card_match_count');
  }
  applySort(rows, shape.order);
  const [text, marks] = rows.getQueryAndParameters();
  const names = marks.map((mark) => {
    if (typeof mark !== 'string' || !mark.startsWith(PARAMETER_MARK)) throw new Error('listProperties: a statement parameter is not one of the filter\'s');
    return mark.slice(PARAMETER_MARK.length);
  });
  return { statement: listStatementText(text, shape.matching.wheres.length > 0), names, columns };
}

/**
 * The page of a country's villas in the catalogue order, found destination by destination: the
 * first :listOffset + :listLimit matches of each of its destinations (`matches`, the villas of
 * destination `d` in that order, read in order from the destination index, whose key is
 * `(destination_key, created_at, slug, id)`), merged and sorted, and the page taken from them. A
 * destination's villas past that many cannot be on the page, so they are not read: at 100,000
 * villas the whole country (Greece: 10,736 villas) was read and sorted for every page.
 */
function destinationByDestination(matches: string): string {
  return `SELECT m.p_id FROM destinations d
    CROSS JOIN LATERAL (${matches} LIMIT CAST(:listOffset AS int) + CAST(:listLimit AS int)) AS m
    WHERE d.country_slug = lower(:region)
    ORDER BY m.p_created_at, m.p_slug, m.p_id OFFSET :listOffset LIMIT :listLimit`;
}

/**
 * A map box's page in the catalogue order (see map-walk.ts): first `walked`, the box's matches
 * among the first :listWalk villas of the catalogue, read in its order only as far as the page
 * reaches; when they hold the whole page, the page is taken from them, else from `matches` (the
 * box's villas from the map index, sorted), which is then the only part run. A walk of 0 villas
 * leaves it all to the map index.
 */
function catalogueWalkFirst(matches: string, walked: string): string {
  const reach = 'CAST(:listOffset AS int) + CAST(:listLimit AS int)';
  return `WITH walked AS (${walked} LIMIT ${reach})
    SELECT w.p_id FROM (
      (SELECT * FROM walked WHERE (SELECT count(*) FROM walked) >= ${reach})
      UNION ALL
      (SELECT m.* FROM (${matches} LIMIT ${reach}) AS m WHERE (SELECT count(*) FROM walked) < ${reach})
    ) AS w
    ORDER BY w.p_created_at, w.p_slug, w.p_id OFFSET :listOffset LIMIT :listLimit`;
}

/** `query` (the query builder's text, from the table aliased "p") reading from `subquery` instead, under the same alias. */
function fromSubquery(query: string, subquery: string): string {
  const from = 'FROM "properties" "p"';
  if (query.split(from).length !== 2) throw new Error(`fromSubquery: the query does not read ${from} once`);
  return query.replace(from, `FROM (${subquery}) "p"`);
}

/** A list page's statement as it is run: named (prepared) when one of the first shapes, and planned for its values when filtered (see namedListTexts). */
export function listStatementText(text: string, filtered: boolean): PreparedStatement | string {
  const [named, max] = filtered ? [namedFilteredTexts, NAMED_FILTERED_STATEMENTS_MAX] : [namedListTexts, NAMED_LIST_STATEMENTS_MAX];
  if (!named.has(text) && named.size < max) named.add(text);
  if (!named.has(text)) return text;
  return filtered ? prepared(text, { customPlans: true }) : prepared(text);
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
  const flexible = flexibleSearch(ctx, filter ?? {});
  const withRates = Boolean(options.rates) || flexible !== null;
  const recent = recentCount(ctx, filter ?? {}) ?? (await ladderCount(ctx, filter ?? {}, flexible));

  // The conditions and their values; the statement's text depends only on which conditions there are.
  const matching = new FilterRecorder();
  applyFilter(matching, filter ?? {}, flexible);
  const following = new FilterRecorder();
  if (cursor) applyAfter(following, order, cursor.id);
  const photos = options.photos === false ? 'none' : options.photos === 'card' ? 'card' : 'all';
  const asked = options.columns ?? 'all';
  const columns: ListColumns =
    typeof asked !== 'object' ? asked : 'card' in asked ? { card: cardColumns(asked.card, flexible !== null) } : { localized: flexible ? [...new Set([...asked.localized, ...FLEXIBLE_COLUMNS])] : asked.localized };
  const fromPrices = Boolean(options.fromPrices);
  // The page's rows: one more than asked, to know whether another follows without counting.
  const [listOffset, listLimit] = [cursor ? 0 : slice.offset, slice.limit + 1];
  // A map box in the catalogue order (a country's box is paged destination by destination).
  const area = order === PropertySort.RECOMMENDED && !filter?.region ? parseMapArea(filter?.bbox) : null;
  const walk = area ? await catalogueWalk(ctx, area, listOffset + listLimit) : 0;
  const shape: ListShape = { order, columns, photos, locale: ctx.locale, withRates, fromPrices, flexibleDays: Boolean(flexible?.from), counted: recent === undefined, walk: walk > 0, matching, following };
  const { statement, names, columns: read } = listStatement(ctx, shape);
  const values: Record<string, unknown> = { ...matching.parameters, ...following.parameters, listOffset, listLimit, listPageSize: slice.limit, listWalk: walk, ...(fromPrices ? fromPriceWindow() : {}) };
  const { rows: raw } = await sql<Record<string, unknown> & { id: string; translations: Property['translations'] | null; card_photos: unknown; card_rates?: unknown; card_stays?: unknown; card_match_count?: number | null; card_from_price?: number }>(
    ctx,
    statement,
    names.map((name) => values[name]),
  );
  const found = raw.map((row) => {
    const villa = new Property();
    for (const column of read) (villa as unknown as Record<string, unknown>)[column.propertyName] = row[column.propertyName];
    villa.translations = row.translations ?? {};
    if (photos === 'all') primePhotos(ctx, row.id, row.card_photos);
    if (photos === 'card') primeCardPhoto(ctx, row.id, row.card_photos);
    if (withRates) primeRates(ctx, row.id, row.card_rates);
    if (flexible) primeFlexibleStays(ctx, villa, row.card_rates, row.card_stays, flexible);
    return villa;
  });
  const items = found.slice(0, slice.limit);
  const hasNextPage = found.length > slice.limit;

  let totalCount = start + items.length;
  let totalCountIsEstimate = false;
  // A last page (or a first page that is all there is) gives the total without counting.
  if (hasNextPage || (items.length === 0 && start > 0)) {
    const counted = recent ?? (raw[0]?.card_match_count != null ? rememberCount(ctx, filter ?? {}, Number(raw[0].card_match_count)) : await cachedCount(ctx, filter ?? {}, flexible));
    totalCountIsEstimate = counted > SEARCH_COUNT_CAP;
    totalCount = totalCountIsEstimate ? Math.max(SEARCH_COUNT_CAP, totalCount) : counted;
  }
  const last = items[items.length - 1];
  const endCursor = last ? encodeCursor(start + items.length, last.id) : null;
  return {
    items: items.map((row, i) => {
      const item = localize(row, ctx.locale);
      if (fromPrices) rememberFromPrice(item, Number(raw[i].card_from_price));
      return item;
    }),
    totalCount,
    totalCountIsEstimate,
    hasNextPage,
    offset: start,
    limit: slice.limit,
    endCursor,
    pageInfo: { hasNextPage, endCursor },
  };
}

/**
 * Hands this request's flexibleStaysByProperty loader a villa's stays of a flexible search: the
 * free check-ins the page's statement found, kept to the villa's rules and priced by its seasons
 * as the basket prices them.
 */
function primeFlexibleStays(ctx: RequestContext, villa: Property, rates: unknown, days: unknown, flexible: FlexibleSearch): void {
  const seasons = seasonsOf((typeof rates === 'string' ? JSON.parse(rates) : (rates ?? [])) as PropertyRate[]);
  const checkIns = (typeof days === 'string' ? JSON.parse(days) : (days ?? [])) as string[];
  const stays = checkIns
    .filter((checkIn) => keepsFlexibleRules(villa, checkIn, flexible))
    .map((checkIn) => stayOffer(villa, seasons, { checkIn, checkOut: addDays(checkIn, flexible.nights) }));
  ctx.loaders.get(flexibleStaysByProperty).clear(villa.id).prime(villa.id, stays);
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

/** The price ladders of this process's searches (price-ladders.ts). */
const ladders = new PriceLadders();

/**
 * The count of `filter` from the price ladder of the same filter without its price band, when
 * that search came back within config.searchCountCacheMs (see PriceLadders); else undefined.
 * Never inside a transaction, like recentCount.
 */
async function ladderCount(ctx: RequestContext, filter: PropertyFilter, flexible: FlexibleSearch | null): Promise<number | undefined> {
  const ttl = ctx.config.searchCountCacheMs;
  if (!ttl || ctx.manager.queryRunner) return undefined;
  const { minPrice, maxPrice, ...base } = filter;
  return ladders.countOf(countKey(base), ttl, { minPrice, maxPrice }, () => readLadder(ctx, base, flexible));
}

/** The published villas matching `base` per weekly price, cheapest first. */
async function readLadder(ctx: RequestContext, base: PropertyFilter, flexible: FlexibleSearch | null): Promise<PriceLadder> {
  const matches = publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p').select('p.price', 'price').addSelect('count(*)::int', 'count'));
  applyFilter(matches, base, flexible);
  const [query, params] = matches.groupBy('p.price').orderBy('p.price', 'ASC').getQueryAndParameters();
  const { rows } = await sql<{ price: number; count: number }>(ctx, query, params);
  return ladderOf(rows);
}

/** countMatches, reused while recent (recentCount). */
async function cachedCount(ctx: RequestContext, filter: PropertyFilter, flexible: FlexibleSearch | null): Promise<number> {
  return recentCount(ctx, filter) ?? rememberCount(ctx, filter, await countMatches(ctx, filter, flexible));
}

/** The published villas matching `filter`, at most SEARCH_COUNT_CAP + 1 of them: what countMatches counts. */
function countQuery(ctx: RequestContext, filter: PropertyFilter, flexible: FlexibleSearch | null): SelectQueryBuilder<Property> {
  const matches = publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p').select('1'));
  applyFilter(matches, filter, flexible);
  return matches.limit(SEARCH_COUNT_CAP + 1);
}

/** The number of published villas matching `filter`, reading at most SEARCH_COUNT_CAP + 1 of them. */
async function countMatches(ctx: RequestContext, filter: PropertyFilter, flexible: FlexibleSearch | null): Promise<number> {
  const [query, params] = countQuery(ctx, filter, flexible).getQueryAndParameters();
  const { rows } = await sql<{ count: number }>(ctx, `SELECT count(*)::int AS count FROM (${query}) AS matches`, params);
  return rows[0].count;
}

/** A villa's pin on the map (MapPin). */
export interface MapPinRow {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  fromWeeklyPrice: number;
  currency: string;
}

/** The search map's background: tiles from MAP_STYLE_URL with their credit, or none (a plain background). */
export function mapSettings(ctx: RequestContext): { tileUrl: string | null; attribution: string } {
  return { tileUrl: ctx.config.map.tileUrl ?? null, attribution: ctx.config.map.attribution };
}

/**
 * Every published villa matching `filter` that has a point, as map pins, in one statement: at
 * most MAP_PINS_LIMIT, the cheapest first, `truncated` when more match. Each pin's price is the
 * card's "from" (the lowest weekly price of the coming months, base or season).
 */
export async function mapPins(ctx: RequestContext, filter: PropertyFilter = {}): Promise<{ items: MapPinRow[]; truncated: boolean }> {
  const flexible = flexibleSearch(ctx, filter);
  const locale = ctx.locale.replace(/[^a-z]/g, '');
  const qb = publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p'))
    .select('p.id', 'id')
    .addSelect(locale === 'en' ? 'p.title' : `coalesce(nullif(p.translations #>> '{${locale},title}', ''), p.title)`, 'title')
    .addSelect('p.latitude', 'latitude')
    .addSelect('p.longitude', 'longitude')
    .addSelect(fromWeeklyPriceSql('p'), 'fromWeeklyPrice')
    .addSelect('p.currency', 'currency')
    .setParameters(fromPriceWindow())
    .andWhere('p.latitude IS NOT NULL');
  applyFilter(qb, filter, flexible);
  const rows = await qb.orderBy('p.price', 'ASC').addOrderBy('p.id', 'ASC').limit(MAP_PINS_LIMIT + 1).getRawMany<MapPinRow>();
  return { items: rows.slice(0, MAP_PINS_LIMIT).map((row) => ({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude), fromWeeklyPrice: Number(row.fromWeeklyPrice) })), truncated: rows.length > MAP_PINS_LIMIT };
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

/**
 * "You May Also Like": other published villas chosen at random; none for an unknown or unpublished
 * villa. The villas that follow a random id in id order (from the first ones again when too few
 * follow): ids are random, so these are any villas, and the primary key finds them in a few index
 * steps, where `ORDER BY random()` read and sorted the whole catalogue (at 100,000 villas some
 * 100-250 ms of the database for every villa page).
 */
export async function similarProperties(ctx: RequestContext, id: string, count = SIMILAR_PROPERTIES_COUNT): Promise<Property[]> {
  if (!isUuid(id)) return [];
  const others = () =>
    publishedOnly(ctx.manager.getRepository(Property).createQueryBuilder('p'))
      .andWhere('p.id <> :id', { id })
      .andWhere(`EXISTS (SELECT 1 FROM properties self WHERE self.id = :id AND ${PUBLISHED_SQL('self')})`)
      .orderBy('p.id');
  const start = randomUUID();
  const rows = await others().andWhere('p.id >= :start', { start }).limit(count).getMany();
  if (rows.length < count) rows.push(...(await others().andWhere('p.id < :start', { start }).limit(count - rows.length).getMany()));
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
