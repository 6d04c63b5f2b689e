import { confirmationMail } from '../../../server/src/modules/orders/confirmation-mail';
import { createVilla, inDays } from '../../helpers/booking-factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { checkoutInput, mediumDay, rows, signedInShopper } from './shopper';

/** The confirmation e-mail: what the lead guest reads once the order is confirmed, in the language they booked in. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A calendar day as the site writes it in German ("24. Apr. 2027"). */
const germanDay = (iso: string) => new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Pounds as German writes them ("7.000,00 £", with a no-break space). */
const germanPounds = (amount: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'GBP' }).format(amount);

/** What the plain-text part of every e-mail ends with: the company's name and address. */
const companyFooter = (phone: string) => `\n\n--\n${app.config.company.legalName}\n${app.config.company.address}\n${phone} ${app.config.company.phone} · ${app.config.company.email}`;

describe('the confirmation e-mail', () => {
  it('is queued for the lead guest in the language of the checkout, with the stays, the deposit paid and when the balance is due', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const shopper = await signedInShopper(app, 'mail');
    await shopper.addStay(villa.id, 70, 7, 3);
    const res = await shopper.agent
      .post('/api/checkout')
      .set('Accept-Language', 'de')
      .send(checkoutInput({ paymentOption: 'deposit', leadGuestName: 'Grete Müller', leadGuestEmail: 'grete@example.com' }))
      .expect(201);
    const { orderNumber } = res.body.order;

    const mails = await rows<{ to_address: string; subject: string; text_body: string }>(app, `SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'booking-confirmation' AND subject LIKE $1`, [`%${orderNumber}%`]);
    expect(mails).toEqual([
      {
        to_address: 'grete@example.com',
        subject: `Ihre Buchung ${orderNumber} ist bestätigt`,
        text_body: [
          'Guten Tag Grete Müller,',
          '',
          `vielen Dank für Ihre Buchung bei Azure Shore Villas. Ihre Bestellung ${orderNumber} ist bestätigt.`,
          '',
          `- ${villa.title} (DE): ${germanDay(inDays(70))} bis ${germanDay(inDays(77))}, 3 Gäste`,
          '',
          `Gesamt: ${germanPounds(7000)}. Bezahlt: ${germanPounds(1750)}. Restbetrag von ${germanPounds(5250)} fällig bis ${germanDay(inDays(14))}.`,
          '',
          'Wir freuen uns auf Ihren Besuch.',
          'Azure Shore Villas',
        ].join('\n') + companyFooter('Telefon'),
      },
    ]);
  });

  it('says nothing of a balance when the order is paid in full, and lists every stay', async () => {
    const mail = await confirmationMail(
      { locale: 'en', config: app.config },
      { orderNumber: 'VB-2027-1001', leadGuestName: 'Ada Lovelace', leadGuestEmail: 'ada@example.com', totalAmount: 1050000, amountPaid: 1050000, balanceAmount: 0, balanceDueDate: null },
      [
        { title: 'Villa Aurora', checkIn: '2027-05-01', checkOut: '2027-05-08', guests: 2 },
        { title: 'Villa Borea', checkIn: '2027-05-08', checkOut: '2027-05-11', guests: 1 },
      ],
    );
    expect(mail).toEqual({
      kind: 'booking-confirmation',
      to: 'ada@example.com',
      subject: 'Your booking VB-2027-1001 is confirmed',
      text: [
        'Dear Ada Lovelace,',
        '',
        'Thank you for booking with Azure Shore Villas. Your order VB-2027-1001 is confirmed.',
        '',
        `- Villa Aurora: ${mediumDay('2027-05-01')} to ${mediumDay('2027-05-08')}, 2 guests`,
        `- Villa Borea: ${mediumDay('2027-05-08')} to ${mediumDay('2027-05-11')}, 1 guest`,
        '',
        'Total: £10,500.00. Paid: £10,500.00. ',
        '',
        'We look forward to welcoming you.',
        'Azure Shore Villas',
      ].join('\n') + companyFooter('Phone'),
      html: expect.stringContaining('Villa Borea'),
    });
  });
});
