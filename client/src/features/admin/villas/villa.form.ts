import * as z from 'zod/mini';
import { AMENITY_ICONS, BASE_CURRENCY, DEFAULT_MIN_NIGHTS, MAX_STAY_NIGHTS, VILLA_LIMITS } from '../../../../../common/constants';
import { SLUG_PATTERN } from '../../../../../common/slug';
import type { CreatePropertyInput, PropertyTextsInput, UpdatePropertyInput, VillaEditor_PropertyFragment } from '../../../__generated__/graphql';
import { formRule, rule, trimmedMin } from '../../../lib/form';

/*
 * The villa editor's form, apart from its components so the rules read in one place: the form's
 * values, the schema that mirrors the server's checks (server/src/modules/properties/
 * property-admin.types.ts, bounds from VILLA_LIMITS) and the inputs sent to createProperty and
 * updateProperty. Values are shaped and named like the API ("translations.de.title",
 * "amenities.1.icon"), so a server error's extensions.field names the form field it belongs to.
 */

/** The texts with a German version beside the English one, in the editor's order. */
export const TRANSLATED = ['title', 'location', 'region', 'description', 'longDescription', 'features', 'layout', 'nearbyAttractions', 'badge'] as const;
export type Translated = (typeof TRANSLATED)[number];
export type GermanField = `translations.de.${Translated}`;

/** Texts edited as one entry per line. */
const LIST_FIELDS = ['features', 'layout', 'nearbyAttractions'] as const satisfies readonly Translated[];
type ListField = (typeof LIST_FIELDS)[number];

type NumberField = 'price' | 'damageDeposit' | 'bedrooms' | 'bathrooms' | 'sleeps' | 'discount' | 'minNights';

/** A field of the villa itself (amenities aside), by its API path. */
export type VillaField = Translated | GermanField | NumberField | 'destinationKey' | 'currency' | 'slug';

/** One amenity row: an icon the storefront draws, the English label and the German one. */
export interface AmenityValues {
  icon: string;
  label: string;
  labelDe: string;
}

/** The form's values, as typed. */
export type VillaValues = Record<Translated | NumberField | 'destinationKey' | 'currency' | 'slug', string> & {
  translations: { de: Record<Translated, string> };
  amenities: AmenityValues[];
};

/** Every villa field, in the order the editor shows them (the error summary's order). */
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
  'damageDeposit',
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

/** The parts of an amenity row, in the editor's order. */
export const AMENITY_PARTS = ['icon', 'label', 'labelDe'] as const satisfies readonly (keyof AmenityValues)[];

export function germanField(field: Translated): GermanField {
  return `translations.de.${field}`;
}

export function isVillaField(path: string | undefined): path is VillaField {
  return (VILLA_FIELDS as readonly string[]).includes(path ?? '');
}

/** The text of a villa field (English or German) in `values`. */
export function valueOf(values: VillaValues, field: VillaField): string {
  return field.startsWith('translations.de.') ? values.translations.de[field.slice('translations.de.'.length) as Translated] : values[field as Exclude<VillaField, GermanField>];
}

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

/** The form for a villa as stored, or an empty one for a new villa. */
export function villaFormValues(property: VillaEditor_PropertyFragment | null): VillaValues {
  const stored = property?.translations.de;
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  const values = {
    destinationKey: text(property?.destinationKey),
    price: text(property?.price),
    currency: property?.currency ?? BASE_CURRENCY,
    damageDeposit: text(property?.damageDeposit ?? 0),
    bedrooms: text(property?.bedrooms),
    bathrooms: text(property?.bathrooms),
    sleeps: text(property?.sleeps),
    discount: text(property?.discount),
    minNights: text(property?.minNights ?? DEFAULT_MIN_NIGHTS),
    slug: text(property?.slug),
    translations: { de: {} as Record<Translated, string> },
    amenities: (property?.adminAmenities ?? []).map((a) => ({ icon: a.icon ?? '', label: a.label, labelDe: a.labelDe ?? '' })),
  } as VillaValues;
  for (const field of TRANSLATED) {
    values[field] = isListField(field) ? joinLines(property?.[field]) : text(property?.[field]);
    values.translations.de[field] = isListField(field) ? joinLines(stored?.[field]) : text(stored?.[field]);
  }
  return values;
}

const WHOLE_NUMBER = /^\d{1,9}$/;
const blank = (text: string) => text.trim() === '';

/** A whole number from `min` to `max`, as typed. */
function inRange(min: number, max: number) {
  return (text: string) => WHOLE_NUMBER.test(text.trim()) && Number(text.trim()) >= min && Number(text.trim()) <= max;
}

/** At most listEntries entries of at most lineLength characters each. */
function listFits(text: string): boolean {
  const lines = toLines(text);
  return lines.length <= VILLA_LIMITS.listEntries && lines.every((line) => line.length <= VILLA_LIMITS.lineLength);
}

/** What the editor knows besides the values: creating or editing, and the villa's destination as stored. */
export interface VillaFormContext {
  creating: boolean;
  initialDestination: string;
}

/**
 * The server's rules, checked before sending: the required fields, whole numbers within their
 * bounds, the slug's form, lists within their size, and each amenity's icon and English label.
 * Lengths are held by the inputs. The messages are message ids.
 */
export function villaSchema({ creating, initialDestination }: VillaFormContext): z.ZodMiniType<VillaValues, VillaValues> {
  const text = () => z.string();
  const required = () => z.string().check(trimmedMin(1, 'admin.villa.error.required'));
  const list = () => z.string().check(rule(listFits, 'admin.villa.error.lines'));
  const german = z.object({
    title: text(),
    location: text(),
    region: text(),
    description: text(),
    longDescription: text(),
    features: list(),
    layout: list(),
    nearbyAttractions: list(),
    badge: text(),
  });
  const amenity = z.object({
    icon: z.string().check(rule(isAmenityIcon, 'admin.villa.error.icon')),
    label: required(),
    labelDe: text(),
  });
  return z
    .object({
      destinationKey: z.string().check(rule((key: string) => !blank(key), 'admin.villa.error.destination')),
      slug: z.string().check(
        // A new villa without a slug gets one made from its title.
        rule((slug: string) => creating || !blank(slug), 'admin.villa.error.required'),
        rule((slug: string) => blank(slug) || SLUG_PATTERN.test(slug.trim()), 'admin.villa.error.slug'),
      ),
      title: required(),
      location: required(),
      region: text(),
      description: required(),
      longDescription: required(),
      features: list(),
      layout: list(),
      nearbyAttractions: list(),
      badge: text(),
      price: z.string().check(rule(inRange(1, VILLA_LIMITS.maxPrice), 'admin.villa.error.price')),
      currency: text(),
      damageDeposit: z.string().check(rule((deposit: string) => blank(deposit) || inRange(0, VILLA_LIMITS.maxPrice)(deposit), 'admin.villa.error.damageDeposit')),
      bedrooms: z.string().check(rule(inRange(0, VILLA_LIMITS.maxRooms), 'admin.villa.error.rooms')),
      bathrooms: z.string().check(rule(inRange(0, VILLA_LIMITS.maxRooms), 'admin.villa.error.rooms')),
      sleeps: z.string().check(rule(inRange(1, VILLA_LIMITS.maxSleeps), 'admin.villa.error.sleeps')),
      discount: z.string().check(rule((discount: string) => blank(discount) || inRange(0, VILLA_LIMITS.maxDiscount)(discount), 'admin.villa.error.discount')),
      minNights: z.string().check(rule(inRange(1, MAX_STAY_NIGHTS), 'admin.villa.error.minNights')),
      translations: z.object({ de: german }),
      amenities: z.array(amenity),
    })
    .check(
      // An empty region takes the destination's name, which only happens on create or with a new destination.
      formRule<VillaValues>('region', (values) => creating || values.destinationKey !== initialDestination || !blank(values.region), 'admin.villa.error.regionRequired'),
    );
}

const amenitiesInput = (rows: readonly AmenityValues[]) => rows.map((row) => ({ icon: row.icon, label: row.label.trim(), labelDe: row.labelDe.trim() || null }));
const int = (text: string) => Number(text.trim());

/** A German text as sent: the trimmed text, or the entries of a list. */
function germanValue(field: Translated, text: string): string | string[] {
  return isListField(field) ? toLines(text) : text.trim();
}

function isEmptyText(value: string | string[]): boolean {
  return Array.isArray(value) ? value.length === 0 : value === '';
}

/** A new villa: the required fields, and the optional ones that were filled in (German ones too). */
export function createInput(values: VillaValues): CreatePropertyInput {
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
  if (values.damageDeposit.trim()) input.damageDeposit = int(values.damageDeposit);
  if (values.badge.trim()) input.badge = values.badge.trim();
  if (values.slug.trim()) input.slug = values.slug.trim();
  for (const field of LIST_FIELDS) {
    const lines = toLines(values[field]);
    if (lines.length) input[field] = lines;
  }
  if (values.amenities.length) input.amenities = amenitiesInput(values.amenities);
  const de: PropertyTextsInput = {};
  for (const field of TRANSLATED) {
    const value = germanValue(field, values.translations.de[field]);
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
export function updateInput(initial: VillaValues, values: VillaValues): UpdatePropertyInput {
  const input: UpdatePropertyInput = {};
  const changed = (field: Exclude<VillaField, GermanField>) => values[field].trim() !== initial[field].trim();
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
  // An emptied deposit is none.
  if (changed('damageDeposit')) input.damageDeposit = values.damageDeposit.trim() ? int(values.damageDeposit) : 0;
  if (changed('badge')) input.badge = values.badge.trim() || null;
  for (const field of LIST_FIELDS) {
    if (!same(toLines(values[field]), toLines(initial[field]))) input[field] = toLines(values[field]);
  }
  const de: PropertyTextsInput = {};
  for (const field of TRANSLATED) {
    const before = germanValue(field, initial.translations.de[field]);
    const after = germanValue(field, values.translations.de[field]);
    if (same(before, after)) continue;
    if (field === 'region' && destinationChanged && isEmptyText(after)) continue;
    (de as Record<Translated, unknown>)[field] = isEmptyText(after) ? null : after;
  }
  if (Object.keys(de).length) input.translations = { de };
  if (!same(amenitiesInput(values.amenities), amenitiesInput(initial.amenities))) input.amenities = amenitiesInput(values.amenities);
  return input;
}
