/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL and REST answers are untyped in these tests */
import { randomBytes } from 'node:crypto';
import { addDays, addMonths, businessToday } from '../../common/dates';
import { bookableStays, monthCheckIns } from '../../common/bookable-stays';
import { weekdayOf } from '../../common/seasonal-pricing';
import { gql, signUp, type Account } from '../helpers/accounts';
import { createVilla } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Flexible dates, the price calendar and the nearest free stays, over HTTP against a real
 * database: only bookable stays are offered (changeover day, minimum stay, bookings and
 * blocks, guests), each at the total the basket then charges, and bad input is named in the
 * visitor's language.
 */

let app: TestApp;
let customer: Account;

beforeAll(async () => {
  app = await startTestApp();
  customer = await signUp(app);
});
afterAll(() => app.close());

/** A month three months ahead: inside the lead time and the horizon. */
const month = addMonths(businessToday(), 3).slice(0, 7);
const saturdaysOf = (yyyyMm: string) => {
  const days: string[] = [];
  for (let day = `${yyyyMm}-01`; day.startsWith(yyyyMm); day = addDays(day, 1)) if (weekdayOf(day) === 6) days.push(day);
  return days;
};

interface VillaFields {
  price?: number;
  sleeps?: number;
  minNights?: number;
  changeoverDay?: number | null;
}

/** A villa in a place of its own (`place` is the location word the tests search). */
async function villa(place: string, fields: VillaFields = {}) {
  const created = await createVilla(app.db, { price: fields.price ?? 7000, sleeps: fields.sleeps ?? 6, minNights: fields.minNights ?? 1 });
  await app.db.query('UPDATE properties SET location = $2, changeover_day = $3 WHERE id = $1', [created.id, `${place}, Corfu`, fields.changeoverDay ?? null]);
  return created;
}

async function block(propertyId: string, from: string, to: string) {
  await app.db.query(
    `INSERT INTO bookings (kind, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email, block_reason)
     VALUES ('block', $1, $2, $3, 0, 0, ($3::date - $2::date), 0, 'confirmed', '', '', 'maintenance')`,
    [propertyId, from, to],
  );
}

async function season(propertyId: string, from: string, to: string, weeklyPrice: number) {
  await app.db.query('INSERT INTO property_rates (property_id, starts_on, ends_on, weekly_price) VALUES ($1, $2, $3, $4)', [propertyId, from, to, weeklyPrice]);
}

/** What the basket charges for a stay (whole units), from a fresh visitor's basket. */
async function basketTotal(propertyId: string, checkIn: string, checkOut: string): Promise<number> {
  const res = await app.agent().post('/api/cart/items').send({ propertyId, checkIn, checkOut, guests: 2 });
  expect(res.status).toBe(201);
  return res.body.totalPrice;
}

const place = () => `Flex${randomBytes(3).toString('hex')}`;

describe('flexible search (GET /api/properties?month=&nights=)', () => {
  it('returns only villas with a bookable stay in the month, each with its stays at the basket total', async () => {
    const where = place();
    const saturdays = saturdaysOf(month);
    const weekly = await villa(where, { changeoverDay: 6, minNights: 7, price: 7000 });
    // A season over the second Saturday's week: priced night by night.
    await season(weekly.id, addDays(saturdays[1], 3), addDays(saturdays[1], 10), 14000);
    await block(weekly.id, saturdays[0], saturdays[1]);
    const anyDay = await villa(where, { price: 3500 });
    const blocked = await villa(where);
    await block(blocked.id, addDays(`${month}-01`, -30), addDays(`${month}-01`, 70));
    await villa(where, { minNights: 14 });
    const small = await villa(where, { sleeps: 4 });
    // With a Saturday changeover only whole weeks are possible.
    const tenNights = await villa(where, { changeoverDay: 6 });

    const res = await app.http.get('/api/properties').query({ location: where, month, nights: 7, guests: 6 });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((item: any) => [item.id, item]));
    expect(new Set(byId.keys())).toEqual(new Set([weekly.id, anyDay.id, tenNights.id]));

    const weeklyStays = (byId.get(weekly.id) as any).stays;
    expect(weeklyStays.map((s: any) => s.checkIn)).toEqual(saturdays.slice(1, 6));
    for (const stay of weeklyStays) {
      expect(stay).toMatchObject({ checkOut: addDays(stay.checkIn, 7), currency: 'GBP' });
      expect(stay.total).toBe(await basketTotal(weekly.id, stay.checkIn, stay.checkOut));
    }
    // 3 nights at 1000 and 4 at 2000.
    expect(weeklyStays[0].total).toBe(11000);
    const anyDayStays = (byId.get(anyDay.id) as any).stays;
    expect(anyDayStays.map((s: any) => s.checkIn)).toEqual([0, 1, 2, 3, 4].map((i) => addDays(`${month}-01`, i)));
    expect(anyDayStays[0].total).toBe(3500);

    const tenRes = await app.http.get('/api/properties').query({ location: where, month, nights: 10 });
    // Ten nights: not where guests change over on Saturdays; any party size without `guests`.
    expect(tenRes.body.map((item: any) => item.id).sort()).toEqual([anyDay.id, small.id].sort());
  });

  it('finds exactly the villas with a bookable stay in the month, over random bookings and changeover days', async () => {
    // A seeded draw, so that a failure can be run again.
    let seed = 20261207;
    const draw = (below: number) => ((seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0), (seed >>> 8) % below);
    const where = place();
    const window = { today: businessToday(), horizonMonths: app.config.bookingHorizonMonths };
    const monthStart = `${month}-01`;
    const villas: { id: string; rules: { changeoverDay: number | null; minNights: number }; taken: { checkIn: string; checkOut: string }[] }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const rules = { changeoverDay: draw(3) === 0 ? draw(7) : null, minNights: 1 + draw(4) };
      const created = await villa(where, rules);
      // Up to seven bookings from ten days before the month to three weeks after it, apart from one another.
      const cuts = [...new Set(Array.from({ length: 2 * draw(8) }, () => draw(62) - 10))].sort((a, b) => a - b);
      const taken: { checkIn: string; checkOut: string }[] = [];
      for (let c = 0; c + 1 < cuts.length; c += 2) {
        taken.push({ checkIn: addDays(monthStart, cuts[c]), checkOut: addDays(monthStart, cuts[c + 1]) });
        await block(created.id, taken[taken.length - 1].checkIn, taken[taken.length - 1].checkOut);
      }
      villas.push({ id: created.id, rules, taken });
    }
    const checkIns = monthCheckIns(month, window)!;
    for (const nights of [7, 4, 3, 10, 14]) {
      const expected = villas.filter((v) => bookableStays(checkIns.from, checkIns.to, nights, v.rules, window, v.taken, 1).length > 0).map((v) => v.id);
      const res = await app.agent().get('/api/properties').query({ location: where, month, nights, limit: 50 });
      expect(res.status).toBe(200);
      expect(res.body.map((v: any) => v.id).sort()).toEqual(expected.sort());
    }
  });

  it('answers the same through the GraphQL filter { month, nights }, combined with the other filters', async () => {
    const where = place();
    const one = await villa(where, { changeoverDay: 6, price: 7700 });
    await villa(where, { sleeps: 2 });
    const { data, errors } = await gql<any>(
      customer.agent,
      `query($filter: PropertyFilter) { properties(filter: $filter) { totalCount items { id stays { checkIn checkOut total currency } } } }`,
      { filter: { location: where, month, nights: 14, guests: 5 } },
    );
    expect(errors).toBeUndefined();
    expect(data.properties.totalCount).toBe(1);
    const [item] = data.properties.items;
    expect(item.id).toBe(one.id);
    const saturdays = saturdaysOf(month);
    expect(item.stays).toEqual(saturdays.slice(0, 5).map((checkIn) => ({ checkIn, checkOut: addDays(checkIn, 14), total: 15400, currency: 'GBP' })));
  });

  it('reads a flexible page in the same number of statements whatever its size', async () => {
    const where = place();
    for (let i = 0; i < 8; i += 1) await villa(where);
    const statements = async (limit: number) => {
      const before = app.sql.statementCount;
      const { errors } = await gql<any>(customer.agent, `query($filter: PropertyFilter, $limit: Int!) { properties(filter: $filter, page: { limit: $limit }) { items { id stays { total } } } }`, {
        filter: { location: where, month, nights: 7 },
        limit,
      });
      expect(errors).toBeUndefined();
      return app.sql.statementCount - before;
    };
    expect(await statements(2)).toBe(await statements(8));
  });

  it('names a bad month or length in the request language and offers nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ month: '2027-13' }, 'month', 'month must be a month (YYYY-MM), e.g. 2027-07.'],
      [{ month: 'July' }, 'month', 'month must be a month (YYYY-MM), e.g. 2027-07.'],
      [{ month, nights: 91 }, 'nights', 'nights must be at most 90.'],
      [{ month, nights: 0 }, 'nights', 'nights must be at least 1.'],
      [{ month, checkIn: `${month}-10` }, 'month', 'month: search either by a month (flexible dates) or by a check-in date, not both.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await app.http.get('/api/properties').query(query);
      expect([res.status, res.body.field, res.body.message]).toEqual([400, field, message]);
    }
    const german = await app.http.get('/api/properties').query({ month: '2027-7' }).set('Accept-Language', 'de');
    expect([german.status, german.body.message]).toEqual([400, 'month muss ein Monat sein (JJJJ-MM), z. B. 2027-07.']);
    const graph = await gql<any>(customer.agent, `query { properties(filter: { month: "2027-00" }) { totalCount } }`);
    expect(graph.errors?.[0]).toMatchObject({ message: 'month must be a month (YYYY-MM), e.g. 2027-07.', extensions: { code: 'BAD_USER_INPUT', field: 'month' } });
  });

  it('finds nothing for a month past the booking horizon', async () => {
    const where = place();
    await villa(where);
    const far = addMonths(businessToday(), 30).slice(0, 7);
    const res = await app.http.get('/api/properties').query({ location: where, month: far });
    expect([res.status, res.body]).toEqual([200, []]);
  });
});

describe('price calendar (GET /api/properties/:id/price-calendar)', () => {
  it('lists weeks from the changeover day, booked weeks without a price, free ones at the basket total', async () => {
    const where = place();
    const one = await villa(where, { changeoverDay: 6, price: 7000 });
    const [first] = saturdaysOf(month);
    await block(one.id, addDays(first, 7), addDays(first, 14));
    await season(one.id, addDays(first, 14), addDays(first, 21), 10500);
    const res = await app.http.get(`/api/properties/${one.id}/price-calendar`).query({ from: addDays(first, -3), weeks: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { checkIn: first, checkOut: addDays(first, 7), available: true, total: 7000, currency: 'GBP' },
      { checkIn: addDays(first, 7), checkOut: addDays(first, 14), available: false, total: null, currency: 'GBP' },
      { checkIn: addDays(first, 14), checkOut: addDays(first, 21), available: true, total: 10500, currency: 'GBP' },
      { checkIn: addDays(first, 21), checkOut: addDays(first, 28), available: true, total: 7000, currency: 'GBP' },
    ]);
    expect(await basketTotal(one.id, addDays(first, 14), addDays(first, 21))).toBe(10500);

    // A year by default, from the earliest arrival, through GraphQL too.
    const { data } = await gql<any>(customer.agent, `query($id: ID!) { property(id: $id) { priceCalendar { checkIn available total } } }`, { id: one.id });
    expect(data.property.priceCalendar).toHaveLength(52);
    expect(data.property.priceCalendar.every((week: any) => weekdayOf(week.checkIn) === 6)).toBe(true);
  });

  it('names bad input and answers 404 for an unknown villa', async () => {
    const one = await villa(place());
    const weeks = await app.http.get(`/api/properties/${one.id}/price-calendar`).query({ weeks: 0 });
    expect([weeks.status, weeks.body.field, weeks.body.message]).toEqual([400, 'weeks', 'weeks must be at least 1.']);
    const from = await app.http.get(`/api/properties/${one.id}/price-calendar`).query({ from: '2027-02-30' }).set('Accept-Language', 'de');
    expect([from.status, from.body.field]).toEqual([400, 'from']);
    expect(from.body.message).toMatch(/^from /);
    expect((await app.http.get('/api/properties/00000000-0000-4000-8000-000000000000/price-calendar')).status).toBe(404);
  });
});

describe('nearest free stays (GET /api/properties/:id/alternatives)', () => {
  it('offers the three nearest bookable stays of the same length, nearest first, at the basket total', async () => {
    const one = await villa(place(), { changeoverDay: 6, price: 7000 });
    const saturdays = saturdaysOf(month);
    const wanted = saturdays[2];
    await block(one.id, wanted, addDays(wanted, 7));
    // The week after is taken too: the third nearest is two weeks before.
    await block(one.id, addDays(wanted, 7), addDays(wanted, 14));
    const res = await app.http.get(`/api/properties/${one.id}/alternatives`).query({ checkIn: wanted, checkOut: addDays(wanted, 7) });
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.checkIn)).toEqual([addDays(wanted, -7), addDays(wanted, -14), addDays(wanted, 14)]);
    for (const stay of res.body) expect(stay.total).toBe(await basketTotal(one.id, stay.checkIn, stay.checkOut));

    const { data } = await gql<any>(customer.agent, `query($id: ID!, $in: String!, $out: String!) { property(id: $id) { alternativeStays(checkIn: $in, checkOut: $out) { checkIn total } } }`, {
      id: one.id,
      in: wanted,
      out: addDays(wanted, 7),
    });
    expect(data.property.alternativeStays.map((s: any) => s.checkIn)).toEqual(res.body.map((s: any) => s.checkIn));
  });

  it('names the field at fault', async () => {
    const one = await villa(place());
    const backwards = await app.http.get(`/api/properties/${one.id}/alternatives`).query({ checkIn: `${month}-10`, checkOut: `${month}-05` });
    expect([backwards.status, backwards.body.field, backwards.body.message]).toEqual([400, 'checkOut', 'Check-out date must be after check-in date']);
    const missing = await app.http.get(`/api/properties/${one.id}/alternatives`).query({ checkIn: `${month}-10` });
    expect([missing.status, missing.body.field]).toEqual([400, 'checkOut']);
  });
});
