import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../../../common/locale';

/**
 * A module's server messages, from `<name>/<name>.messages.ts`: English, and German with the
 * same keys. `{name}` placeholders are ICU arguments, filled by `translate`.
 */
export interface ModuleMessages {
  readonly en: Readonly<Record<string, string>>;
  readonly de: Readonly<Record<string, string>>;
}

/**
 * The messages every part of the server shows a person, in English and German: unexpected and
 * malformed requests, limits, generic validation, the error page and the sign-in guard. Each
 * feature keeps its own in `modules/<name>/<name>.messages.ts` and declares them in its module;
 * the entry points install them beside these (`installMessages`). Keys are stable; `{name}`
 * placeholders are filled from the error's params.
 */
const en = {
  'error.internal': 'Something went wrong on our side. Please try again. (Reference {errorId})',
  'page.serverError.title': 'Something went wrong',
  'page.serverError.text': 'This page could not be shown because of a fault on our side. Please try again in a moment. (Reference {errorId})',
  'page.serverError.home': 'Back to Home',
  'error.routeNotFound': 'Not found',
  'error.unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'error.invalidValue': 'A value in the request is not valid (it contains characters or numbers we cannot store). Please check your entries.',
  'error.badRequest': 'The request could not be understood.',
  'validation.badCharacters': '{field} contains characters that are not allowed (control characters, or a line break in a one-line field).',
  'error.invalidJson': 'The request body is not valid JSON.',
  'error.rateLimited': 'Too many attempts. Please try again in {minutes} min.',
  'error.tooManyRequests': 'Too many requests. Please try again in {minutes} min.',
  'error.persistedQueryNotAllowed': 'This API runs only the operations of its own apps (persisted queries). Send the hash of a known operation, or sign in as staff to run your own.',
  'error.queryTooComplex': 'This query is too expensive ({cost} of at most {max}). Ask for fewer items or fields.',
  'error.queryTooDeep': 'This query is nested too deeply ({depth} of at most {max}).',
  'error.tooManyAliases': 'This query uses too many aliases ({count} of at most {max}).',
  'auth.notAuthenticated': 'Not authenticated',
  'auth.forbidden': 'You do not have permission to do this.',
  // Validation messages name the field, e.g. "translations.de.title".
  'validation.required': '{field} is required.',
  'validation.text': '{field} must be text.',
  'validation.length': '{field} must be {min} to {max} characters long.',
  'validation.list': '{field} must be a list.',
  'validation.listSize': '{field} may have at most {max} entries.',
  'validation.object': '{field} must be an object with named fields.',
  'validation.slug': '{field} may only contain lower-case letters a to z, digits and single hyphens.',
  'validation.currencyCode': '{field} must be a three-letter currency code such as GBP.',
  'validation.invalid': 'The value of {field} is not valid.',
  'validation.integer': '{field} must be a whole number.',
  'validation.min': '{field} must be at least {min}.',
  'validation.max': '{field} must be at most {max}.',
  'validation.enum': '{field} must be one of: {values}.',
  'validation.date': '{field} must be a date (YYYY-MM-DD).',
  'validation.uuid': '{field} is not a valid id.',
  'validation.tooLong': '{field} must be at most {max} characters.',
  'validation.boolean': '{field} must be true or false.',
  'validation.maxLength': '{field} must be at most {max} characters long.',
};

/** German, with exactly the English keys: a missing or extra one fails typecheck. */
const de: Record<keyof typeof en, string> = {
  'error.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut. (Referenz {errorId})',
  'page.serverError.title': 'Etwas ist schiefgelaufen',
  'page.serverError.text': 'Diese Seite konnte wegen eines Fehlers bei uns nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal. (Referenz {errorId})',
  'page.serverError.home': 'Zur Startseite',
  'error.routeNotFound': 'Nicht gefunden',
  'error.unavailable': 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  'error.invalidValue': 'Ein Wert in der Anfrage ist ungültig (er enthält Zeichen oder Zahlen, die wir nicht speichern können). Bitte prüfen Sie Ihre Eingaben.',
  'error.badRequest': 'Die Anfrage konnte nicht verstanden werden.',
  'validation.badCharacters': '{field} enthält unzulässige Zeichen (Steuerzeichen oder einen Zeilenumbruch in einem einzeiligen Feld).',
  'error.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'error.rateLimited': 'Zu viele Versuche. Bitte versuchen Sie es in {minutes} Min. erneut.',
  'error.tooManyRequests': 'Zu viele Anfragen. Bitte versuchen Sie es in {minutes} Min. erneut.',
  'error.persistedQueryNotAllowed': 'Diese Schnittstelle führt nur die Operationen ihrer eigenen Apps aus (Persisted Queries). Senden Sie den Hash einer bekannten Operation oder melden Sie sich als Mitarbeiter an, um eigene auszuführen.',
  'error.queryTooComplex': 'Diese Abfrage ist zu aufwendig ({cost} von höchstens {max}). Fragen Sie weniger Einträge oder Felder ab.',
  'error.queryTooDeep': 'Diese Abfrage ist zu tief verschachtelt ({depth} von höchstens {max}).',
  'error.tooManyAliases': 'Diese Abfrage verwendet zu viele Aliase ({count} von höchstens {max}).',
  'auth.notAuthenticated': 'Nicht angemeldet',
  'auth.forbidden': 'Sie haben keine Berechtigung für diese Aktion.',
  'validation.required': '{field} ist ein Pflichtfeld.',
  'validation.text': '{field} muss ein Text sein.',
  'validation.length': '{field} muss {min} bis {max} Zeichen lang sein.',
  'validation.list': '{field} muss eine Liste sein.',
  'validation.listSize': '{field} darf höchstens {max} Einträge haben.',
  'validation.object': '{field} muss ein Objekt mit benannten Feldern sein.',
  'validation.slug': '{field} darf nur Kleinbuchstaben von a bis z, Ziffern und einzelne Bindestriche enthalten.',
  'validation.currencyCode': '{field} muss ein dreibuchstabiger Währungscode wie GBP sein.',
  'validation.invalid': 'Der Wert von {field} ist ungültig.',
  'validation.integer': '{field} muss eine ganze Zahl sein.',
  'validation.min': '{field} muss mindestens {min} sein.',
  'validation.max': '{field} darf höchstens {max} sein.',
  'validation.enum': '{field} muss einer dieser Werte sein: {values}.',
  'validation.date': '{field} muss ein Datum sein (JJJJ-MM-TT).',
  'validation.uuid': '{field} ist keine gültige Kennung.',
  'validation.tooLong': '{field} darf höchstens {max} Zeichen lang sein.',
  'validation.boolean': '{field} muss true oder false sein.',
  'validation.maxLength': '{field} darf höchstens {max} Zeichen lang sein.',
};

/** Where messages come from: this file's common ones, and each module's. */
export interface MessageSource {
  readonly name: string;
  readonly messages?: ModuleMessages;
}

/** The messages of no one module, under the name a duplicate-key error gives them. */
export const commonMessages = { name: 'i18n/messages.ts', messages: { en, de } } satisfies MessageSource;

/**
 * The English messages of every owner, by owner: the common ones here, and each module's, which
 * its `<name>.messages.ts` adds by declaration merging (as the client's i18n.d.ts adds its ids):
 *
 *   declare module '../../i18n/messages' {
 *     interface ServerMessages { basket: typeof en }
 *   }
 *
 * so the keys are known here without importing the module list, which imports nearly everything.
 */
export interface ServerMessages {
  common: typeof en;
}

/** Every key the server can show: a typo in `translate(locale, 'x.y')` or `v('x.y')` fails typecheck. */
export type MessageKey = { [Owner in keyof ServerMessages]: Extract<keyof ServerMessages[Owner], string> }[keyof ServerMessages];

/** The keys of one source's messages. */
export type KeysOf<S> = S extends { readonly messages?: { readonly en: infer E } } ? Extract<keyof E, string> : never;

/** The keys declared by more than one of `sources`; `never` when each key has one owner. */
export type DuplicateKeys<Sources extends readonly MessageSource[]> = Sources extends readonly [infer First, ...infer Rest extends readonly MessageSource[]]
  ? (KeysOf<First> & KeysOf<Rest[number]>) | DuplicateKeys<Rest>
  : never;

type Catalogue = Record<Locale, Readonly<Record<string, string>>>;

/**
 * Joins the messages of several sources into one catalogue per language. A key declared twice, or
 * English and German with different keys, stops the server at start (typecheck finds both before
 * that: see module-list.ts).
 */
export function joinMessages(sources: readonly MessageSource[]): Catalogue {
  const owners = new Map<string, string>();
  const joined: Record<Locale, Record<string, string>> = { en: {}, de: {} };
  for (const { name, messages } of sources) {
    if (!messages) continue;
    const keys = Object.keys(messages.en);
    const german = Object.keys(messages.de);
    const unpaired = [...keys.filter((key) => !german.includes(key)), ...german.filter((key) => !keys.includes(key))];
    if (unpaired.length > 0) throw new Error(`The ${name} messages differ between English and German in: ${unpaired.join(', ')}.`);
    for (const key of keys) {
      const owner = owners.get(key);
      if (owner) throw new Error(`The message key "${key}" is declared by both ${owner} and ${name}; each key belongs to one module.`);
      owners.set(key, name);
    }
    Object.assign(joined.en, messages.en);
    Object.assign(joined.de, messages.de);
  }
  return joined;
}

/** Only the common messages until `installMessages` adds the modules'. */
let catalogues: Catalogue = joinMessages([commonMessages]);
const compiled = new Map<string, CompiledMessage>();

/**
 * Adds the modules' messages to the common ones. The entry points (main.ts, the command-line
 * tools, the test set-up) call it with the module list before anything is translated; it throws,
 * naming both owners, when two modules declare the same key.
 */
export function installMessages(modules: readonly MessageSource[]): void {
  catalogues = joinMessages([commonMessages, ...modules]);
  compiled.clear();
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalogues.en, value);
}

function template(locale: Locale, key: MessageKey): string {
  const text = catalogues[locale][key];
  if (text === undefined) throw new Error(`Unknown server message "${key}": the entry point installs the modules' messages at start (installMessages with module-list.ts).`);
  return text;
}

/** How a calendar day (YYYY-MM-DD) appears in a message: `{checkIn, date, day}`, the client's "medium" style. */
const FORMATS = { date: { day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } } } as const;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** ICU element types of @formatjs/icu-messageformat-parser: text, a plain argument, a date argument, and the two with nested options. */
const ELEMENT_LITERAL = 0;
const ELEMENT_ARGUMENT = 1;
const ELEMENT_DATE = 3;
const ELEMENT_SELECT = 5;
const ELEMENT_PLURAL = 6;

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
}

/** A message compiled for one language. */
interface CompiledMessage {
  format: IntlMessageFormat;
  /** The arguments it formats as dates (`{checkIn, date, day}`); only those are turned from ISO days into dates. */
  dates: ReadonlySet<string>;
  /**
   * A message of only text and plain `{name}` arguments (most of them: every mail line, every
   * error): its text pieces and argument names, filled in without IntlMessageFormat, which would
   * give the same string (a plain argument is the value as a string) at several times the cost.
   * Null for a message with plurals, selects, dates or numbers.
   */
  plain: readonly (string | { name: string })[] | null;
}

function compile(locale: Locale, key: MessageKey): CompiledMessage {
  const format = new IntlMessageFormat(template(locale, key), locale === 'de' ? 'de-DE' : 'en-GB', FORMATS, { ignoreTag: true });
  const ast = format.getAst() as unknown as Element[];
  const dates = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (element.type === ELEMENT_DATE) dates.add(String(element.value));
      if (element.type === ELEMENT_SELECT || element.type === ELEMENT_PLURAL) for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(ast);
  const isPlain = ast.every((element) => element.type === ELEMENT_LITERAL || element.type === ELEMENT_ARGUMENT);
  const plain = isPlain ? ast.map((element) => (element.type === ELEMENT_LITERAL ? String(element.value) : { name: String(element.value) })) : null;
  return { format, dates, plain };
}

/** The ICU message (plurals, dates) for `key`, compiled once per language. */
function compiledMessage(locale: Locale, key: MessageKey): CompiledMessage {
  const cacheKey = `${locale}:${key}`;
  let message = compiled.get(cacheKey);
  if (!message) {
    message = compile(locale, key);
    compiled.set(cacheKey, message);
  }
  return message;
}

/** A plain message's pieces filled in; undefined when an argument is missing (the caller falls back). */
function fillPlain(pieces: readonly (string | { name: string })[], params: Record<string, string | number>): string | undefined {
  let text = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') text += piece;
    else if (piece.name in params) text += String(params[piece.name]);
    else return undefined;
  }
  return text;
}

/**
 * `key` in `locale` with its ICU arguments filled in, as the client's react-intl does: plurals
 * (`{guests, plural, one {# guest} other {# guests}}`) and calendar days. A missing argument
 * stays visible as `{name}` rather than failing the request that wanted to show the message.
 */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  try {
    const { format, dates, plain } = compiledMessage(locale, key);
    const filled = plain ? fillPlain(plain, params) : undefined;
    if (filled !== undefined) return filled;
    const values: Record<string, string | number | Date> = {};
    for (const [name, value] of Object.entries(params)) values[name] = dates.has(name) && typeof value === 'string' && CALENDAR_DAY.test(value) ? new Date(`${value}T00:00:00Z`) : value;
    return String(format.format(values));
  } catch {
    return template(locale, key).replace(/\{(\w+)[^{}]*\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
  }
}

/** Both catalogues as installed, for the test that keeps their keys identical. */
export function serverCatalogues(): Catalogue {
  return catalogues;
}
