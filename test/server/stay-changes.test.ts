import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { createMailSender, deliverPendingMail } from '../../server/src/modules/mail/mail.worker';
import { signUpAdmin, gql, type Account } from '../helpers/accounts';
import { createVilla, inDays } from '../helpers/booking-factory';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { checkoutInput, signedInShopper } from './checkout/shopper';

/**
 * Staff move a confirmed stay to other dates: the guest's mail program receives (over SMTP) the
 * new dates with the calendar entry it already has (same UID, higher SEQUENCE), a later
 * cancellation outranks the change, and the villa's calendar shows the old week free and the new
 * one taken. A move the rules refuse changes nothing.
 */

let app: TestApp;
let smtp: SmtpStandIn;
let admin: Account;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://villas.example' });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const deliver = () => deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);

/** The one calendar attachment of a mail, parsed: its METHOD and its one event's properties. */
function calendarOf(mail: ParsedMail) {
  const files = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(files).toHaveLength(1);
  const calendar = new ICAL.Component(ICAL.parse(files[0].content.toString('utf8')));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const [event] = events;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: String(event.getFirstPropertyValue('dtstart')),
    end: String(event.getFirstPropertyValue('dtend')),
  };
}

/** A confirmed order of one week, `from` days ahead, booked in `locale` by a new guest at `email`. */
async function bookWeek(villaId: string, from: number, email: string, locale = 'en') {
  const shopper = await signedInShopper(app, 'move');
  await shopper.addStay(villaId, from, 7, 2);
  const res = await shopper.agent.post('/api/checkout').set('Accept-Language', locale).send(checkoutInput({ paymentOption: 'full', leadGuestEmail: email })).expect(201);
  return { shopper, orderId: res.body.order.id as string, bookingId: (res.body.bookings as { id: string }[])[0].id };
}

const changeDates = (bookingId: string, from: number, to: number, locale = 'en') =>
  admin.agent.post(`/api/admin/bookings/${bookingId}/dates`).set('Accept-Language', locale).send({ checkIn: inDays(from), checkOut: inDays(to) });

const bookedRanges = async (villaId: string) => (await app.agent().get(`/api/properties/${villaId}/booked-ranges`).query({ from: inDays(30), to: inDays(200) }).expect(200)).body;

describe('changing the dates of a booked stay', () => {
  it('e-mails the new dates with the same calendar entry (rising SEQUENCE), frees the old week, and a later cancellation outranks the change', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const email = `move-${Date.now()}@example.com`;
    const { shopper, orderId, bookingId } = await bookWeek(villa.id, 70, email, 'de');
    await deliver();
    const confirmed = calendarOf(smtp.to(email)[0]);
    expect(confirmed).toMatchObject({ method: 'PUBLISH', uid: `booking-${bookingId}@villas.example`, start: inDays(70), end: inDays(77) });

    const moved = await changeDates(bookingId, 84, 91);
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ id: bookingId, checkIn: inDays(84), checkOut: inDays(91), totalPrice: 700000, status: 'confirmed' });
    expect(await bookedRanges(villa.id)).toEqual([{ checkIn: inDays(84), checkOut: inDays(91) }]);

    await deliver();
    const change = smtp.to(email).at(-1)!;
    // In the language the guest booked in, in both parts, with the new and the previous dates.
    expect(change.subject).toContain('Ihre Reisedaten haben sich geändert');
    expect(change.text).toContain('Neue Daten');
    expect(change.html).toContain(villa.title);
    expect(change.html).toContain(`/account/trips/${bookingId}`);
    const changed = calendarOf(change);
    expect(changed).toEqual({ method: 'PUBLISH', uid: confirmed.uid, sequence: confirmed.sequence + 1, status: 'CONFIRMED', start: inDays(84), end: inDays(91) });

    // The order's history and the audit log say who moved it from where to where.
    const history = await gql<{ adminOrders: { items: { id: string; events: { kind: string; dates: Record<string, string> | null; actor: { name: string | null } }[] }[] } }>(
      admin.agent,
      `{ adminOrders { items { id events { kind dates { bookingId previousCheckIn previousCheckOut checkIn checkOut } actor { name } } } } }`,
    );
    const events = history.data!.adminOrders.items.find((order) => order.id === orderId)!.events;
    expect(events.at(-1)).toEqual({
      kind: 'DATES_CHANGED',
      dates: { bookingId, previousCheckIn: inDays(70), previousCheckOut: inDays(77), checkIn: inDays(84), checkOut: inDays(91) },
      actor: { name: 'Test Admin' },
    });
    const audit = await admin.agent.get('/api/admin/audit?action=BOOKING_DATES_CHANGED').expect(200);
    expect(audit.body).toEqual([
      expect.objectContaining({
        targetId: orderId,
        changes: expect.arrayContaining([
          { field: 'checkIn', before: JSON.stringify(inDays(70)), after: JSON.stringify(inDays(84)) },
          { field: 'checkOut', before: JSON.stringify(inDays(77)), after: JSON.stringify(inDays(91)) },
        ]),
      }),
    ]);

    await shopper.agent.post(`/api/orders/${orderId}/cancel`).send({}).expect(200);
    await deliver();
    const cancelled = calendarOf(smtp.to(email).at(-1)!);
    expect(cancelled).toEqual({ method: 'CANCEL', uid: confirmed.uid, sequence: changed.sequence + 1, status: 'CANCELLED', start: inDays(84), end: inDays(91) });
    expect(smtp.to(email)).toHaveLength(3);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it('refuses dates taken by another booking or a block, outside the rules or at another price, naming the field and changing nothing', async () => {
    const villa = await createVilla(app.db, { price: 7000, minNights: 7 });
    const email = `stay-${Date.now()}@example.com`;
    const { bookingId } = await bookWeek(villa.id, 70, email);
    await bookWeek(villa.id, 91, `other-${Date.now()}@example.com`);
    await admin.agent.post(`/api/admin/properties/${villa.id}/blocks`).send({ checkIn: inDays(112), checkOut: inDays(119), reason: 'Owner stay' }).expect(201);
    await admin.agent.put(`/api/admin/properties/${villa.id}/rates`).send([{ from: inDays(140), to: inDays(147), weeklyPrice: 9100 }]).expect(200);
    await deliver();
    const before = await bookedRanges(villa.id);
    const mailsBefore = smtp.to(email).length;
    const sequenceBefore = calendarOf(smtp.to(email)[0]).sequence;

    const taken = await changeDates(bookingId, 91, 98);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', field: 'checkIn', message: 'These dates are already booked for this villa. Please choose other dates.' });
    const overlapping = await changeDates(bookingId, 88, 95, 'de');
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe('Diese Villa ist an diesen Daten bereits gebucht. Bitte wählen Sie andere Daten.');
    expect((await changeDates(bookingId, 112, 119)).body).toMatchObject({ field: 'checkIn' });
    const short = await changeDates(bookingId, 70, 74);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'checkOut', message: 'This villa has a minimum stay of 7 nights.' });
    const dearer = await changeDates(bookingId, 140, 147);
    expect(dearer.status).toBe(409);
    expect(dearer.body).toMatchObject({ field: 'checkIn' });
    expect(dearer.body.message).toContain('£9,100.00');
    expect(dearer.body.message).toContain('£7,000.00');
    const same = await changeDates(bookingId, 70, 77);
    expect(same.status).toBe(400);
    const soon = await changeDates(bookingId, 2, 9);
    expect(soon.status).toBe(400);
    expect(soon.body.field).toBe('checkIn');

    // The GraphQL twin refuses alike, with the field in the error's extensions.
    const viaGraph = await gql(admin.agent, `mutation($input: ChangeBookingDatesInput!) { changeBookingDates(input: $input) { id } }`, { input: { bookingId, checkIn: inDays(91), checkOut: inDays(98) } });
    expect(viaGraph.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'checkIn' });

    expect(await bookedRanges(villa.id)).toEqual(before);
    const [row] = await app.db.query(`SELECT to_char(check_in, 'YYYY-MM-DD') AS "checkIn", calendar_sequence AS sequence FROM bookings WHERE id = $1`, [bookingId]);
    expect(row).toEqual({ checkIn: inDays(70), sequence: sequenceBefore });
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.to(email)).toHaveLength(mailsBefore);

    // An unknown booking is a 404.
    expect((await admin.agent.post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/dates').send({ checkIn: inDays(84), checkOut: inDays(91) })).status).toBe(404);
  });

  it('moves the balance due date with the arrival when a balance is still owed', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const shopper = await signedInShopper(app, 'deposit');
    await shopper.addStay(villa.id, 120, 7, 2);
    const res = await shopper.agent.post('/api/checkout').send(checkoutInput({ paymentOption: 'deposit' })).expect(201);
    const bookingId = (res.body.bookings as { id: string }[])[0].id;
    expect(res.body.order.balanceDueDate).toBe(inDays(120 - 56));

    await changeDates(bookingId, 141, 148).expect(200);
    const order = (await shopper.agent.get(`/api/orders/${res.body.order.id}`).expect(200)).body;
    expect(order).toMatchObject({ balanceDueDate: inDays(141 - 56), balanceAmount: res.body.order.balanceAmount, totalAmount: res.body.order.totalAmount });
    expect(order.paymentSchedule).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'balance', dueDate: inDays(141 - 56) })]));
  });
});
