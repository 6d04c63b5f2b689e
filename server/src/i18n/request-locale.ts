import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/locale';

/**
 * The request's language: the client's `language` cookie (the same value it keeps in local
 * storage), else the first supported language of Accept-Language, else English.
 */
export function requestLocale(headers: IncomingHttpHeaders): Locale {
  const cookie = headers.cookie?.match(/(?:^|;\s*)language=([a-z]{2})/)?.[1];
  if (isLocale(cookie)) return cookie;
  const accepted = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return accepted.map((entry) => entry.lang).find(isLocale) ?? DEFAULT_LOCALE;
}
