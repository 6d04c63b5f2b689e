import { useIntl } from 'react-intl';
import type { AMENITY_ICONS } from '../../../../../common/constants';
import type { MessageId } from '../../../lib/message-id';
import { TRANSLATED, type AmenityValues, type Translated, type VillaField } from './villa.form';

/** The villa editor's names for its fields, as labels, the error summary and the server's messages say them. */

const FIELD_LABELS = {
  title: 'admin.villa.field.title',
  location: 'admin.villa.field.location',
  region: 'admin.villa.field.region',
  description: 'admin.villa.field.description',
  longDescription: 'admin.villa.field.longDescription',
  features: 'admin.villa.field.features',
  layout: 'admin.villa.field.layout',
  nearbyAttractions: 'admin.villa.field.nearbyAttractions',
  badge: 'admin.villa.field.badge',
  destinationKey: 'admin.villa.field.destination',
  price: 'admin.villa.field.price',
  currency: 'admin.villa.field.currency',
  damageDeposit: 'admin.villa.field.damageDeposit',
  bedrooms: 'admin.villa.field.bedrooms',
  bathrooms: 'admin.villa.field.bathrooms',
  sleeps: 'admin.villa.field.sleeps',
  discount: 'admin.villa.field.discount',
  minNights: 'admin.villa.field.minNights',
  slug: 'admin.villa.field.slug',
} as const satisfies Record<Exclude<VillaField, `translations.${string}`>, MessageId>;

export const ICON_LABELS = {
  wifi: 'admin.villa.icon.wifi',
  wind: 'admin.villa.icon.wind',
  car: 'admin.villa.icon.car',
  waves: 'admin.villa.icon.waves',
  coffee: 'admin.villa.icon.coffee',
  tv: 'admin.villa.icon.tv',
} as const satisfies Record<(typeof AMENITY_ICONS)[number], MessageId>;

export const AMENITY_PART_LABELS = { icon: 'admin.villa.amenity.icon', label: 'admin.villa.amenity.label', labelDe: 'admin.villa.amenity.labelDe' } as const satisfies Record<keyof AmenityValues, MessageId>;

/** The hints under the fields that need one. */
export const HINTS: Partial<Record<VillaField, MessageId>> = {
  region: 'admin.villa.hint.region',
  'translations.de.region': 'admin.villa.hint.region',
  price: 'admin.villa.hint.price',
  discount: 'admin.villa.hint.discount',
  damageDeposit: 'admin.villa.hint.damageDeposit',
  badge: 'admin.villa.hint.badge',
};

/** The villa's texts, grouped as the editor shows them, English beside German. */
export const TEXT_GROUPS: { legend: MessageId; fields: Translated[] }[] = [
  { legend: 'admin.villa.section.descriptions', fields: ['description', 'longDescription'] },
  { legend: 'admin.villa.section.details', fields: ['features', 'layout', 'nearbyAttractions'] },
  { legend: 'admin.villa.section.badge', fields: ['badge'] },
];

/** The heads over the two columns of translated fields. */
export const LANGUAGE_HEADS: MessageId[] = ['admin.villa.lang.en', 'admin.villa.lang.de'];

export function useVillaLabels() {
  const intl = useIntl();
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  /** "Title (English)", "Title (German)", "Price per week". */
  const label = (name: VillaField): string => {
    if (name.startsWith('translations.de.')) return message('admin.villa.inGerman', { field: message(FIELD_LABELS[name.slice('translations.de.'.length) as Translated]) });
    const base = message(FIELD_LABELS[name as keyof typeof FIELD_LABELS]);
    return (TRANSLATED as readonly string[]).includes(name) ? message('admin.villa.inEnglish', { field: base }) : base;
  };

  /** "Amenity 2", or "Amenity 2: Icon" for a field of the row ("amenities.1.icon"). */
  const amenityLabel = (path: string): string => {
    const [, index, part] = path.split('.');
    const row = message('admin.villa.amenity.row', { number: Number(index) + 1 });
    return part && part in AMENITY_PART_LABELS ? `${row}: ${message(AMENITY_PART_LABELS[part as keyof AmenityValues])}` : row;
  };

  /** The server names the field by its API path ("translations.de.title must…"): say it as the form does. */
  const readable = (text: string, path: string, name: string) => (text.startsWith(path) ? name + text.slice(path.length) : text);

  return { message, label, amenityLabel, readable };
}
