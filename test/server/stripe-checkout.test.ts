import { jobContext } from '../../server/src/graphql/context';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chargeDueBalances } from '../../server/src/modules/orders/off-session';
import { expireOpenIntents } from '../../server/src/modules/orders/payment-settlement';
import { reconcilePayments, RECONCILE_ACTOR } from '../../server/src/modules/orders/payments-reconcile';
import { checkoutBody, createVilla, inDays, newUser } from '../helpers/booking-factory';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../helpers/fake-stripe';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { signUpAdmin } from '../helpers/accounts';

/**
 * Checkout in two steps with Stripe's Payment Element: the order is held pending with a
 * PaymentIntent the browser confirms (3-D Secure in Stripe's frame), then the confirmation page
 * (payment-status) and the webhook settle it, whichever comes first, exactly once. The browser's
 * part is played over HTTP against the fake Stripe, as Stripe.js would.
 */

const WEBHOOK_SECRET = 'whsec_two_step';

let app: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_two_step', STRIPE_PUBLISHABLE_KEY: 'pk_test_two_step', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, TEST_HOOKS: 'true' });
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

/** A browser-payment checkout body: no payment method. */
const twoStep = (overrides: Record<string, unknown> = {}) => {
  const { paymentMethod: _none, ...body } = checkoutBody(overrides);
  return body;
};

async function guestWithStay(prefix: string, from: number, locale = 'en') {
  const villa = await createVilla(app.db, { price: 7000 });
  const agent = app.agent().set('Accept-Language', locale);
  await agent.post('/api/auth/register').send(newUser(prefix)).expect(201);
  await agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(from), checkOut: inDays(from + 7), guests: 2 }).expect(201);
  return { agent, villa };
}

/** What Stripe.js does in the browser: confirm with a card, then pass or fail the bank's 3-D Secure challenge. */
async function payInBrowser(intentId: string, card: string, challenge?: 'complete' | 'fail') {
  const post = (path: string, body: Record<string, string>) => fetch(`${stripe.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
  await post(`/v1/payment_intents/${intentId}/confirm`, { payment_method: card });
  if (challenge) await post(`/v1/payment_intents/${intentId}/authenticate`, { outcome: challenge });
}

function deliver(event: FakeEvent) {
  const { payload, signature } = stripe.signed(event, WEBHOOK_SECRET);
  return app.http.post('/api/payments/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
}

const eventsOf = (intentId: string, type?: string) => stripe.events.filter((event) => event.data.object.id === intentId && (!type || event.type === type));

async function confirmationMails(orderNumber: string): Promise<{ subject: string }[]> {
  return app.db.query(`SELECT subject FROM mail_outbox WHERE kind = 'booking-confirmation' AND subject LIKE $1`, [`%${orderNumber}%`]);
}

async function confirmations(orderId: string): Promise<number> {
  const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND kind = 'status' AND to_status = 'confirmed'`, [orderId]);
  return n;
}

async function datesFree(villaId: string, from: number): Promise<boolean> {
  const other = app.agent();
  await other.post('/api/auth/register').send(newUser('other')).expect(201);
  const res = await other.post('/api/cart/items').send({ propertyId: villaId, checkIn: inDays(from), checkOut: inDays(from + 7), guests: 2 });
  return res.status === 201;
}

describe('the first step: checkout without a payment method', () => {
  it('holds the order pending with a PaymentIntent for the amount due now, and a retry gets the same intent', async () => {
    const { agent, villa } = await guestWithStay('open', 120);
    const quote = (await agent.post('/api/checkout/quote').send({ paymentOption: 'deposit' }).expect(200)).body;
    const body = twoStep({ paymentOption: 'deposit' });
    const res = await agent.post('/api/checkout').send(body);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ status: 'pending', amountPaid: 0 });
    expect(res.body.payment).toMatchObject({ provider: 'stripe', status: 'pending', amount: quote.payNow, paymentIntentId: expect.stringMatching(/^pi_fake_/), clientSecret: expect.stringContaining('_secret_') });
    expect(res.body.bookings[0].status).toBe('pending');

    const intent = stripe.intents.get(res.body.payment.paymentIntentId)!;
    expect(intent).toMatchObject({ amount: quote.payNow, currency: 'gbp', status: 'requires_payment_method', metadata: { orderId: res.body.order.id } });
    const create = stripe.calls.find((call) => call.path === '/v1/payment_intents' && call.params.get('metadata[orderId]') === res.body.order.id)!;
    expect(create.headers['idempotency-key']).toBe(`order-${res.body.order.id}`);
    expect(create.params.get('confirm')).toBeNull();
    expect(await datesFree(villa.id, 120)).toBe(false);

    const retry = await agent.post('/api/checkout').send(body);
    expect(retry.status).toBe(201);
    expect(retry.body.order.id).toBe(res.body.order.id);
    expect(retry.body.payment).toMatchObject({ paymentIntentId: intent.id, clientSecret: intent.client_secret });
    expect([...stripe.intents.values()].filter((i) => i.metadata.orderId === res.body.order.id)).toHaveLength(1);
  });

  it('gives the client secret over GraphQL too', async () => {
    const { agent } = await guestWithStay('opengql', 130);
    const res = await agent
      .post('/graphql')
      .send({ query: 'mutation($input: CheckoutInput!) { checkout(input: $input) { clientSecret order { status } payment { provider paymentIntentId } } }', variables: { input: { ...twoStep(), paymentOption: 'FULL' } } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.checkout).toMatchObject({ clientSecret: expect.stringContaining('_secret_'), order: { status: 'PENDING' }, payment: { provider: 'stripe', paymentIntentId: expect.stringMatching(/^pi_/) } });
  });
});

describe('the second step: settling what the browser confirmed', () => {
  it('confirms the order once 3-D Secure is completed: one e-mail, the booked stay leaves the basket, a second call changes nothing', async () => {
    const { agent } = await guestWithStay('complete', 140);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_authenticationRequired', 'complete');

    const res = await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id: order.id, status: 'confirmed', amountPaid: 700000, balanceAmount: 0 });
    expect(res.body.payment).toMatchObject({ status: 'completed', paymentIntentId: payment.paymentIntentId });
    expect(res.body.replayed).toBe(false);
    expect((await agent.get('/api/user/bookings')).body[0].status).toBe('confirmed');
    expect((await agent.get('/api/cart')).body.items).toEqual([]);

    const again = await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ order: { status: 'confirmed' }, replayed: true });
    expect((await deliver(eventsOf(payment.paymentIntentId, 'payment_intent.succeeded')[0])).status).toBe(200);
    expect(await confirmationMails(order.orderNumber)).toHaveLength(1);
    expect(await confirmations(order.id)).toBe(1);
  });

  it('settles exactly once when the webhook and the confirmation page arrive at the same moment', async () => {
    const { agent } = await guestWithStay('race', 150);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_visa');
    const [hook, page] = await Promise.all([
      deliver(eventsOf(payment.paymentIntentId, 'payment_intent.succeeded')[0]),
      agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId }),
    ]);
    expect(hook.status).toBe(200);
    expect(page.status).toBe(200);
    expect(page.body.order).toMatchObject({ status: 'confirmed', amountPaid: 700000 });
    expect(await confirmations(order.id)).toBe(1);
    expect(await confirmationMails(order.orderNumber)).toHaveLength(1);
    const bookings = await app.db.query(`SELECT status FROM bookings WHERE order_id = $1`, [order.id]);
    expect(bookings).toEqual([{ status: 'confirmed' }]);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND kind = 'payment'`, [order.id]);
    expect(n).toBe(1);
  });

  it('cancels the order and its intent when 3-D Secure fails and frees the dates at once; a late event of that attempt never undoes the next one', async () => {
    const { agent, villa } = await guestWithStay('fail', 160);
    const first = (await agent.post('/api/checkout').send(twoStep({ discountCode: null })).expect(201)).body;
    await payInBrowser(first.payment.paymentIntentId, 'pm_card_authenticationRequired', 'fail');
    const res = await agent.post(`/api/orders/${first.order.id}/payment-status`).send({ paymentIntentId: first.payment.paymentIntentId });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'cancelled', amountPaid: 0 });
    expect(res.body.payment.status).toBe('failed');
    expect(stripe.intents.get(first.payment.paymentIntentId)!.status).toBe('canceled');
    expect((await agent.get('/api/cart')).body.items).toHaveLength(1);
    expect(await confirmationMails(first.order.orderNumber)).toEqual([]);

    // The guest checks out again: a new attempt, a new intent, and this time the card passes.
    const second = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    expect(second.payment.paymentIntentId).not.toBe(first.payment.paymentIntentId);
    await payInBrowser(second.payment.paymentIntentId, 'pm_card_visa');
    expect((await agent.post(`/api/orders/${second.order.id}/payment-status`).send({ paymentIntentId: second.payment.paymentIntentId })).body.order.status).toBe('confirmed');

    // The first attempt's events, late and out of order: nothing changes.
    for (const event of eventsOf(first.payment.paymentIntentId).reverse()) expect((await deliver(event)).status).toBe(200);
    const orders = (await agent.get('/api/user/orders')).body as { id: string; status: string }[];
    expect(orders.find((o) => o.id === second.order.id)?.status).toBe('confirmed');
    expect(orders.find((o) => o.id === first.order.id)?.status).toBe('cancelled');
    expect(await datesFree(villa.id, 160)).toBe(false);
  });

  it('frees the dates at once when the webhook reports the failure first', async () => {
    const { agent, villa } = await guestWithStay('hookfail', 170);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_chargeDeclined');
    expect((await deliver(eventsOf(payment.paymentIntentId, 'payment_intent.payment_failed')[0])).status).toBe(200);
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(stripe.intents.get(payment.paymentIntentId)!.status).toBe('canceled');
    expect(await datesFree(villa.id, 170)).toBe(true);
  });

  it('confirms through the webhook alone when the tab was closed, in the language of the checkout, however the events arrive', async () => {
    const { agent } = await guestWithStay('closed', 180, 'de');
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_authenticationRequired', 'complete');
    const [created] = eventsOf(payment.paymentIntentId, 'payment_intent.created');
    const [succeeded] = eventsOf(payment.paymentIntentId, 'payment_intent.succeeded');
    // Succeeded before created, and each twice.
    for (const event of [succeeded, created, succeeded, created]) expect((await deliver(event)).status).toBe(200);
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ id: order.id, status: 'confirmed', amountPaid: 700000 });
    expect(await confirmations(order.id)).toBe(1);
    const mails = await confirmationMails(order.orderNumber);
    expect(mails).toEqual([{ subject: `Ihre Buchung ${order.orderNumber} ist bestätigt` }]);
    // It carries the stay as a calendar entry, as the one-step checkout's does.
    const [{ attachments }] = await app.db.query(`SELECT attachments FROM mail_outbox WHERE kind = 'booking-confirmation' AND subject LIKE $1`, [`%${order.orderNumber}%`]);
    expect(attachments).toEqual([expect.objectContaining({ contentType: expect.stringContaining('text/calendar') })]);
    expect(attachments[0].content).toMatch(/METHOD:PUBLISH[\s\S]*UID:booking-/);
    // The confirmation page, opened later, shows the order as the webhook left it.
    const page = await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId });
    expect(page.body).toMatchObject({ order: { status: 'confirmed' }, replayed: true });
  });

  it('answers a payment with no outcome yet as pending, changing nothing', async () => {
    const { agent } = await guestWithStay('waiting', 190);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_authenticationRequired');
    const res = await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ order: { status: 'pending' }, payment: { status: 'pending' }, replayed: true });
  });

  it('cancels the intent of a hold that ran out unpaid and frees its dates', async () => {
    const { agent, villa } = await guestWithStay('abandon', 200);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_authenticationRequired');
    await app.db.query(`UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [order.id]);
    expect(await expireOpenIntents({ ...jobContext(app.db.manager, 'orders.expireHolds'), config: app.config })).toBe(1);
    expect(stripe.intents.get(payment.paymentIntentId)!.status).toBe('canceled');
    expect(await app.db.query(`SELECT status FROM orders WHERE id = $1`, [order.id])).toEqual([{ status: 'expired' }]);
    expect(await datesFree(villa.id, 200)).toBe(true);
  });

  it('settles over GraphQL too', async () => {
    const { agent } = await guestWithStay('settlegql', 210);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_visa');
    const res = await agent.post('/graphql').send({
      query: 'mutation($input: SettleOrderPaymentInput!) { settleOrderPayment(input: $input) { replayed order { id status amountPaid } payment { status } } }',
      variables: { input: { orderId: order.id, paymentIntentId: payment.paymentIntentId } },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.settleOrderPayment).toEqual({ replayed: false, order: { id: order.id, status: 'CONFIRMED', amountPaid: 700000 }, payment: { status: 'COMPLETED' } });
  });

  it("refuses an intent that is not the order's (400 naming the field) and another guest's order (404), changing nothing", async () => {
    const { agent } = await guestWithStay('refuse', 220);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_visa');
    const wrong = await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: 'pi_fake_unknown' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'paymentIntentId', message: 'paymentIntentId must be the id (pi_…) of a payment of this order.' });
    const malformed = await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: 'not an id' });
    expect(malformed.status).toBe(400);
    const stranger = app.agent();
    await stranger.post('/api/auth/register').send(newUser('stranger')).expect(201);
    expect((await stranger.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId })).status).toBe(404);
    expect((await agent.get('/api/user/orders')).body[0].status).toBe('pending');
  });
});

describe('npm run payments:reconcile', () => {
  const reconcile = (since: Date) => reconcilePayments({ ...jobContext(app.db.manager, RECONCILE_ACTOR), config: app.config }, since);

  it('applies a webhook the site never received, once, and leaves the ones it had', async () => {
    // Stripe's times are whole seconds: start on a fresh one, after the events of the tests before.
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    const since = new Date();
    const { agent } = await guestWithStay('dropped', 230);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_authenticationRequired', 'complete');
    // The webhook was dropped and the guest closed the tab: the order is still waiting.
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ id: order.id, status: 'pending' });
    const other = await guestWithStay('delivered', 240);
    const delivered = (await other.agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(delivered.payment.paymentIntentId, 'pm_card_visa');
    expect((await deliver(eventsOf(delivered.payment.paymentIntentId, 'payment_intent.succeeded')[0])).status).toBe(200);

    const listed = stripe.events.filter((event) => event.created >= Math.floor(since.getTime() / 1000)).length;
    const first = await reconcile(since);
    expect(first).toEqual({ listed, applied: 1, alreadyApplied: 1 });
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ id: order.id, status: 'confirmed', amountPaid: 700000 });
    expect(await confirmationMails(order.orderNumber)).toHaveLength(1);
    const [history] = await app.db.query(`SELECT actor_job FROM order_events WHERE order_id = $1 AND to_status = 'confirmed'`, [order.id]);
    expect(history.actor_job).toBe(RECONCILE_ACTOR);
    // Stripe lists events a page at a time; asked for again, nothing is applied twice.
    expect((await reconcile(since)).applied).toBe(0);
    expect(await confirmations(order.id)).toBe(1);
    expect(await confirmationMails(order.orderNumber)).toHaveLength(1);
    expect(stripe.calls.some((call) => call.path === '/v1/events' && call.params.get('created[gte]') === String(Math.floor(since.getTime() / 1000)))).toBe(true);
  });

  it('explains its usage when --since is missing or not a time', () => {
    const cli = path.resolve(__dirname, '../../dist/server/src/modules/orders/payments-reconcile-cli.js');
    for (const args of [[], ['--since', 'yesterday']]) {
      const run = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('usage: npm run payments:reconcile -- --since <ISO time>');
    }
  });
});

describe('with the built-in test provider', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('still needs a card: checkout without one is refused on paymentMethod and holds nothing', async () => {
    const villa = await createVilla(testApp.db);
    const agent = testApp.agent();
    await agent.post('/api/auth/register').send(newUser('testmode')).expect(201);
    await agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(60), checkOut: inDays(67), guests: 2 }).expect(201);
    const res = await agent.post('/api/checkout').send(twoStep());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'paymentMethod', message: 'Please enter your card details' });
    expect((await agent.get('/api/user/orders')).body).toEqual([]);
    expect((await agent.post('/api/checkout').send(checkoutBody())).status).toBe(201);
  });

  it('has no test hooks without TEST_HOOKS', async () => {
    expect((await testApp.http.post('/api/test-hooks/jobs/orders.chargeBalances').send({})).status).toBe(404);
  });

  it('still needs a card for a balance: none is refused on paymentMethod and charges nothing', async () => {
    const villa = await createVilla(testApp.db);
    const agent = testApp.agent();
    await agent.post('/api/auth/register').send(newUser('testbalance')).expect(201);
    await agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(120), checkOut: inDays(127), guests: 2 }).expect(201);
    const { order } = (await agent.post('/api/checkout').send(checkoutBody({ paymentOption: 'deposit' })).expect(201)).body;
    const res = await agent.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'test-balance-1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'paymentMethod', message: 'Please enter your card details' });
    expect((await agent.get('/api/user/orders')).body[0].balanceAmount).toBeGreaterThan(0);
  });
});

describe('saved cards: the balance charged on its due date', () => {
  const chargeBalances = () => chargeDueBalances(app.db, app.config);

  async function depositPaidWithSavedCard(prefix: string, from: number, card: string, challenge?: 'complete') {
    const { agent } = await guestWithStay(prefix, from);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep({ paymentOption: 'deposit', saveCard: true })).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, card, challenge);
    await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId }).expect(200);
    await app.db.query(`UPDATE orders SET balance_due_date = now()::date WHERE id = $1`, [order.id]);
    return { agent, order, payment };
  }

  it('saves the card on a customer with the consent stored, and charges the balance off-session once', async () => {
    const { agent, order, payment } = await depositPaidWithSavedCard('saved', 250, 'pm_card_visa');
    const intent = stripe.intents.get(payment.paymentIntentId)!;
    expect(intent).toMatchObject({ customer: expect.stringMatching(/^cus_fake_/), setup_future_usage: 'off_session' });
    const [stored] = await app.db.query(`SELECT card_consent, card_consent_at, stripe_customer_id FROM orders WHERE id = $1`, [order.id]);
    expect(stored).toMatchObject({ card_consent: expect.stringContaining('the balance of this booking is charged to it on its due date'), stripe_customer_id: intent.customer });
    expect(stored.card_consent_at).not.toBeNull();

    expect(await chargeBalances()).toBe(1);
    expect(await chargeBalances()).toBe(0);
    const [paid] = (await agent.get('/api/user/orders')).body;
    expect(paid).toMatchObject({ id: order.id, status: 'confirmed', balanceAmount: 0, amountPaid: 700000 });
    const offSession = [...stripe.intents.values()].filter((i) => i.metadata.orderId === order.id && i.id !== payment.paymentIntentId);
    expect(offSession).toEqual([expect.objectContaining({ status: 'succeeded', customer: intent.customer, payment_method: 'pm_card_visa', amount: 525000 })]);
    const create = stripe.calls.find((call) => call.path === '/v1/payment_intents' && call.params.get('off_session') === 'true' && call.params.get('metadata[orderId]') === order.id)!;
    expect(create.params.get('confirm')).toBe('true');
    const mails = await app.db.query(`SELECT kind FROM mail_outbox WHERE subject LIKE $1 ORDER BY created_at`, [`%${order.orderNumber}%`]);
    expect(mails.map((m: { kind: string }) => m.kind)).toEqual(['booking-confirmation', 'balance-paid']);
  });

  it('e-mails a link to pay in the browser when the bank asks for authentication, charging nothing, once', async () => {
    const { agent, order } = await depositPaidWithSavedCard('savedauth', 260, 'pm_card_authenticationRequired', 'complete');
    expect(await chargeBalances()).toBe(0);
    expect(await chargeBalances()).toBe(0);
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ id: order.id, status: 'confirmed', balanceAmount: 525000 });
    const mails = await app.db.query(`SELECT subject, text_body FROM mail_outbox WHERE kind = 'balance-action-required' AND subject LIKE $1`, [`%${order.orderNumber}%`]);
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(`/account?tab=orders&pay=${order.id}`);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM payments WHERE order_id = $1 AND instalment = 'balance'`, [order.id]);
    expect(n).toBe(0);
  });

  it('runs on a given day through the browser tests\' hook (TEST_HOOKS), which a server without it does not have', async () => {
    const { order } = await depositPaidWithSavedCard('hook', 275, 'pm_card_visa');
    await app.db.query(`UPDATE orders SET balance_due_date = now()::date + 30 WHERE id = $1`, [order.id]);
    const [{ due, before }] = await app.db.query(`SELECT to_char(balance_due_date, 'YYYY-MM-DD') AS due, to_char(balance_due_date - 1, 'YYYY-MM-DD') AS before FROM orders WHERE id = $1`, [order.id]);
    // The day before: not due yet.
    expect((await app.http.post('/api/test-hooks/jobs/orders.chargeBalances').send({ today: before })).body.result).toBe(0);
    expect((await app.http.post('/api/test-hooks/jobs/orders.chargeBalances').send({ today: due })).body).toEqual({ job: 'orders.chargeBalances', result: 1 });
    expect((await app.http.post('/api/test-hooks/jobs/no.such.job').send({})).status).toBe(404);
    const [paid] = await app.db.query(`SELECT balance_amount FROM orders WHERE id = $1`, [order.id]);
    expect(paid.balance_amount).toBe(0);
  });

  it('saves nothing without consent: no customer, and the balance job leaves the order to the guest', async () => {
    const { agent } = await guestWithStay('noconsent', 270);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep({ paymentOption: 'deposit' })).expect(201)).body;
    expect(stripe.intents.get(payment.paymentIntentId)).toMatchObject({ customer: null, setup_future_usage: null });
    await payInBrowser(payment.paymentIntentId, 'pm_card_visa');
    await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId }).expect(200);
    await app.db.query(`UPDATE orders SET balance_due_date = now()::date WHERE id = $1`, [order.id]);
    expect(await chargeBalances()).toBe(0);
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ balanceAmount: 525000 });
  });
});

describe('the balance paid in the browser (the e-mail link, or the account)', () => {
  /** A deposit paid with Stripe, its balance due today: what the off-session charge leaves when the bank asks for authentication. */
  async function depositPaid(prefix: string, from: number, locale = 'en') {
    const { agent } = await guestWithStay(prefix, from, locale);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep({ paymentOption: 'deposit' })).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_visa');
    await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId }).expect(200);
    return { agent, order };
  }
  const balanceMails = async (orderNumber: string) => app.db.query(`SELECT subject FROM mail_outbox WHERE kind = 'balance-paid' AND subject LIKE $1`, [`%${orderNumber}%`]);

  it('opens a PaymentIntent for the open balance the server computed, the same one for a retry or a second tab, and settles it once after 3-D Secure', async () => {
    const { agent, order } = await depositPaid('paybrowser', 280, 'de');
    const res = await agent.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'browser-balance-1' });
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ kind: 'charge', instalment: 'balance', status: 'pending', amount: 525000, paymentIntentId: expect.stringMatching(/^pi_fake_/), clientSecret: expect.stringContaining('_secret_') });
    expect(res.body.order).toMatchObject({ status: 'confirmed', balanceAmount: 525000 });
    const intentId = res.body.payment.paymentIntentId;
    expect(stripe.intents.get(intentId)).toMatchObject({ amount: 525000, currency: 'gbp', status: 'requires_payment_method', metadata: { orderId: order.id } });
    const create = stripe.calls.find((call) => call.path === '/v1/payment_intents' && call.params.get('metadata[orderId]') === order.id && call.params.get('description')?.startsWith('Balance'))!;
    expect(create.headers['idempotency-key']).toBe(`balance-${res.body.payment.id}`);

    const retry = await agent.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'browser-balance-1' });
    expect(retry.body).toMatchObject({ replayed: true, payment: { id: res.body.payment.id, paymentIntentId: intentId, clientSecret: res.body.payment.clientSecret } });
    const otherTab = await agent.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'browser-balance-2' });
    expect(otherTab.body.payment).toMatchObject({ id: res.body.payment.id, paymentIntentId: intentId });
    expect([...stripe.intents.values()].filter((intent) => intent.metadata.orderId === order.id)).toHaveLength(2);

    await payInBrowser(intentId, 'pm_card_authenticationRequired', 'complete');
    const [hook, page] = await Promise.all([
      deliver(eventsOf(intentId, 'payment_intent.succeeded')[0]),
      agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: intentId }),
    ]);
    expect(hook.status).toBe(200);
    expect(page.status).toBe(200);
    expect(page.body.order).toMatchObject({ status: 'confirmed', amountPaid: 700000, balanceAmount: 0 });
    expect(page.body.order.paymentSchedule.map((i: { kind: string; status: string }) => [i.kind, i.status])).toEqual([['deposit', 'paid'], ['balance', 'paid']]);
    expect(await balanceMails(order.orderNumber)).toEqual([{ subject: expect.stringContaining(order.orderNumber) }]);
    expect((await balanceMails(order.orderNumber))[0].subject).toBe(`Restzahlung für Ihre Buchung ${order.orderNumber} erhalten`);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND kind = 'payment'`, [order.id]);
    expect(n).toBe(2);
    // Paid: nothing is left to open.
    const after = await agent.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'browser-balance-3' });
    expect(after.status).toBe(409);
  });

  it('brings an overdue order back to confirmed when only the webhook reports the payment', async () => {
    const { agent, order } = await depositPaid('payoverdue', 290);
    await app.db.query(`UPDATE orders SET status = 'overdue' WHERE id = $1`, [order.id]);
    const { payment } = (await agent.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'overdue-balance-1' }).expect(200)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_visa');
    for (const event of [...eventsOf(payment.paymentIntentId)].reverse()) expect((await deliver(event)).status).toBe(200);
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ id: order.id, status: 'confirmed', balanceAmount: 0 });
    expect(await balanceMails(order.orderNumber)).toHaveLength(1);
  });

  it('charges nothing when 3-D Secure fails: the order keeps its balance, the intent is cancelled, and a new attempt opens a new intent', async () => {
    const { agent, order } = await depositPaid('payfail', 300);
    const first = (await agent.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'failed-balance-1' }).expect(200)).body.payment;
    await payInBrowser(first.paymentIntentId, 'pm_card_authenticationRequired', 'fail');
    const settled = await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: first.paymentIntentId });
    expect(settled.body).toMatchObject({ order: { status: 'confirmed', balanceAmount: 525000 }, payment: { status: 'failed' }, replayed: false });
    expect(stripe.intents.get(first.paymentIntentId)!.status).toBe('canceled');
    expect(await balanceMails(order.orderNumber)).toEqual([]);

    const second = (await agent.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'failed-balance-2' }).expect(200)).body.payment;
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    await payInBrowser(second.paymentIntentId, 'pm_card_visa');
    expect((await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: second.paymentIntentId })).body.order).toMatchObject({ status: 'confirmed', balanceAmount: 0 });
    // The failed attempt's events, late: nothing changes.
    for (const event of eventsOf(first.paymentIntentId)) expect((await deliver(event)).status).toBe(200);
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ balanceAmount: 0, amountPaid: 700000 });
  });

  it('gives the client secret over GraphQL, and refuses another guest\'s order (404)', async () => {
    const { agent, order } = await depositPaid('paygql', 310);
    const res = await agent.post('/graphql').send({
      query: 'mutation($input: PayBalanceInput!) { payBalance(input: $input) { clientSecret replayed payment { status amount paymentIntentId } } }',
      variables: { input: { orderId: order.id, idempotencyKey: 'gql-balance-1' } },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.payBalance).toMatchObject({ clientSecret: expect.stringContaining('_secret_'), replayed: false, payment: { status: 'PENDING', amount: 525000 } });
    const stranger = app.agent();
    await stranger.post('/api/auth/register').send(newUser('paystranger')).expect(201);
    expect((await stranger.post(`/api/orders/${order.id}/pay-balance`).send({ idempotencyKey: 'stranger-balance-1' })).status).toBe(404);
  });
});

describe('refunds through Stripe, reconciled from its webhooks', () => {
  /** A stay paid in full with Stripe (the browser's part played against the fake), cancelled by staff with `refund`. */
  async function paidThenRefunded(prefix: string, from: number, refund: number) {
    const { agent } = await guestWithStay(prefix, from);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_visa');
    await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId }).expect(200);
    const admin = await adminAgent();
    const cancelled = await admin.post(`/api/admin/orders/${order.id}/cancel`).send({ refundAmount: refund, reason: 'Guest asked' });
    expect(cancelled.status).toBe(200);
    return { order, intentId: payment.paymentIntentId as string, refunds: cancelled.body.refunds as { id: string; amount: number; status: string }[] };
  }
  let admin: Awaited<ReturnType<typeof signUpAdmin>>['agent'] | undefined;
  async function adminAgent() {
    admin ??= (await signUpAdmin(app)).agent;
    return admin;
  }
  const refundRows = (orderId: string) => app.db.query(`SELECT amount, status, provider_refund_id, failure_reason FROM payments WHERE order_id = $1 AND kind = 'refund' ORDER BY created_at`, [orderId]);
  const orderRow = async (orderId: string) => (await app.db.query(`SELECT refunded_amount, amount_paid FROM orders WHERE id = $1`, [orderId]))[0];
  const history = (orderId: string) => app.db.query(`SELECT kind, amount, detail ->> 'reason' AS reason FROM order_events WHERE order_id = $1 AND kind IN ('refund', 'refund_failed') ORDER BY seq`, [orderId]);

  it('gives a partial refund back through Stripe with our refund in its metadata, and keeps Stripe\'s refund id', async () => {
    const { order, intentId, refunds } = await paidThenRefunded('partialrefund', 320, 200000);
    expect(refunds).toEqual([expect.objectContaining({ amount: 200000, status: 'completed' })]);
    const [stripeRefund] = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === intentId);
    expect(stripeRefund).toMatchObject({ amount: 200000, status: 'succeeded', metadata: { refundId: refunds[0].id, orderId: order.id } });
    expect(await refundRows(order.id)).toEqual([{ amount: 200000, status: 'completed', provider_refund_id: stripeRefund.id, failure_reason: null }]);
    // Stripe's events for it, twice and in any order, change nothing more.
    for (const event of [...eventsOf(stripeRefund.id), ...stripe.events.filter((e) => e.type === 'charge.refunded' && e.data.object.payment_intent === intentId)].reverse()) {
      expect((await deliver(event)).status).toBe(200);
      expect((await deliver(event)).status).toBe(200);
    }
    expect(await orderRow(order.id)).toEqual({ refunded_amount: 200000, amount_paid: 700000 });
    expect(await history(order.id)).toEqual([{ kind: 'refund', amount: 200000, reason: 'Guest asked' }]);
    const [charge] = await app.db.query(`SELECT status FROM payments WHERE payment_intent_id = $1`, [intentId]);
    expect(charge.status).toBe('completed');
  });

  it('marks the charge refunded after a full refund', async () => {
    const { order, intentId } = await paidThenRefunded('fullrefund', 330, 700000);
    const hook = stripe.events.filter((e) => e.type === 'charge.refunded' && e.data.object.payment_intent === intentId).pop()!;
    expect((await deliver(hook)).status).toBe(200);
    const [charge] = await app.db.query(`SELECT status FROM payments WHERE payment_intent_id = $1`, [intentId]);
    expect(charge.status).toBe('refunded');
    expect(await orderRow(order.id)).toEqual({ refunded_amount: 700000, amount_paid: 700000 });
  });

  it('shows staff a refund Stripe fails later (refund.updated): the money was not given back, the history says why', async () => {
    const { order, refunds } = await paidThenRefunded('failedrefund', 340, 300000);
    const [stripeRefund] = [...stripe.refunds.values()].filter((refund) => refund.metadata.refundId === refunds[0].id);
    stripe.failRefund(stripeRefund.id);
    const updated = stripe.events.filter((e) => e.type === 'refund.updated' && e.data.object.id === stripeRefund.id).pop()!;
    expect((await deliver(updated)).status).toBe(200);
    expect((await deliver(updated)).status).toBe(200);
    expect(await refundRows(order.id)).toEqual([{ amount: 300000, status: 'failed', provider_refund_id: stripeRefund.id, failure_reason: 'expired_or_canceled_card' }]);
    expect(await orderRow(order.id)).toEqual({ refunded_amount: 0, amount_paid: 700000 });
    expect(await history(order.id)).toEqual([
      { kind: 'refund', amount: 300000, reason: 'Guest asked' },
      { kind: 'refund_failed', amount: 300000, reason: 'expired_or_canceled_card' },
    ]);
    const [{ actor_job }] = await app.db.query(`SELECT actor_job FROM order_events WHERE order_id = $1 AND kind = 'refund_failed'`, [order.id]);
    expect(actor_job).toBe('payments.webhook');
    const res = await (await adminAgent()).post('/graphql').send({ query: `{ adminOrders { items { id events { kind amount reason } } } }` });
    const staffView = res.body.data.adminOrders.items.find((item: { id: string }) => item.id === order.id);
    expect(staffView.events).toContainEqual({ kind: 'REFUND_FAILED', amount: 300000, reason: 'expired_or_canceled_card' });
  });

  it('records a refund made in Stripe\'s dashboard, and the reconcile script applies a refund webhook the site missed', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    const since = new Date();
    const { agent } = await guestWithStay('dashrefund', 350);
    const { order, payment } = (await agent.post('/api/checkout').send(twoStep()).expect(201)).body;
    await payInBrowser(payment.paymentIntentId, 'pm_card_visa');
    await agent.post(`/api/orders/${order.id}/payment-status`).send({ paymentIntentId: payment.paymentIntentId }).expect(200);
    stripe.refundInDashboard(payment.paymentIntentId, 50000);
    // The webhook was dropped: the reconcile script finds it.
    const summary = await reconcilePayments({ ...jobContext(app.db.manager, RECONCILE_ACTOR), config: app.config }, since);
    expect(summary.applied).toBeGreaterThanOrEqual(1);
    expect(await refundRows(order.id)).toEqual([{ amount: 50000, status: 'completed', provider_refund_id: expect.stringMatching(/^re_fake_/), failure_reason: null }]);
    expect(await orderRow(order.id)).toEqual({ refunded_amount: 50000, amount_paid: 700000 });
    expect((await reconcilePayments({ ...jobContext(app.db.manager, RECONCILE_ACTOR), config: app.config }, since)).applied).toBe(0);
    expect(await refundRows(order.id)).toHaveLength(1);
  });
});
