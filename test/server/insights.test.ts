import { randomBytes } from 'node:crypto';
import { addDays, addMonths, businessToday, daysBetween, monthStart } from '../../common/dates';
import { gql, signUp, signUpAdmin, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Staff insights: every figure of a fixture month computed by hand and compared with what the
 * server answers, over REST and GraphQL; the funnel counted when searches and villas are served,
 * cached answers included, at no SQL cost per request.
 */
let app: TestApp;
let admin: Account;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

const today = businessToday();
const thisMonth = monthStart(today);
/** The fixture month: six months ago, so neither it nor its last year meets the pace month checked below. */
const F = addMonths(thisMonth, -6);
const nextMonth = addMonths(F, 1);
const daysInF = daysBetween(F, nextMonth);
const lastDay = addDays(nextMonth, -1);

let villaA: string;
let villaB: string;
let seq = 0;

/** An order with one stay, straight into the tables: ordered at noon UTC of `ordered`. */
async function stay(villa: string, checkIn: string, checkOut: string, total: number, ordered: string, options: { cancelledOn?: string; paid?: number; refunded?: number } = {}) {
  seq += 1;
  const nights = daysBetween(checkIn, checkOut);
  const cancelled = options.cancelledOn !== undefined;
  const paid = options.paid ?? total;
  const [order] = await app.db.query(
    `INSERT INTO orders (order_number, idempotency_key, status, currency, stays_amount, total_amount, amount_paid, balance_amount, refunded_amount, lead_guest_name, lead_guest_email, created_at, cancelled_at)
     VALUES ($1, $2, $3, 'GBP', $4, $4, $5, $6, $7, 'Fixture Guest', 'fixture@example.com', $8::date + time '12:00' AT TIME ZONE 'UTC', $9::date + time '12:00' AT TIME ZONE 'UTC') RETURNING id`,
    [`FX${seq}-${randomBytes(3).toString('hex')}`, `fx-${seq}-${randomBytes(4).toString('hex')}`, cancelled ? 'cancelled' : 'confirmed', total, paid, cancelled ? 0 : total - paid, options.refunded ?? 0, ordered, options.cancelledOn ?? null],
  );
  await app.db.query(
    `INSERT INTO bookings (order_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email)
     VALUES ($1, $2, $3, $4, 2, $5, $6, $7, $8, 'Fixture Guest', 'fixture@example.com')`,
    [order.id, villa, checkIn, checkOut, Math.round(total / nights), nights, total, cancelled ? 'cancelled' : 'confirmed'],
  );
}

async function block(villa: string, checkIn: string, checkOut: string) {
  await app.db.query(
    `INSERT INTO bookings (property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email, kind, block_reason)
     VALUES ($1, $2, $3, 0, 0, $4, 0, 'confirmed', '', '', 'block', 'owner')`,
    [villa, checkIn, checkOut, daysBetween(checkIn, checkOut)],
  );
}

describe('insights of a fixture month', () => {
  beforeAll(async () => {
    villaA = (await createVilla(app.db, { title: 'Villa Alpha' })).id;
    villaB = (await createVilla(app.db, { title: 'Villa Beta' })).id;
    const villaC = (await createVilla(app.db, { title: 'Villa Elsewhere' })).id;
    await app.db.query(`INSERT INTO destinations (key, name, country_slug) VALUES ('insight-isle', 'Insight Isle', 'greece') ON CONFLICT (key) DO NOTHING`);
    await app.db.query(`UPDATE properties SET destination_key = 'insight-isle' WHERE id = ANY($1)`, [[villaA, villaB]]);

    // Villa A: 5 nights from two days before the month (3 in it) at 1,000/night, ordered 50 days before.
    await stay(villaA, addDays(F, -2), addDays(F, 3), 500000, addDays(F, -50));
    // Villa A: 7 nights from the 10th at 1,000/night, ordered on the 2nd (lead time 8 days).
    await stay(villaA, addDays(F, 9), addDays(F, 16), 700000, addDays(F, 1));
    // Villa A: cancelled on the 15th, 5 nights from the 20th; 2,000 paid, 1,500 refunded, 500 kept.
    await stay(villaA, addDays(F, 19), addDays(F, 24), 400000, addDays(F, 2), { cancelledOn: addDays(F, 14), paid: 200000, refunded: 150000 });
    // Villa B: blocked by the owner for 5 nights from the 5th.
    await block(villaB, addDays(F, 4), addDays(F, 9));
    // Villa B: 7 nights from 4 days before the month ends (4 in it) at 1,300/night, ordered on the 5th.
    await stay(villaB, addDays(nextMonth, -4), addDays(nextMonth, 3), 910000, addDays(F, 4));
    // A year before: villa A, 2 nights at 1,200/night, ordered on the 1st of that month.
    await stay(villaA, addDays(addMonths(F, -12), 9), addDays(addMonths(F, -12), 11), 240000, addMonths(F, -12));
    // Elsewhere (another destination): left out by the filter.
    await stay(villaC, addDays(F, 9), addDays(F, 12), 999900, addDays(F, 1));
  });

  it('answers occupancy, ADR, RevPAN, revenue, lead time, stay length and cancellations as computed by hand', async () => {
    const res = await admin.agent.get('/api/admin/insights').query({ from: F, to: lastDay, destination: 'insight-isle' });
    expect(res.status).toBe(200);
    const body = res.body;

    // Available: 2 villas × the month's days − 5 blocked nights. Booked: 3 + 7 + 4 nights (the cancelled stay does not count).
    const available = 2 * daysInF - 5;
    const booked = 3 + 7 + 4;
    // Rent of those nights: 3 × 1,000 + 7 × 1,000 + 4 × 1,300 (in pence).
    const rent = 3 * 100000 + 7 * 100000 + 4 * 130000;
    expect(body).toMatchObject({ currency: 'GBP', villas: 2, availableNights: available, blockedNights: 5, bookedNights: booked, rent });
    expect(body.occupancy).toBeCloseTo(booked / available, 10);
    expect(body.adr).toBe(Math.round(rent / booked));
    expect(body.revPan).toBe(Math.round(rent / available));

    // Booked by order date: the stays ordered in the month (7,000 + 9,100); earned: the rent of its nights. A year before: 2,400 both.
    expect(body.revenueByMonth).toEqual([{ month: F.slice(0, 7), booked: 700000 + 910000, earned: rent, bookedLastYear: 240000, earnedLastYear: 240000 }]);

    // Ordered in the month: lead 8 days (7–13) and daysInF − 8 days (14–29); both 7 nights.
    const lead = Object.fromEntries((body.leadTime as { label: string; count: number }[]).map((bar) => [bar.label, bar.count]));
    expect(lead).toEqual({ '0–6': 0, '7–13': 1, '14–29': 1, '30–59': 0, '60–89': 0, '90–179': 0, '180+': 0 });
    const length = Object.fromEntries((body.stayLength as { label: string; count: number }[]).map((bar) => [bar.label, bar.count]));
    expect(length).toEqual({ '1–3': 0, '4–6': 0, '7': 2, '8–13': 0, '14+': 0 });

    expect(body.cancellations).toEqual({ orders: 1, nights: 5, refundedAmount: 150000, keptAmount: 50000 });
    expect(body.funnel).toHaveLength(daysInF);
  });

  it('narrows to one villa, and answers the same over GraphQL', async () => {
    const res = await gql<{ insights: { villas: number; availableNights: number; bookedNights: number; rent: number; adr: number } }>(
      admin.agent,
      `query($range: InsightsRange!, $propertyId: ID) { insights(range: $range, propertyId: $propertyId) { villas availableNights bookedNights rent adr } }`,
      { range: { from: F, to: lastDay }, propertyId: villaB },
    );
    expect(res.errors).toBeUndefined();
    // Villa B alone: the month less its 5 blocked nights; 4 nights at 1,300.
    expect(res.data!.insights).toEqual({ villas: 1, availableNights: daysInF - 5, bookedNights: 4, rent: 520000, adr: 130000 });
  });

  it('compares booking pace with the same day last year', async () => {
    const paceMonth = addMonths(thisMonth, 2);
    const lastYearMonth = addMonths(paceMonth, -12);
    const yearAgo = addMonths(today, -12);
    // On the books now: 5 nights in the pace month.
    await stay(villaA, addDays(paceMonth, 4), addDays(paceMonth, 9), 500000, today);
    // A year earlier: 3 nights ordered before that day (counted); 4 ordered after it (not yet on the books then);
    // 2 nights cancelled after that day (on the books then); 6 cancelled before it (not).
    await stay(villaB, addDays(lastYearMonth, 0), addDays(lastYearMonth, 3), 300000, addDays(yearAgo, -10));
    await stay(villaB, addDays(lastYearMonth, 5), addDays(lastYearMonth, 9), 400000, addDays(yearAgo, 5));
    await stay(villaA, addDays(lastYearMonth, 12), addDays(lastYearMonth, 14), 200000, addDays(yearAgo, -20), { cancelledOn: addDays(yearAgo, 3), paid: 200000 });
    await stay(villaA, addDays(lastYearMonth, 16), addDays(lastYearMonth, 22), 600000, addDays(yearAgo, -30), { cancelledOn: addDays(yearAgo, -2), paid: 200000 });
    const res = await admin.agent.get('/api/admin/insights').query({ from: today, to: today, destination: 'insight-isle' });
    expect(res.status).toBe(200);
    expect(res.body.pace).toHaveLength(12);
    expect(res.body.pace[0].month).toBe(thisMonth.slice(0, 7));
    expect(res.body.pace[2]).toEqual({ month: paceMonth.slice(0, 7), nightsOnBooks: 5, nightsLastYear: 3 + 2 });
  });

  it('refuses a bad period or villa naming the field, and anyone but staff', async () => {
    const bad = await admin.agent.get('/api/admin/insights').query({ from: '2027-02-30', to: today });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('from');
    const backwards = await admin.agent.get('/api/admin/insights').query({ from: today, to: addDays(today, -1) });
    expect(backwards.body.field).toBe('to');
    const de = await admin.agent.get('/api/admin/insights').set('Accept-Language', 'de').query({ from: today, to: today, propertyId: 'nope' });
    expect(de.status).toBe(400);
    expect(de.body).toMatchObject({ field: 'propertyId', message: 'Geben Sie die Villa mit ihrer ID an.' });
    expect((await app.http.get('/api/admin/insights').query({ from: today, to: today })).status).toBe(401);
    const guest = await signUp(app);
    expect((await guest.agent.get('/api/admin/insights').query({ from: today, to: today })).status).toBe(403);
    const res = await gql(guest.agent, `query { insights(range: { from: "${today}", to: "${today}" }) { rent } }`);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the funnel', () => {
  const SEARCH = `query($filter: PropertyFilter, $page: PageInput) { properties(filter: $filter, page: $page) { totalCount items { id } } }`;

  async function funnelToday(): Promise<Record<string, number>> {
    const res = await admin.agent.get('/api/admin/insights').query({ from: today, to: today });
    expect(res.status).toBe(200);
    const { day: _day, ...counts } = res.body.funnel[0];
    return counts;
  }

  it('counts searches, villa views, basket additions, checkouts started and orders paid per day, as served over GraphQL and REST', async () => {
    const villa = await createVilla(app.db, { price: 400 });
    const before = await funnelToday();
    const visitor = app.agent();
    // Two searches, then page 2 of one (the same search) and the discounted list of the home page (not searches).
    await gql(visitor, SEARCH, { filter: { guests: 2 } });
    await visitor.get('/api/properties').query({ guests: 4 }).expect(200);
    await gql(visitor, SEARCH, { filter: { guests: 2 }, page: { offset: 12, limit: 12 } });
    await gql(visitor, SEARCH, { filter: { discounted: true } });
    // Two villa views.
    await gql(visitor, `query($id: ID!) { property(id: $id) { id } }`, { id: villa.id });
    await visitor.get(`/api/properties/${villa.id}`).expect(200);
    // A guest adds a stay and pays.
    const guest = await signUp(app);
    await guest.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(100), checkOut: inDays(104), guests: 2 }).expect(201);
    await guest.agent.post('/api/checkout').send(checkoutBody({ leadGuestEmail: guest.email })).expect(201);
    const after = await funnelToday();
    expect({
      search: after.search - before.search,
      villaView: after.villaView - before.villaView,
      basketAdd: after.basketAdd - before.basketAdd,
      checkoutStart: after.checkoutStart - before.checkoutStart,
      paid: after.paid - before.paid,
    }).toEqual({ search: 2, villaView: 2, basketAdd: 1, checkoutStart: 1, paid: 1 });
  });

  it('counts a search answered from the response cache, at no SQL statement per search', async () => {
    const cached = await startTestApp({ GRAPHQL_RESPONSE_CACHE: '60s', ...(app.config.databaseUrl ? { DATABASE_URL: app.config.databaseUrl } : {}) });
    try {
      const staff = cached === app ? admin : await signUpAdmin(cached);
      const read = async () => (await staff.agent.get('/api/admin/insights').query({ from: today, to: today })).body.funnel[0].search as number;
      const before = await read();
      const ask = () => cached.http.post('/graphql').set('Content-Type', 'application/json').send({ query: SEARCH, variables: { filter: { guests: 3 } } }).expect(200);
      // Kept when asked a second time (response-cache.ts).
      await ask();
      await ask();
      const statements = cached.sql.statementCount;
      for (let i = 0; i < 5; i += 1) await ask();
      // Answered from memory: no SQL at all, not even for counting.
      expect(cached.sql.statementCount - statements).toBe(0);
      expect((await read()) - before).toBe(7);
    } finally {
      await cached.close();
    }
  });
});
