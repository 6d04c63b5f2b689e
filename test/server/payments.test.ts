import Stripe from 'stripe';
import { ConfigError, loadConfig } from '../../server/src/config';
import { paymentProviderFor } from '../../server/src/modules/payments/payment-provider';
import { checkoutBody, createVilla, inDays, newUser } from '../helpers/booking-factory';
import { startFakeStripe, type FakeStripe, type StripeCall } from '../helpers/fake-stripe';
import { startTestApp, type TestApp } from '../helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';

let app: TestApp;
let stripe: FakeStripe;
let calls: StripeCall[];
beforeAll(async () => {
  // Stripe's API as far as checkout uses it, over HTTP at STRIPE_API_URL, as the server would reach Stripe.
  stripe = await startFakeStripe();
  calls = stripe.calls;
  app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});
beforeEach(() => {
  calls.length = 0;
});

async function basketFor(prefix: string, from: number) {
  const villa = await createVilla(app.db, { price: 7000 });
  const agent = app.agent();
  await agent.post('/api/auth/register').send(newUser(prefix)).expect(201);
  await agent.post('/api/cart/items').send({ propertyId: villa.id, checkIn: inDays(from), checkOut: inDays(from + 7), guests: 2 }).expect(201);
  return agent;
}

function webhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.http.post('/api/payments/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
}

const intentEvent = (id: string, type: string, intentId: string) => ({ id, object: 'event', type, data: { object: { id: intentId, object: 'payment_intent' } } });

describe('configuration', () => {
  it('uses Stripe when STRIPE_SECRET_KEY is set and the test provider otherwise', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).payments.provider).toBe('stripe');
    expect(loadConfig({}).payments.provider).toBe('test');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
    expect(paymentProviderFor(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' }))).toMatchObject({ name: 'stripe', testMode: false });
  });
});

describe('Stripe provider', () => {
  it('confirms a PaymentIntent for the amount in pence with the order as idempotency key', async () => {
    const agent = await basketFor('stripe', 40);
    const res = await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: 'pm_card_visa' }));
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({ provider: 'stripe', amount: 700000, currency: 'GBP', status: 'completed', paymentIntentId: expect.stringMatching(/^pi_fake_/) });
    expect(res.body.testMode).toBe(true);
    const create = calls.find((call) => call.path === '/v1/payment_intents')!;
    expect(create.method).toBe('POST');
    expect(create.params.get('amount')).toBe('700000');
    expect(create.params.get('currency')).toBe('gbp');
    expect(create.params.get('payment_method')).toBe('pm_card_visa');
    expect(create.params.get('confirm')).toBe('true');
    expect(create.headers['idempotency-key']).toBe(`order-${res.body.order.id}`);
    expect(create.headers.authorization).toBe('Bearer sk_test_fake');
  });

  it('turns a card error into a declined checkout that leaves nothing behind', async () => {
    const agent = await basketFor('stripedecline', 50);
    for (const [method, message] of [
      ['pm_card_chargeDeclined', 'Your card was declined. Nothing was charged and your basket is unchanged.'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds. Nothing was charged and your basket is unchanged.'],
    ]) {
      const res = await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: method }));
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(message);
    }
    expect((await agent.get('/api/user/orders')).body).toEqual([]);
    expect((await agent.get('/api/cart')).body.items).toHaveLength(1);
  });

  it('cancels an intent that needs 3-D Secure and tells the guest', async () => {
    const agent = await basketFor('stripe3ds', 55);
    const res = await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: 'pm_card_authenticationRequired' }));
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your bank asked for an extra verification step that could not be completed. Nothing was charged.');
    expect(calls.some((call) => /\/cancel$/.test(call.path))).toBe(true);
    // Stripe keeps the intent, cancelled, so it can never be confirmed later.
    expect([...stripe.intents.values()].find((intent) => intent.payment_method === 'pm_card_authenticationRequired')?.status).toBe('canceled');
  });
});

describe('Stripe refunds and balance', () => {
  it('refunds a cancellation through Stripe for the policy amount, once per refund row', async () => {
    const agent = await basketFor('striperefund', 150);
    const order = (await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: 'pm_card_visa' })).expect(201)).body.order;
    calls.length = 0;
    const res = await agent.post(`/api/orders/${order.id}/cancel`).send({});
    expect(res.status).toBe(200);
    expect(res.body.refunds).toEqual([expect.objectContaining({ kind: 'refund', amount: 525000, status: 'completed' })]);
    const refund = calls.find((call) => call.path === '/v1/refunds')!;
    expect(refund.params.get('amount')).toBe('525000');
    expect(refund.params.get('payment_intent')).toMatch(/^pi_fake_/);
    expect(refund.headers['idempotency-key']).toBe(`refund-${res.body.refunds[0].id}:refund`);
  });

  it('keeps a partly refunded charge completed when Stripe reports the refund, so the rest can still be refunded', async () => {
    const agent = await basketFor('stripepartial', 160);
    const order = (await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: 'pm_card_visa' })).expect(201)).body.order;
    const [charge] = await app.db.query(`SELECT id, payment_intent_id FROM payments WHERE order_id = $1 AND kind = 'charge'`, [order.id]);
    await agent.post(`/api/orders/${order.id}/cancel`).send({}).expect(200);
    const event = { id: `evt_partial_${charge.id}`, object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_fake', object: 'charge', payment_intent: charge.payment_intent_id } } };
    expect((await webhook(event)).status).toBe(200);
    const [after] = await app.db.query(`SELECT status FROM payments WHERE id = $1`, [charge.id]);
    expect(after.status).toBe('completed');
  });

  it('charges the balance as a PaymentIntent of its own', async () => {
    const agent = await basketFor('stripebalance', 120);
    const order = (await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: 'pm_card_visa', paymentOption: 'deposit' })).expect(201)).body.order;
    calls.length = 0;
    const res = await agent.post(`/api/orders/${order.id}/pay-balance`).send({ paymentMethod: 'pm_card_visa', idempotencyKey: 'stripe-balance-1' });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ balanceAmount: 0, amountPaid: 700000 });
    const create = calls.find((call) => call.path === '/v1/payment_intents')!;
    expect(create.params.get('amount')).toBe('525000');
    expect(create.headers['idempotency-key']).toBe(`balance-${res.body.payment.id}`);
  });
});

describe('Stripe webhook', () => {
  it('confirms a processing payment once, however often the event is delivered', async () => {
    const agent = await basketFor('hook', 60);
    const res = await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: 'pm_processing' }));
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ status: 'pending', amountPaid: 0, balanceAmount: 700000 });
    expect(res.body.payment.status).toBe('pending');
    expect(res.body.bookings[0].status).toBe('pending');
    const intentId = res.body.payment.paymentIntentId;

    // The event says succeeded; the webhook acts because Stripe says so too when asked.
    stripe.intents.get(intentId)!.status = 'succeeded';
    const event = intentEvent(`evt_ok_${intentId}`, 'payment_intent.succeeded', intentId);
    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect((await webhook(event)).body).toEqual({ received: true, duplicate: true });

    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ status: 'confirmed', amountPaid: 700000, balanceAmount: 0 });
    expect((await agent.get('/api/user/bookings')).body[0].status).toBe('confirmed');
    const [payment] = await app.db.query(`SELECT status, completed_at FROM payments WHERE payment_intent_id = $1`, [intentId]);
    expect(payment.status).toBe('completed');
    expect(payment.completed_at).not.toBeNull();
  });

  it('cancels the order and frees the dates when a processing payment fails', async () => {
    const agent = await basketFor('hookfail', 70);
    const res = await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: 'pm_processing' }));
    const intentId = res.body.payment.paymentIntentId;
    Object.assign(stripe.intents.get(intentId)!, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Your card was declined.' } });
    expect((await webhook(intentEvent(`evt_fail_${intentId}`, 'payment_intent.payment_failed', intentId))).status).toBe(200);
    expect((await agent.get('/api/user/bookings')).body[0].status).toBe('cancelled');
    expect((await agent.get('/api/user/orders')).body[0].status).toBe('cancelled');
    const propertyId = res.body.bookings[0].propertyId;
    const again = await app.agent().post('/api/cart/items').send({ propertyId, checkIn: inDays(70), checkOut: inDays(77), guests: 2 });
    expect(again.status).toBe(201);
  });

  it('acts on the payment as Stripe has it now, not on what a late or early event says', async () => {
    const agent = await basketFor('hookorder', 80);
    const res = await agent.post('/api/checkout').send(checkoutBody({ paymentMethod: 'pm_processing' }));
    const intentId = res.body.payment.paymentIntentId;
    // "succeeded" while Stripe still has it processing: acknowledged, nothing happens yet.
    const early = intentEvent(`evt_early_${intentId}`, 'payment_intent.succeeded', intentId);
    expect((await webhook(early)).status).toBe(200);
    expect((await agent.get('/api/user/orders')).body[0].status).toBe('pending');
    // A stale "failed" arriving after the payment succeeded confirms it instead of cancelling it.
    stripe.intents.get(intentId)!.status = 'succeeded';
    expect((await webhook(intentEvent(`evt_stale_${intentId}`, 'payment_intent.payment_failed', intentId))).status).toBe(200);
    expect((await agent.get('/api/user/orders')).body[0]).toMatchObject({ status: 'confirmed', amountPaid: 700000 });
    expect((await agent.get('/api/user/bookings')).body[0].status).toBe('confirmed');
    // The early event delivered again: it was not recorded while it had no outcome, and it changes nothing now.
    expect((await webhook(early)).body).toEqual({ received: true, duplicate: false });
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM payments WHERE payment_intent_id = $1 AND status = 'completed'`, [intentId]);
    expect(n).toBe(1);
  });

  it('acknowledges an event for a payment intent neither we nor Stripe know', async () => {
    const res = await webhook(intentEvent('evt_unknown', 'payment_intent.succeeded', 'pi_nobody_knows'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
  });

  it('rejects a wrong signature and changes nothing', async () => {
    const before = await app.db.query(`SELECT count(*) AS n FROM payment_events`);
    const res = await webhook(intentEvent('evt_forged', 'payment_intent.succeeded', 'pi_fake_1'), 'whsec_wrong');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The webhook signature is not valid.');
    const unsigned = await app.http.post('/api/payments/stripe/webhook').set('Content-Type', 'application/json').send('{}');
    expect(unsigned.status).toBe(400);
    expect(await app.db.query(`SELECT count(*) AS n FROM payment_events`)).toEqual(before);
  });
});
