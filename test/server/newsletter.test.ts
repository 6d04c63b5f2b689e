import { NEWSLETTER_DISCOUNT_CODE, NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR } from '../../common/constants';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  return app.db.query(`SELECT kind, to_address AS to, subject, text_body AS text FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at, id`, [email]);
}

async function subscriber(email: string): Promise<{ subscribed: boolean; confirmed: boolean } | undefined> {
  const [row] = await app.db.query(`SELECT subscribed, confirmed FROM newsletter_subscribers WHERE lower(email) = lower($1)`, [email]);
  return row;
}

function confirmToken(mail: Mail): string {
  const match = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in ${mail.text}`);
  return match[1];
}

function unsubscribePath(mail: Mail): string {
  const match = /https?:\/\/[^/\s]+(\/api\/newsletter\/unsubscribe\/\S+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in ${mail.text}`);
  return match[1];
}

describe('POST /api/newsletter/subscribe', () => {
  it('rejects an invalid address with 400 and the validation message, storing and sending nothing', async () => {
    for (const email of ['not-an-email', '', undefined, 'a@b']) {
      const res = await app.http.post('/api/newsletter/subscribe').send({ email });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Please enter a valid email address', field: 'email' });
    }
    const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM newsletter_subscribers`);
    expect(count).toBe(0);
    const de = await app.http.post('/api/newsletter/subscribe').set('Accept-Language', 'de').send({ email: 'x' });
    expect(de.body.message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });

  it('stores a new address as pending and sends one confirmation e-mail with the link', async () => {
    const res = await app.http.post('/api/newsletter/subscribe').send({ email: 'Anna@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alreadySubscribed: false, message: expect.any(String) });
    expect(await subscriber('anna@example.com')).toEqual({ subscribed: true, confirmed: false });
    const mails = await mailsTo('anna@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-confirmation', to: 'anna@example.com', subject: 'Please confirm your subscription to the Azure Shore Villas newsletter' });
    expect(mails[0].text).toContain(`${app.config.publicUrl}/newsletter/confirm/`);
    expect(confirmToken(mails[0])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mails[0].text).toContain('/api/newsletter/unsubscribe/');
  });

  it('an unconfirmed address that subscribes again (any letter case) gets a new link; only the newest one confirms', async () => {
    await app.http.post('/api/newsletter/subscribe').send({ email: 'carl@example.com' });
    for (const email of ['CARL@EXAMPLE.COM', ' Carl@example.com ']) {
      const res = await app.http.post('/api/newsletter/subscribe').send({ email: email.trim() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ alreadySubscribed: false, message: 'Thank you for subscribing. Please check your inbox and confirm your email address.' });
    }
    const mails = await mailsTo('carl@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['newsletter-confirmation', 'newsletter-confirmation', 'newsletter-confirmation']);
    const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM newsletter_subscribers WHERE lower(email) = 'carl@example.com'`);
    expect(count).toBe(1);
    expect((await app.http.get(`/api/newsletter/confirm/${confirmToken(mails[0])}`)).status).toBe(404);
    expect((await app.http.get(`/api/newsletter/confirm/${confirmToken(mails[2])}`)).status).toBe(200);
  });

  it('answers alreadySubscribed for a confirmed address in any letter case and sends nothing more', async () => {
    const before = (await mailsTo('carl@example.com')).length;
    for (const email of ['carl@example.com', 'CARL@EXAMPLE.COM']) {
      const res = await app.http.post('/api/newsletter/subscribe').send({ email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ alreadySubscribed: true, message: "You're already receiving our newsletter" });
    }
    expect(await mailsTo('carl@example.com')).toHaveLength(before);
  });

  it('GraphQL subscribes the same way', async () => {
    const q = `mutation($input: NewsletterSubscribeInput!) { subscribeNewsletter(input: $input) { alreadySubscribed message } }`;
    const first = await app.graphql<{ subscribeNewsletter: { alreadySubscribed: boolean } }>(q, { input: { email: 'ben@example.com' } });
    expect(first.data?.subscribeNewsletter.alreadySubscribed).toBe(false);
    const again = await app.graphql<{ subscribeNewsletter: { alreadySubscribed: boolean } }>(q, { input: { email: 'CARL@example.com' } });
    expect(again.data?.subscribeNewsletter.alreadySubscribed).toBe(true);
    const bad = await app.graphql(q, { input: { email: 'nope' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
    expect(await mailsTo('ben@example.com')).toHaveLength(1);
  });
});

describe('GET /api/newsletter/confirm/{token}', () => {
  it('confirms once with the discount code and mails the welcome with the code and its terms', async () => {
    const [mail] = await mailsTo('anna@example.com');
    const res = await app.http.get(`/api/newsletter/confirm/${confirmToken(mail)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alreadyConfirmed: false, message: expect.stringContaining(NEWSLETTER_DISCOUNT_CODE), discountCode: 'NEWSLETTER20' });
    expect(await subscriber('anna@example.com')).toEqual({ subscribed: true, confirmed: true });
    const mails = await mailsTo('anna@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1].kind).toBe('newsletter-welcome');
    expect(mails[1].text).toContain('NEWSLETTER20');
    expect(mails[1].text).toContain('20% off your first booking');
    expect(mails[1].text).toContain('/api/newsletter/unsubscribe/');
  });

  it('answers alreadyConfirmed the second time and sends no second welcome', async () => {
    const [mail] = await mailsTo('anna@example.com');
    const res = await app.http.get(`/api/newsletter/confirm/${confirmToken(mail)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ alreadyConfirmed: true, message: 'Your email address was already confirmed.', discountCode: null });
    expect(await mailsTo('anna@example.com')).toHaveLength(2);
  });

  it('answers an unknown token with 404 { error } and a malformed one with 400 { error }', async () => {
    const unknown = await app.http.get(`/api/newsletter/confirm/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'Invalid confirmation link' });
    expect(unknown.body.message).toBeUndefined();
    const malformed = await app.http.get('/api/newsletter/confirm/not-a-token').set('Accept-Language', 'de');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'Ungültiger Bestätigungslink' });
  });

  it('GraphQL confirms the same way', async () => {
    const q = `mutation($token: String!) { confirmNewsletter(token: $token) { alreadyConfirmed message discountCode } }`;
    const [mail] = await mailsTo('ben@example.com');
    const first = await app.graphql<{ confirmNewsletter: { alreadyConfirmed: boolean; discountCode: string | null } }>(q, { token: confirmToken(mail) });
    expect(first.data?.confirmNewsletter).toMatchObject({ alreadyConfirmed: false, discountCode: 'NEWSLETTER20' });
    const again = await app.graphql<{ confirmNewsletter: { alreadyConfirmed: boolean } }>(q, { token: confirmToken(mail) });
    expect(again.data?.confirmNewsletter.alreadyConfirmed).toBe(true);
    const unknown = await app.graphql(q, { token: 'B'.repeat(43) });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Invalid confirmation link', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('unsubscribe link', () => {
  it('unsubscribes without logging in, and again is harmless', async () => {
    const mails = await mailsTo('anna@example.com');
    const path = unsubscribePath(mails[1]);
    const res = await app.http.get(path).set('Accept', 'application/json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You have been unsubscribed from our newsletter.' });
    expect(await subscriber('anna@example.com')).toEqual({ subscribed: false, confirmed: true });
    const page = await app.http.get(path).set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('You have been unsubscribed from our newsletter.');
    const oneClick = await app.http.post(path);
    expect(oneClick.status).toBe(200);
  });

  it('refuses a forged or tampered token and changes nothing', async () => {
    const [benMail] = await mailsTo('ben@example.com');
    const [annaMail] = await mailsTo('anna@example.com');
    const benId = unsubscribePath(benMail).split('/').pop()!.split('.')[0];
    const annaSignature = unsubscribePath(annaMail).split('.').pop()!;
    const forged = await app.http.get(`/api/newsletter/unsubscribe/${benId}.${annaSignature}`).set('Accept', 'application/json');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This unsubscribe link is not valid.');
    expect((await app.http.get(`/api/newsletter/unsubscribe/${benId}`)).status).toBe(400);
    expect(await subscriber('ben@example.com')).toEqual({ subscribed: true, confirmed: true });
  });

  it('lets an unsubscribed address subscribe again, as pending with a new link; the old links are dead', async () => {
    const before = await mailsTo('anna@example.com');
    const res = await app.http.post('/api/newsletter/subscribe').send({ email: 'anna@example.com' });
    expect(res.body.alreadySubscribed).toBe(false);
    expect(await subscriber('anna@example.com')).toEqual({ subscribed: true, confirmed: false });
    const after = await mailsTo('anna@example.com');
    expect(after).toHaveLength(before.length + 1);
    const oldLink = await app.http.get(`/api/newsletter/confirm/${confirmToken(before[0])}`);
    expect(oldLink.status).toBe(404);
    const newLink = await app.http.get(`/api/newsletter/confirm/${confirmToken(after[after.length - 1])}`);
    expect(newLink.body).toMatchObject({ alreadyConfirmed: false, discountCode: 'NEWSLETTER20' });
  });

  it('GraphQL unsubscribes with the same token', async () => {
    const [mail] = await mailsTo('ben@example.com');
    const token = unsubscribePath(mail).split('/').pop();
    const res = await app.graphql<{ unsubscribeNewsletter: { message: string } }>(`mutation($token: String!) { unsubscribeNewsletter(token: $token) { message } }`, { token }, { 'Accept-Language': 'de' });
    expect(res.data?.unsubscribeNewsletter.message).toBe('Sie wurden von unserem Newsletter abgemeldet.');
    expect(await subscriber('ben@example.com')).toEqual({ subscribed: false, confirmed: true });
  });
});

describe('sign-ups from one address', () => {
  const issuedThisHour = async () => Number((await app.db.query(`SELECT count(*) AS n FROM newsletter_confirmation_tokens WHERE created_at > now() - interval '1 hour'`))[0].n);

  it(`send at most ${NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR} confirmation e-mails an hour, storing nothing beyond`, async () => {
    // Earlier tests already used some of this client's attempts; use up the rest.
    let accepted = 0;
    while ((await app.http.post('/api/newsletter/subscribe').send({ email: `reader-${accepted}@example.com` })).status === 200) accepted += 1;
    expect(accepted).toBeGreaterThan(0);
    expect(await issuedThisHour()).toBeLessThanOrEqual(NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR);
    const issued = await issuedThisHour();
    const refused = await app.http.post('/api/newsletter/subscribe').send({ email: 'one-too-many@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please try again in 60 min.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3590);
    expect(await subscriber('one-too-many@example.com')).toBeUndefined();
    expect(await mailsTo('one-too-many@example.com')).toEqual([]);
    const gql = await app.graphql(`mutation($input: NewsletterSubscribeInput!) { subscribeNewsletter(input: $input) { message } }`, { input: { email: 'one-too-many@example.com' } });
    expect(gql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');

    expect(await issuedThisHour()).toBe(issued);

    await app.db.query(`UPDATE newsletter_confirmation_tokens SET created_at = now() - interval '61 minutes'`);
    // The hour ending, as every instance would see it in the shared counters.
    await app.db.query(`UPDATE rate_limits SET expire = 0`);
    expect((await app.http.post('/api/newsletter/subscribe').send({ email: 'one-too-many@example.com' })).status).toBe(200);
  });
});
