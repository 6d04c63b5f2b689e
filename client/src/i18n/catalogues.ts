import type { Locale } from '../../../common/locale';
import type { CataloguePart } from './catalogue-parts';

/** Message id → text (or, in a production build, its precompiled ICU syntax tree). */
export type Messages = Record<string, unknown>;

/** One chunk per language and part: a visitor downloads only the language shown. */
const importers: Record<Locale, Record<CataloguePart, () => Promise<{ default: Messages }>>> = {
  en: { 'first-paint': () => import('./en.json?part=first-paint'), rest: () => import('./en.json?part=rest') },
  de: { 'first-paint': () => import('./de.json?part=first-paint'), rest: () => import('./de.json?part=rest') },
};

const parts = new Map<string, Promise<Messages>>();
const complete = new Set<Locale>();
/** Set once any page beyond the first screen has been opened: from then on languages load whole. */
let completeWanted = false;
let catalogues: Partial<Record<Locale, Messages>> = {};
const listeners = new Set<() => void>();

function loadPart(locale: Locale, part: CataloguePart): Promise<Messages> {
  const key = `${locale}:${part}`;
  let pending = parts.get(key);
  if (!pending) {
    pending = importers[locale][part]().then((module) => module.default);
    pending.catch(() => parts.delete(key)); // a failed download may be retried
    parts.set(key, pending);
  }
  return pending;
}

/**
 * Loads a language's messages: the first-screen part, or the whole catalogue when asked (every
 * page but home asks) or once any such page has been opened. Resolves when they are available.
 */
export async function loadCatalogue(locale: Locale, options: { complete?: boolean } = {}): Promise<void> {
  const whole = options.complete ?? completeWanted;
  if (whole) completeWanted = true;
  if (whole ? complete.has(locale) : catalogues[locale]) return;
  const loaded = await Promise.all(whole ? [loadPart(locale, 'first-paint'), loadPart(locale, 'rest')] : [loadPart(locale, 'first-paint')]);
  if (complete.has(locale) || (!whole && catalogues[locale])) return; // something larger landed meanwhile
  if (whole) complete.add(locale);
  catalogues = { ...catalogues, [locale]: Object.assign({}, ...loaded) as Messages };
  for (const listener of listeners) listener();
}

export function isCatalogueComplete(locale: Locale): boolean {
  return complete.has(locale);
}

/** The loaded catalogues (a new object whenever one grows), for useSyncExternalStore. */
export function loadedCatalogues(): Partial<Record<Locale, Messages>> {
  return catalogues;
}

export function subscribeToCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
