import { createContext, useContext } from 'react';
import { CURRENCY_FOR_LANGUAGE, DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/locale';

/** Local storage keys of the preferences. */
export const STORAGE_KEYS = { theme: 'theme', language: 'language', currency: 'currency' } as const;
/** Cookie read by the server (request-locale.ts) so its messages follow the chosen language. */
export const LANGUAGE_COOKIE = 'language';
/**
 * Every preference is mirrored into a cookie of the same name as its storage key, so the server
 * renders the first paint in the visitor's theme, language and currency.
 */
export const PREFERENCE_COOKIES = STORAGE_KEYS;
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

export { CURRENCY_FOR_LANGUAGE };

export interface Preferences {
  theme: Theme;
  language: Locale;
  currency: string;
}

export interface PreferencesApi extends Preferences {
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  /** Also resets the currency to the language's own (EUR for de, GBP for en). */
  setLanguage(language: Locale): void;
  setCurrency(code: string): void;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the choice still applies for this page view.
  }
}

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

/** The preferences found in local storage; missing or invalid ones are left out. */
export function readStoredPreferences(): Partial<Preferences> {
  const theme = read(STORAGE_KEYS.theme);
  const language = read(STORAGE_KEYS.language);
  const currency = read(STORAGE_KEYS.currency);
  return {
    ...(isTheme(theme) ? { theme } : {}),
    ...(isLocale(language) ? { language } : {}),
    ...(isCurrencyCode(currency) ? { currency } : {}),
  };
}

/** Stored preferences, falling back to the defaults for anything missing or invalid. */
export function readPreferences(): Preferences {
  const stored = readStoredPreferences();
  const language = stored.language ?? DEFAULT_LOCALE;
  return { theme: stored.theme ?? DEFAULT_THEME, language, currency: stored.currency ?? CURRENCY_FOR_LANGUAGE[language] };
}

/** Copies the preferences into cookies (see PREFERENCE_COOKIES). */
export function writePreferenceCookies(prefs: Preferences): void {
  for (const key of ['theme', 'language', 'currency'] as const) {
    document.cookie = `${PREFERENCE_COOKIES[key]}=${prefs[key]}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
}

export function applyLanguage(language: Locale): void {
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export const PreferencesContext = createContext<PreferencesApi | null>(null);

export function usePreferences(): PreferencesApi {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return value;
}
