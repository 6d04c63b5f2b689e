import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/**
 * The one place the client formats dates (the date rules themselves are in common/dates.ts).
 * A calendar day (YYYY-MM-DD: a check-in, a due date) is shown as that day wherever the visitor
 * is, so it is formatted in UTC; an instant (a timestamp: when an order was placed) is shown in
 * the visitor's own time zone.
 */
export type DateStyle = 'medium' | 'long' | 'full' | 'monthYear' | 'weekday' | 'weekdayLong' | 'dateTime';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  full: { dateStyle: 'full' },
  monthYear: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a calendar day (at UTC midnight) or of a timestamp; NaN when unreadable. */
function timeOf(iso: string): number {
  return Date.parse(CALENDAR_DAY.test(iso) ? `${iso}T00:00:00Z` : iso);
}

/** Options for `iso`: a calendar day never shifts with the visitor's time zone. */
function optionsFor(iso: string, style: DateStyle): Intl.DateTimeFormatOptions {
  return CALENDAR_DAY.test(iso) ? { ...STYLES[style], timeZone: 'UTC' } : STYLES[style];
}

export function formatDate(intl: IntlShape, iso: string, style: DateStyle = 'medium'): string {
  return intl.formatDate(timeOf(iso), optionsFor(iso, style));
}

/** One formatter per language, style and kind of date: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Outside React (fixed-language texts such as the US review dates); null when unreadable. */
export function formatDateIn(locale: string, iso: string, style: DateStyle = 'medium'): string | null {
  const time = timeOf(iso);
  if (Number.isNaN(time)) return null;
  const key = `${locale} ${style} ${CALENDAR_DAY.test(iso) ? 'day' : 'instant'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, optionsFor(iso, style));
    formatters.set(key, formatter);
  }
  return formatter.format(time);
}

/** `formatDate(iso, style?)` in the interface language. */
export function useFormatDate(): (iso: string, style?: DateStyle) => string {
  const intl = useIntl();
  return useMemo(() => (iso: string, style: DateStyle = 'medium') => formatDate(intl, iso, style), [intl]);
}
