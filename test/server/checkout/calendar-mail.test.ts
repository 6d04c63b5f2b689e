import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { createMailSender, deliverPendingMail } from '../../../server/src/modules/mail/mail.worker';
import { createVilla, inDays } from '../../helpers/booking-factory';
import { startSmtpStandIn, type SmtpStandIn } from '../../helpers/smtp-stand-in';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { checkoutInput, signedInShopper } from './shopper';

/** The calendar file of the booking e-mails, as the guest's mail program receives it over SMTP and reads it. */

let app: TestApp;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://villas.example' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const deliver = () => deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);

/** The one calendar attachment of a mail, parsed: its METHOD and its events' properties. */
function calendarOf(mail: ParsedMail) {
  const files = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(files).toHaveLength(1);
  const calendar = new ICAL.Component(ICAL.parse(files[0].content.toString('utf8')));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: event.getFirstPropertyValue('uid'),
      sequence: Number(event.getFirstPropertyValue('sequence')),
      status: event.getFirstPropertyValue('status'),
      summary: event.getFirstPropertyValue('summary'),
      location: event.getFirstPropertyValue('location'),
      start: event.getFirstProperty('dtstart')!.type + ' ' + String(event.getFirstPropertyValue('dtstart')),
      end: event.getFirstProperty('dtend')!.type + ' ' + String(event.getFirstPropertyValue('dtend')),
    })),
  };
}

describe('the calendar file of a booking', () => {
  it('comes with the confirmation (PUBLISH, all-day arrival to departure) and the cancellation removes the same entry (CANCEL, higher SEQUENCE)', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const shopper = await signedInShopper(app, 'ics');
    await shopper.addStay(villa.id, 70, 7, 2);
    const email = `ics-${Date.now()}@example.com`;
    const res = await shopper.agent.post('/api/checkout').set('Accept-Language', 'de').send(checkoutInput({ paymentOption: 'full', leadGuestEmail: email })).expect(201);
    const [booking] = res.body.bookings as { id: string }[];
    await deliver();

    const [confirmation] = smtp.to(email);
    expect(confirmation.subject).toContain('bestätigt');
    expect(confirmation.html).toContain(villa.title);
    expect(confirmation.text).toContain(app.config.company.address);
    const published = calendarOf(confirmation);
    expect(published.method).toBe('PUBLISH');
    expect(published.events).toEqual([
      {
        uid: `booking-${booking.id}@villas.example`,
        sequence: expect.any(Number),
        status: 'CONFIRMED',
        summary: expect.stringContaining(villa.title),
        location: expect.any(String),
        start: `date ${inDays(70)}`,
        end: `date ${inDays(77)}`,
      },
    ]);

    await shopper.agent.post(`/api/orders/${res.body.order.id}/cancel`).set('Accept-Language', 'de').send({}).expect(200);
    await deliver();
    const cancellation = smtp.to(email).at(-1)!;
    expect(cancellation.subject).toContain('storniert');
    const cancelled = calendarOf(cancellation);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.events).toEqual([{ ...published.events[0], status: 'CANCELLED', sequence: published.events[0].sequence + 1 }]);

    // Delivered once: another round sends nothing more.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.to(email)).toHaveLength(2);
  });
});
