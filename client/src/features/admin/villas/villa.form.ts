import { AMENITY_ICONS, BASE_CURRENCY, DEFAULT_MIN_NIGHTS, MAX_STAY_NIGHTS, VILLA_LIMITS } from '../../../../../common/constants';
import { SLUG_PATTERN } from '../../../../../common/slug';
import type { CreatePropertyInput, PropertyTextsInput, UpdatePropertyInput, VillaEditor_PropertyFragment } from '../../../__generated__/graphql';
import type { FieldErrors, MessageId } from '../../../lib/forms';

/*
 * The villa editor's form (issue 13), apart from its components so the rules read in one
 * place: the form's values, the checks that mirror the server's (server/src/modules/properties/
 * property-admin.types.ts, bounds from VILLA_LIMITS) and the inputs sent to createProperty and
 * updateProperty. Fields are named by their API path ("translations.de.title"), so a server
 * error's extensions.field names the form field it belongs to as it is.
 */

/** The texts with a German version beside the English one, in the editor's order. */
export const TRANSLATED = ['title', 'location', 'region', 'description', 'longDescription', 'features', 'layout', 'nearbyAttractions', 'badge'] as const;
export type Translated = (typeof TRANSLATED)[number];
export type GermanField = `translations.de.${Translated}`;

/** Texts edited as one entry per line. */
const LIST_FIELDS = ['features', 'layout', 'nearbyAttractions'] as const satisfies readonly Translated[];
type ListField = (typeof LIST_FIELDS)[number];

type NumberField = 'price' | 'bedrooms' | 'bathrooms' | 'sleeps' | 'discount' | 'minNights';

export type VillaField = Translated | GermanField | NumberField | 'destinationKey' | 'currency' | 'slug';
export type VillaValues = Record<VillaField, string>;

/** Every field, in the order the editor shows them (the error summary's order). */
export const VILLA_FIELDS: readonly VillaField[] = [
  'destinationKey',
  'slug',
  'title',
  'translations.de.title',
  'location',
  'translations.de.location',
  'region',
  'translations.de.region',
  'price',
  'currency',
  'discount',
  'bedrooms',
  'bathrooms',
  'sleeps',
  'minNights',
  'description',
  'translations.de.description',
  'longDescription',
  'translations.de.longDescription',
  'features',
  'translations.de.features',
  'layout',
  'translations.de.layout',
  'nearbyAttractions',
  'translations.de.nearbyAttractions',
  'badge',
  'translations.de.badge',
];

export function germanField(field: Translated): GermanField {
  return `translations.de.${field}`;
}

export function isVillaField(path: string | undefined): path is VillaField {
  return (VILLA_FIELDS as readonly string[]).includes(path ?? '');
}

/** One amenity row of the editor; `key` only tells React the rows apart. */
export interface AmenityRow {
  key: string;
  icon: string;
  label: string;
  labelDe: string;
}

/** Amenity errors by API path ("amenities.0.icon"). */
export type AmenityErrors = Record<string, MessageId>;

export type AmenityIcon = (typeof AMENITY_ICONS)[number];

export function isAmenityIcon(value: string): value is AmenityIcon {
  return (AMENITY_ICONS as readonly string[]).includes(value);
}

/** The placeholders the validation messages use (one set for the whole form). */
export const VILLA_MESSAGE_VALUES = {
  maxPrice: VILLA_LIMITS.maxPrice,
  maxRooms: VILLA_LIMITS.maxRooms,
  maxSleeps: VILLA_LIMITS.maxSleeps,
  maxDiscount: VILLA_LIMITS.maxDiscount,
  maxNights: MAX_STAY_NIGHTS,
  maxEntries: VILLA_LIMITS.listEntries,
  lineLength: VILLA_LIMITS.lineLength,
};

/** The longest text each field takes (the input stops there). */
export function maxLength(field: Translated | 'slug' | 'destinationKey'): number {
  if (field === 'title') return VILLA_LIMITS.titleLength;
  if (field === 'description') return VILLA_LIMITS.descriptionLength;
  if (field === 'longDescription') return VILLA_LIMITS.longDescriptionLength;
  if (field === 'slug') return VILLA_LIMITS.slugLength;
  // A list: every line at most lineLength, and at most listEntries lines.
  if ((LIST_FIELDS as readonly string[]).includes(field)) return VILLA_LIMITS.listEntries * (VILLA_LIMITS.lineLength + 1);
  return VILLA_LIMITS.lineLength;
}

export function isListField(field: Translated): field is ListField {
  return (LIST_FIELDS as readonly string[]).includes(field);
}

/** A list as the textarea shows it: one entry per line. */
const joinLines = (lines: readonly string[] | null | undefined) => (lines ?? []).join('\n');

/** The entries of a one-per-line text: trimmed, blank lines dropped. */
export function toLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

let nextRowKey = 1;
export function amenityRow(icon = '', label = '', labelDe = ''): AmenityRow {
  return { key: `amenity-${nextRowKey++}`, icon, label, labelDe };
}

/** The form for a villa as stored, or an empty one for a new villa. */
export function villaFormValues(property: VillaEditor_PropertyFragment | null): { values: VillaValues; amenities: AmenityRow[] } {
  const de = property?.translations.de;
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  const values = {
    destinationKey: text(property?.destinationKey),
    price: text(property?.price),
    currency: property?.currency ?? BASE_CURRENCY,
    bedrooms: text(property?.bedrooms),
    bathrooms: text(property?.bathrooms),
    sleeps: text(property?.sleeps),
    discount: text(property?.discount),
    minNights: text(property?.minNights ?? DEFAULT_MIN_NIGHTS),
    slug: text(property?.slug),
  } as VillaValues;
  for (const field of TRANSLATED) {
    if (isListField(field)) {
      values[field] = joinLines(property?.[field]);
      values[germanField(field)] = joinLines(de?.[field]);
    } else {
      values[field] = text(property?.[field]);
      values[germanField(field)] = text(de?.[field]);
    }
  }
  const amenities = (property?.adminAmenities ?? []).map((a) => amenityRow(a.icon ?? '', a.label, a.labelDe ?? ''));
  return { values, amenities };
}

const WHOLE_NUMBER = /^\d{1,9}$/;

function inRange(text: string, min: number, max: number): boolean {
  const value = text.trim();
  return WHOLE_NUMBER.test(value) && Number(value) >= min && Number(value) <= max;
}

function listFits(text: string): boolean {
  const lines = toLines(text);
  return lines.length <= VILLA_LIMITS.listEntries && lines.every((line) => line.length <= VILLA_LIMITS.lineLength);
}

/** What the editor knows besides the values: creating or editing, and whether the destination moved. */
export interface VillaFormContext {
  creating: boolean;
  destinationChanged: boolean;
}

/**
 * The server's rules, checked before sending: the spec's required fields, whole numbers within
 * their bounds, the slug's form, and lists within their size. Lengths are held by the inputs.
 */
export function validateVilla(values: VillaValues, { creating, destinationChanged }: VillaFormContext): FieldErrors<VillaValues> {
  const errors: FieldErrors<VillaValues> = {};
  const blank = (field: VillaField) => values[field].trim() === '';
  for (const field of ['title', 'location', 'description', 'longDescription'] as const) {
    if (blank(field)) errors[field] = 'admin.villa.error.required';
  }
  if (blank('destinationKey')) errors.destinationKey = 'admin.villa.error.destination';
  // An empty region takes the destination's name, which only happens on create or with a new destination.
  if (blank('region') && !creating && !destinationChanged) errors.region = 'admin.villa.error.regionRequired';
  if (!inRange(values.price, 1, VILLA_LIMITS.maxPrice)) errors.price = 'admin.villa.error.price';
  if (!inRange(values.bedrooms, 0, VILLA_LIMITS.maxRooms)) errors.bedrooms = 'admin.villa.error.rooms';
  if (!inRange(values.bathrooms, 0, VILLA_LIMITS.maxRooms)) errors.bathrooms = 'admin.villa.error.rooms';
  if (!inRange(values.sleeps, 1, VILLA_LIMITS.maxSleeps)) errors.sleeps = 'admin.villa.error.sleeps';
  if (!blank('discount') && !inRange(values.discount, 0, VILLA_LIMITS.maxDiscount)) errors.discount = 'admin.villa.error.discount';
  if (!inRange(values.minNights, 1, MAX_STAY_NIGHTS)) errors.minNights = 'admin.villa.error.minNights';
  if (blank('slug')) {
    if (!creating) errors.slug = 'admin.villa.error.required';
  } else if (!SLUG_PATTERN.test(values.slug.trim())) errors.slug = 'admin.villa.error.slug';
  for (const field of LIST_FIELDS) {
    if (!listFits(values[field])) errors[field] = 'admin.villa.error.lines';
    if (!listFits(values[germanField(field)])) errors[germanField(field)] = 'admin.villa.error.lines';
  }
  return errors;
}

/** Each amenity needs an icon the storefront knows and an English label; the German one is optional. */
export function validateAmenities(rows: readonly AmenityRow[]): AmenityErrors {
  const errors: AmenityErrors = {};
  rows.forEach((row, i) => {
    if (!isAmenityIcon(row.icon)) errors[`amenities.${i}.icon`] = 'admin.villa.error.icon';
    if (!row.label.trim()) errors[`amenities.${i}.label`] = 'admin.villa.error.required';
  });
  return errors;
}

const amenitiesInput = (rows: readonly AmenityRow[]) => rows.map((row) => ({ icon: row.icon, label: row.label.trim(), labelDe: row.labelDe.trim() || null }));
const int = (text: string) => Number(text.trim());

/** A German text as sent: the trimmed text, or the entries of a list. */
function germanValue(field: Translated, text: string): string | string[] {
  return isListField(field) ? toLines(text) : text.trim();
}

function isEmptyText(value: string | string[]): boolean {
  return Array.isArray(value) ? value.length === 0 : value === '';
}

/** A new villa: the required fields, and the optional ones that were filled in (German ones too). */
export function createInput(values: VillaValues, amenities: readonly AmenityRow[]): CreatePropertyInput {
  const input: CreatePropertyInput = {
    title: values.title.trim(),
    location: values.location.trim(),
    destinationKey: values.destinationKey,
    price: int(values.price),
    currency: values.currency,
    description: values.description.trim(),
    longDescription: values.longDescription.trim(),
    bedrooms: int(values.bedrooms),
    bathrooms: int(values.bathrooms),
    sleeps: int(values.sleeps),
    minNights: int(values.minNights),
  };
  if (values.region.trim()) input.region = values.region.trim();
  if (values.discount.trim()) input.discount = int(values.discount);
  if (values.badge.trim()) input.badge = values.badge.trim();
  if (values.slug.trim()) input.slug = values.slug.trim();
  for (const field of LIST_FIELDS) {
    const lines = toLines(values[field]);
    if (lines.length) input[field] = lines;
  }
  if (amenities.length) input.amenities = amenitiesInput(amenities);
  const de: PropertyTextsInput = {};
  for (const field of TRANSLATED) {
    const value = germanValue(field, values[germanField(field)]);
    if (!isEmptyText(value)) (de as Record<Translated, unknown>)[field] = value;
  }
  if (Object.keys(de).length) input.translations = { de };
  return input;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what changed since the form was opened (the server changes only the fields given, and
 * the audit log then shows only real changes). An emptied German text is sent as null: German
 * then shows the English text. A new destination without a region of its own is left to the
 * server, which then takes the destination's names in both languages.
 */
export function updateInput(initial: VillaValues, values: VillaValues, initialAmenities: readonly AmenityRow[], amenities: readonly AmenityRow[]): UpdatePropertyInput {
  const input: UpdatePropertyInput = {};
  const changed = (field: VillaField) => values[field].trim() !== initial[field].trim();
  const destinationChanged = changed('destinationKey');
  for (const field of ['title', 'location', 'description', 'longDescription', 'slug'] as const) {
    if (changed(field)) input[field] = values[field].trim();
  }
  if (destinationChanged) input.destinationKey = values.destinationKey;
  if (changed('region') && values.region.trim()) input.region = values.region.trim();
  if (changed('currency')) input.currency = values.currency;
  for (const field of ['price', 'bedrooms', 'bathrooms', 'sleeps', 'minNights'] as const) {
    if (changed(field)) input[field] = int(values[field]);
  }
  if (changed('discount')) input.discount = values.discount.trim() ? int(values.discount) : null;
  if (changed('badge')) input.badge = values.badge.trim() || null;
  for (const field of LIST_FIELDS) {
    if (!same(toLines(values[field]), toLines(initial[field]))) input[field] = toLines(values[field]);
  }
  const de: PropertyTextsInput = {};
  for (const field of TRANSLATED) {
    const before = germanValue(field, initial[germanField(field)]);
    const after = germanValue(field, values[germanField(field)]);
    if (same(before, after)) continue;
    if (field === 'region' && destinationChanged && isEmptyText(after)) continue;
    (de as Record<Translated, unknown>)[field] = isEmptyText(after) ? null : after;
  }
  if (Object.keys(de).length) input.translations = { de };
  if (!same(amenitiesInput(amenities), amenitiesInput(initialAmenities))) input.amenities = amenitiesInput(amenities);
  return input;
}
