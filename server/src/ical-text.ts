/**
 * Writing iCalendar text (RFC 5545) by hand, for the calendar feeds (calendar/ical-format.ts) and
 * the stays attached to the guests' mail (mail/mail-calendar.ts): their files are all-day events,
 * a handful of lines. Reading other channels' feeds is ical.js's job (ical-format.ts).
 */

const CRLF = '\r\n';

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  if (line.length <= 75 && Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length ? 74 : 75; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A calendar day (YYYY-MM-DD) as a DATE value: `20270106`. */
export const basicDate = (iso: string) => iso.replace(/-/g, '');
/** A moment as a UTC DATE-TIME value: `20261207T235913Z`. */
export const basicStamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Content lines as an iCalendar file: each folded, CRLF after every one. */
export function calendarText(lines: readonly string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}
