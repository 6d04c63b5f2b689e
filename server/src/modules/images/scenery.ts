import { ALL_DESTINATION_KEYS, destinationByKey, groupBySlug } from '../../../../common/destinations';

/** The look of a destination's illustrations. */
export type Climate = 'mediterranean' | 'tropical' | 'desert' | 'arctic' | 'safari' | 'mountain';
export type VillaStyle = 'cubic' | 'terracotta' | 'riad' | 'chalet' | 'lodge' | 'modern';

export interface Scenery {
  climate: Climate;
  /** Sea in view. */
  coastal: boolean;
  styles: VillaStyle[];
  /** Lavender rows, vineyards or a distant skyline. */
  extra?: 'lavender' | 'vines' | 'skyline';
}

const byCountry: Record<string, Scenery> = {
  greece: { climate: 'mediterranean', coastal: true, styles: ['cubic', 'cubic', 'terracotta'] },
  italy: { climate: 'mediterranean', coastal: true, styles: ['terracotta'] },
  'spain-&-the-balearics': { climate: 'mediterranean', coastal: true, styles: ['terracotta', 'cubic', 'modern'] },
  france: { climate: 'mediterranean', coastal: false, styles: ['terracotta'] },
  portugal: { climate: 'mediterranean', coastal: true, styles: ['terracotta', 'modern'] },
  morocco: { climate: 'desert', coastal: false, styles: ['riad'] },
  turkey: { climate: 'mediterranean', coastal: true, styles: ['modern', 'cubic'] },
  croatia: { climate: 'mediterranean', coastal: true, styles: ['terracotta'] },
  caribbean: { climate: 'tropical', coastal: true, styles: ['modern', 'lodge', 'cubic'] },
  madagascar: { climate: 'tropical', coastal: true, styles: ['lodge'] },
  'sri-lanka': { climate: 'tropical', coastal: true, styles: ['lodge', 'modern'] },
  dubai: { climate: 'desert', coastal: true, styles: ['modern'], extra: 'skyline' },
  'costa-rica': { climate: 'tropical', coastal: true, styles: ['lodge', 'modern'] },
  peru: { climate: 'mountain', coastal: false, styles: ['lodge'] },
  zanzibar: { climate: 'tropical', coastal: true, styles: ['lodge', 'cubic'] },
  samoa: { climate: 'tropical', coastal: true, styles: ['lodge'] },
  australia: { climate: 'tropical', coastal: true, styles: ['modern'] },
  botswana: { climate: 'safari', coastal: false, styles: ['lodge'] },
  lapland: { climate: 'arctic', coastal: false, styles: ['chalet'] },
  iceland: { climate: 'arctic', coastal: true, styles: ['chalet', 'modern'] },
  alaska: { climate: 'arctic', coastal: true, styles: ['chalet'] },
  'norwegian-arctic': { climate: 'arctic', coastal: true, styles: ['chalet'] },
  'canadian-yukon': { climate: 'arctic', coastal: false, styles: ['chalet'] },
};

/** Destinations whose scenery differs from their country's. */
const byKey: Record<string, Partial<Scenery>> = {
  tuscany: { coastal: false, extra: 'vines' },
  umbria: { coastal: false, extra: 'vines' },
  lazio: { coastal: false },
  provence: { extra: 'lavender' },
  'south-west': { extra: 'vines' },
  douro: { coastal: false, extra: 'vines' },
  essaouira: { coastal: true },
  andalusia: { styles: ['terracotta', 'cubic'] },
};

export function sceneryForKey(key: string): Scenery | undefined {
  const destination = destinationByKey(key);
  if (!destination) return undefined;
  return { ...byCountry[destination.group.slug], ...byKey[key] };
}

export function sceneryForCountry(slug: string): Scenery | undefined {
  return groupBySlug(slug) ? byCountry[slug] : undefined;
}

/** Villa slugs start with their destination key ("corfu-villa-thalassa"): the longest matching key. */
export function destinationKeyOfSlug(slug: string): string | undefined {
  let best: string | undefined;
  for (const { key } of ALL_DESTINATION_KEYS) {
    if (slug.startsWith(`${key}-`) && (!best || key.length > best.length)) best = key;
  }
  return best;
}
