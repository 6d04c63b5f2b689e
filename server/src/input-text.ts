import type { RequestHandler } from 'express';
import { badInput } from './errors';

/*
 * One check for every text a client sends (JSON bodies, query strings, GraphQL arguments, whether
 * inline or in variables): no NUL or other control characters, no unpaired UTF-16 surrogates
 * (PostgreSQL and the mailer cannot take them), and in single-line fields no line breaks or tabs
 * (a line break in a name or an e-mail address could forge a mail header).
 */

/** Fields whose text may span lines (textareas); every other string is one line. */
const MULTI_LINE_FIELDS = new Set(['message', 'description', 'longDescription', 'layout', 'nearbyAttractions', 'features', 'inclusions', 'notes', 'content', 'reply']);

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls; lone surrogates.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEVER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BREAKS = /[\t\n\r\u2028\u2029]/;

export function isCleanText(value: string, multiLine: boolean): boolean {
  return !NEVER.test(value) && (multiLine || !BREAKS.test(value));
}

/**
 * The dotted path of the first string in `value` that fails the check (keys are checked as
 * single-line text too), or undefined when all are clean.
 */
export function findBadText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') {
    const field = path.split('.').pop() ?? '';
    return isCleanText(value, MULTI_LINE_FIELDS.has(field)) ? undefined : path || 'value';
  }
  if (!value || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? path : path ? `${path}.${key}` : key;
    if (!isCleanText(key, false)) return itemPath;
    const bad = findBadText(item, itemPath, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

function assertCleanText(value: unknown): void {
  const field = findBadText(value);
  if (field) throw badInput('validation.badCharacters', field);
}

/** REST: checks the query string and the parsed JSON body before any route sees them. */
export const cleanTextMiddleware: RequestHandler = (req, _res, next) => {
  assertCleanText(req.query);
  assertCleanText(req.body);
  next();
};

const checkedArgs = new WeakSet<object>();

/** GraphQL: called from the schema's validateFn with each field's arguments (once per field). */
export function assertCleanArgs(args: Record<string, unknown>): void {
  if (checkedArgs.has(args)) return;
  checkedArgs.add(args);
  assertCleanText(args);
}
