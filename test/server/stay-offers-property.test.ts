import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { addDays, addMonths, businessToday } from '../../common/dates';
import { signUp, type Account } from '../helpers/accounts';
import { checkoutBody, createVilla } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Totals agree everywhere, over random villas, seasons, blocks and dates: every stay that flexible
 * search, the price calendar or the nearest free stays offer can be put in the basket at exactly
 * the total shown, and checkout charges that total; every week the calendar calls unavailable is
 * refused by the basket. One database; each run makes a villa of its own.
 */

/** Runs per CI build: enough variety, a modest runtime (about 20 requests a run). */
const RUNS = Number(process.env.STAY_OFFERS_PROPERTY_RUNS ?? 25);

let app: TestApp;
let buyer: Account;

beforeAll(async () => {
  app = await startTestApp();
  buyer = await signUp(app);
});
afterAll(() => app.close());

const today = businessToday();

/** Disjoint half-open day ranges [from, to) as offsets from today, from sorted distinct cut points. */
const ranges = (min: number, max: number, maxRanges: number) =>
  fc.uniqueArray(fc.integer({ min, max }), { maxLength: maxRanges * 2 }).map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) pairs.push([sorted[i], sorted[i + 1]]);
    return pairs;
  });

const scenario = fc.record({
  price: fc.integer({ min: 100, max: 30_000 }),
  changeoverDay: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  minNights: fc.integer({ min: 1, max: 10 }),
  seasons: ranges(0, 220, 3).chain((spans) => fc.tuple(fc.constant(spans), fc.array(fc.integer({ min: 100, max: 40_000 }), { minLength: spans.length, maxLength: spans.length }))),
  blocks: ranges(0, 220, 3),
  monthAhead: fc.integer({ min: 0, max: 5 }),
  nights: fc.integer({ min: 1, max: 14 }),
  calendarFrom: fc.integer({ min: 0, max: 160 }),
  wantedIn: fc.integer({ min: 10, max: 160 }),
  wantedNights: fc.integer({ min: 1, max: 14 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const OFFERED_EVERYWHERE: Scenario = {
  price: 2_000,
  changeoverDay: null,
  minNights: 1,
  seasons: [[[10, 30]], [3_000]],
  blocks: [[38, 52]],
  monthAhead: 2,
  nights: 7,
  calendarFrom: 28,
  wantedIn: 40,
  wantedNights: 7,
};

/** The basket's answer for a stay, from a fresh visitor: its total, or null when it is refused. */
async function basketTotal(propertyId: string, checkIn: string, checkOut: string): Promise<number | null> {
  const res = await app.agent().post('/api/cart/items').send({ propertyId, checkIn, checkOut, guests: 1 });
  if (res.status === 201) return res.body.totalPrice;
  expect([400, 409]).toContain(res.status);
  return null;
}

interface Offer {
  checkIn: string;
  checkOut: string;
  total: number;
  currency: string;
}

describe('stays offered before dates are chosen', () => {
  it('are bookable at exactly the total shown, and checkout charges it', async () => {
    // How many stays each source offered over all runs: the property must not hold vacuously.
    const seen = { search: 0, calendar: 0, alternatives: 0 };
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const place = `Prop${randomBytes(4).toString('hex')}`;
        const villa = await createVilla(app.db, { price: s.price, minNights: s.minNights });
        await app.db.query('UPDATE properties SET location = $2, changeover_day = $3 WHERE id = $1', [villa.id, `${place}, Corfu`, s.changeoverDay]);
        const [spans, prices] = s.seasons;
        for (const [i, [from, to]] of spans.entries()) {
          await app.db.query('INSERT INTO property_rates (property_id, starts_on, ends_on, weekly_price) VALUES ($1, $2, $3, $4)', [villa.id, addDays(today, from), addDays(today, to), prices[i]]);
        }
        for (const [from, to] of s.blocks) {
          await app.db.query(
            `INSERT INTO bookings (kind, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email, block_reason)
             VALUES ('block', $1, $2, $3, 0, 0, $4, 0, 'confirmed', '', '', 'owner')`,
            [villa.id, addDays(today, from), addDays(today, to), to - from],
          );
        }
        const offered: Offer[] = [];

        // Flexible search.
        const month = addMonths(today, s.monthAhead).slice(0, 7);
        const search = await app.http.get('/api/properties').query({ location: place, month, nights: s.nights });
        expect(search.status).toBe(200);
        expect(search.body.length).toBeLessThanOrEqual(1);
        for (const item of search.body) {
          expect(item.stays.length).toBeGreaterThan(0);
          expect(item.stays.length).toBeLessThanOrEqual(5);
          const checkIns = item.stays.map((stay: Offer) => stay.checkIn);
          expect([...checkIns].sort()).toEqual(checkIns);
          for (const stay of item.stays) {
            expect(stay.checkIn.startsWith(month)).toBe(true);
            expect(stay.checkOut).toBe(addDays(stay.checkIn, s.nights));
            offered.push(stay);
            seen.search += 1;
          }
        }

        // The price calendar: available weeks at their total, the others refused.
        const calendar = await app.http.get(`/api/properties/${villa.id}/price-calendar`).query({ from: addDays(today, s.calendarFrom), weeks: 5 });
        expect(calendar.status).toBe(200);
        expect(calendar.body).toHaveLength(5);
        for (const week of calendar.body) {
          if (week.available) {
            offered.push(week);
            seen.calendar += 1;
          }
          else expect(await basketTotal(villa.id, week.checkIn, week.checkOut)).toBeNull();
        }

        // The nearest free stays.
        const wanted = addDays(today, s.wantedIn);
        const alternatives = await app.http.get(`/api/properties/${villa.id}/alternatives`).query({ checkIn: wanted, checkOut: addDays(wanted, s.wantedNights) });
        expect(alternatives.status).toBe(200);
        expect(alternatives.body.length).toBeLessThanOrEqual(3);
        for (const stay of alternatives.body) {
          expect(stay.checkOut).toBe(addDays(stay.checkIn, s.wantedNights));
          expect(stay.checkIn).not.toBe(wanted);
          offered.push(stay);
          seen.alternatives += 1;
        }

        for (const stay of offered) {
          expect(stay.currency).toBe('GBP');
          expect(await basketTotal(villa.id, stay.checkIn, stay.checkOut)).toBe(stay.total);
        }

        // Checkout charges the total of an offered stay (GBP is the checkout currency: minor units).
        if (offered.length) {
          const [stay] = offered;
          await buyer.agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 1 }).expect(201);
          const paid = await buyer.agent.post('/api/checkout').send(checkoutBody());
          expect(paid.status).toBe(201);
          expect(paid.body.order.totalAmount).toBe(stay.total * 100);
        }
      }),
      // Besides the random runs, one villa that every source has stays to offer (a free month two
      // months ahead; the wanted week blocked, so the nearest free stays are asked for): without it,
      // about one build in ten drew 25 villas none of which a flexible search offered anything.
      { numRuns: RUNS, examples: [[OFFERED_EVERYWHERE]] },
    );
    expect(seen.search).toBeGreaterThan(0);
    expect(seen.calendar).toBeGreaterThan(0);
    expect(seen.alternatives).toBeGreaterThan(0);
  }, 600_000);
});
