import { addDays } from '../../common/dates';
import { createMailSender, deliverPendingMail } from '../../server/src/modules/mail/mail.worker';
import { sendArrivalGuides } from '../../server/src/modules/trips/trip.service';
import { gql, signUpAdmin, type Account } from '../helpers/accounts';
import { createVilla, inDays } from '../helpers/booking-factory';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { checkoutInput, signedInShopper, type Shopper } from './checkout/shopper';

/** The arrival guide: staff write it per villa; the guest gets it PRE_ARRIVAL_DAYS before arrival, by e-mail and on the trip page, and nobody else ever sees it. */

const PRE_ARRIVAL_DAYS = 20;
let app: TestApp;
let smtp: SmtpStandIn;
let admin: Account;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startTestApp({ SMTP_URL: smtp.url, PRE_ARRIVAL_DAYS: String(PRE_ARRIVAL_DAYS) });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const GUIDE = {
  checkInTime: '16:00',
  checkOutTime: '10:00',
  address: 'Odos Kassiopis 12, 49081 Kassiopi, Corfu',
  mapUrl: 'https://www.openstreetmap.org/?mlat=39.78&mlon=19.91',
  hostPhone: '+30 26630 81234',
  wifiName: 'VillaNet',
  wifiPassword: 'sea-view-2027',
  keyCollectionEn: 'Maria meets you at the gate with the keys.',
  keyCollectionDe: 'Maria erwartet Sie mit den Schlüsseln am Tor.',
  houseRulesEn: 'No parties, please.',
  houseRulesDe: 'Bitte keine Partys.',
};

/** A guest who has booked `villaId` from `from` days ahead for a week, in `locale`; answers the booking's id. */
async function booked(shopper: Shopper, villaId: string, from: number, locale = 'de'): Promise<string> {
  await shopper.addStay(villaId, from, 7, 2);
  const res = await shopper.agent.post('/api/checkout').set('Accept-Language', locale).send(checkoutInput({ paymentOption: 'full', leadGuestEmail: shopper.user.email })).expect(201);
  return res.body.bookings[0].id;
}

describe('the arrival guide', () => {
  it('is written by staff in both languages, with every field checked and named in the error', async () => {
    const villa = await createVilla(app.db);
    const bad = await admin.agent.put(`/api/admin/properties/${villa.id}/arrival-guide`).set('Accept-Language', 'de').send({ ...GUIDE, checkInTime: '4pm' }).expect(400);
    expect(bad.body).toMatchObject({ field: 'checkInTime', message: 'checkInTime muss eine Uhrzeit im Format HH:MM sein, zum Beispiel 16:00.' });
    expect(await app.db.query(`SELECT 1 FROM arrival_guides WHERE property_id = $1`, [villa.id])).toEqual([]);
    await admin.agent.put(`/api/admin/properties/${villa.id}/arrival-guide`).send(GUIDE).expect(200);
    const { data } = await gql<{ arrivalGuide: Record<string, string> }>(admin.agent, `query ($id: ID!) { arrivalGuide(propertyId: $id) { checkInTime keyCollectionDe houseRulesEn } }`, { id: villa.id });
    expect(data!.arrivalGuide).toEqual({ checkInTime: '16:00', keyCollectionDe: GUIDE.keyCollectionDe, houseRulesEn: GUIDE.houseRulesEn });
    const shopper = await signedInShopper(app, 'noguide');
    await shopper.agent.put(`/api/admin/properties/${villa.id}/arrival-guide`).send(GUIDE).expect(403);
  });

  it("shows on the guest's trip page from PRE_ARRIVAL_DAYS before arrival in the guest's language, never earlier, and to nobody but the guest and staff", async () => {
    const villa = await createVilla(app.db);
    await admin.agent.put(`/api/admin/properties/${villa.id}/arrival-guide`).send(GUIDE).expect(200);
    const guest = await signedInShopper(app, 'trip');
    const soon = await booked(guest, villa.id, PRE_ARRIVAL_DAYS - 2);
    const later = await booked(guest, villa.id, PRE_ARRIVAL_DAYS + 10);

    const open = await guest.agent.get(`/api/trips/${soon}`).set('Accept-Language', 'de').expect(200);
    expect(open.body).toMatchObject({ bookingId: soon, checkIn: inDays(PRE_ARRIVAL_DAYS - 2), guideAvailableFrom: inDays(-2) });
    expect(open.body.arrivalGuide).toMatchObject({ checkInTime: '16:00', address: GUIDE.address, keyCollection: GUIDE.keyCollectionDe, houseRules: GUIDE.houseRulesDe, wifiPassword: GUIDE.wifiPassword });

    const early = await guest.agent.get(`/api/trips/${later}`).expect(200);
    expect(early.body).toMatchObject({ guideAvailableFrom: inDays(10), arrivalGuide: null });
    const { data } = await gql<{ trip: { arrivalGuide: unknown } }>(guest.agent, `query ($id: ID!) { trip(bookingId: $id) { arrivalGuide { keyCollection } } }`, { id: later });
    expect(data!.trip.arrivalGuide).toBeNull();

    const stranger = await signedInShopper(app, 'stranger');
    const refused = await stranger.agent.get(`/api/trips/${soon}`).set('Accept-Language', 'de').expect(404);
    expect(refused.body.message).toBe('Diese Reise gibt es in Ihrem Konto nicht.');
    expect(JSON.stringify(refused.body)).not.toContain(GUIDE.keyCollectionDe);
    const { errors } = await gql(stranger.agent, `query ($id: ID!) { trip(bookingId: $id) { arrivalGuide { keyCollection } } }`, { id: soon });
    expect(errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await app.http.get(`/api/trips/${soon}`).expect(401);
    expect((await admin.agent.get(`/api/trips/${soon}`).expect(200)).body.arrivalGuide.keyCollection).toBe(GUIDE.keyCollectionEn);
  });

  it('is e-mailed on its day and not before, once, however many instances run the job', async () => {
    const villa = await createVilla(app.db);
    await admin.agent.put(`/api/admin/properties/${villa.id}/arrival-guide`).send(GUIDE).expect(200);
    const guest = await signedInShopper(app, 'arrival');
    const bookingId = await booked(guest, villa.id, 40);
    const checkIn = inDays(40);
    const guideMails = async () => (await app.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'arrival-guide' AND dedupe_key = $1`, [`booking:${bookingId}:arrival-guide:1`]))[0].n;

    await sendArrivalGuides(app.db, app.config, addDays(checkIn, -PRE_ARRIVAL_DAYS - 1));
    expect(await guideMails()).toBe(0);

    // Two instances on the day, and a later run: one mail.
    await Promise.all([sendArrivalGuides(app.db, app.config, addDays(checkIn, -PRE_ARRIVAL_DAYS)), sendArrivalGuides(app.db, app.config, addDays(checkIn, -PRE_ARRIVAL_DAYS))]);
    await sendArrivalGuides(app.db, app.config, addDays(checkIn, -PRE_ARRIVAL_DAYS + 1));
    expect(await guideMails()).toBe(1);

    await deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);
    const mails = smtp.to(guest.user.email).filter((mail) => mail.subject?.startsWith('Ihre Anreise'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.text).toContain(GUIDE.keyCollectionDe);
    expect(mail.text).toContain(`${app.config.publicUrl}/account/trips/${bookingId}`);
    expect(mail.html).toContain('Maria erwartet Sie mit den Schl');
    expect(mail.html).toContain('Hausregeln');
    expect(mail.html).toContain(`href="${app.config.publicUrl}/account/trips/${bookingId}"`);
  });
});
