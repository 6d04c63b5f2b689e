import ICAL from 'ical.js';
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
 * An iCalendar file (RFC 5545, built with ical.js) with one all-day VEVENT per stay, as a mail
 * attachment. PUBLISH adds or updates the entries (a higher SEQUENCE replaces an older copy);
 * CANCEL with STATUS:CANCELLED removes them, so the guest's calendar never keeps a duplicate.
 */
export function stayCalendar(method: 'PUBLISH' | 'CANCEL', stays: readonly StayEntry[], options: { publicUrl: string; company: string; stamp?: Date }): MailAttachment {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${options.company}//Booking//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', method);
  for (const stay of stays) {
    const vevent = new ICAL.Component('vevent');
    vevent.updatePropertyWithValue('uid', stayUid(stay.bookingId, options.publicUrl));
    vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(options.stamp ?? new Date(), true));
    vevent.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(stay.checkIn));
    vevent.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(stay.checkOut));
    vevent.updatePropertyWithValue('sequence', stay.sequence);
    vevent.updatePropertyWithValue('summary', stay.summary);
    vevent.updatePropertyWithValue('location', stay.location);
    if (stay.description) vevent.updatePropertyWithValue('description', stay.description);
    vevent.updatePropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
    vevent.updatePropertyWithValue('transp', 'TRANSPARENT');
    calendar.addSubcomponent(vevent);
  }
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}
