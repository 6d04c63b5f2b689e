import { basicDate, basicStamp, calendarText, escapeText } from '../../ical-text';
import type { MailAttachment } from './mail.service';

/** A stay as a calendar entry in the guest's own calendar. */
export interface StayEntry {
  /** The booking's id: the entry's UID is `booking-<id>@<host>`, the same in every mail about it. */
  bookingId: string;
  /** Raised on every change of the booking, so a calendar replaces the entry it has. */
  sequence: number;
  /** Arrival day, YYYY-MM-DD: the all-day DTSTART. */
  checkIn: string;
  /** Departure day, YYYY-MM-DD: the DTEND (exclusive, so the entry covers the nights and ends on departure day). */
  checkOut: string;
  /** The villa's name. */
  summary: string;
  /** The villa's address. */
  location: string;
  description?: string;
}

/** The UID a booking's calendar entry keeps in every mail: confirmation, change and cancellation. */
export function stayUid(bookingId: string, publicUrl: string): string {
  return `booking-${bookingId}@${new URL(publicUrl).hostname}`;
}

/**
 * An iCalendar file (RFC 5545, written as the calendar feeds are: ical-text.ts) with one all-day
 * VEVENT per stay, as a mail attachment. PUBLISH adds or updates the entries (a higher SEQUENCE
 * replaces an older copy); CANCEL with STATUS:CANCELLED removes them, so the guest's calendar
 * never keeps a duplicate.
 */
export function stayCalendar(method: 'PUBLISH' | 'CANCEL', stays: readonly StayEntry[], options: { publicUrl: string; company: string; stamp?: Date }): MailAttachment {
  const stamp = basicStamp(options.stamp ?? new Date());
  const lines = ['BEGIN:VCALENDAR', `PRODID:${escapeText(`-//${options.company}//Booking//EN`)}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN', `METHOD:${method}`];
  for (const stay of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(stayUid(stay.bookingId, options.publicUrl))}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(stay.checkIn)}`,
      `DTEND;VALUE=DATE:${basicDate(stay.checkOut)}`,
      `SEQUENCE:${stay.sequence}`,
      `SUMMARY:${escapeText(stay.summary)}`,
      `LOCATION:${escapeText(stay.location)}`,
      ...(stay.description ? [`DESCRIPTION:${escapeText(stay.description)}`] : []),
      `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarText(lines),
  };
}
