import { ENQUIRIES_PER_IP_PER_HOUR } from '../../common/constants';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const valid = {
  name: 'Jo Bloggs',
  email: 'jo@example.com',
  phone: '+44 20 7946 0000',
  subject: 'Villa in Corfu',
  message: 'We would love to stay for two weeks in August.',
};

const SUBMIT = `mutation($input: EnquiryInput!) { submitEnquiry(input: $input) { message } }`;

async function mailCount(): Promise<number> {
  const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM mail_outbox WHERE kind = 'enquiry'`);
  return count;
}

async function enquiryCount(): Promise<number> {
  const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM enquiries`);
  return count;
}

describe('POST /api/enquiries', () => {
  it('persists a valid enquiry and answers 201 with a translated message', async () => {
    const res = await app.http.post('/api/enquiries').send(valid);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you for your enquiry. We will get back to you within 24 hours.');
    const rows = await app.db.query(`SELECT name, email, phone, subject, message FROM enquiries`);
    expect(rows).toEqual([valid]);
  });

  it('e-mails the staff address from the company config through the outbox', async () => {
    const mails = await app.db.query(`SELECT kind, to_address, subject, text_body FROM mail_outbox`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'enquiry', to_address: app.config.company.email, subject: 'New enquiry from Jo Bloggs: Villa in Corfu' });
    for (const value of Object.values(valid)) expect(mails[0].text_body).toContain(value);
  });

  it('answers in German', async () => {
    const res = await app.http.post('/api/enquiries').set('Accept-Language', 'de').send(valid);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Vielen Dank für Ihre Anfrage. Wir melden uns innerhalb von 24 Stunden bei Ihnen.');
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['name', '  J  ', 'Name must be at least 2 characters'],
    ['name', undefined, 'Name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email'],
    ['email', undefined, 'Please enter a valid email'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['phone', 'call me maybe please', 'Please enter a valid phone number'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['message', 'Too short', 'Message must be at least 20 characters'],
    ['message', 'x'.repeat(5001) as string, 'Message must be at least 20 characters'],
  ])('rejects %s = %p with 400 naming the field, and stores nothing', async (field, value, message) => {
    const before = await enquiryCount();
    const res = await app.http.post('/api/enquiries').send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field, code: 'BAD_USER_INPUT' });
    expect(await enquiryCount()).toBe(before);
    expect(await mailCount()).toBe(before);
  });

  it('translates validation messages to German', async () => {
    const res = await app.http.post('/api/enquiries').set('Accept-Language', 'de').send({ ...valid, email: 'nope' });
    expect(res.body.message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });

  it('GraphQL submits the same way and validates the same way', async () => {
    const ok = await app.graphql<{ submitEnquiry: { message: string } }>(SUBMIT, { input: valid });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.submitEnquiry.message).toBe('Thank you for your enquiry. We will get back to you within 24 hours.');
    const bad = await app.graphql(SUBMIT, { input: { ...valid, phone: '123' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please enter a valid phone number', extensions: { code: 'BAD_USER_INPUT', field: 'phone' } });
  });

  it(`limits one address to ${ENQUIRIES_PER_IP_PER_HOUR} enquiries an hour`, async () => {
    // Earlier tests already sent some from this address; fill up to the limit.
    while ((await enquiryCount()) < ENQUIRIES_PER_IP_PER_HOUR) {
      expect((await app.http.post('/api/enquiries').send(valid)).status).toBe(201);
    }
    const res = await app.http.post('/api/enquiries').send(valid);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many attempts. Please try again in 60 min.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await enquiryCount()).toBe(ENQUIRIES_PER_IP_PER_HOUR);
    expect(await mailCount()).toBe(ENQUIRIES_PER_IP_PER_HOUR);
    const gql = await app.graphql(SUBMIT, { input: valid });
    expect(gql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('counts submissions older than an hour no more', async () => {
    await app.db.query(`UPDATE enquiries SET created_at = now() - interval '61 minutes'`);
    // The hour ending, as every instance would see it in the shared counters.
    await app.db.query(`UPDATE rate_limits SET expire = 0`);
    expect((await app.http.post('/api/enquiries').send(valid)).status).toBe(201);
  });
});
