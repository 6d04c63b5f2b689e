import ICAL from 'ical.js';
import { stayCalendar } from '../../server/src/modules/mail/mail-calendar';

/** The calendar file attached to the guests' mail, as a calendar program reads it (ical.js). */
describe("a stay's calendar file", () => {
  const stay = {
    bookingId: '6f1c2d3e-0000-4000-8000-000000000001',
    sequence: 3,
    checkIn: '2027-06-12',
    checkOut: '2027-06-19',
    summary: 'Villa Azure; sea view, pool \\ terrace',
    location: 'Kassiopi, Korfu, Griechenland – am Hang über der Bucht, fünf Minuten zu Fuß vom Hafen entfernt',
    description: 'Arrival from 16:00\nKeys at the taverna',
  };
  const file = stayCalendar('PUBLISH', [stay], { publicUrl: 'https://villas.example', company: 'Azure Shore Villas', stamp: new Date('2026-12-07T23:59:13Z') });

  it('gives back every value as written: commas, semicolons, backslashes, line breaks and umlauts', () => {
    const calendar = new ICAL.Component(ICAL.parse(file.content));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Azure Shore Villas//Booking//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect({
      uid: event.getFirstPropertyValue('uid'),
      stamp: String(event.getFirstPropertyValue('dtstamp')),
      start: `${event.getFirstProperty('dtstart')!.type} ${String(event.getFirstPropertyValue('dtstart'))}`,
      end: `${event.getFirstProperty('dtend')!.type} ${String(event.getFirstPropertyValue('dtend'))}`,
      sequence: event.getFirstPropertyValue('sequence'),
      summary: event.getFirstPropertyValue('summary'),
      location: event.getFirstPropertyValue('location'),
      description: event.getFirstPropertyValue('description'),
      status: event.getFirstPropertyValue('status'),
      transp: event.getFirstPropertyValue('transp'),
    }).toEqual({
      uid: 'booking-6f1c2d3e-0000-4000-8000-000000000001@villas.example',
      stamp: '2026-12-07T23:59:13Z',
      start: 'date 2027-06-12',
      end: 'date 2027-06-19',
      sequence: 3,
      summary: stay.summary,
      location: stay.location,
      description: stay.description,
      status: 'CONFIRMED',
      transp: 'TRANSPARENT',
    });
    expect(file).toMatchObject({ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(file.content.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = file.content.slice(0, -2).split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('cancels with STATUS:CANCELLED under the same UID', () => {
    const cancel = stayCalendar('CANCEL', [{ ...stay, sequence: 4 }], { publicUrl: 'https://villas.example', company: 'Azure Shore Villas' });
    const calendar = new ICAL.Component(ICAL.parse(cancel.content));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect([calendar.getFirstPropertyValue('method'), event.getFirstPropertyValue('status'), event.getFirstPropertyValue('uid'), event.getFirstPropertyValue('sequence')]).toEqual([
      'CANCEL',
      'CANCELLED',
      'booking-6f1c2d3e-0000-4000-8000-000000000001@villas.example',
      4,
    ]);
    expect(cancel.filename).toBe('cancellation.ics');
  });
});
