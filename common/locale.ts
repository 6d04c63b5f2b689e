import { BASE_CURRENCY } from './constants';

/** Interface languages. English is the fallback. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Choosing a language resets the currency to this one. */
export const CURRENCY_FOR_LANGUAGE: Record<Locale, string> = { en: BASE_CURRENCY, de: 'EUR' };
