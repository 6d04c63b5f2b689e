import { BASE_CURRENCY, VILLA_LIMITS } from '../../../../common/constants';
import { villaSlug } from '../../../../common/slug';
import { likePattern } from '../../db/like-pattern';
import { pgErrorCode, PG_UNIQUE_VIOLATION, sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { byColumn, keysetPage, type Page, type PageInput } from '../../graphql/pagination';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { authorize, Role } from '../users/authorization';
import { Currency } from '../currencies/currency.entity';
import { Destination } from '../destinations/destination.entity';
import type { AdminAmenity, AdminPropertyFilter, AmenityInput, CreatePropertyInput, PropertyInput, PropertyTexts } from './property-admin.types';
import { Property, type Amenity } from './property.entity';
import { isUuid } from '../../db/uuid';
import { normalizeAmenity } from './property.service';

/*
 * The back office's villas: staff list, create, edit and publish villas. Staff read
 * and write the stored villa itself (English, with the German texts beside it), never a
 * localized copy. Every change is recorded in the audit log with its values before and after,
 * in the change's transaction. Villas are never deleted here: unpublishing takes one off the
 * storefront and keeps its bookings, orders and reviews.
 */

/** The German texts staff edit, as stored in translations.de (amenities are written from the amenities input). */
const TEXT_KEYS = ['title', 'location', 'region', 'description', 'longDescription', 'features', 'layout', 'nearbyAttractions', 'badge'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
type GermanTexts = NonNullable<Property['translations']['de']>;

/** The fields an audit entry compares (only those that changed are kept). */
const AUDITED = [
  'title',
  'location',
  'region',
  'destinationKey',
  'price',
  'currency',
  'damageDeposit',
  'description',
  'longDescription',
  'amenities',
  'features',
  'layout',
  'nearbyAttractions',
  'bedrooms',
  'bathrooms',
  'sleeps',
  'discount',
  'badge',
  'minNights',
  'changeoverDay',
  'latitude',
  'longitude',
  'slug',
  'translations',
  'published',
] as const satisfies readonly (keyof Property)[];

const auditView = (property: Property): Record<string, unknown> => Object.fromEntries(AUDITED.map((key) => [key, property[key]]));
const auditTarget = (property: Property) => ({ type: AuditTargetType.PROPERTY, id: property.id, label: property.title });

const repository = (ctx: RequestContext) => ctx.manager.getRepository(Property);

/** The admin list: newest first, searched by title (either language), location or slug. */
export async function listAdminProperties(ctx: RequestContext, filter?: AdminPropertyFilter | null, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<Property>> {
  authorize(ctx, [Role.Admin]);
  const query = repository(ctx).createQueryBuilder('p');
  if (filter?.search?.trim()) {
    query.andWhere(`(p.title ILIKE :q OR p.location ILIKE :q OR p.slug ILIKE :q OR p.translations->'de'->>'title' ILIKE :q)`, { q: likePattern(filter.search) });
  }
  if (filter?.destinationKey?.trim()) query.andWhere('p.destinationKey = :destinationKey', { destinationKey: filter.destinationKey.trim() });
  if (filter?.published !== undefined && filter.published !== null) query.andWhere('p.published = :published', { published: filter.published });
  return keysetPage(query, [byColumn('created_at', 'DESC'), byColumn('id', 'DESC')], page, after);
}

/** One villa as stored, published or not; null when there is none. */
export async function findAdminProperty(ctx: RequestContext, id: string): Promise<Property | null> {
  authorize(ctx, [Role.Admin]);
  if (!isUuid(id)) return null;
  return repository(ctx).findOneBy({ id });
}

export async function getAdminProperty(ctx: RequestContext, id: string): Promise<Property> {
  const property = await findAdminProperty(ctx, id);
  if (!property) throw notFound('property.notFound');
  return property;
}

async function lockProperty(tx: RequestContext, id: string): Promise<Property> {
  const property = isUuid(id) ? await repository(tx).createQueryBuilder('p').setLock('pessimistic_write').where('p.id = :id', { id }).getOne() : null;
  if (!property) throw notFound('property.notFound');
  return property;
}

/** A new villa, unpublished: it reaches the storefront only when staff publish it. */
export async function createProperty(ctx: RequestContext, input: CreatePropertyInput): Promise<Property> {
  authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const changes = await changesFrom(tx, input, null);
    const slug = input.slug ?? (await freeSlug(tx, villaSlug(input.destinationKey.trim(), input.title)));
    const row = repository(tx).create({
      currency: BASE_CURRENCY,
      amenities: [],
      features: [],
      layout: [],
      nearbyAttractions: [],
      discount: null,
      badge: null,
      minNights: 1,
      changeoverDay: null,
      damageDeposit: 0,
      images: [],
      translations: {},
      ...changes,
      slug,
      published: false,
    });
    const { id } = await saving(() => repository(tx).save(row), slug);
    const created = await repository(tx).findOneByOrFail({ id });
    await recordChange(tx, AuditAction.PROPERTY_CREATED, auditTarget(created), null, auditView(created));
    return created;
  });
}

/** Changes the fields given; a change that changes nothing is not recorded. */
export async function updateProperty(ctx: RequestContext, id: string, input: PropertyInput): Promise<Property> {
  authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const before = await lockProperty(tx, id);
    const changes = await changesFrom(tx, input, before);
    const changed = Object.entries(changes).some(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof Property]));
    if (!changed) return before;
    await saving(() => repository(tx).update({ id: before.id }, changes), changes.slug ?? before.slug);
    const after = await repository(tx).findOneByOrFail({ id: before.id });
    await recordChange(tx, AuditAction.PROPERTY_UPDATED, auditTarget(after), auditView(before), auditView(after));
    return after;
  });
}

/** Publishes or unpublishes; asking for the state it is already in changes nothing. */
export async function setPropertyPublished(ctx: RequestContext, id: string, published: boolean): Promise<Property> {
  authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const before = await lockProperty(tx, id);
    if (before.published === published) return before;
    await repository(tx).update({ id: before.id }, { published });
    const after = await repository(tx).findOneByOrFail({ id: before.id });
    await recordChange(tx, published ? AuditAction.PROPERTY_PUBLISHED : AuditAction.PROPERTY_UNPUBLISHED, auditTarget(after), { published: before.published }, { published });
    return after;
  });
}

/** The unique slug index is the guarantee behind the friendly check (two staff saving at once). */
async function saving<T>(write: () => Promise<T>, slug: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw slugTaken(slug);
    throw error;
  }
}

const slugTaken = (slug: string) => new AppError('CONFLICT', 'property.slugTaken', { field: 'slug', value: slug }, 'slug');

/** `base`, or `base-2`, `base-3` … whichever no villa uses yet. */
async function freeSlug(tx: RequestContext, base: string): Promise<string> {
  const root = base.slice(0, VILLA_LIMITS.slugLength - 4).replace(/-+$/, '');
  const { rows } = await sql<{ slug: string }>(tx, `SELECT slug FROM properties WHERE slug = $1 OR slug LIKE $2`, [root, `${root}-%`]);
  const taken = new Set(rows.map((row) => row.slug));
  let slug = root;
  for (let n = 2; taken.has(slug); n += 1) slug = `${root}-${n}`;
  return slug;
}

const trimmed = (text: string) => text.trim();
const trimmedLines = (lines: string[]) => lines.map(trimmed);

/**
 * The columns an input sets, checked against the catalogue: the destination and currency exist,
 * a slug is free. Both stored amenity lists (English, and German in translations.de) are written
 * from the one amenities input; a change of destination brings the destination's names (English
 * and German) as region unless a region is given (German then shows that region too).
 */
async function changesFrom(tx: RequestContext, input: PropertyInput, current: Property | null): Promise<Partial<Property>> {
  const changes: Partial<Property> = {};
  if (input.title !== undefined) changes.title = trimmed(input.title);
  if (input.location !== undefined) changes.location = trimmed(input.location);
  if (input.region !== undefined) changes.region = trimmed(input.region);
  if (input.price !== undefined) changes.price = input.price;
  if (input.damageDeposit !== undefined) changes.damageDeposit = input.damageDeposit;
  if (input.description !== undefined) changes.description = trimmed(input.description);
  if (input.longDescription !== undefined) changes.longDescription = trimmed(input.longDescription);
  if (input.features !== undefined) changes.features = trimmedLines(input.features);
  if (input.layout !== undefined) changes.layout = trimmedLines(input.layout);
  if (input.nearbyAttractions !== undefined) changes.nearbyAttractions = trimmedLines(input.nearbyAttractions);
  if (input.bedrooms !== undefined) changes.bedrooms = input.bedrooms;
  if (input.bathrooms !== undefined) changes.bathrooms = input.bathrooms;
  if (input.sleeps !== undefined) changes.sleeps = input.sleeps;
  if (input.discount !== undefined) changes.discount = input.discount;
  if (input.badge !== undefined) changes.badge = input.badge === null ? null : trimmed(input.badge);
  if (input.minNights !== undefined) changes.minNights = input.minNights;
  if (input.changeoverDay !== undefined) changes.changeoverDay = input.changeoverDay;
  if (input.latitude !== undefined) changes.latitude = input.latitude;
  if (input.longitude !== undefined) changes.longitude = input.longitude;
  // A point on the map needs both coordinates (also a database constraint).
  const latitude = changes.latitude !== undefined ? changes.latitude : (current?.latitude ?? null);
  const longitude = changes.longitude !== undefined ? changes.longitude : (current?.longitude ?? null);
  if ((latitude === null) !== (longitude === null)) throw badInput('property.coordinatesPair', latitude === null ? 'latitude' : 'longitude');

  const german: GermanTexts = { ...(current?.translations?.de ?? {}) };
  if (input.destinationKey !== undefined) {
    const destination = await tx.manager.getRepository(Destination).findOneBy({ key: input.destinationKey.trim() });
    if (!destination) throw badInput('property.destinationUnknown', 'destinationKey', { value: input.destinationKey });
    changes.destinationKey = destination.key;
    if (destination.key !== current?.destinationKey) {
      // The old destination's German name would be wrong now: German shows the new region's.
      const regionDe = input.region === undefined ? destination.translations?.de?.name : undefined;
      if (input.region === undefined) changes.region = destination.name;
      if (regionDe) german.region = regionDe;
      else delete german.region;
    }
  }
  if (input.currency !== undefined) {
    if (!(await tx.manager.getRepository(Currency).existsBy({ code: input.currency }))) throw badInput('property.currencyUnknown', 'currency', { value: input.currency });
    changes.currency = input.currency;
  }
  if (input.slug !== undefined) {
    const { count } = await sql(tx, `SELECT 1 FROM properties WHERE slug = $1 AND id IS DISTINCT FROM $2::uuid`, [input.slug, current?.id ?? null]);
    if (count) throw slugTaken(input.slug);
    changes.slug = input.slug;
  }

  const texts = input.translations?.de;
  if (texts) {
    for (const key of TEXT_KEYS) {
      const value = texts[key];
      if (value === undefined) continue;
      if (value === null) delete german[key];
      else setText(german, key, value);
    }
  }
  if (input.amenities !== undefined) {
    changes.amenities = input.amenities.map((amenity): Amenity => ({ icon: amenity.icon, label: trimmed(amenity.label) }));
    const germanLabels = germanAmenities(input.amenities);
    if (germanLabels) german.amenities = germanLabels;
    else delete german.amenities;
  }
  const translations = { ...(current?.translations ?? {}) };
  if (Object.keys(german).length) translations.de = german;
  else delete translations.de;
  if (JSON.stringify(translations) !== JSON.stringify(current?.translations ?? {})) changes.translations = translations;
  return changes;
}

function setText(german: GermanTexts, key: TextKey, value: string | string[]): void {
  (german as Record<TextKey, unknown>)[key] = Array.isArray(value) ? trimmedLines(value) : trimmed(value);
}

/** The German amenity list, position by position (German falls back to English per amenity); null when no German label is given. */
function germanAmenities(amenities: AmenityInput[]): Amenity[] | null {
  if (!amenities.some((amenity) => amenity.labelDe?.trim())) return null;
  return amenities.map((amenity) => ({ icon: amenity.icon, label: trimmed(amenity.labelDe?.trim() ? amenity.labelDe : amenity.label) }));
}

/** The amenities as staff edit them: both labels side by side, whichever form each was stored in. */
export function adminAmenities(property: Property): AdminAmenity[] {
  const german = property.translations?.de?.amenities;
  return property.amenities.map((stored, i) => {
    const { icon, label } = normalizeAmenity(stored);
    const labelDe = german?.[i] === undefined ? null : normalizeAmenity(german[i]).label;
    return { icon, label, labelDe: labelDe && labelDe !== label ? labelDe : null };
  });
}

/** The German texts, null where the English one is shown. */
export function germanTexts(property: Property): PropertyTexts {
  const german = property.translations?.de ?? {};
  return Object.fromEntries(TEXT_KEYS.map((key) => [key, german[key] ?? null])) as unknown as PropertyTexts;
}
