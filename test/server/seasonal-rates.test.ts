/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL and REST answers are untyped in these tests */
import { addDays, businessToday, latestCheckIn } from '../../common/dates';
import { FROM_PRICE_MONTHS, weekdayOf } from '../../common/seasonal-pricing';
import { gql, signUp, signUpAdmin, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Seasonal prices and changeover days, over HTTP against a real database: staff set a
 * villa's seasons (validated, overlaps refused, audited), the basket and checkout price stays
 * night by night across a season boundary, and a changeover day refuses other arrival and
 * departure days in the visitor's language.
 */

let app: TestApp;
let admin: Account;
let customer: Account;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
  customer = await signUp(app);
});
afterAll(() => app.close());

/** The first day at least `days` from today that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(weekday: number, days = 60): string {
  let day = addDays(businessToday(), days);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

const putRates = (propertyId: string, body: unknown, agent = admin.agent) => agent.put(`/api/admin/properties/${propertyId}/rates`).send(body as object);

describe('PUT /api/admin/properties/:id/rates', () => {
  it("replaces the villa's seasons, answers them by first night and shows them on the villa", async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const summer = { from: inDays(100), to: inDays(190), weeklyPrice: 14000 };
    const spring = { from: inDays(60), to: inDays(100), weeklyPrice: 9100 };
    const res = await putRates(villa.id, [summer, spring]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([spring, summer]);

    const { data } = await gql<any>(customer.agent, `query($id: ID!) { property(id: $id) { price fromWeeklyPrice rates { from to weeklyPrice } } }`, { id: villa.id });
    expect(data.property).toEqual({ price: 7000, fromWeeklyPrice: 7000, rates: [spring, summer] });
    expect((await admin.agent.get(`/api/admin/properties/${villa.id}`)).body.rates).toEqual([spring, summer]);

    // A second PUT replaces them all; an empty list removes them.
    expect((await putRates(villa.id, [summer])).body).toEqual([summer]);
    expect((await putRates(villa.id, [])).body).toEqual([]);
    const after = await gql<any>(customer.agent, `query($id: ID!) { property(id: $id) { rates { from } } }`, { id: villa.id });
    expect(after.data.property.rates).toEqual([]);
  });

  it('names the field at fault in the request language and changes nothing', async () => {
    const villa = await createVilla(app.db);
    const kept = { from: inDays(60), to: inDays(90), weeklyPrice: 8000 };
    await putRates(villa.id, [kept]).expect(200);

    const cases: [unknown, string, string][] = [
      [[kept, { from: '2031-02-30', to: inDays(120), weeklyPrice: 9000 }], 'rates.1.from', 'rates.1.from must be a date (YYYY-MM-DD).'],
      [[kept, { from: inDays(100), weeklyPrice: 9000 }], 'rates.1.to', 'rates.1.to is required.'],
      [[{ ...kept, weeklyPrice: 0 }], 'rates.0.weeklyPrice', 'rates.0.weeklyPrice must be at least 1.'],
      [[{ ...kept, weeklyPrice: 12.5 }], 'rates.0.weeklyPrice', 'rates.0.weeklyPrice must be a whole number.'],
      [[kept, { from: inDays(120), to: inDays(120), weeklyPrice: 9000 }], 'rates.1.to', `rates.1.to must be after the first night (${inDays(120)}): a season ends on the day after its last night.`],
      [{ from: inDays(120) }, 'rates', 'rates must be a list.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await putRates(villa.id, body);
      expect([res.status, res.body.field, res.body.message]).toEqual([400, field, message]);
    }
    const german = await putRates(villa.id, [{ ...kept, weeklyPrice: -5 }], admin.agent).set('Accept-Language', 'de');
    expect(german.body.message).toBe('rates.0.weeklyPrice muss mindestens 1 sein.');
    expect((await admin.agent.get(`/api/admin/properties/${villa.id}`)).body.rates).toEqual([kept]);
  });

  it('refuses overlapping seasons with a 409 naming the later one; back-to-back seasons are fine', async () => {
    const villa = await createVilla(app.db);
    const first = { from: inDays(60), to: inDays(90), weeklyPrice: 8000 };
    const res = await putRates(villa.id, [first, { from: inDays(89), to: inDays(120), weeklyPrice: 9000 }]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ field: 'rates.1.from', message: `rates.1.from: this season overlaps rates.0 (${first.from} to ${first.to}). Seasons of a villa cannot share a night.` });
    expect((await admin.agent.get(`/api/admin/properties/${villa.id}`)).body.rates).toEqual([]);

    await putRates(villa.id, [first, { from: inDays(90), to: inDays(120), weeklyPrice: 9000 }]).expect(200);
  });

  it('keeps the no-overlap rule in the database too', async () => {
    const villa = await createVilla(app.db);
    await app.db.query(`INSERT INTO property_rates (property_id, starts_on, ends_on, weekly_price) VALUES ($1, $2, $3, 8000)`, [villa.id, inDays(60), inDays(90)]);
    await expect(app.db.query(`INSERT INTO property_rates (property_id, starts_on, ends_on, weekly_price) VALUES ($1, $2, $3, 9000)`, [villa.id, inDays(80), inDays(100)])).rejects.toThrow(/property_rates_no_overlap/);
    await expect(app.db.query(`INSERT INTO property_rates (property_id, starts_on, ends_on, weekly_price) VALUES ($1, $2, $2, 9000)`, [villa.id, inDays(200)])).rejects.toThrow(/property_rates_dates/);
    await expect(app.db.query(`INSERT INTO property_rates (property_id, starts_on, ends_on, weekly_price) VALUES ($1, $2, $3, 0)`, [villa.id, inDays(200), inDays(210)])).rejects.toThrow(/property_rates_price/);
  });

  it('answers 401 to visitors, 403 to customers and 404 for an unknown villa', async () => {
    const villa = await createVilla(app.db);
    const body = [{ from: inDays(60), to: inDays(90), weeklyPrice: 8000 }];
    expect((await putRates(villa.id, body, app.agent())).status).toBe(401);
    expect((await putRates(villa.id, body, customer.agent)).status).toBe(403);
    expect((await putRates('00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
  });

  it('records the seasons before and after in the audit log', async () => {
    const villa = await createVilla(app.db);
    const first = { from: inDays(60), to: inDays(90), weeklyPrice: 8000 };
    const second = { from: inDays(90), to: inDays(120), weeklyPrice: 9500 };
    await putRates(villa.id, [first]).expect(200);
    await putRates(villa.id, [first, second]).expect(200);
    const { data } = await gql<any>(admin.agent, `query($id: ID!) { auditLog(filter: { targetId: $id }) { items { action changes { field before after } } } }`, { id: villa.id });
    const [latest] = data.auditLog.items;
    expect(latest.action).toBe('PROPERTY_RATES_SET');
    expect(latest.changes.map((c: any) => ({ field: c.field, before: JSON.parse(c.before), after: JSON.parse(c.after) }))).toEqual([{ field: 'rates', before: [first], after: [first, second] }]);
    expect(data.auditLog.items).toHaveLength(2);
  });
});

describe('setPropertyRates (GraphQL)', () => {
  it('replaces the seasons and names a bad field like REST', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const mutation = `mutation($input: SetPropertyRatesInput!) { setPropertyRates(input: $input) { id rates { from to weeklyPrice } } }`;
    const low = { from: inDays(60), to: inDays(90), weeklyPrice: 3500 };
    const ok = await gql<any>(admin.agent, mutation, { input: { propertyId: villa.id, rates: [low] } });
    expect(ok.data.setPropertyRates.rates).toEqual([low]);
    const bad = await gql<any>(admin.agent, mutation, { input: { propertyId: villa.id, rates: [low, { ...low, from: 'soon' }] } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'rates.1.from must be a date (YYYY-MM-DD).', extensions: { code: 'BAD_USER_INPUT', field: 'rates.1.from' } });
    const customerTry = await gql<any>(customer.agent, mutation, { input: { propertyId: villa.id, rates: [] } });
    expect(customerTry.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // Search cards' "from": the lowest weekly price of the next 12 months.
    const card = await gql<any>(customer.agent, `query($id: ID!) { property(id: $id) { fromWeeklyPrice } }`, { id: villa.id });
    expect(card.data.property.fromWeeklyPrice).toBe(3500);
  });
});

describe('search cards', () => {
  it('read fromWeeklyPrice and rates with the page of villas, in its one statement, whatever its size', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const villa = await createVilla(app.db, { price: 8000 });
      ids.push(villa.id);
      await putRates(villa.id, [{ from: inDays(60), to: inDays(90), weeklyPrice: 5000 + i }]).expect(200);
    }
    async function extraStatements(limit: number): Promise<number> {
      const before = app.sql.statementCount;
      await gql(customer.agent, `query($limit: Int!) { properties(page: { limit: $limit }, sort: NEWEST) { items { id } } }`, { limit });
      const base = app.sql.statementCount - before;
      const start = app.sql.statementCount;
      const res = await gql<any>(customer.agent, `query($limit: Int!) { properties(page: { limit: $limit }, sort: NEWEST) { items { id fromWeeklyPrice rates { from } } } }`, { limit });
      expect(res.errors).toBeUndefined();
      if (limit >= 20) {
        // The four newest villas have a season: its price is their "from", and they list it.
        const seasonal = res.data.properties.items.filter((item: { id: string; rates: unknown[] }) => ids.includes(item.id) && item.rates.length === 1);
        expect(seasonal.map((item: { fromWeeklyPrice: number }) => item.fromWeeklyPrice).sort()).toEqual([5000, 5001, 5002, 5003]);
      }
      return app.sql.statementCount - start - base;
    }
    // The seasons come in the page's own statement.
    expect(await extraStatements(2)).toBe(0);
    expect(await extraStatements(20)).toBe(0);
  });
});

describe('search cards without their seasons', () => {
  it('read each card\'s from-price in the page\'s statement, by the same rule as one villa\'s, at the edges of the coming 12 months', async () => {
    const today = businessToday();
    const end = latestCheckIn(today, FROM_PRICE_MONTHS);
    // [seasons as [first night, end, weekly price]], and the from-price expected of a villa at 8,000 a week.
    const cases: [[string, string, number][], number][] = [
      [[], 8000],
      [[[addDays(today, 60), addDays(today, 90), 5000]], 5000],
      [[[addDays(today, -30), today, 4000]], 8000], // ended: its last night was yesterday
      [[[addDays(today, -30), addDays(today, 1), 4000]], 4000], // tonight is in it
      [[[end, addDays(end, 30), 3000]], 8000], // starts when the 12 months end
      [[[addDays(end, -1), addDays(end, 30), 3000]], 3000], // its first night is the last of the 12 months
      [[[addDays(today, 10), addDays(today, 20), 9000], [addDays(today, 20), addDays(today, 30), 7500]], 7500],
    ];
    const ids: string[] = [];
    for (const [seasons] of cases) {
      const villa = await createVilla(app.db, { price: 8000 });
      ids.push(villa.id);
      for (const [from, to, price] of seasons) await app.db.query('INSERT INTO property_rates (property_id, starts_on, ends_on, weekly_price) VALUES ($1, $2, $3, $4)', [villa.id, from, to, price]);
    }
    const before = app.sql.statementCount;
    const page = await gql<any>(customer.agent, `query($limit: Int!) { properties(page: { limit: $limit }, sort: NEWEST) { items { id fromWeeklyPrice } } }`, { limit: 50 });
    expect(page.errors).toBeUndefined();
    expect(app.sql.statementCount - before).toBe(1);
    const listed = new Map<string, number>(page.data.properties.items.map((item: { id: string; fromWeeklyPrice: number }) => [item.id, item.fromWeeklyPrice]));
    for (const [i, id] of ids.entries()) {
      const one = await gql<any>(customer.agent, `query($id: ID!) { property(id: $id) { fromWeeklyPrice } }`, { id });
      expect({ case: i, listed: listed.get(id), one: one.data.property.fromWeeklyPrice }).toEqual({ case: i, listed: cases[i][1], one: cases[i][1] });
    }
  });
});

describe('pricing a stay across a season boundary', () => {
  it('prices the basket night by night and checkout charges the same total', async () => {
    const villa = await createVilla(app.db, { price: 7000 }); // 1000 a night
    // The season starts 3 nights into the stay: 3 nights at 1000, 4 at 2000.
    const checkIn = inDays(70);
    await putRates(villa.id, [{ from: addDays(checkIn, 3), to: addDays(checkIn, 40), weeklyPrice: 14000 }]).expect(200);
    const buyer = await signUp(app);
    const added = await buyer.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn, checkOut: addDays(checkIn, 7), guests: 2 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ totalNights: 7, totalPrice: 11000, pricePerNight: Math.round(11000 / 7) });
    const cart = await gql<any>(buyer.agent, '{ cart { total items { totalPrice } } }');
    expect(cart.data.cart).toEqual({ total: 11000, items: [{ totalPrice: 11000 }] });

    const quote = await buyer.agent.post('/api/checkout/quote').send({ paymentOption: 'full' });
    expect(quote.body.totalAmount).toBe(11000 * 100);
    const paid = await buyer.agent.post('/api/checkout').send(checkoutBody());
    expect(paid.status).toBe(201);
    expect(paid.body.order.totalAmount).toBe(11000 * 100);
  });
});

describe('changeover day', () => {
  it('is set and cleared through the villa editor fields (REST changeoverDay)', async () => {
    const villa = await createVilla(app.db);
    const set = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ changeoverDay: 6 });
    expect([set.status, set.body.changeoverDay]).toEqual([200, 6]);
    const bad = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ changeoverDay: 7 });
    expect([bad.status, bad.body.field, bad.body.message]).toEqual([400, 'changeoverDay', 'changeoverDay must be at most 6.']);
    const cleared = await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ changeoverDay: null });
    expect(cleared.body.changeoverDay).toBeNull();
  });

  it('refuses a basket stay that does not arrive and leave on the changeover day, in the visitor language', async () => {
    const villa = await createVilla(app.db);
    await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ changeoverDay: 6 }).expect(200);
    const saturday = nextWeekday(6);
    const visitor = app.agent();
    const wrongIn = await visitor.post('/api/cart/items').send({ propertyId: villa.id, checkIn: addDays(saturday, 1), checkOut: addDays(saturday, 7), guests: 2 });
    expect([wrongIn.status, wrongIn.body.field, wrongIn.body.message]).toEqual([400, 'checkIn', 'checkIn: this villa changes over on Saturdays only. Please arrive and leave on a Saturday.']);
    const wrongOut = await visitor.post('/api/cart/items').set('Accept-Language', 'de').send({ propertyId: villa.id, checkIn: saturday, checkOut: addDays(saturday, 6), guests: 2 });
    expect([wrongOut.status, wrongOut.body.field, wrongOut.body.message]).toEqual([400, 'checkOut', 'checkOut: Bei dieser Villa ist der Wechseltag Samstag. Bitte reisen Sie an einem Samstag an und ab.']);
    expect((await visitor.get('/api/cart')).body.items).toEqual([]);
    await visitor.post('/api/cart/items').send({ propertyId: villa.id, checkIn: saturday, checkOut: addDays(saturday, 14), guests: 2 }).expect(201);
  });

  it('is checked again at checkout when the villa got a changeover day after the stay was added', async () => {
    const villa = await createVilla(app.db);
    const buyer = await signUp(app);
    const sunday = nextWeekday(0);
    await buyer.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: sunday, checkOut: addDays(sunday, 7), guests: 2 }).expect(201);
    await admin.agent.patch(`/api/admin/properties/${villa.id}`).send({ changeoverDay: 6 }).expect(200);
    const res = await buyer.agent.post('/api/checkout').send(checkoutBody());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`${villa.title} changes over on Saturdays only: please change the dates of this stay so that it starts and ends on a Saturday.`);
    expect(Number((await app.db.query(`SELECT count(*) AS n FROM bookings WHERE property_id = $1`, [villa.id]))[0].n)).toBe(0);
  });
});
