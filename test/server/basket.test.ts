import { startTestApp, type TestApp } from '../helpers/test-app';
import { removeAbandonedBaskets } from '../../server/src/modules/basket/basket.cleanup';
import { CartNoOverlap1795400000001 } from '../../server/src/db/migrations/1795400000001-cart-no-overlap';
import { createExtra, createVilla, inDays, newUser } from '../helpers/booking-factory';

let app: TestApp;
let villa: Awaited<ReturnType<typeof createVilla>>;
beforeAll(async () => {
  app = await startTestApp();
  // 7000 a week: 1000 a night. 6 guests, at least 3 nights.
  villa = await createVilla(app.db, { price: 7000, sleeps: 6, minNights: 3 });
});
afterAll(() => app.close());

const stay = (overrides: Record<string, unknown> = {}) => ({ propertyId: villa.id, checkIn: inDays(30), checkOut: inDays(37), guests: 2, ...overrides });

describe('adding a villa stay (REST)', () => {
  it('prices the stay on the server: round(weekly / 7) per night, ceiling of nights, and their product', async () => {
    const odd = await createVilla(app.db, { price: 4999 }); // 714.14… → 714 a night
    const agent = app.agent();
    const res = await agent.post('/api/cart/items').send({ propertyId: odd.id, checkIn: inDays(20), checkOut: inDays(25), guests: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      propertyId: odd.id,
      propertyTitle: odd.title,
      checkIn: inDays(20),
      checkOut: inDays(25),
      guests: 2,
      pricePerNight: 714,
      totalNights: 5,
      totalPrice: 3570,
    });
  });

  it('ignores prices a client sends', async () => {
    const agent = app.agent();
    const res = await agent.post('/api/cart/items').send({ ...stay(), propertyTitle: 'Cheap', pricePerNight: 1, totalNights: 1, totalPrice: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ propertyTitle: villa.title, pricePerNight: 1000, totalNights: 7, totalPrice: 7000 });
    const cart = await agent.get('/api/cart');
    expect(cart.body.items[0]).toMatchObject({ pricePerNight: 1000, totalNights: 7, totalPrice: 7000 });
  });

  it.each([
    ['an empty check-in', { checkIn: '' }, 400, 'checkIn', 'Please select a check-in date'],
    ['an empty check-out', { checkOut: '' }, 400, 'checkOut', 'Please select a check-out date'],
    ['a malformed date', { checkIn: '2030-02-30' }, 400, 'checkIn', 'checkIn must be a date (YYYY-MM-DD).'],
    ['check-in 13 days away', { checkIn: inDays(13), checkOut: inDays(20) }, 400, 'checkIn', 'Check-in must be at least 14 days from today.'],
    ['check-out equal to check-in', { checkOut: inDays(30) }, 400, 'checkOut', 'Check-out date must be after check-in date'],
    ['check-out before check-in', { checkOut: inDays(29) }, 400, 'checkOut', 'Check-out date must be after check-in date'],
    ['0 guests', { guests: 0 }, 400, 'guests', 'Please enter at least 1 guest'],
    ['a fractional guest count', { guests: 1.5 }, 400, 'guests', 'Please enter at least 1 guest'],
    ['a text guest count', { guests: 'two' }, 400, 'guests', 'Please enter at least 1 guest'],
    ['more guests than the villa sleeps', { guests: 7 }, 400, 'guests', 'This villa sleeps at most 6 guests.'],
    ['fewer nights than the minimum stay', { checkOut: inDays(32) }, 400, 'checkOut', 'This villa has a minimum stay of 3 nights.'],
  ])('rejects %s with a translated message naming the field', async (_name, overrides, status, field, message) => {
    const agent = app.agent();
    const res = await agent.post('/api/cart/items').send(stay(overrides));
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ field, message });
    expect((await agent.get('/api/cart')).body).toEqual({ items: [], extras: [] });
  });

  it('accepts exactly 14 days ahead, exactly the minimum stay and exactly the capacity', async () => {
    const res = await app.agent().post('/api/cart/items').send(stay({ checkIn: inDays(14), checkOut: inDays(17), guests: 6 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ totalNights: 3, totalPrice: 3000 });
  });

  it('answers 404 for an unknown or malformed property id', async () => {
    for (const propertyId of ['00000000-0000-4000-8000-000000000000', 'not-a-villa']) {
      const res = await app.agent().post('/api/cart/items').send(stay({ propertyId }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Property not found. The property you're looking for doesn't exist.");
    }
  });

  it('translates the messages into German', async () => {
    const res = await app.agent().post('/api/cart/items').set('Accept-Language', 'de').send(stay({ guests: 0 }));
    expect(res.body.message).toBe('Bitte geben Sie mindestens 1 Gast an');
  });

  it('rejects dates that overlap a booked stay, and allows the stay next to it', async () => {
    const booked = await createVilla(app.db, { price: 7000 });
    const buyer = app.agent();
    await buyer.post('/api/auth/register').send(newUser('booker')).expect(201);
    await buyer.post('/api/cart/items').send({ propertyId: booked.id, checkIn: inDays(40), checkOut: inDays(47), guests: 2 }).expect(201);
    await buyer
      .post('/api/checkout')
      .send({ leadGuestName: 'Ada Lovelace', leadGuestEmail: 'ada@example.com', leadGuestPhone: '+44 20 7946 0000', paymentMethod: '4242424242424242', idempotencyKey: 'overlap-test-1' })
      .expect(201);

    const other = app.agent();
    const overlap = await other.post('/api/cart/items').send({ propertyId: booked.id, checkIn: inDays(46), checkOut: inDays(50), guests: 2 });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({ field: 'checkIn', message: 'These dates are already booked for this villa. Please choose other dates.' });
    const before = await other.post('/api/cart/items').send({ propertyId: booked.id, checkIn: inDays(33), checkOut: inDays(40), guests: 2 });
    const after = await other.post('/api/cart/items').send({ propertyId: booked.id, checkIn: inDays(47), checkOut: inDays(54), guests: 2 });
    expect([before.status, after.status]).toEqual([201, 201]);
  });
});

const DUPLICATE_EN = 'This villa is already in your basket for overlapping dates.';
const DUPLICATE_DE = 'Diese Villa liegt für sich überschneidende Daten bereits in Ihrem Warenkorb.';
/**
 * A returning visitor's stay: the session, the villa, its free nights, its rates, then BEGIN, the
 * basket, the basket's stays counted and checked, the new stay, COMMIT.
 */
const STATEMENTS_PER_ADD = 9;

describe('the same villa twice in one basket (REST)', () => {
  it('refuses overlapping dates at once, in English and German, and leaves the basket as it was', async () => {
    const agent = app.agent();
    const first = await agent.post('/api/cart/items').send(stay({ checkIn: inDays(140), checkOut: inDays(147) })).expect(201);
    for (const [checkIn, checkOut] of [[140, 147], [143, 150], [137, 141], [141, 144], [135, 152]]) {
      const res = await agent.post('/api/cart/items').send(stay({ checkIn: inDays(checkIn), checkOut: inDays(checkOut) }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'BAD_USER_INPUT', field: 'checkIn', message: DUPLICATE_EN });
    }
    const german = await agent.post('/api/cart/items').set('Accept-Language', 'de').send(stay({ checkIn: inDays(144), checkOut: inDays(151) }));
    expect(german.status).toBe(400);
    expect(german.body).toMatchObject({ field: 'checkIn', message: DUPLICATE_DE });
    expect((await agent.get('/api/cart')).body).toEqual({ items: [first.body], extras: [] });
  });

  it('accepts back-to-back stays of the villa, and another villa for the same dates', async () => {
    const other = await createVilla(app.db, { price: 7000 });
    const agent = app.agent();
    await agent.post('/api/cart/items').send(stay({ checkIn: inDays(160), checkOut: inDays(167) })).expect(201);
    await agent.post('/api/cart/items').send(stay({ checkIn: inDays(167), checkOut: inDays(170) })).expect(201);
    await agent.post('/api/cart/items').send(stay({ checkIn: inDays(157), checkOut: inDays(160) })).expect(201);
    await agent.post('/api/cart/items').send(stay({ propertyId: other.id, checkIn: inDays(160), checkOut: inDays(167) })).expect(201);
    expect((await agent.get('/api/cart')).body.items).toHaveLength(4);
  });

  it('lets another basket hold the same villa for the same dates', async () => {
    await app.agent().post('/api/cart/items').send(stay({ checkIn: inDays(175), checkOut: inDays(182) })).expect(201);
    await app.agent().post('/api/cart/items').send(stay({ checkIn: inDays(175), checkOut: inDays(182) })).expect(201);
  });

  it('keeps one stay when the same stay is added twice at the same moment', async () => {
    const other = await createVilla(app.db, { price: 7000 });
    const agent = app.agent();
    // The first add gives the browser its session; the racing two then share one basket.
    await agent.post('/api/cart/items').send(stay({ propertyId: other.id })).expect(201);
    const racing = await Promise.all([0, 1].map(() => agent.post('/api/cart/items').send(stay({ checkIn: inDays(190), checkOut: inDays(197) }))));
    expect(racing.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(racing.find((res) => res.status === 400)?.body).toMatchObject({ field: 'checkIn', message: DUPLICATE_EN });
    expect((await agent.get('/api/cart')).body.items.filter((item: { propertyId: string }) => item.propertyId === villa.id)).toHaveLength(1);
  });
});

describe('how many stays a basket holds (REST)', () => {
  it('refuses the eleventh stay with a translated message and keeps the ten', async () => {
    const villas: Awaited<ReturnType<typeof createVilla>>[] = [];
    for (let i = 0; i < 11; i += 1) villas.push(await createVilla(app.db, { price: 7000 }));
    const agent = app.agent();
    for (const { id } of villas.slice(0, 10)) await agent.post('/api/cart/items').send(stay({ propertyId: id })).expect(201);
    const eleventh = await agent.post('/api/cart/items').send(stay({ propertyId: villas[10].id }));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ code: 'CONFLICT', message: 'Your basket can hold at most 10 villa stays.' });
    const german = await agent.post('/api/cart/items').set('Accept-Language', 'de').send(stay({ propertyId: villas[10].id }));
    expect(german.body).toMatchObject({ code: 'CONFLICT', message: 'Ihr Warenkorb kann höchstens 10 Villenaufenthalte enthalten.' });
    expect((await agent.get('/api/cart')).body.items.map((item: { propertyId: string }) => item.propertyId)).toEqual(villas.slice(0, 10).map((v) => v.id));
  });

  it('adds a stay in few statements: the villa read for the quote is not read again, and one statement checks the basket', async () => {
    const agent = app.agent();
    // The first add starts the visitor's session; the second is a returning visitor's.
    await agent.post('/api/cart/items').send(stay({ checkIn: inDays(210), checkOut: inDays(217) })).expect(201);
    const before = app.sql.statementCount;
    const res = await agent.post('/api/cart/items').send(stay({ checkIn: inDays(220), checkOut: inDays(227) }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ propertyTitle: villa.title, totalPrice: 7000 });
    expect(app.sql.statementCount - before).toBeLessThanOrEqual(STATEMENTS_PER_ADD);
  });
});

describe('the cart_items_no_overlap constraint', () => {
  async function basketWith(...ranges: [number, number][]) {
    const [{ id }] = await app.db.query(`INSERT INTO baskets (session_id) VALUES (gen_random_uuid()::text) RETURNING id`);
    for (const [from, to] of ranges) await insertItem(id, from, to);
    return id as string;
  }
  function insertItem(basketId: string, from: number, to: number, on: { query(text: string, params: unknown[]): Promise<{ id: string }[]> } = app.db) {
    return on.query(
      `INSERT INTO cart_items (basket_id, property_id, check_in, check_out, guests, currency, price_per_night, total_nights, total_price)
       VALUES ($1, $2, $3, $4, 2, 'GBP', 100000, $5, $5 * 100000) RETURNING id`,
      [basketId, villa.id, inDays(from), inDays(to), to - from],
    );
  }

  it('refuses overlapping stays of one villa in one basket in the database itself, allows back-to-back ones', async () => {
    const basketId = await basketWith([200, 207]);
    await expect(insertItem(basketId, 206, 210)).rejects.toMatchObject({ code: '23P01' });
    await expect(insertItem(basketId, 199, 201)).rejects.toMatchObject({ code: '23P01' });
    await expect(insertItem(basketId, 207, 210)).resolves.toBeDefined();
    await expect(insertItem(basketId, 196, 200)).resolves.toBeDefined();
    await expect(insertItem(await basketWith(), 200, 207)).resolves.toBeDefined();
  });

  it('is added by a migration that keeps the oldest of the overlapping stays already in a basket', async () => {
    const migration = new CartNoOverlap1795400000001();
    const runner = app.db.createQueryRunner();
    try {
      await migration.down(runner);
      const [{ id: basketId }] = await runner.query(`INSERT INTO baskets (session_id) VALUES (gen_random_uuid()::text) RETURNING id`);
      const ids: string[] = [];
      // B overlaps A, C overlaps B but not A, D is A again: A and C stay.
      for (const [from, to] of [[300, 307], [305, 310], [308, 312], [300, 307]] as const) ids.push((await insertItem(basketId, from, to, runner))[0].id);
      await runner.query(`UPDATE cart_items SET created_at = now() + (array_position($2::uuid[], id) * interval '1 second') WHERE id = ANY($2::uuid[]) AND basket_id = $1`, [basketId, ids]);
      await migration.up(runner);
      const kept = await runner.query(`SELECT id FROM cart_items WHERE basket_id = $1 ORDER BY created_at`, [basketId]);
      expect(kept.map((row: { id: string }) => row.id)).toEqual([ids[0], ids[2]]);
      await expect(insertItem(basketId, 301, 303, runner)).rejects.toMatchObject({ code: '23P01' });
    } finally {
      await runner.release();
    }
  });
});

describe('extras', () => {
  it('adds an extra, and the same extra again increases its quantity', async () => {
    const extra = await createExtra(app.db, { name: 'Car hire', price: 45, category: 'car-hire' });
    const agent = app.agent();
    const first = await agent.post('/api/cart/extras').send({ extraId: extra.id, quantity: 2 });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), extraId: extra.id, extraTitle: 'Car hire', extraCategory: 'car-hire', quantity: 2, price: 45 });
    await agent.post('/api/cart/extras').send({ extraId: extra.id, quantity: 3 }).expect(201);
    const cart = await agent.get('/api/cart');
    expect(cart.body.extras).toEqual([{ id: first.body.id, extraId: extra.id, extraTitle: 'Car hire', extraCategory: 'car-hire', quantity: 5, price: 45 }]);
  });

  it.each([
    [0, 'Please choose a quantity of at least 1.'],
    [-1, 'Please choose a quantity of at least 1.'],
    [1.5, 'Please choose a quantity of at least 1.'],
  ])('rejects quantity %p', async (quantity, message) => {
    const extra = await createExtra(app.db);
    const agent = app.agent();
    const res = await agent.post('/api/cart/extras').send({ extraId: extra.id, quantity });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'quantity', message });
    expect((await agent.get('/api/cart')).body.extras).toEqual([]);
  });

  it('answers 404 for an extra that does not exist', async () => {
    const res = await app.agent().post('/api/cart/extras').send({ extraId: '00000000-0000-4000-8000-000000000000', quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ field: 'extraId', message: 'This extra does not exist.' });
  });
});

describe('basket isolation', () => {
  it('gives each session its own basket, and another basket\'s ids answer 404', async () => {
    const extra = await createExtra(app.db);
    const alice = app.agent();
    const bob = app.agent();
    const item = await alice.post('/api/cart/items').send(stay({ checkIn: inDays(60), checkOut: inDays(67) }));
    const line = await alice.post('/api/cart/extras').send({ extraId: extra.id, quantity: 1 });
    expect((await bob.get('/api/cart')).body).toEqual({ items: [], extras: [] });
    expect((await app.http.get('/api/cart')).body).toEqual({ items: [], extras: [] });

    expect((await bob.delete(`/api/cart/items/${item.body.id}`)).status).toBe(404);
    expect((await bob.delete(`/api/cart/extras/${line.body.id}`)).status).toBe(404);
    expect((await alice.get('/api/cart')).body.items).toHaveLength(1);

    await alice.delete(`/api/cart/items/${item.body.id}`).expect(204);
    await alice.delete(`/api/cart/extras/${line.body.id}`).expect(204);
    expect((await alice.get('/api/cart')).body).toEqual({ items: [], extras: [] });
    expect((await alice.delete(`/api/cart/items/${item.body.id}`)).status).toBe(404);
  });

  it('merges the visitor basket into the user basket on login and on registration', async () => {
    const extra = await createExtra(app.db, { price: 30 });
    const user = newUser('merge');
    const device1 = app.agent();
    await device1.post('/api/auth/register').send(user).expect(201);
    await device1.post('/api/cart/extras').send({ extraId: extra.id, quantity: 1 }).expect(201);
    await device1.post('/api/auth/logout').expect(200);
    expect((await device1.get('/api/cart')).body).toEqual({ items: [], extras: [] });

    const device2 = app.agent();
    await device2.post('/api/cart/items').send(stay({ checkIn: inDays(80), checkOut: inDays(87) })).expect(201);
    await device2.post('/api/cart/extras').send({ extraId: extra.id, quantity: 2 }).expect(201);
    await device2.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const merged = (await device2.get('/api/cart')).body;
    expect(merged.items).toEqual([expect.objectContaining({ propertyId: villa.id, checkIn: inDays(80), totalPrice: 7000 })]);
    expect(merged.extras).toEqual([expect.objectContaining({ extraId: extra.id, quantity: 3 })]);

    const visitor = app.agent();
    await visitor.post('/api/cart/extras').send({ extraId: extra.id, quantity: 1 }).expect(201);
    await visitor.post('/api/auth/register').send(newUser('fresh')).expect(201);
    expect((await visitor.get('/api/cart')).body.extras).toEqual([expect.objectContaining({ extraId: extra.id, quantity: 1 })]);
  });
});

describe('merging at sign-in with the same villa in both baskets', () => {
  it('drops the visitor\'s overlapping stay and signs in; back-to-back stays both stay', async () => {
    const user = newUser('overlap');
    const device1 = app.agent();
    await device1.post('/api/auth/register').send(user).expect(201);
    await device1.post('/api/cart/items').send(stay({ checkIn: inDays(220), checkOut: inDays(227) })).expect(201);

    const device2 = app.agent();
    await device2.post('/api/cart/items').send(stay({ checkIn: inDays(224), checkOut: inDays(230) })).expect(201);
    await device2.post('/api/cart/items').send(stay({ checkIn: inDays(230), checkOut: inDays(234) })).expect(201);
    await device2.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const merged = (await device2.get('/api/cart')).body.items;
    expect(merged.map((item: { checkIn: string; checkOut: string }) => [item.checkIn, item.checkOut])).toEqual([
      [inDays(220), inDays(227)],
      [inDays(230), inDays(234)],
    ]);
  });
});

describe('abandoned baskets', () => {
  it('clears away the baskets of visitors whose session has ended, and keeps every other basket', async () => {
    const extra = await createExtra(app.db);
    const [gone, staying, member] = [app.agent(), app.agent(), app.agent()];
    await member.post('/api/auth/register').send(newUser('keeper')).expect(201);
    const lines = [];
    for (const agent of [gone, staying, member]) lines.push((await agent.post('/api/cart/extras').send({ extraId: extra.id, quantity: 1 }).expect(201)).body.id);
    const [{ session_id: goneSession }] = await app.db.query(`SELECT b.session_id FROM baskets b JOIN cart_extras e ON e.basket_id = b.id WHERE e.id = $1`, [lines[0]]);

    await app.db.query(`UPDATE baskets SET created_at = now() - interval '2 hours'`);
    await app.db.query(`UPDATE sessions SET expire = now() - interval '1 minute' WHERE sid = $1`, [goneSession]);
    expect(await removeAbandonedBaskets(app.db)).toBeGreaterThanOrEqual(1);

    expect(await app.db.query(`SELECT id FROM cart_extras WHERE id = $1`, [lines[0]])).toEqual([]);
    expect((await staying.get('/api/cart')).body.extras).toEqual([expect.objectContaining({ id: lines[1] })]);
    expect((await member.get('/api/cart')).body.extras).toEqual([expect.objectContaining({ id: lines[2] })]);
    // Running again finds nothing more of theirs to remove.
    await removeAbandonedBaskets(app.db);
    expect((await staying.get('/api/cart')).body.extras).toHaveLength(1);
  });

  it('leaves a new visitor basket alone while its session row is still being written', async () => {
    const extra = await createExtra(app.db);
    const visitor = app.agent();
    const line = (await visitor.post('/api/cart/extras').send({ extraId: extra.id, quantity: 1 }).expect(201)).body.id;
    await app.db.query(`DELETE FROM sessions WHERE sid = (SELECT b.session_id FROM baskets b JOIN cart_extras e ON e.basket_id = b.id WHERE e.id = $1)`, [line]);
    await removeAbandonedBaskets(app.db);
    expect(await app.db.query(`SELECT id FROM cart_extras WHERE id = $1`, [line])).toEqual([{ id: line }]);
  });
});

describe('GraphQL basket', () => {
  const CART = `fragment C on Cart { items { id propertyId propertyTitle checkIn checkOut guests pricePerNight totalNights totalPrice } extras { id extraId extraTitle extraCategory quantity price } itemCount subtotal total currency }`;

  async function gql(agent: ReturnType<TestApp['agent']>, query: string, variables: Record<string, unknown> = {}, lang = 'en') {
    const res = await agent.post('/graphql').set('Content-Type', 'application/json').set('Accept-Language', lang).send({ query, variables });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers are untyped in these tests
    return res.body as { data?: Record<string, any>; errors?: { message: string; extensions: Record<string, unknown> }[] };
  }

  it('adds a stay and an extra, answering the basket with subtotal and total', async () => {
    const extra = await createExtra(app.db, { name: 'Transfer', price: 120, category: 'transfers' });
    const agent = app.agent();
    const added = await gql(agent, `mutation($input: AddStayInput!) { addStayToCart(input: $input) { ...C } } ${CART}`, {
      input: stay({ checkIn: inDays(100), checkOut: inDays(110) }),
    });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addStayToCart.items[0]).toMatchObject({ pricePerNight: 1000, totalNights: 10, totalPrice: 10000 });
    const withExtra = await gql(agent, `mutation($input: AddExtraInput!) { addExtraToCart(input: $input) { ...C } } ${CART}`, { input: { extraId: extra.id, quantity: 2 } });
    expect(withExtra.data?.addExtraToCart).toMatchObject({ itemCount: 2, subtotal: 10240, total: 10240, currency: 'GBP' });
    // GraphQL and REST show the same basket.
    const rest = await agent.get('/api/cart');
    const { itemCount: _c, subtotal: _s, total: _t, currency: _cur, ...shape } = withExtra.data!.addExtraToCart;
    expect({ ...shape, extras: shape.extras.map((e: { extraCategory: string }) => ({ ...e, extraCategory: e.extraCategory.toLowerCase() })) }).toEqual(rest.body);

    const removed = await gql(agent, `mutation($id: ID!) { removeCartExtra(id: $id) { ...C } } ${CART}`, { id: rest.body.extras[0].id });
    expect(removed.data?.removeCartExtra).toMatchObject({ itemCount: 1, subtotal: 10000 });
    const removedStay = await gql(agent, `mutation($id: ID!) { removeCartItem(id: $id) { ...C } } ${CART}`, { id: rest.body.items[0].id });
    expect(removedStay.data?.removeCartItem).toMatchObject({ itemCount: 0, subtotal: 0 });
  });

  it('rejects every rule with a code, the field and a translated message', async () => {
    const agent = app.agent();
    const M = `mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }`;
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ checkIn: inDays(10), checkOut: inDays(17) }, 'BAD_USER_INPUT', 'checkIn', 'Check-in must be at least 14 days from today.'],
      [{ checkOut: inDays(30) }, 'BAD_USER_INPUT', 'checkOut', 'Check-out date must be after check-in date'],
      [{ guests: 0 }, 'BAD_USER_INPUT', 'guests', 'Please enter at least 1 guest'],
      [{ guests: 9 }, 'BAD_USER_INPUT', 'guests', 'This villa sleeps at most 6 guests.'],
      [{ checkOut: inDays(31) }, 'BAD_USER_INPUT', 'checkOut', 'This villa has a minimum stay of 3 nights.'],
      [{ checkIn: '' }, 'BAD_USER_INPUT', 'checkIn', 'Please select a check-in date'],
    ];
    for (const [overrides, code, field, message] of cases) {
      const res = await gql(agent, M, { input: stay(overrides) });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code, field } });
    }
    const missing = await gql(agent, M, { input: stay({ propertyId: '00000000-0000-4000-8000-000000000000' }) });
    expect(missing.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const german = await gql(agent, M, { input: stay({ checkOut: inDays(30) }) }, 'de');
    expect(german.errors?.[0].message).toBe('Das Abreisedatum muss nach dem Anreisedatum liegen');
    expect((await gql(agent, `{ cart { itemCount } }`)).data?.cart.itemCount).toBe(0);
  });

  it('refuses the same villa for overlapping dates with the field and a translated message, and accepts back-to-back', async () => {
    const other = await createVilla(app.db, { price: 7000 });
    const agent = app.agent();
    const M = `mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }`;
    expect((await gql(agent, M, { input: stay({ checkIn: inDays(240), checkOut: inDays(247) }) })).data?.addStayToCart.itemCount).toBe(1);
    const english = await gql(agent, M, { input: stay({ checkIn: inDays(244), checkOut: inDays(250) }) });
    expect(english.errors?.[0]).toMatchObject({ message: DUPLICATE_EN, extensions: { code: 'BAD_USER_INPUT', field: 'checkIn' } });
    const german = await gql(agent, M, { input: stay({ checkIn: inDays(240), checkOut: inDays(247) }) }, 'de');
    expect(german.errors?.[0]).toMatchObject({ message: DUPLICATE_DE, extensions: { code: 'BAD_USER_INPUT', field: 'checkIn' } });
    expect((await gql(agent, `{ cart { itemCount } }`)).data?.cart.itemCount).toBe(1);

    expect((await gql(agent, M, { input: stay({ checkIn: inDays(247), checkOut: inDays(250) }) })).data?.addStayToCart.itemCount).toBe(2);
    expect((await gql(agent, M, { input: stay({ propertyId: other.id, checkIn: inDays(240), checkOut: inDays(247) }) })).data?.addStayToCart.itemCount).toBe(3);
  });

  it('answers an add asking only the item count from the add itself, counting extras, and reads the basket for anything more', async () => {
    const extra = await createExtra(app.db, { name: 'Chef', price: 300, category: 'transfers' });
    const agent = app.agent();
    const COUNT = `mutation($input: AddStayInput!) { addStayToCart(input: $input) { __typename itemCount } }`;
    expect((await gql(agent, COUNT, { input: stay({ checkIn: inDays(260), checkOut: inDays(267) }) })).data?.addStayToCart).toEqual({ __typename: 'Cart', itemCount: 1 });
    await gql(agent, `mutation($input: AddExtraInput!) { addExtraToCart(input: $input) { itemCount } }`, { input: { extraId: extra.id, quantity: 1 } });
    // A returning visitor's add asking the count runs no statement beyond the add's own.
    const before = app.sql.statementCount;
    const counted = await gql(agent, COUNT, { input: stay({ checkIn: inDays(267), checkOut: inDays(270) }) });
    expect(app.sql.statementCount - before).toBeLessThanOrEqual(STATEMENTS_PER_ADD);
    expect(counted.data?.addStayToCart.itemCount).toBe(3);
    expect((await gql(agent, `{ cart { itemCount } }`)).data?.cart.itemCount).toBe(3);
    // Asking more than the count answers the whole basket as read after the add.
    const whole = await gql(agent, `mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount ... on Cart { subtotal items { checkIn } } } }`, {
      input: stay({ checkIn: inDays(270), checkOut: inDays(277) }),
    });
    expect(whole.data?.addStayToCart).toMatchObject({ itemCount: 4, subtotal: 7000 + 3000 + 7000 + 300 });
    expect(whole.data?.addStayToCart.items).toHaveLength(3);
  });

  it('answers NOT_FOUND for removing another basket\'s item', async () => {
    const owner = app.agent();
    const item = await owner.post('/api/cart/items').send(stay({ checkIn: inDays(120), checkOut: inDays(127) }));
    const res = await gql(app.agent(), `mutation($id: ID!) { removeCartItem(id: $id) { itemCount } }`, { id: item.body.id });
    expect(res.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await owner.get('/api/cart')).body.items).toHaveLength(1);
  });
});
