/**
 * Each catalogue ships in two parts. The first holds what the layout (header, basket panel,
 * footer, toasts) and the home page show, so a first visit downloads only that; the rest comes
 * with the first other page that is opened. Entries are id prefixes; test/client/catalogue-parts
 * checks that every message the first screen can show is in the first part.
 */
export const FIRST_PAINT_PREFIXES = [
  'app.',
  'header.',
  'nav.',
  'language.',
  'basket.',
  'footer.',
  'toast.',
  'chat.',
  'form.',
  'home.',
  'page.home.',
  'searchBar.',
  // The search bar's "Exact dates" / "Flexible" and its month and length.
  'search.mode.',
  'search.flexible.',
  'datePicker.',
  'reviews.',
  'carousel.',
  'villaCard.',
  'amenity.',
  'properties.',
  // Shared with other pages, but shown by villa cards and the basket panel too.
  'property.bedrooms',
  'property.sleeps',
  'property.bathrooms',
  'booking.checkIn',
  'booking.checkOut',
  'checkout.extraCategory.',
  // The shortlist heart on every villa card.
  'shortlist.add',
  'shortlist.remove',
  'shortlist.statusFailed',
] as const;

export type CataloguePart = 'first-paint' | 'rest';

export function cataloguePart(id: string): CataloguePart {
  return FIRST_PAINT_PREFIXES.some((prefix) => id.startsWith(prefix)) ? 'first-paint' : 'rest';
}
