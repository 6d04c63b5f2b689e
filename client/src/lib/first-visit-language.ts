import { useEffect } from 'react';
import { GERMAN_COUNTRY_CODES } from '../../../common/constants';
import type { Locale } from '../../../common/locale';
import { STORAGE_KEYS, usePreferences, writeStored } from './preferences';

/** Our own server resolves the country (CDN header or offline database): the browser calls no third party. */
export const GEO_ENDPOINT = '/api/geo';
export const GEO_FAILURE_LOG = 'Geolocation detection failed, using default language';

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/** German for DE, AT, CH, LI, LU; English for everyone else. */
export function languageForCountry(countryCode: string | null | undefined): Locale {
  return countryCode && (GERMAN_COUNTRY_CODES as readonly string[]).includes(countryCode.toUpperCase()) ? 'de' : 'en';
}

/**
 * First visit: when no language is stored yet, guess it once from the
 * visitor's country. German also selects EUR. The guess is stored, so it is never asked again;
 * a language the visitor picks meanwhile always wins. On failure English stays.
 */
export function useFirstVisitLanguage(): void {
  const { setLanguage } = usePreferences();
  useEffect(() => {
    if (storedLanguage() !== null) return;
    const controller = new AbortController();
    // Inside a promise so that even a missing fetch ends in the catch below.
    Promise.resolve()
      .then(() => fetch(GEO_ENDPOINT, { credentials: 'same-origin', signal: controller.signal }))
      .then(async (res) => {
        if (!res.ok) throw new Error(`${res.status}`);
        const body = (await res.json()) as { country_code?: string | null };
        if (storedLanguage() !== null) return; // an explicit choice arrived first
        const language = languageForCountry(body.country_code);
        if (language === 'de') setLanguage(language);
        else writeStored(STORAGE_KEYS.language, language);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        console.log(GEO_FAILURE_LOG);
      });
    return () => controller.abort();
  }, [setLanguage]);
}
