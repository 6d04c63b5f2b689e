import type { Locale } from '../../../common/locale';

/**
 * Catalogue rows are written in English with German overrides in a `translations` column:
 * `{ "de": { "description": "…", "features": ["…"] } }`. A missing override falls back to English.
 */
export type Translations<T> = Partial<Record<Exclude<Locale, 'en'>, Partial<T>>>;

export interface Translatable<T> {
  translations: Translations<T>;
}

export function localize<E extends Translatable<Partial<E>>>(entity: E, locale: Locale): E {
  if (locale === 'en') return entity;
  const overrides = entity.translations?.[locale];
  if (!overrides) return entity;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(entity)), entity) as E;
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined && value !== null && value !== '') (copy as Record<string, unknown>)[key] = value;
  }
  return copy;
}
