import { createContext, useContext } from 'react';
import { BASE_CURRENCY } from '../../../common/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/locale';

/** Local storage keys of spec section 9. */
export const STORAGE_KEYS = { theme: 'theme', language: 'language', currency: 'currency' } as const;
/** Cookie read by the server (request-locale.ts) so its messages follow the chosen language. */
export const LANGUAGE_COOKIE = 'language';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';

/** Spec section 4: choosing a language resets the currency to this one. */
export const CURRENCY_FOR_LANGUAGE: Record<Locale, string> = { en: BASE_CURRENCY, de: 'EUR' };

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

/** Stored preferences, falling back to the defaults for anything missing or invalid. */
export function readPreferences(): Preferences {
  const storedTheme = read(STORAGE_KEYS.theme);
  const theme: Theme = storedTheme === 'dark' || storedTheme === 'light' ? storedTheme : DEFAULT_THEME;
  const storedLanguage = read(STORAGE_KEYS.language);
  const language = isLocale(storedLanguage) ? storedLanguage : DEFAULT_LOCALE;
  const storedCurrency = read(STORAGE_KEYS.currency);
  const currency = storedCurrency && /^[A-Z]{3}$/.test(storedCurrency) ? storedCurrency : CURRENCY_FOR_LANGUAGE[language];
  return { theme, language, currency };
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
}

export function applyLanguage(language: Locale): void {
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

export const PreferencesContext = createContext<PreferencesApi | null>(null);

export function usePreferences(): PreferencesApi {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside <PreferencesProvider>');
  return value;
}
