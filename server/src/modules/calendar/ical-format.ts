import ICAL from 'ical.js';
import { addDays, isIsoDate } from '../../../../common/dates';
import { AppError } from '../../errors';
import { basicDate, basicStamp, calendarText, escapeText } from '../../ical-text';

/*
 * iCalendar text (RFC 5545) for calendar sync. Writing is done by hand (ical-text.ts): a feed
 * of all-day events is a handful of lines. Reading other channels' feeds goes through ical.js,
 * the maintained parser, since their files use the whole standard (time zones, folding, escapes).
 */

export interface CalendarEvent {
  uid: string;
  /** First night, YYYY-MM-DD. */
  checkIn: string;
  /** Departure day, YYYY-MM-DD (DTEND of an all-day event is exclusive, like a stay). */
  checkOut: string;
  summary: string;
}

/** A VCALENDAR of all-day VEVENTs, CRLF line ends and folded lines. */
export function writeCalendar(name: string, events: CalendarEvent[], stamp: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Azure Shore Villas//Villa calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${basicStamp(stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.checkIn)}`,
      `DTEND;VALUE=DATE:${basicDate(event.checkOut)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return calendarText(lines);
}

const malformed = (detail: string) => new AppError('BAD_USER_INPUT', 'ical.malformed', { detail: detail.slice(0, 200) });

/** The calendar date of an ical.js time as YYYY-MM-DD (all-day values have no time; timed ones keep their own day). */
function dayOf(time: ICAL.Time): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * The events of a feed as stays: [first night, departure day). Cancelled events are left out;
 * an event without an end lasts one day (RFC 5545 3.6.1); a timed event blocks every night it
 * touches. Repeating events count by their first occurrence (booking channels do not use them).
 * Text that is not an iCalendar file is a translated `ical.malformed` error.
 */
export function readCalendar(text: string): CalendarEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw malformed(error instanceof Error ? error.message : 'unreadable');
  }
  if (root.name !== 'vcalendar') throw malformed(`expected VCALENDAR, found ${root.name.toUpperCase()}`);
  const events: CalendarEvent[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    if (status === 'CANCELLED') continue;
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(component);
    } catch (error) {
      throw malformed(error instanceof Error ? error.message : 'bad event');
    }
    if (!event.uid) throw malformed('an event has no UID');
    if (!event.startDate) throw malformed(`event ${event.uid} has no DTSTART`);
    const checkIn = dayOf(event.startDate);
    let checkOut = checkIn;
    if (component.hasProperty('dtend') || component.hasProperty('duration')) {
      const end = event.endDate;
      checkOut = dayOf(end);
      // A timed end after midnight still occupies that night.
      if (!end.isDate && (end.hour || end.minute || end.second)) checkOut = addDays(checkOut, 1);
    }
    if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
    if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) throw malformed(`event ${event.uid} has an invalid date`);
    const recurrence = component.getFirstPropertyValue('recurrence-id');
    const uid = recurrence ? `${event.uid}#${String(recurrence)}` : event.uid;
    events.push({ uid, checkIn, checkOut, summary: event.summary ?? '' });
  }
  return events;
}
