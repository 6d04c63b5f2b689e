import { checkoutBody, createVilla, inDays, newUser } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Books a stay the way a guest does: basket, sign-in, checkout with the test card. */
async function book(propertyId: string, from: number, nights: number) {
  const agent = app.agent();
  await agent.post('/api/auth/register').send(newUser('bk')).expect(201);
  await agent.post('/api/cart/items').send({ propertyId, checkIn: inDays(from), checkOut: inDays(from + nights), guests: 2 }).expect(201);
  const res = await agent.post('/api/checkout').send(checkoutBody());
  expect(res.status).toBe(201);
  return res.body;
}

async function insertBooking(propertyId: string, orderId: string, checkIn: string, checkOut: string, status = 'confirmed') {
  return app.db.query(
    `INSERT INTO bookings (order_id, property_id, check_in, check_out, guests, price_per_night, total_nights, total_price, status, guest_name, guest_email)
     VALUES ($1, $2, $3, $4, 2, 100000, 1, 100000, $5, 'Test', 'test@example.com')`,
    [orderId, propertyId, checkIn, checkOut, status],
  );
}

describe('the exclusion constraint', () => {
  it('refuses overlapping active bookings of one villa in the database itself, allows back-to-back and cancelled ones', async () => {
    const villa = await createVilla(app.db);
    const { order } = await book(villa.id, 300, 7);
    await expect(insertBooking(villa.id, order.id, inDays(306), inDays(310))).rejects.toMatchObject({ code: '23P01' });
    await expect(insertBooking(villa.id, order.id, inDays(299), inDays(308))).rejects.toMatchObject({ code: '23P01' });
    await expect(insertBooking(villa.id, order.id, inDays(307), inDays(310))).resolves.toBeDefined();
    await expect(insertBooking(villa.id, order.id, inDays(296), inDays(300))).resolves.toBeDefined();
    await expect(insertBooking(villa.id, order.id, inDays(301), inDays(303), 'cancelled')).resolves.toBeDefined();
    const other = await createVilla(app.db);
    await expect(insertBooking(other.id, order.id, inDays(300), inDays(307))).resolves.toBeDefined();
  });

  it('frees the dates of a cancelled booking for the basket', async () => {
    const villa = await createVilla(app.db);
    const { bookings } = await book(villa.id, 320, 7);
    const blocked = await app.agent().post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(322), checkOut: inDays(325), guests: 2 });
    expect(blocked.status).toBe(409);
    await app.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [bookings[0].id]);
    const free = await app.agent().post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(322), checkOut: inDays(325), guests: 2 });
    expect(free.status).toBe(201);
  });
});

describe('availability calendar', () => {
  it('gives a villa\'s booked ranges in a window, over GraphQL and REST', async () => {
    const villa = await createVilla(app.db);
    await book(villa.id, 200, 7);
    await book(villa.id, 214, 3);
    await book(villa.id, 260, 7);
    const query = `query($id: ID!, $from: String!, $to: String!) { bookedRanges(propertyId: $id, from: $from, to: $to) { checkIn checkOut } }`;
    const res = await app.graphql<{ bookedRanges: unknown[] }>(query, { id: villa.id, from: inDays(205), to: inDays(240) });
    expect(res.errors).toBeUndefined();
    expect(res.data?.bookedRanges).toEqual([
      { checkIn: inDays(200), checkOut: inDays(207) },
      { checkIn: inDays(214), checkOut: inDays(217) },
    ]);
    // The departure day is free: a window starting on it sees nothing of that stay.
    const rest = await app.http.get(`/api/properties/${villa.id}/booked-ranges`).query({ from: inDays(207), to: inDays(214) });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown villa and names a bad window', async () => {
    const missing = await app.http.get('/api/properties/00000000-0000-4000-8000-000000000000/booked-ranges').query({ from: inDays(1), to: inDays(30) });
    expect(missing.status).toBe(404);
    const villa = await createVilla(app.db);
    const backwards = await app.http.get(`/api/properties/${villa.id}/booked-ranges`).query({ from: inDays(30), to: inDays(1) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('to');
    const badDate = await app.graphql(`{ bookedRanges(propertyId: "${villa.id}", from: "2030-13-01", to: "2031-01-01") { checkIn } }`);
    expect(badDate.errors?.[0]).toMatchObject({ message: 'from must be a date (YYYY-MM-DD).', extensions: { code: 'BAD_USER_INPUT', field: 'from' } });
  });
});

describe('search by availability', () => {
  it('leaves out villas booked during checkIn plus nights, over GraphQL and REST', async () => {
    const location = `Availtown ${Date.now()}`;
    const booked = await createVilla(app.db, { title: 'Booked villa' });
    const free = await createVilla(app.db, { title: 'Free villa' });
    await app.db.query(`UPDATE properties SET location = $1 WHERE id = ANY($2)`, [location, [booked.id, free.id]]);
    await book(booked.id, 400, 7);

    const query = `query($filter: PropertyFilter) { properties(filter: $filter) { totalCount items { id } } }`;
    const ids = async (filter: Record<string, unknown>) => {
      const res = await app.graphql<{ properties: { items: { id: string }[] } }>(query, { filter: { location, ...filter } });
      expect(res.errors).toBeUndefined();
      return res.data!.properties.items.map((p) => p.id).sort();
    };
    expect(await ids({})).toEqual([booked.id, free.id].sort());
    expect(await ids({ checkIn: inDays(403), nights: 7 })).toEqual([free.id]);
    expect(await ids({ checkIn: inDays(395) })).toEqual([free.id]); // default 7 nights reach into the booking
    expect(await ids({ checkIn: inDays(393), nights: 7 })).toEqual([booked.id, free.id].sort()); // leaves on arrival day
    expect(await ids({ checkIn: inDays(407), nights: 7 })).toEqual([booked.id, free.id].sort()); // arrives on departure day

    const rest = await app.http.get('/api/properties').query({ location, checkIn: inDays(401), nights: 3 });
    expect(rest.status).toBe(200);
    expect(rest.body.map((p: { id: string }) => p.id)).toEqual([free.id]);
    const bad = await app.http.get('/api/properties').query({ location, checkIn: '2031-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'checkIn', message: 'checkIn must be a date (YYYY-MM-DD).' });
  });
});
