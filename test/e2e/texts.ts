import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import de from '../../client/src/i18n/de.json';
import en from '../../client/src/i18n/en.json';

/**
 * The storefront's own words, from its message catalogues: a journey written once finds its buttons
 * and fields in English and in German, and follows the texts when they change.
 */
export type Language = 'en' | 'de';

const CATALOGUES: Record<Language, Record<string, string>> = { en, de };
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export type MessageId = keyof typeof en;

/** A message as the page shows it. */
export function text(language: Language, id: MessageId, values?: Record<string, PrimitiveType>): string {
  const message = CATALOGUES[language][id];
  if (message === undefined) throw new Error(`No ${language} message ${id}`);
  return String(new IntlMessageFormat(message, LOCALES[language]).format(values));
}

/** A literal text as a regular expression's source. */
export const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's text up to its first placeholder ("Your stay:"), for a text that goes on with data. */
export function head(language: Language, id: MessageId): string {
  return CATALOGUES[language][id].split('{')[0];
}

/** A pattern for a name that starts with a message's text, whatever data follows ("Check-in, Sat 3 July"). */
export function startingWith(language: Language, id: MessageId): RegExp {
  return new RegExp(`^${escapeRegExp(head(language, id))}`);
}

/** A whole message as a pattern, each placeholder (plurals too) matching any data: "{amount} bezahlen" → /^.+ bezahlen$/. */
export function like(language: Language, id: MessageId): RegExp {
  const message = CATALOGUES[language][id];
  let pattern = '';
  let depth = 0;
  let literal = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) {
        pattern += `${escapeRegExp(literal)}.+`;
        literal = '';
      }
      depth += 1;
    } else if (char === '}') depth -= 1;
    else if (depth === 0) literal += char;
  }
  return new RegExp(`^${pattern}${escapeRegExp(literal)}$`);
}
