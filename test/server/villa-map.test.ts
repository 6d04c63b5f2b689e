/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL and REST answers are untyped in these tests */
import { randomBytes } from 'node:crypto';
import { gql, signUpAdmin, type Account } from '../helpers/accounts';
import { createVilla } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Villas on the map, over HTTP against a real database: staff set a villa's point (validated in
 * both languages), the demo catalogue has points near its destinations, and search takes a
 * bounding box: the list keeps the villas inside, the pins give every one of them, not a page.
 */

let app: TestApp;
let admin: Account;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(() => app.close());

const patch = (id: string, body: object, agent = admin.agent) => agent.patch(`/api/admin/properties/${id}`).send(body);

async function villaAt(place: string, latitude: number, longitude: number, price = 7000) {
  const villa = await createVilla(app.db, { price });
  await app.db.query('UPDATE properties SET location = $2, latitude = $3, longitude = $4 WHERE id = $1', [villa.id, `${place}, Corfu`, latitude, longitude]);
  return villa;
}

describe('villa coordinates in the editor', () => {
  it('sets, validates and clears a point', async () => {
    const villa = await createVilla(app.db);
    await app.db.query('UPDATE properties SET latitude = NULL, longitude = NULL WHERE id = $1', [villa.id]);
    const set = await patch(villa.id, { latitude: 39.6243, longitude: 19.9217 });
    expect([set.status, set.body.latitude, set.body.longitude]).toEqual([200, 39.6243, 19.9217]);

    const cases: [object, string, string][] = [
      [{ latitude: 91 }, 'latitude', 'latitude must be a latitude in degrees from -90 to 90, e.g. 39.62.'],
      [{ longitude: -180.5 }, 'longitude', 'longitude must be a longitude in degrees from -180 to 180, e.g. 19.92.'],
      [{ latitude: 'north' }, 'latitude', 'latitude must be a latitude in degrees from -90 to 90, e.g. 39.62.'],
      [{ latitude: null }, 'latitude', 'latitude is needed too: a villa on the map has both a latitude and a longitude.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(villa.id, body);
      expect([res.status, res.body.field, res.body.message]).toEqual([400, field, message]);
    }
    const german = await patch(villa.id, { latitude: 100 }).set('Accept-Language', 'de');
    expect(german.body.message).toBe('latitude muss ein Breitengrad in Grad von -90 bis 90 sein, z. B. 39.62.');
    expect((await admin.agent.get(`/api/admin/properties/${villa.id}`)).body).toMatchObject({ latitude: 39.6243, longitude: 19.9217 });

    const cleared = await patch(villa.id, { latitude: null, longitude: null });
    expect([cleared.status, cleared.body.latitude, cleared.body.longitude]).toEqual([200, null, null]);
  });

  it('places the demo catalogue near its destinations', async () => {
    await createVilla(app.db); // seeds the demo catalogue
    const [corfu] = await app.db.query(`SELECT count(*)::int AS n, min(latitude) AS lat, max(longitude) AS lng FROM properties WHERE destination_key = 'corfu' AND slug NOT LIKE 'villa-%'`);
    expect(corfu.n).toBeGreaterThan(0);
    expect(Math.abs(corfu.lat - 39.62)).toBeLessThan(0.05);
    expect(Math.abs(corfu.lng - 19.92)).toBeLessThan(0.05);
    const [{ missing }] = await app.db.query(`SELECT count(*)::int AS missing FROM properties WHERE latitude IS NULL AND slug NOT LIKE 'villa-%'`);
    expect(missing).toBe(0);
  });
});

describe('search by map area (bbox)', () => {
  it('keeps the villas inside; the pins give every one of them, beyond the page', async () => {
    const place = `Map${randomBytes(3).toString('hex')}`;
    // A small area in the sea west of Africa, where the demo catalogue has nothing.
    const inside = [await villaAt(place, 10.1, -30.1, 5000), await villaAt(place, 10.2, -30.2, 4000), await villaAt(place, 10.3, -30.3, 6000)];
    await villaAt(place, 12.5, -30.1);
    const bbox = '-30.5,10,-30,10.5';

    const list = await app.http.get('/api/properties').query({ bbox, limit: 2 });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.headers['x-total-count']).toBe('3');

    const pins = await app.http.get('/api/properties/pins').query({ bbox });
    expect(pins.status).toBe(200);
    expect(pins.body.truncated).toBe(false);
    expect(pins.body.items.map((pin: any) => pin.id)).toEqual([inside[1].id, inside[0].id, inside[2].id]);
    expect(pins.body.items[0]).toEqual({ id: inside[1].id, title: inside[1].title, latitude: 10.2, longitude: -30.2, fromWeeklyPrice: 4000, currency: 'GBP' });

    const { data, errors } = await gql<any>(
      admin.agent,
      `query($filter: PropertyFilter) { properties(filter: $filter, page: { limit: 1 }) { totalCount items { id latitude longitude } } propertyPins(filter: $filter) { truncated items { id title } } }`,
      { filter: { bbox, location: place } },
    );
    expect(errors).toBeUndefined();
    expect(data.properties.totalCount).toBe(3);
    expect(data.propertyPins.items).toHaveLength(3);
    // German titles on German pins.
    const german = await app.http.get('/api/properties/pins').query({ bbox }).set('Accept-Language', 'de');
    expect(german.body.items[0].title).toBe(`${inside[1].title} (DE)`);
  });

  it('names a bad area in the request language', async () => {
    for (const bbox of ['1,2,3', '10,0,5,1', '0,95,1,96', 'a,b,c,d', '-181,0,0,1']) {
      const res = await app.http.get('/api/properties').query({ bbox });
      expect([res.status, res.body.field]).toEqual([400, 'bbox']);
      expect(res.body.message).toBe('bbox must be four numbers "west,south,east,north" in degrees (longitude -180 … 180, latitude -90 … 90), west before east and south before north.');
    }
    const pins = await app.http.get('/api/properties/pins').query({ bbox: 'x' }).set('Accept-Language', 'de');
    expect([pins.status, pins.body.field]).toEqual([400, 'bbox']);
    expect(pins.body.message).toMatch(/^bbox muss aus vier Zahlen/);
  });
});
