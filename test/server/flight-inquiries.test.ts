import { ENQUIRIES_PER_IP_PER_HOUR, MIN_PASSENGERS } from '../../common/constants';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A date `days` from today, YYYY-MM-DD. */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const valid = {
  name: 'Jo Bloggs',
  email: 'jo@example.com',
  phone: '+44 20 7946 0000',
  passengers: 3,
  departureCountry: 'United Kingdom',
  departureCity: 'London',
  destinationCountry: 'Greece',
  destinationCity: 'Corfu',
  departureDate: inDays(30),
  returnDate: inDays(37),
  message: 'Window seats please',
};

const SUBMIT = `mutation($input: FlightInquiryInput!) { submitFlightInquiry(input: $input) { message } }`;
const THANKS = 'Thank you! Your flight inquiry has been received. Our travel team will contact you within 24 hours.';

async function inquiryCount(): Promise<number> {
  const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM flight_inquiries`);
  return count;
}

describe('POST /api/flight-inquiries', () => {
  it('persists a valid inquiry and answers 201 with a translated message', async () => {
    const res = await app.http.post('/api/flight-inquiries').send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: THANKS });
    const [row] = await app.db.query(`SELECT name, passengers, departure_city, destination_city, departure_date::text AS dep, return_date::text AS ret, message FROM flight_inquiries`);
    expect(row).toEqual({ name: 'Jo Bloggs', passengers: 3, departure_city: 'London', destination_city: 'Corfu', dep: valid.departureDate, ret: valid.returnDate, message: 'Window seats please' });
  });

  it('e-mails the staff address from the company config through the outbox', async () => {
    const mails = await app.db.query(`SELECT kind, to_address, subject, text_body FROM mail_outbox`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'flight-inquiry', to_address: app.config.company.email, subject: 'New flight inquiry from Jo Bloggs: London to Corfu' });
    for (const value of Object.values(valid)) expect(mails[0].text_body).toContain(String(value));
  });

  it('takes the message as optional, passengers as 1 by default, and a return on the departure day', async () => {
    const { message: _message, passengers: _passengers, ...rest } = valid;
    const res = await app.http.post('/api/flight-inquiries').set('Accept-Language', 'de').send({ ...rest, returnDate: rest.departureDate });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Vielen Dank! Ihre Fluganfrage ist eingegangen. Unser Reiseteam meldet sich innerhalb von 24 Stunden bei Ihnen.');
    const [row] = await app.db.query(`SELECT passengers, message FROM flight_inquiries ORDER BY created_at DESC LIMIT 1`);
    expect(row).toEqual({ passengers: MIN_PASSENGERS, message: null });
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['email', 'jo@', 'Please enter a valid email'],
    ['phone', '0123', 'Please enter a valid phone number'],
    ['passengers', 0, 'Please enter at least 1 passenger'],
    ['passengers', 1.5, 'Please enter at least 1 passenger'],
    ['passengers', 'two', 'Please enter at least 1 passenger'],
    ['passengers', 51, 'Please enter at most 50 passengers'],
    ['departureCountry', '', 'Please enter the departure country'],
    ['departureCity', '   ', 'Please enter the departure city'],
    ['destinationCountry', undefined, 'Please enter the destination country'],
    ['destinationCity', '', 'Please enter the destination city'],
    ['departureDate', '', 'Please select a departure date'],
    ['departureDate', '2030-02-30', 'Please select a departure date'],
    ['returnDate', '12/01/2031', 'Please select a return date'],
    ['departureDate', inDays(0), 'The departure date must be in the future'],
    ['departureDate', inDays(-3), 'The departure date must be in the future'],
    ['returnDate', inDays(29), 'The return date must be on or after the departure date'],
  ])('rejects %s = %p with 400 naming the field, and stores nothing', async (field, value, message) => {
    const before = await inquiryCount();
    const res = await app.http.post('/api/flight-inquiries').send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field, code: 'BAD_USER_INPUT' });
    expect(await inquiryCount()).toBe(before);
    const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM mail_outbox`);
    expect(count).toBe(before);
  });

  it('accepts passengers sent as a numeric string (form posts)', async () => {
    const res = await app.http.post('/api/flight-inquiries').send({ ...valid, passengers: '2' });
    expect(res.status).toBe(201);
  });

  it('GraphQL submits and validates the same way, in German too', async () => {
    const ok = await app.graphql<{ submitFlightInquiry: { message: string } }>(SUBMIT, { input: valid });
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.submitFlightInquiry.message).toBe(THANKS);
    const bad = await app.graphql(SUBMIT, { input: { ...valid, returnDate: inDays(1) } }, { 'Accept-Language': 'de' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Das Rückflugdatum darf nicht vor dem Abflugdatum liegen', extensions: { code: 'BAD_USER_INPUT', field: 'returnDate' } });
    const zero = await app.graphql(SUBMIT, { input: { ...valid, passengers: 0 } });
    expect(zero.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'passengers' });
  });

  it(`limits one address to ${ENQUIRIES_PER_IP_PER_HOUR} flight inquiries an hour`, async () => {
    while ((await inquiryCount()) < ENQUIRIES_PER_IP_PER_HOUR) {
      expect((await app.http.post('/api/flight-inquiries').send(valid)).status).toBe(201);
    }
    const res = await app.http.post('/api/flight-inquiries').send(valid);
    expect(res.status).toBe(429);
    expect(await inquiryCount()).toBe(ENQUIRIES_PER_IP_PER_HOUR);
  });
});
