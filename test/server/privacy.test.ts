import { ANONYMISED_NAME } from '../../common/constants';
import { gql, signUp, signUpAdmin, uniqueEmail, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the export document is asserted field by field
type Doc = any;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRY: '100/1h', RATE_LIMIT_FLIGHT_INQUIRY: '100/1h', RATE_LIMIT_NEWSLETTER: '100/1h' });
});
afterAll(() => app.close());

const EXPORT = `{ myDataExport { fileName exportedAt data } }`;
const DELETE = `mutation($input: DeleteAccountInput!) { deleteMyAccount(input: $input) }`;

const count = async (from: string, params: unknown[] = []) => Number((await app.db.query(`SELECT count(*) AS n FROM ${from}`, params))[0].n);

/** Moves every stay of an order into the past (checkout only books from 14 days ahead). */
async function moveStaysToPast(orderId: string): Promise<void> {
  await app.db.query(`UPDATE bookings SET check_in = $2::date, check_out = $3::date WHERE order_id = $1`, [orderId, inDays(-30), inDays(-23)]);
}

/** Opens the confirmation link mailed at sign-up to `email`. */
async function confirmAddress(email: string): Promise<void> {
  const [mail] = await app.db.query(`SELECT text_body FROM mail_outbox WHERE kind = 'email-verification' AND lower(to_address) = lower($1)`, [email]);
  const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
  await app.http.post('/api/auth/verify-email').send({ token }).expect(200);
}

interface Guest extends Account {
  phone: string;
  orderId: string;
  villaId: string;
  villaTitle: string;
}

/** A guest who booked and paid through the real basket and checkout, enquired, asked about flights, subscribed and shortlisted. */
async function busyGuest(name: string, options: { fromDay?: number; paymentOption?: 'full' | 'deposit' } = {}): Promise<Guest> {
  const account = await signUp(app, { name, email: uniqueEmail('guest') });
  const phone = `+44 7700 ${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const villa = await createVilla(app.db, { price: 7000 });
  await account.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(options.fromDay ?? 70), checkOut: inDays((options.fromDay ?? 70) + 7), guests: 2 }).expect(201);
  const checkout = await account.agent.post('/api/checkout').send(checkoutBody({ leadGuestName: name, leadGuestEmail: account.email, leadGuestPhone: phone, paymentOption: options.paymentOption ?? 'full' }));
  expect(checkout.status).toBe(201);
  const contact = { name, email: account.email, phone: '+44 20 7946 0000' };
  await app.http.post('/api/enquiries').send({ ...contact, subject: `Question from ${name}`, message: 'We would love to stay for two weeks in August.' }).expect(201);
  await app.http
    .post('/api/flight-inquiries')
    .send({ ...contact, passengers: 2, departureCountry: 'United Kingdom', departureCity: 'London', destinationCountry: 'Greece', destinationCity: 'Corfu', departureDate: inDays(30), returnDate: inDays(37), message: `Flights for ${name}` })
    .expect(201);
  await app.http.post('/api/newsletter/subscribe').send({ email: account.email, name }).expect(200);
  await account.agent.post('/api/user/shortlist').send({ propertyId: villa.id }).expect(200);
  // Enquiries and the newsletter sign-up are matched to the account only by a verified address.
  await confirmAddress(account.email);
  return { ...account, phone, orderId: checkout.body.order.id, villaId: villa.id, villaTitle: villa.title };
}

describe('download my data', () => {
  let ann: Guest;
  let bob: Guest;
  beforeAll(async () => {
    ann = await busyGuest('Ann Exporter');
    bob = await busyGuest('Bob Bystander');
  });

  it('REST: one JSON file, as an attachment, with all of the caller’s data', async () => {
    const res = await ann.agent.get('/api/user/data-export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const doc: Doc = res.body;
    expect(doc.profile).toMatchObject({ id: ann.id, name: 'Ann Exporter', email: ann.email });
    expect(doc.profile).not.toHaveProperty('passwordHash');
    expect(doc.bookings).toEqual([expect.objectContaining({ orderId: ann.orderId, propertyId: ann.villaId, propertyTitle: ann.villaTitle, checkIn: inDays(70), checkOut: inDays(77), guests: 2, guestName: 'Ann Exporter', guestEmail: ann.email })]);
    expect(doc.orders).toEqual([expect.objectContaining({ id: ann.orderId, status: 'confirmed', totalAmount: 700000, amountPaid: 700000, leadGuestName: 'Ann Exporter', leadGuestEmail: ann.email, leadGuestPhone: ann.phone, extras: [] })]);
    expect(doc.payments).toEqual([expect.objectContaining({ orderId: ann.orderId, amount: 700000, status: 'completed', kind: 'charge' })]);
    expect(doc.enquiries).toEqual([expect.objectContaining({ name: 'Ann Exporter', email: ann.email, subject: 'Question from Ann Exporter' })]);
    expect(doc.enquiries[0]).not.toHaveProperty('ipHash');
    expect(doc.flightInquiries).toEqual([expect.objectContaining({ email: ann.email, passengers: 2, message: 'Flights for Ann Exporter' })]);
    expect(doc.newsletter).toMatchObject({ email: ann.email, status: 'PENDING', confirmedAt: null });
    expect(doc.shortlist).toEqual([{ propertyId: ann.villaId, title: ann.villaTitle, location: expect.any(String) }]);
  });

  it('never holds anything of another user', async () => {
    const text = JSON.stringify((await ann.agent.get('/api/user/data-export')).body);
    for (const needle of [bob.id, bob.email, 'Bob Bystander', bob.orderId, bob.villaId]) expect({ needle, found: text.includes(needle) }).toEqual({ needle, found: false });
  });

  it('GraphQL answers the same document with a file name, for the client to save', async () => {
    const rest: Doc = (await ann.agent.get('/api/user/data-export')).body;
    const res = await gql<{ myDataExport: { fileName: string; exportedAt: string; data: Doc } }>(ann.agent, EXPORT);
    expect(res.errors).toBeUndefined();
    const { fileName, exportedAt, data } = res.data!.myDataExport;
    expect(fileName).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(data.exportedAt).toBe(exportedAt);
    expect({ ...data, exportedAt: null }).toEqual({ ...rest, exportedAt: null });
  });

  it('is refused to anonymous callers (401) on both APIs', async () => {
    const res = await app.http.get('/api/user/data-export');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
    expect((await app.graphql(EXPORT)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('delete my account', () => {
  it('refuses a wrong password with the usual message, in English and German, and changes nothing', async () => {
    const guest = await signUp(app, { name: 'Wanda Wrong' });
    const res = await guest.agent.post('/api/user/delete-account').send({ password: 'not-the-password' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'password', message: 'Current password is incorrect' });
    const de = await gql(guest.agent, DELETE, { input: { password: 'not-the-password' } }, { 'Accept-Language': 'de' });
    expect(de.errors?.[0]).toMatchObject({ message: 'Das aktuelle Passwort ist falsch', extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await guest.agent.post('/api/user/delete-account').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('password');
    expect((await guest.agent.get('/api/auth/me')).status).toBe(200);
    expect(await count('users WHERE id = $1', [guest.id])).toBe(1);
  });

  it('is refused while a stay is still to come, and nothing changes', async () => {
    const guest = await busyGuest('Fiona Future', { fromDay: 40 });
    const res = await guest.agent.post('/api/user/delete-account').send({ password: guest.password });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your account cannot be deleted while a stay is still to come. Please cancel the booking or wait until after your stay, or contact us.');
    const de = await gql(guest.agent, DELETE, { input: { password: guest.password } }, { 'Accept-Language': 'de' });
    expect(de.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Ihr Konto kann nicht gelöscht werden, solange ein Aufenthalt/), extensions: { code: 'CONFLICT' } });
    expect((await guest.agent.get('/api/auth/me')).status).toBe(200);
    expect((await guest.agent.get('/api/user/data-export')).body.orders[0].leadGuestName).toBe('Fiona Future');
  });

  it('a stay that starts today still counts as to come', async () => {
    const guest = await busyGuest('Tessa Today');
    await app.db.query(`UPDATE bookings SET check_in = $2::date, check_out = $3::date WHERE order_id = $1`, [guest.orderId, inDays(0), inDays(7)]);
    expect((await guest.agent.post('/api/user/delete-account').send({ password: guest.password })).status).toBe(409);
  });

  it('is refused while a balance is open, even after the stay', async () => {
    const guest = await busyGuest('Olga Owing', { fromDay: 70, paymentOption: 'deposit' });
    await moveStaysToPast(guest.orderId);
    const res = await guest.agent.post('/api/user/delete-account').send({ password: guest.password });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your account cannot be deleted while a balance is still open. Please pay or settle the balance first, or contact us.');
    expect(await count('users WHERE id = $1', [guest.id])).toBe(1);
  });

  it('anonymises the account as the admin deletion does, keeps the financial records and ends every session', async () => {
    const guest = await busyGuest('Dora Departing');
    const bystander = await busyGuest('Bert Staying');
    await moveStaysToPast(guest.orderId);
    // A second browser signed in to the same account.
    const other = app.agent();
    await other.post('/api/auth/login').send({ email: guest.email, password: guest.password }).expect(200);
    expect(await count(`sessions WHERE sess->>'userId' = $1`, [guest.id])).toBe(2);

    const res = await guest.agent.post('/api/user/delete-account').send({ password: guest.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your account has been deleted.' });
    expect(String(res.headers['set-cookie'])).toMatch(/sid=;/);

    // Both old sessions are over.
    expect((await guest.agent.get('/api/auth/me')).status).toBe(401);
    expect((await other.get('/api/user/data-export')).status).toBe(401);
    expect(await count(`sessions WHERE sess->>'userId' = $1`, [guest.id])).toBe(0);
    expect((await app.http.post('/api/auth/login').send({ email: guest.email, password: guest.password })).status).toBe(401);

    // Financial records stay, detached from the person.
    const [order] = await app.db.query(
      `SELECT o.user_id, o.lead_guest_name, o.lead_guest_email, o.lead_guest_phone, o.total_amount,
         (SELECT count(*)::int FROM bookings b WHERE b.order_id = o.id AND b.user_id IS NULL AND b.guest_name = $2) AS bookings,
         (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.user_id IS NULL) AS payments
       FROM orders o WHERE o.id = $1`,
      [guest.orderId, ANONYMISED_NAME],
    );
    expect(order).toEqual({ user_id: null, lead_guest_name: ANONYMISED_NAME, lead_guest_email: '', lead_guest_phone: '', total_amount: 700000, bookings: 1, payments: 1 });

    // Nothing personal left anywhere: not the e-mail, the name or the phone.
    const tables: { table_name: string }[] = await app.db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
    for (const { table_name: table } of tables) {
      for (const needle of [guest.email.toLowerCase(), 'dora departing', guest.phone]) {
        const hits = await count(`"${table}" t WHERE lower(row_to_json(t)::text) LIKE $1`, [`%${needle}%`]);
        expect({ table, needle, hits }).toEqual({ table, needle, hits: 0 });
      }
    }

    // Someone else's account and data are untouched.
    expect((await bystander.agent.get('/api/auth/me')).status).toBe(200);
    const theirs: Doc = (await bystander.agent.get('/api/user/data-export')).body;
    expect(theirs.orders[0]).toMatchObject({ id: bystander.orderId, leadGuestName: 'Bert Staying' });
    expect(theirs.enquiries).toHaveLength(1);
    expect(theirs.newsletter).toMatchObject({ email: bystander.email });
  });

  it('the last active admin cannot delete their own account; with another admin they can', async () => {
    await app.db.query(`UPDATE users SET is_admin = false`);
    const first = await signUpAdmin(app);
    const refused = await first.agent.post('/api/user/delete-account').send({ password: first.password });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This is the last active admin. Make another user an admin first.');
    const second = await signUpAdmin(app);
    expect((await first.agent.post('/api/user/delete-account').send({ password: first.password })).status).toBe(200);
    expect(await count('users WHERE is_admin')).toBe(1);
    expect((await second.agent.get('/api/admin/users')).status).toBe(200);
  });

  it('over GraphQL in German: the confirmation text, and the session is gone', async () => {
    const guest = await signUp(app, { name: 'Greta Geht' });
    const res = await gql<{ deleteMyAccount: string }>(guest.agent, DELETE, { input: { password: guest.password } }, { 'Accept-Language': 'de' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteMyAccount).toBe('Ihr Konto wurde gelöscht.');
    expect((await gql(guest.agent, '{ me { id } }')).data).toEqual({ me: null });
    expect(await count('users WHERE id = $1', [guest.id])).toBe(0);
  });

  it('is refused to anonymous callers (401) on both APIs', async () => {
    expect((await app.http.post('/api/user/delete-account').send({ password: 'secret-123' })).status).toBe(401);
    expect((await app.graphql(DELETE, { input: { password: 'secret-123' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('an unverified address', () => {
  /** Someone signs up with an address and never confirms it; its owner enquired and subscribed under it. */
  async function unconfirmed(name: string): Promise<Account> {
    const account = await signUp(app, { name, email: uniqueEmail('unverified') });
    const contact = { name: 'The Real Owner', email: account.email, phone: '+44 20 7946 0000' };
    await app.http.post('/api/enquiries').send({ ...contact, subject: 'A question of mine', message: 'We would love to stay for two weeks in August.' }).expect(201);
    await app.http.post('/api/newsletter/subscribe').send({ email: account.email, name: 'The Real Owner' }).expect(200);
    return account;
  }

  it('matches no enquiries or newsletter sign-up in the data export until it is confirmed', async () => {
    const account = await unconfirmed('Una Unverified');
    const before: Doc = (await account.agent.get('/api/user/data-export').expect(200)).body;
    expect(before.profile).toMatchObject({ email: account.email, emailVerified: false });
    expect(before.enquiries).toEqual([]);
    expect(before.newsletter).toBeNull();

    await confirmAddress(account.email);
    const after: Doc = (await account.agent.get('/api/user/data-export').expect(200)).body;
    expect(after.profile.emailVerified).toBe(true);
    expect(after.enquiries).toEqual([expect.objectContaining({ subject: 'A question of mine' })]);
    expect(after.newsletter).toMatchObject({ email: account.email });
  });

  it('deleting the account leaves the enquiries and newsletter sign-up made under the address', async () => {
    const account = await unconfirmed('Udo Unverified');
    await account.agent.post('/api/user/delete-account').send({ password: account.password }).expect(200);
    expect((await app.http.post('/api/auth/login').send({ email: account.email, password: account.password })).status).toBe(401);
    expect(await count(`enquiries WHERE lower(email) = lower($1)`, [account.email])).toBe(1);
    expect(await count(`newsletter_subscribers WHERE lower(email) = lower($1)`, [account.email])).toBe(1);
    expect(await count(`mail_outbox WHERE lower(to_address) = lower($1) AND kind = 'email-verification'`, [account.email])).toBe(0);
  });
});
