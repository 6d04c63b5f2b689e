import type { Request } from 'express';
import { CURRENCY_FOR_LANGUAGE, DEFAULT_LOCALE, isLocale, type Locale } from '../../../../common/locale';

type Theme = 'light' | 'dark';

/** Mirrors ServerPreferences in client/src/lib/server-render.ts (the bundle's contract). `chosen`: set by ?lang= now. */
export interface RenderPreferences {
  theme: Theme;
  language: Locale;
  currency: string;
  chosen: { theme: boolean; language: boolean; currency: boolean };
}

function cookies(req: Request): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) found[name] = value.join('=');
  }
  return found;
}

/** `?lang=de` or `?lang=en`: the address of a page in one language (see the hreflang links). */
export function requestedLanguage(req: Request): Locale | undefined {
  const lang = req.query.lang;
  return isLocale(lang) ? lang : undefined;
}

/**
 * The preferences to render with: `?lang=` first, then the cookies the client keeps in step
 * with its local storage (theme, language, currency), then the defaults. Accept-Language is not
 * used: the browser app does not use it either, so the first paint and the app always agree.
 */
export function requestPreferences(req: Request): RenderPreferences {
  const jar = cookies(req);
  const fromQuery = requestedLanguage(req);
  const fromCookie = isLocale(jar.language) ? jar.language : undefined;
  const language = fromQuery ?? fromCookie ?? DEFAULT_LOCALE;
  const theme: Theme | undefined = jar.theme === 'dark' || jar.theme === 'light' ? jar.theme : undefined;
  // A link into the other language switches the currency too, as choosing the language does.
  const switched = fromQuery !== undefined && fromQuery !== fromCookie;
  const cookieCurrency = /^[A-Z]{3}$/.test(jar.currency ?? '') ? jar.currency : undefined;
  const currency = switched ? CURRENCY_FOR_LANGUAGE[language] : (cookieCurrency ?? CURRENCY_FOR_LANGUAGE[language]);
  return {
    theme: theme ?? 'light',
    language,
    currency,
    // Only a ?lang= link is a choice made now. The cookies mirror the browser's local storage,
    // which stays the source of the preferences: if they ever disagree, the browser switches to
    // the stored ones.
    chosen: { theme: false, language: fromQuery !== undefined, currency: switched },
  };
}
