import { badInput } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { cardImage, propertyImageUrls } from '../media/media.service';
import type { Property } from './property.entity';
import { fromWeeklyPrice } from './property-rates.service';

// REST shapes, used by this module's /api routes and by others'.

/** The villa columns propertyJson shows: all a REST list reads of each villa (with its translations in the request's language). */
export const PROPERTY_JSON_COLUMNS = [
  'id', 'title', 'location', 'region', 'price', 'currency', 'images', 'description', 'longDescription', 'amenities', 'features', 'layout', 'nearbyAttractions',
  'bedrooms', 'bathrooms', 'sleeps', 'discount', 'badge', 'minNights',
] as const satisfies readonly Exclude<keyof Property, 'translations'>[];

/**
 * What `fields` may name: the keys of the REST villa shape, and two a search card needs, which only
 * a client asking for them gets: `image` (the card's picture: the URL of the first of `images`, or
 * null; GraphQL's `image.url`) and `fromWeeklyPrice` (the "from" price: the lowest weekly price of
 * the coming 12 months). In this order in every answer, whatever the order asked.
 */
export const PROPERTY_JSON_FIELDS = [...PROPERTY_JSON_COLUMNS, 'image', 'fromWeeklyPrice'] as const;
export type PropertyJsonField = (typeof PROPERTY_JSON_FIELDS)[number];

/** The longest `fields` taken: every name once, with room to spare. */
const FIELDS_MAX_LENGTH = 400;

/**
 * The `fields` query parameter of GET /api/properties(/:id): a comma-separated list of the keys
 * each villa should have (a sparse answer, as a phone's list of cards needs), in the shape's
 * order; null when absent (the whole shape). An empty list or an unknown name fails naming `fields`.
 */
export function propertyJsonFields(value: unknown): PropertyJsonField[] | null {
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value.join(',') : value;
  if (typeof text !== 'string') throw badInput('property.fieldsEmpty', 'fields');
  if (text.length > FIELDS_MAX_LENGTH) throw badInput('validation.maxLength', 'fields', { max: FIELDS_MAX_LENGTH });
  const names = new Set(text.split(',').map((name) => name.trim()).filter(Boolean));
  if (!names.size) throw badInput('property.fieldsEmpty', 'fields');
  for (const name of names) if (!(PROPERTY_JSON_FIELDS as readonly string[]).includes(name)) throw badInput('property.fieldUnknown', 'fields', { value: name.slice(0, 40), allowed: PROPERTY_JSON_FIELDS.join(', ') });
  return PROPERTY_JSON_FIELDS.filter((field) => names.has(field));
}

/**
 * The REST shape of a villa: exactly these keys; amenities as stored ({ icon, label } or
 * "icon:label"), `images` the URLs of the villa's pictures (see propertiesJson).
 */
export function propertyJson(p: Property, images: string[]) {
  return {
    id: p.id,
    title: p.title,
    location: p.location,
    region: p.region,
    price: p.price,
    currency: p.currency,
    images,
    description: p.description,
    longDescription: p.longDescription,
    amenities: p.amenities,
    features: p.features,
    layout: p.layout,
    nearbyAttractions: p.nearbyAttractions,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    sleeps: p.sleeps,
    discount: p.discount,
    badge: p.badge,
    minNights: p.minNights,
  };
}

/** What a villa's sparse answer has besides its columns: each only when asked. */
interface CardExtras {
  images: string[] | null;
  image: string | null;
  fromPrice: number | null;
}

/** Only `fields` of a villa's REST shape (propertyJson's values), its card picture and from-price when asked. */
function sparseJson(p: Property, fields: readonly PropertyJsonField[], extras: CardExtras): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const field of fields) json[field] = field === 'images' ? extras.images : field === 'image' ? extras.image : field === 'fromWeeklyPrice' ? extras.fromPrice : p[field];
  return json;
}

/**
 * propertyJson of each villa, `images` being its uploaded photos (their JPEG) or else its
 * illustrations, read in one query; with `fields`, only those keys, and nothing read for the
 * keys not asked (no pictures without `images` or `image`, only the first with `image` alone).
 */
export async function propertiesJson(ctx: RequestContext, properties: Property[]): Promise<ReturnType<typeof propertyJson>[]>;
export async function propertiesJson(ctx: RequestContext, properties: Property[], fields: readonly PropertyJsonField[] | null): Promise<Record<string, unknown>[]>;
export async function propertiesJson(ctx: RequestContext, properties: Property[], fields: readonly PropertyJsonField[] | null = null) {
  const images = !fields || fields.includes('images') ? await Promise.all(properties.map((p) => propertyImageUrls(ctx, p))) : null;
  if (!fields) return properties.map((p, i) => propertyJson(p, images![i]));
  const cards = fields.includes('image') ? await Promise.all(properties.map((p) => cardImage(ctx, p))) : null;
  const prices = fields.includes('fromWeeklyPrice') ? await Promise.all(properties.map((p) => fromWeeklyPrice(ctx, p))) : null;
  return properties.map((p, i) => sparseJson(p, fields, { images: images?.[i] ?? null, image: cards?.[i]?.url ?? null, fromPrice: prices?.[i] ?? null }));
}
