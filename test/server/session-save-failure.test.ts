import { createVilla, inDays } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/*
 * A visitor without a session cookie gets a session only when something uses it (the basket).
 * If saving that new session fails at the answer's end (the database busy or down), the
 * server logs it and carries on: it once threw there, outside any request, and ended the process.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app.close());

it("a new visitor's session that cannot be saved costs that session, not the server", async () => {
  const villa = await createVilla(app.db, { title: 'Villa Unsaved' });
  await app.db.query('ALTER TABLE sessions RENAME TO sessions_away');
  let added;
  try {
    added = await app.http.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(40), checkOut: inDays(47), guests: 2 });
    // The failed save comes after the answer: give it time to happen.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await app.db.query('ALTER TABLE sessions_away RENAME TO sessions');
  }
  expect(added.status).toBeLessThan(500);
  // Still serving, and a new visitor's basket works again.
  const agent = app.agent();
  expect((await agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(40), checkOut: inDays(47), guests: 2 })).status).toBe(201);
  expect((await agent.get('/api/cart')).body.items).toHaveLength(1);
});
