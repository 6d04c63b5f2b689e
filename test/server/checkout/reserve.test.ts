import { CHECKOUT_HOLD_MINUTES } from '../../../common/constants';
import { inTransaction } from '../../../server/src/graphql/context';
import { paymentProviderFor } from '../../../server/src/modules/payments/payment-provider';
import { releaseHold, reserve } from '../../../server/src/modules/checkout/steps/reserve';
import { createExtra, createVilla, inDays } from '../../helpers/booking-factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { checkoutInput, failureOf, inCountedTransaction, mediumDay, refusal, rows, signedInShopper, type Shopper } from './shopper';

/** Reserving: the order is written and its dates held, unpaid, before the card is charged. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const provider = () => paymentProviderFor(app.config);
const reserveFor = (shopper: Shopper, input = checkoutInput()) => inTransaction(shopper.ctx(), (tx) => reserve(tx, shopper.user, input, provider()));
const basketOf = async (shopper: Shopper) => (await shopper.agent.get('/api/cart')).body;

describe('reserving the basket', () => {
  it('holds the dates with a pending order, its bookings, extras, schedule and payment, and leaves the basket as it is', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const extra = await createExtra(app.db, { name: 'Chef for a night', price: 300 });
    const shopper = await signedInShopper(app, 'reserve');
    await shopper.addStay(villa.id, 70, 7, 3);
    await shopper.addExtra(extra.id, 2);
    const basket = await basketOf(shopper);
    const rival = await signedInShopper(app, 'rival');
    await rival.addStay(villa.id, 72, 3);

    const input = checkoutInput({ paymentOption: 'deposit', leadGuestName: '  Ada Lovelace ' });
    const reservation = (await reserveFor(shopper, input))!;
    expect(reservation).toMatchObject({ userId: shopper.user.id, payNow: 175000 + 60000, order: { leadGuestName: 'Ada Lovelace', totalAmount: 760000, balanceDueDate: inDays(14) } });
    expect(reservation.orderNumber).toMatch(/^VB-\d{4}-\d+$/);
    expect(reservation.stays).toEqual([expect.objectContaining({ title: villa.title, totalPrice: 700000 })]);

    const [order] = await rows<{ status: string; held_minutes: number; total_amount: number; amount_paid: number; balance_amount: number }>(
      app,
      `SELECT status, round(extract(epoch FROM hold_expires_at - now()) / 60)::int AS held_minutes, total_amount, amount_paid, balance_amount FROM orders WHERE id = $1`,
      [reservation.orderId],
    );
    expect(order).toEqual({ status: 'pending', held_minutes: CHECKOUT_HOLD_MINUTES, total_amount: 760000, amount_paid: 0, balance_amount: 760000 });
    expect(await rows(app, `SELECT check_in::text, check_out::text, guests, status, guest_name FROM bookings WHERE order_id = $1`, [reservation.orderId])).toEqual([
      { check_in: inDays(70), check_out: inDays(77), guests: 3, status: 'pending', guest_name: 'Ada Lovelace' },
    ]);
    expect(await rows(app, `SELECT title, quantity, unit_price, total_price FROM order_extras WHERE order_id = $1`, [reservation.orderId])).toEqual([
      { title: 'Chef for a night', quantity: 2, unit_price: 30000, total_price: 60000 },
    ]);
    expect(await rows(app, `SELECT kind, amount FROM order_instalments WHERE order_id = $1 ORDER BY due_date`, [reservation.orderId])).toEqual([
      { kind: 'deposit', amount: 235000 },
      { kind: 'balance', amount: 525000 },
    ]);
    expect(await rows(app, `SELECT id, amount, status, kind, instalment, payment_intent_id FROM payments WHERE order_id = $1`, [reservation.orderId])).toEqual([
      { id: reservation.paymentId, amount: 235000, status: 'pending', kind: 'charge', instalment: 'deposit', payment_intent_id: null },
    ]);
    expect(await basketOf(shopper)).toEqual(basket);

    // Held dates are taken for everyone else.
    expect(refusal(await failureOf(reserveFor(rival)))).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`${villa.title} is no longer available`) });
  });

  it('takes three statements besides BEGIN and COMMIT for a basket of stays', async () => {
    const [first, second] = [await createVilla(app.db), await createVilla(app.db)];
    const shopper = await signedInShopper(app, 'count');
    await shopper.addStay(first.id, 90);
    await shopper.addStay(second.id, 90);
    const { result, statements } = await inCountedTransaction(app, shopper.ctx(), (tx) => reserve(tx, shopper.user, checkoutInput(), provider()));
    expect(result?.stays).toHaveLength(2);
    expect(statements).toBe(5);
  });

  it('answers null for a key it already claimed, writing nothing more', async () => {
    const villa = await createVilla(app.db);
    const shopper = await signedInShopper(app, 'twice');
    await shopper.addStay(villa.id, 100);
    const input = checkoutInput();
    const first = await reserveFor(shopper, input);
    expect(first).not.toBeNull();
    expect(await reserveFor(shopper, input)).toBeNull();
    expect(await rows(app, `SELECT id FROM orders WHERE user_id = $1`, [shopper.user.id])).toEqual([{ id: first!.orderId }]);
  });

  it('refuses dates someone else has booked, naming the villa and the dates, and writes nothing', async () => {
    const villa = await createVilla(app.db, { title: 'Villa Taken' });
    const winner = await signedInShopper(app, 'winner');
    await winner.addStay(villa.id, 110);
    const loser = await signedInShopper(app, 'loser');
    await loser.addStay(villa.id, 112, 2);
    await winner.agent.post('/api/checkout').send(checkoutInput()).expect(201);

    expect(refusal(await failureOf(reserveFor(loser)))).toEqual({
      code: 'CONFLICT',
      status: 409,
      field: undefined,
      message: `Sorry, Villa Taken is no longer available from ${mediumDay(inDays(112))} to ${mediumDay(inDays(114))}: someone else has just booked it. Nothing was charged and your basket is unchanged.`,
    });
    expect(await rows(app, `SELECT id FROM orders WHERE user_id = $1`, [loser.user.id])).toEqual([]);
    expect((await basketOf(loser)).items).toHaveLength(1);
  });

  it('refuses when the total differs from the one the guest saw, and writes nothing', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const shopper = await signedInShopper(app, 'total');
    await shopper.addStay(villa.id, 120);
    expect(refusal(await failureOf(reserveFor(shopper, checkoutInput({ expectedTotal: 1 }))))).toMatchObject({
      code: 'CONFLICT',
      message: 'Your basket total has changed to £7,000.00. Please review your basket and confirm again. Nothing was charged.',
    });
    expect(await rows(app, `SELECT id FROM orders WHERE user_id = $1`, [shopper.user.id])).toEqual([]);
  });

  it("expires another guest's hold that ran out, and takes its dates", async () => {
    const villa = await createVilla(app.db);
    const slow = await signedInShopper(app, 'slow');
    await slow.addStay(villa.id, 130);
    const stale = (await reserveFor(slow))!;
    await app.db.query(`UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [stale.orderId]);

    const quick = await signedInShopper(app, 'quick');
    await quick.addStay(villa.id, 130);
    expect(await reserveFor(quick)).not.toBeNull();
    expect(await rows(app, `SELECT status FROM orders WHERE id = $1`, [stale.orderId])).toEqual([{ status: 'expired' }]);
    expect(await rows(app, `SELECT status FROM bookings WHERE order_id = $1`, [stale.orderId])).toEqual([{ status: 'cancelled' }]);
  });
});

describe('releasing a hold', () => {
  it('removes the held order with its bookings and payment, so the dates are free and the same key may try again', async () => {
    const villa = await createVilla(app.db);
    const shopper = await signedInShopper(app, 'release');
    await shopper.addStay(villa.id, 140);
    const input = checkoutInput();
    const reservation = (await reserveFor(shopper, input))!;

    await releaseHold(shopper.ctx(), reservation.orderId);
    expect(await rows(app, `SELECT id FROM orders WHERE id = $1`, [reservation.orderId])).toEqual([]);
    expect(await rows(app, `SELECT id FROM bookings WHERE order_id = $1`, [reservation.orderId])).toEqual([]);
    expect(await rows(app, `SELECT id FROM payments WHERE order_id = $1`, [reservation.orderId])).toEqual([]);
    expect(await reserveFor(shopper, input)).toMatchObject({ stays: [expect.objectContaining({ title: villa.title })] });
  });

  it('leaves a confirmed order alone', async () => {
    const villa = await createVilla(app.db);
    const shopper = await signedInShopper(app, 'keep');
    await shopper.addStay(villa.id, 150);
    const { order } = (await shopper.agent.post('/api/checkout').send(checkoutInput()).expect(201)).body;
    await releaseHold(shopper.ctx(), order.id);
    expect(await rows(app, `SELECT status FROM orders WHERE id = $1`, [order.id])).toEqual([{ status: 'confirmed' }]);
  });
});
