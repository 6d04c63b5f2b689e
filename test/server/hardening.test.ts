import { addDays, businessToday, latestCheckIn } from '../../common/dates';
import { paymentProviderFor } from '../../server/src/modules/payments/payment-provider';
import type { TestPaymentProvider } from '../../server/src/modules/payments/test-payment.provider';
import { gql, sessionCookie, signUp } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = async (sql: string, params: unknown[] = []) => Number((await app.db.query(`SELECT count(*) AS n FROM ${sql}`, params))[0].n);

describe('text input', () => {
  const enquiry = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', subject: 'Villa question', message: 'Is the pool heated?' };

  it.each([
    ['a NUL in a name', { name: 'Ada\u0000Lovelace' }, 'name'],
    ['an escape character in the subject', { subject: 'Villa\u001b[31m' }, 'subject'],
    ['a C1 control in the message', { message: 'Pool\u0085heated?' }, 'message'],
    ['a lone high surrogate in the e-mail', { email: 'ada\ud800@example.com' }, 'email'],
    ['a lone low surrogate in the message', { message: 'Pool \udc00 heated?' }, 'message'],
    ['a line break in the subject (one line)', { subject: 'Villa\r\nBcc: x@example.com' }, 'subject'],
    ['a tab in the phone (one line)', { phone: '+44\t20 7946 0000' }, 'phone'],
  ])('refuses %s with a translated 400 naming the field, and stores nothing', async (_label, change, field) => {
    const before = await count('enquiries');
    const res = await app.http.post('/api/enquiries').set('Accept-Language', 'de').send({ ...enquiry, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field, message: `${field} enthält unzulässige Zeichen (Steuerzeichen oder einen Zeilenumbruch in einem einzeiligen Feld).` });
    expect(await count('enquiries')).toBe(before);
  });

  it('keeps line breaks where a field is a message', async () => {
    const res = await app.http.post('/api/enquiries').send({ ...enquiry, message: 'Is the pool heated?\r\nAnd is there a cot?\tThanks' });
    expect(res.status).toBe(201);
  });

  it('refuses control characters in query strings (the location filter) and in GraphQL variables and inline arguments', async () => {
    const rest = await app.http.get('/api/properties').query({ location: 'Nice\u0000' });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'location' });

    const viaVariables = await app.graphql('query($filter: PropertyFilter) { properties(filter: $filter) { totalCount } }', { filter: { location: 'Nice\u0000' } });
    expect(viaVariables.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'filter.location' } });
    expect(viaVariables.errors?.[0].message).toBe('filter.location contains characters that are not allowed (control characters, or a line break in a one-line field).');

    const inline = await app.graphql('mutation { subscribeNewsletter(input: { email: "a\\u0000b@example.com" }) { message } }');
    expect(inline.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'input.email' } });
    expect(await count('newsletter_subscribers')).toBe(0);
  });

  it('refuses a lone surrogate in every e-mail field of the sign-in forms', async () => {
    for (const [path, body] of [
      ['/api/auth/register', { name: 'Ada', email: 'a\ud83d@example.com', password: 'secret-123' }],
      ['/api/auth/login', { email: 'a\ud83d@example.com', password: 'secret-123' }],
      ['/api/auth/forgot-password', { email: 'a\ud83d@example.com' }],
    ] as const) {
      const res = await app.http.post(path).send(body);
      expect([path, res.status, res.body.field]).toEqual([path, 400, 'email']);
    }
  });

  it('bounds offsets, limits and numeric filters with translated 400s', async () => {
    for (const [query, field] of [
      [{ offset: '99999999999' }, 'offset'],
      [{ offset: '100001' }, 'offset'],
      [{ limit: '101' }, 'limit'],
      [{ minPrice: '9999999999' }, 'minPrice'],
      [{ minBedrooms: '1000' }, 'minBedrooms'],
    ] as const) {
      const res = await app.http.get('/api/properties').query(query);
      expect([field, res.status, res.body.field]).toEqual([field, 400, field]);
      expect(res.body.message).toMatch(/at most|höchstens/);
    }
    const gqlOffset = await app.graphql('{ properties(page: { offset: 2000000 }) { totalCount } }');
    expect(gqlOffset.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offset' });
  });
});

describe('idempotency keys', () => {
  it('refuse a key reused for a different basket, amount or payment option, and charge nothing', async () => {
    const provider = paymentProviderFor(app.config) as TestPaymentProvider;
    const chargesBefore = provider.charges.size;
    const guest = await signUp(app);
    const first = await createVilla(app.db, { price: 7000 });
    const second = await createVilla(app.db, { price: 9100 });
    await guest.agent.post('/api/cart/items').send({ propertyId: first.id, checkIn: inDays(120), checkOut: inDays(127), guests: 2 }).expect(201);
    const body = checkoutBody({ expectedTotal: 700000 });
    expect((await guest.agent.post('/api/checkout').send(body)).status).toBe(201);
    expect(provider.charges.size).toBe(chargesBefore + 1);
    const payments = await count('payments');

    // The very same request again: the stored answer, no second charge.
    const again = await guest.agent.post('/api/checkout').send(body);
    expect(again.status).toBe(201);
    expect(again.body.replayed).toBe(true);

    // The same key with another amount or payment option.
    for (const change of [{ expectedTotal: 1 }, { paymentOption: 'deposit' }]) {
      const res = await guest.agent.post('/api/checkout').send({ ...body, ...change });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'CONFLICT', field: 'idempotencyKey' });
    }

    // The same key for a new basket: refused, and the new stay stays in the basket, unpaid and unbooked.
    await guest.agent.post('/api/cart/items').send({ propertyId: second.id, checkIn: inDays(140), checkOut: inDays(147), guests: 2 }).expect(201);
    const reused = await guest.agent.post('/api/checkout').set('Accept-Language', 'de').send(body);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('Diese Zahlungsanfrage wurde bereits für einen anderen Warenkorb oder Betrag verwendet. Bitte laden Sie die Kassenseite neu und versuchen Sie es erneut; es wurde nichts abgebucht.');
    expect(provider.charges.size).toBe(chargesBefore + 1);
    expect(await count('payments')).toBe(payments);
    expect(await count(`bookings WHERE property_id = $1`, [second.id])).toBe(0);
    expect((await guest.agent.get('/api/cart')).body.items).toHaveLength(1);
  });
});

describe('sessions', () => {
  const ME = '{ me { id } }';

  it('give the caller a new session id on a password change; the old id no longer authenticates', async () => {
    const account = await signUp(app);
    const before = `sid=${sessionCookie(await account.agent.post('/api/auth/login').send({ email: account.email, password: account.password }))}`;
    const changed = await gql(account.agent, 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }', { input: { currentPassword: account.password, newPassword: 'brand-new-secret' } });
    expect(changed.errors).toBeUndefined();
    const after = sessionCookie(changed.res);
    expect(after).toBeDefined();
    expect(`sid=${after}`).not.toBe(before);
    // The caller stays signed in on the new id…
    expect((await gql(account.agent, ME)).data).toEqual({ me: { id: account.id } });
    // …and the old cookie is worth nothing.
    const stale = await app.http.post('/graphql').set('Cookie', before).send({ query: ME });
    expect(stale.body.data).toEqual({ me: null });
  });

  it('give the caller a new session id on a password reset', async () => {
    const account = await signUp(app);
    await app.http.post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const [mail] = await app.db.query(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'password-reset'`, [account.email]);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
    const login = await account.agent.post('/api/auth/login').send({ email: account.email, password: account.password });
    const before = sessionCookie(login)!;
    const reset = await account.agent.post('/api/auth/reset-password').send({ token, newPassword: 'reset-secret-789' });
    expect(reset.status).toBe(200);
    const after = sessionCookie(reset);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = await app.http.post('/graphql').set('Cookie', `sid=${before}`).send({ query: ME });
    expect(stale.body.data).toEqual({ me: null });
  });
});

describe('booking horizon', () => {
  it('refuses an arrival beyond the horizon (24 months by default) with a translated 400 naming checkIn', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const farAway = await app.http.post('/api/cart/items').set('Accept-Language', 'de').send({ propertyId: villa.id, checkIn: '9999-12-01', checkOut: '9999-12-08', guests: 2 });
    expect(farAway.status).toBe(400);
    expect(farAway.body).toMatchObject({ field: 'checkIn', message: 'Aufenthalte können höchstens 24 Monate im Voraus gebucht werden. Bitte wählen Sie ein früheres Anreisedatum.' });
    const lastDay = latestCheckIn(businessToday(), 24);
    expect((await app.http.post('/api/cart/items').send({ propertyId: villa.id, checkIn: addDays(lastDay, 1), checkOut: addDays(lastDay, 8), guests: 2 })).status).toBe(400);
    expect((await app.http.post('/api/cart/items').send({ propertyId: villa.id, checkIn: lastDay, checkOut: addDays(lastDay, 7), guests: 2 })).status).toBe(201);
  });

  it('follows BOOKING_HORIZON_MONTHS', async () => {
    const short = await startTestApp({ BOOKING_HORIZON_MONTHS: '3' });
    try {
      const villa = await createVilla(short.db, { price: 7000 });
      const res = await short.http.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(120), checkOut: inDays(127), guests: 2 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Stays can be booked at most 3 months ahead. Please choose an earlier arrival date.');
      expect((await short.http.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(60), checkOut: inDays(67), guests: 2 })).status).toBe(201);
    } finally {
      await short.close();
    }
  });
});

describe('cross-origin requests', () => {
  it('grant no other origin access: no CORS headers on the API or GraphQL, even for a preflight', async () => {
    for (const res of [
      await app.http.get('/api/properties').set('Origin', 'https://evil.example'),
      await app.http.options('/graphql').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST'),
      await app.http.post('/graphql').set('Origin', 'https://evil.example').send({ query: '{ me { id } }' }),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});
