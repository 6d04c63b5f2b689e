import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '../../../common/locale';
import {
  CURRENCY_FOR_LANGUAGE,
  PreferencesContext,
  STORAGE_KEYS,
  applyLanguage,
  applyTheme,
  readPreferences,
  writeStored,
  type PreferencesApi,
  type Theme,
} from '../lib/preferences';

/**
 * Theme, language and currency (spec section 4): restored from local storage, applied to the
 * document root (class and lang), and saved whenever they change. The language is also kept
 * in a cookie so the server answers in it.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [prefs, setPrefs] = useState(readPreferences);

  useLayoutEffect(() => applyTheme(prefs.theme), [prefs.theme]);
  useLayoutEffect(() => applyLanguage(prefs.language), [prefs.language]);

  const setTheme = useCallback((theme: Theme) => {
    writeStored(STORAGE_KEYS.theme, theme);
    setPrefs((p) => ({ ...p, theme }));
  }, []);

  const toggleTheme = useCallback(() => {
    setPrefs((p) => {
      const theme: Theme = p.theme === 'dark' ? 'light' : 'dark';
      writeStored(STORAGE_KEYS.theme, theme);
      return { ...p, theme };
    });
  }, []);

  const setLanguage = useCallback((language: Locale) => {
    const currency = CURRENCY_FOR_LANGUAGE[language];
    writeStored(STORAGE_KEYS.language, language);
    writeStored(STORAGE_KEYS.currency, currency);
    setPrefs((p) => ({ ...p, language, currency }));
  }, []);

  const setCurrency = useCallback((currency: string) => {
    writeStored(STORAGE_KEYS.currency, currency);
    setPrefs((p) => ({ ...p, currency }));
  }, []);

  const api = useMemo<PreferencesApi>(
    () => ({ ...prefs, setTheme, toggleTheme, setLanguage, setCurrency }),
    [prefs, setTheme, toggleTheme, setLanguage, setCurrency],
  );
  return <PreferencesContext value={api}>{children}</PreferencesContext>;
}
