import { paymentProviderFor, usePaymentProvider } from '../../server/src/modules/payments/payment-provider';
import type { PaymentProvider } from '../../server/src/modules/payments/payment-provider.types';
import type { TestPaymentProvider } from '../../server/src/modules/payments/test-payment.provider';
import { checkoutBody, createExtra, createVilla, inDays, newUser } from '../helpers/booking-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** A calendar day as the site shows it in English ("24 Apr 2027"), not as ISO. */
const mediumDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

let app: TestApp;
type Agent = ReturnType<TestApp['agent']>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const provider = () => paymentProviderFor(app.config) as TestPaymentProvider;
const count = async (table: string) => Number((await app.db.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

async function signedIn(prefix = 'buyer'): Promise<Agent> {
  const agent = app.agent();
  await agent.post('/api/auth/register').send(newUser(prefix)).expect(201);
  return agent;
}

async function addStay(agent: Agent, propertyId: string, from: number, nights = 7, guests = 2) {
  const res = await agent.post('/api/cart/items').send({ propertyId, checkIn: inDays(from), checkOut: inDays(from + nights), guests });
  expect(res.status).toBe(201);
  return res.body;
}

async function gql(agent: Agent, query: string, variables: Record<string, unknown> = {}) {
  const res = await agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers are untyped in these tests
    return res.body as { data?: Record<string, any>; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

describe('checkout over REST', () => {
  it('lets a visitor fill a basket, sign in, pay with the test card and see the order and booking in the account', async () => {
    const villa = await createVilla(app.db, { price: 8400 }); // 1200 a night
    const extra = await createExtra(app.db, { name: 'Airport lounge', price: 35, category: 'flights' });
    const agent = app.agent();
    await addStay(agent, villa.id, 30, 7, 4);
    await agent.post('/api/cart/extras').send({ extraId: extra.id, quantity: 2 }).expect(201);

    const anonymous = await agent.post('/api/checkout').send(checkoutBody());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Not authenticated');

    await agent.post('/api/auth/register').send(newUser('visitor')).expect(201);
    const basket = (await agent.get('/api/cart')).body;
    expect(basket.items).toHaveLength(1);
    expect(basket.extras).toHaveLength(1);

    const outboxBefore = await count(`mail_outbox WHERE kind = 'booking-confirmation'`);
    const res = await agent.post('/api/checkout').send(checkoutBody({ expectedTotal: 8400 * 100 + 70 * 100 }));
    expect(res.status).toBe(201);
    expect(res.body.testMode).toBe(true);
    expect(res.body.replayed).toBe(false);
    expect(res.body.order).toMatchObject({ currency: 'GBP', totalAmount: 847000, amountPaid: 847000, balanceAmount: 0, balanceDueDate: null, paymentOption: 'full', status: 'confirmed' });
    expect(res.body.order.orderNumber).toMatch(/^VB-\d{4}-\d{6,}$/);
    expect(res.body.payment).toMatchObject({ provider: 'test', amount: 847000, currency: 'GBP', status: 'completed', paymentIntentId: expect.stringMatching(/^pi_test_/) });
    expect(res.body.payment.completedAt).toEqual(expect.any(String));
    expect(res.body.bookings).toEqual([expect.objectContaining({ checkIn: inDays(30), checkOut: inDays(37), guests: 4, status: 'confirmed', totalPrice: 840000, propertyTitle: villa.title })]);

    expect((await agent.get('/api/cart')).body).toEqual({ items: [], extras: [] });
    const orders = await agent.get('/api/user/orders');
    expect(orders.status).toBe(200);
    expect(orders.body).toEqual([expect.objectContaining({ id: res.body.order.id, orderNumber: res.body.order.orderNumber, createdAt: expect.any(String), currency: 'GBP', totalAmount: 847000 })]);
    const bookings = await agent.get('/api/user/bookings');
    expect(bookings.body).toEqual([expect.objectContaining({ id: res.body.bookings[0].id, checkIn: inDays(30), checkOut: inDays(37), guests: 4, status: 'confirmed', propertyTitle: villa.title })]);
    expect(await count(`mail_outbox WHERE kind = 'booking-confirmation'`)).toBe(outboxBefore + 1);
  });

  it('answers 401 to visitors for the account lists', async () => {
    expect((await app.http.get('/api/user/bookings')).status).toBe(401);
    expect((await app.http.get('/api/user/orders')).status).toBe(401);
  });

  it('shows each user only their own orders and bookings', async () => {
    const villa = await createVilla(app.db);
    const owner = await signedIn('owner');
    await addStay(owner, villa.id, 20);
    await owner.post('/api/checkout').send(checkoutBody()).expect(201);
    const other = await signedIn('other');
    expect((await other.get('/api/user/orders')).body).toEqual([]);
    expect((await other.get('/api/user/bookings')).body).toEqual([]);
  });

  it('leaves no order, no booking, no payment and the same basket when the card is declined', async () => {
    const villa = await createVilla(app.db);
    const agent = await signedIn('declined');
    await addStay(agent, villa.id, 25);
    const before = (await agent.get('/api/cart')).body;
    const counts = [await count('orders'), await count('bookings'), await count('payments')];
    const charges = provider().charges.size;

    for (const [card, message] of [
      ['4000 0000 0000 0002', 'Your card was declined. Nothing was charged and your basket is unchanged.'],
      ['4000000000009995', 'Your card has insufficient funds. Nothing was charged and your basket is unchanged.'],
    ]) {
      const res = await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: card }));
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ code: 'PAYMENT_DECLINED', field: 'paymentMethod', message });
    }
    expect([await count('orders'), await count('bookings'), await count('payments')]).toEqual(counts);
    expect(provider().charges.size).toBe(charges);
    expect((await agent.get('/api/cart')).body).toEqual(before);
    expect((await agent.get('/api/user/orders')).body).toEqual([]);

    // The dates stay free, and the same basket then pays with a good card.
    expect((await agent.post('/api/checkout').send(checkoutBody())).status).toBe(201);
  });

  it('returns the first result for a retried idempotency key and never charges twice, even when the retries race', async () => {
    const villa = await createVilla(app.db);
    const agent = await signedIn('retry');
    await addStay(agent, villa.id, 45);
    const body = checkoutBody();
    const charges = provider().charges.size;
    const results = await Promise.all([1, 2, 3].map(() => agent.post('/api/checkout').send(body)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
    expect(results.filter((r) => r.body.replayed)).toHaveLength(2);
    expect(new Set(results.map((r) => r.body.payment.id)).size).toBe(1);
    const later = await agent.post('/api/checkout').send(body);
    expect(later.body).toMatchObject({ replayed: true, order: { id: results[0].body.order.id } });
    expect(provider().charges.size).toBe(charges + 1);
    expect(await count(`payments WHERE order_id = '${results[0].body.order.id}'`)).toBe(1);
    expect((await agent.get('/api/user/orders')).body).toHaveLength(1);
  });

  it('offers a 25% deposit only when check-in is more than 8 weeks away, with the balance due 8 weeks before', async () => {
    const villa = await createVilla(app.db, { price: 7001 }); // 1000 a night
    const near = await signedIn('near');
    await addStay(near, villa.id, 56);
    const refused = await near.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'paymentOption', message: 'A deposit is only possible when check-in is more than 8 weeks away. Please pay in full.' });
    expect((await near.get('/api/cart')).body.items).toHaveLength(1);

    const far = await signedIn('far');
    await addStay(far, villa.id, 57, 3);
    const res = await far.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit' }));
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ totalAmount: 300000, amountPaid: 75000, balanceAmount: 225000, balanceDueDate: inDays(1), paymentOption: 'deposit' });
    expect(res.body.payment.amount).toBe(75000);
  });

  it('charges nothing when the total differs from the one the guest saw', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const agent = await signedIn('changed');
    await addStay(agent, villa.id, 70);
    const res = await agent.post('/api/checkout').send(checkoutBody({ expectedTotal: 1 }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your basket total has changed to £7,000.00. Please review your basket and confirm again. Nothing was charged.');
    expect((await agent.get('/api/user/orders')).body).toEqual([]);
  });

  it('charges nothing when the guest limit or minimum stay of a villa changed after the stay was added', async () => {
    const villa = await createVilla(app.db, { price: 7000, sleeps: 6, minNights: 3 });
    const agent = await signedIn('rules');
    await addStay(agent, villa.id, 70, 7, 5);
    const basket = (await agent.get('/api/cart')).body;

    await app.db.query(`UPDATE properties SET sleeps = 4 WHERE id = $1`, [villa.id]);
    const crowded = await agent.post('/api/checkout').send(checkoutBody());
    expect(crowded.status).toBe(409);
    expect(crowded.body.message).toBe(`${villa.title} now sleeps at most 4 guests. Please remove the stay and add it again with fewer guests. Nothing was charged.`);

    await app.db.query(`UPDATE properties SET sleeps = 6, min_nights = 10 WHERE id = $1`, [villa.id]);
    const short = await agent.post('/api/checkout').set('Accept-Language', 'de').send(checkoutBody());
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(`${villa.title} (DE) hat jetzt einen Mindestaufenthalt von 10 Nächten. Bitte entfernen Sie den Aufenthalt und fügen Sie einen längeren hinzu. Es wurde nichts abgebucht.`);

    expect((await agent.get('/api/user/orders')).body).toEqual([]);
    expect((await agent.get('/api/cart')).body).toEqual(basket);
    await app.db.query(`UPDATE properties SET min_nights = 3 WHERE id = $1`, [villa.id]);
    expect((await agent.post('/api/checkout').send(checkoutBody())).status).toBe(201);
  });

  it('rejects an empty basket and bad input, naming the field', async () => {
    const agent = await signedIn('input');
    expect((await agent.post('/api/checkout').send(checkoutBody())).body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Your basket is empty.' });
    const villa = await createVilla(app.db);
    await addStay(agent, villa.id, 90);
    for (const [overrides, field, message] of [
      [{ leadGuestEmail: 'nope' }, 'leadGuestEmail', 'Please enter a valid email'],
      [{ leadGuestPhone: '123' }, 'leadGuestPhone', 'Please enter a valid phone number'],
      [{ leadGuestName: 'A' }, 'leadGuestName', "Please enter the lead guest's full name"],
      [{ idempotencyKey: 'short' }, 'idempotencyKey', 'idempotencyKey must be 8 to 100 letters, digits, hyphens or underscores.'],
      [{ paymentMethod: '1234 5678' }, 'paymentMethod', 'Please enter a valid card number.'],
      [{ paymentMethod: '5555 5555 5555 4444' }, 'paymentMethod', 'Test mode: no real card can be charged. Use the test card 4242 4242 4242 4242.'],
    ] as const) {
      const res = await agent.post('/api/checkout').send(checkoutBody(overrides));
      expect([400, 402]).toContain(res.status);
      expect(res.body).toMatchObject({ field, message });
    }
    expect((await agent.get('/api/cart')).body.items).toHaveLength(1);
    expect((await agent.get('/api/user/orders')).body).toEqual([]);
  });

  it('refunds the charge and leaves nothing behind when saving fails after the card was charged', async () => {
    const original = paymentProviderFor(app.config);
    const refunds: string[] = [];
    // A provider that answers one intent id for every charge: the second payment row breaks its unique constraint.
    const faulty: PaymentProvider = {
      name: 'test',
      testMode: true,
      charge: async () => ({ outcome: 'completed', paymentIntentId: 'pi_same_for_everyone' }),
      refund: async (id) => (refunds.push(id), { refundId: null, status: 'completed' as const }),
      parseWebhook: () => {
        throw new Error('none');
      },
    };
    usePaymentProvider(app.config, faulty);
    try {
      const villa = await createVilla(app.db);
      const first = await signedIn('fault1');
      await addStay(first, villa.id, 100);
      expect((await first.post('/api/checkout').send(checkoutBody())).status).toBe(201);

      const second = await signedIn('fault2');
      await addStay(second, villa.id, 110);
      const before = (await second.get('/api/cart')).body;
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await second.post('/api/checkout').send(checkoutBody());
      spy.mockRestore();
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(/pi_same|payments|duplicate key/);
      expect(refunds).toEqual(['pi_same_for_everyone']);
      expect((await second.get('/api/cart')).body).toEqual(before);
      expect((await second.get('/api/user/orders')).body).toEqual([]);
      expect((await second.get('/api/user/bookings')).body).toEqual([]);
    } finally {
      usePaymentProvider(app.config, original);
    }
  });
});

describe('double booking', () => {
  it(`20 users paying for the same villa-week at once over separate connections (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite, serialised'}): exactly 1 booking, 19 clear answers, baskets intact`, async () => {
    const villa = await createVilla(app.db, { title: 'Villa Contested' });
    const agents = await Promise.all(Array.from({ length: 20 }, (_, i) => signedIn(`racer${i}`)));
    for (const agent of agents) await addStay(agent, villa.id, 150);
    const results = await Promise.all(agents.map((agent) => agent.post('/api/checkout').send(checkoutBody())));

    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const res of lost) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        `Sorry, Villa Contested is no longer available from ${mediumDay(inDays(150))} to ${mediumDay(inDays(157))}: someone else has just booked it. Nothing was charged and your basket is unchanged.`,
      );
    }
    expect(await count(`bookings WHERE property_id = '${villa.id}'`)).toBe(1);
    expect(await count(`payments p JOIN bookings b ON b.order_id = p.order_id WHERE b.property_id = '${villa.id}'`)).toBe(1);
    const baskets = await Promise.all(agents.map(async (agent) => (await agent.get('/api/cart')).body.items.length));
    expect(baskets.filter((n) => n === 0)).toHaveLength(1);
    expect(baskets.filter((n) => n === 1)).toHaveLength(19);
  });

  it('lets back-to-back weeks of one villa both succeed', async () => {
    const villa = await createVilla(app.db);
    const first = await signedIn('week1');
    const second = await signedIn('week2');
    await addStay(first, villa.id, 200);
    await addStay(second, villa.id, 207);
    const results = await Promise.all([first, second].map((agent) => agent.post('/api/checkout').send(checkoutBody())));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
  });
});

describe('checkout over GraphQL', () => {
  const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) {
    testMode replayed
    order { id orderNumber currency totalAmount amountPaid balanceAmount balanceDueDate paymentOption status createdAt }
    bookings { id checkIn checkOut guests status property { id title } }
    payment { id amount currency status paymentIntentId provider createdAt completedAt } } }`;

  it('needs a signed-in user', async () => {
    const res = await gql(app.agent(), CHECKOUT, { input: checkoutBody({ paymentOption: 'FULL' }) });
    expect(res.errors?.[0]).toMatchObject({ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('pays, replays the same key, and lists orders and bookings with pagination', async () => {
    const villa = await createVilla(app.db, { price: 14000 });
    const agent = await signedIn('graph');
    // The graph has no price inputs at all: a client cannot even send one.
    const tampered = await gql(agent, `mutation($input: AddStayInput!) { addStayToCart(input: $input) { itemCount } }`, {
      input: { propertyId: villa.id, checkIn: inDays(120), checkOut: inDays(124), guests: 3, pricePerNight: 1 },
    });
    expect(tampered.errors).toHaveLength(1);
    expect(tampered.data).toBeUndefined();
    const added = await gql(agent, `mutation($input: AddStayInput!) { addStayToCart(input: $input) { total } }`, {
      input: { propertyId: villa.id, checkIn: inDays(120), checkOut: inDays(124), guests: 3 },
    });
    expect(added.data?.addStayToCart.total).toBe(8000);

    const input = { ...checkoutBody(), paymentOption: 'DEPOSIT' };
    const paid = await gql(agent, CHECKOUT, { input });
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.checkout).toMatchObject({
      testMode: true,
      replayed: false,
      order: { currency: 'GBP', totalAmount: 800000, amountPaid: 200000, balanceAmount: 600000, balanceDueDate: inDays(64), paymentOption: 'DEPOSIT', status: 'CONFIRMED' },
      bookings: [{ checkIn: inDays(120), checkOut: inDays(124), guests: 3, status: 'CONFIRMED', property: { id: villa.id, title: villa.title } }],
      payment: { amount: 200000, currency: 'GBP', status: 'COMPLETED', provider: 'test' },
    });
    const again = await gql(agent, CHECKOUT, { input });
    expect(again.data?.checkout).toMatchObject({ replayed: true, order: { id: paid.data?.checkout.order.id }, payment: { id: paid.data?.checkout.payment.id } });

    // A second order, so the lists have two pages of one.
    await agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(130), checkOut: inDays(133), guests: 1 }).expect(201);
    await agent.post('/api/checkout').send(checkoutBody()).expect(201);
    const lists = await gql(
      agent,
      `{ myOrders(page: { limit: 1 }) { totalCount hasNextPage items { orderNumber bookings { checkIn } payments { status } extras { title } } }
         myBookings(page: { offset: 1, limit: 1 }) { totalCount hasNextPage items { checkIn status } } }`,
    );
    expect(lists.errors).toBeUndefined();
    expect(lists.data?.myOrders).toMatchObject({ totalCount: 2, hasNextPage: true, items: [{ bookings: [{ checkIn: inDays(130) }], payments: [{ status: 'COMPLETED' }], extras: [] }] });
    expect(lists.data?.myBookings).toMatchObject({ totalCount: 2, hasNextPage: false, items: [{ checkIn: inDays(120), status: 'CONFIRMED' }] });

    const anonymous = await gql(app.agent(), `{ myOrders { totalCount } }`);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('finds one of the user\'s orders by id or by order number, and nobody else\'s', async () => {
    const villa = await createVilla(app.db);
    const owner = await signedIn('finder');
    await addStay(owner, villa.id, 150);
    const { order } = (await owner.post('/api/checkout').send(checkoutBody()).expect(201)).body;
    const ONE = `query($id: ID, $orderNumber: String) { myOrder(id: $id, orderNumber: $orderNumber) { id orderNumber bookings { checkIn property { id } } } }`;

    const byId = await gql(owner, ONE, { id: order.id });
    expect(byId.data?.myOrder).toEqual({ id: order.id, orderNumber: order.orderNumber, bookings: [{ checkIn: inDays(150), property: { id: villa.id } }] });
    expect((await gql(owner, ONE, { orderNumber: order.orderNumber })).data?.myOrder).toEqual(byId.data?.myOrder);
    expect((await gql(owner, ONE, { id: '00000000-0000-4000-8000-000000000000' })).data?.myOrder).toBeNull();
    expect((await gql(owner, ONE, { id: 'not-a-uuid' })).data?.myOrder).toBeNull();

    const stranger = await signedIn('stranger');
    expect((await gql(stranger, ONE, { id: order.id })).data?.myOrder).toBeNull();
    expect((await gql(stranger, ONE, { orderNumber: order.orderNumber })).data?.myOrder).toBeNull();

    for (const variables of [{}, { id: order.id, orderNumber: order.orderNumber }]) {
      const bad = await gql(owner, ONE, variables);
      expect(bad.errors?.[0]).toMatchObject({ message: 'Give either the order id or the order number.', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('tells the guest why a declined card failed, leaving the basket as it was', async () => {
    const villa = await createVilla(app.db);
    const agent = await signedIn('gdecline');
    await addStay(agent, villa.id, 140);
    const res = await gql(agent, CHECKOUT, { input: checkoutBody({ paymentMethod: '4000000000000002', paymentOption: 'FULL' }) });
    expect(res.errors?.[0]).toMatchObject({ message: 'Your card was declined. Nothing was charged and your basket is unchanged.', extensions: { code: 'PAYMENT_DECLINED', field: 'paymentMethod' } });
    expect((await gql(agent, `{ cart { itemCount } myOrders { totalCount } }`)).data).toEqual({ cart: { itemCount: 1 }, myOrders: { totalCount: 0 } });
  });

  it('says test mode in the payment settings', async () => {
    const res = await gql(app.agent(), `{ paymentSettings { provider testMode currency depositRate testCards } }`);
    expect(res.data?.paymentSettings).toEqual({ provider: 'test', testMode: true, currency: 'GBP', depositRate: 0.25, testCards: ['4242424242424242', '4000000000000002', '4000000000009995'] });
    expect((await app.http.get('/api/checkout/settings')).body).toMatchObject({ provider: 'test', testMode: true });
  });
});
