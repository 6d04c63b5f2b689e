import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '../../../common/locale';
import {
  CURRENCY_FOR_LANGUAGE,
  PreferencesContext,
  STORAGE_KEYS,
  applyLanguage,
  applyTheme,
  readPreferences,
  readStoredPreferences,
  writePreferenceCookies,
  writeStored,
  type Preferences,
  type PreferencesApi,
  type Theme,
} from '../lib/preferences';
import type { ServerPreferences } from '../lib/server-render';

/**
 * Theme, language and currency: restored from local storage, applied to the
 * document root (class and lang), and saved whenever they change. All three are also kept in
 * cookies so the server renders (and answers) in them.
 *
 * A server-rendered page passes the preferences it was rendered with (`initial`), so hydration
 * starts from exactly those. Afterwards, what the address chose (?lang=) is stored; any other
 * preference gives way to the one in local storage, should the cookie ever disagree with it.
 */
export function PreferencesProvider({ children, initial }: { children: ReactNode; initial?: ServerPreferences }) {
  const [prefs, setPrefs] = useState<Preferences>(() => (initial ? { theme: initial.theme, language: initial.language, currency: initial.currency } : readPreferences()));

  useEffect(() => {
    if (!initial) return;
    const stored = readStoredPreferences();
    const adopted: Partial<Preferences> = {};
    for (const key of ['theme', 'language', 'currency'] as const) {
      if (initial.chosen[key]) writeStored(STORAGE_KEYS[key], initial[key]);
      else if (stored[key] !== undefined && stored[key] !== initial[key]) Object.assign(adopted, { [key]: stored[key] });
    }
    // After hydration by necessity: the first render must match the server's HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(adopted).length > 0) setPrefs((p) => ({ ...p, ...adopted }));
    // Only the preferences of the first render count; later changes go through the setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => applyTheme(prefs.theme), [prefs.theme]);
  useLayoutEffect(() => applyLanguage(prefs.language), [prefs.language]);
  useEffect(() => writePreferenceCookies(prefs), [prefs]);

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
