import { inTransaction } from '../../../server/src/graphql/context';
import { expireHolds } from '../../../server/src/modules/orders/order-payments';
import { paymentProviderFor } from '../../../server/src/modules/payments/payment-provider';
import { reserve } from '../../../server/src/modules/checkout/steps/reserve';
import { resume } from '../../../server/src/modules/checkout/steps/resume';
import type { CheckoutInput } from '../../../server/src/modules/checkout/checkout.types';
import { createVilla } from '../../helpers/booking-factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { checkoutInput, failureOf, refusal, signedInShopper, type Shopper } from './shopper';

/** Resuming: a retry with an idempotency key already claimed answers the same purchase, once. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const provider = () => paymentProviderFor(app.config);
const reserveFor = (shopper: Shopper, input: CheckoutInput) => inTransaction(shopper.ctx(), (tx) => reserve(tx, shopper.user, input, provider()));
const resumeFor = (shopper: Shopper, input: CheckoutInput) => inTransaction(shopper.ctx(), (tx) => resume(tx, shopper.user, input, provider()));

const MISMATCH = {
  code: 'CONFLICT',
  status: 409,
  field: 'idempotencyKey',
  message: 'This payment request was already used for a different basket or amount. Please reload the checkout page and try again; nothing has been charged.',
};

describe('resuming a checkout by its idempotency key', () => {
  it('answers the first result, marked as replayed, once the order is confirmed and the basket emptied', async () => {
    const villa = await createVilla(app.db);
    const shopper = await signedInShopper(app, 'replay');
    await shopper.addStay(villa.id, 60);
    const input = checkoutInput();
    const first = (await shopper.agent.post('/api/checkout').send(input).expect(201)).body;

    const resumed = await resumeFor(shopper, input);
    expect(resumed.kind).toBe('replay');
    if (resumed.kind !== 'replay') return;
    expect(resumed.result).toMatchObject({ replayed: true, testMode: true, order: { id: first.order.id, status: 'confirmed' }, payment: { id: first.payment.id, status: 'completed' } });
    expect(resumed.result.bookings.map((booking) => booking.id)).toEqual([first.bookings[0].id]);
  });

  it('carries on with a reservation the first request never charged: same order, payment, amount and stays', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const shopper = await signedInShopper(app, 'unfinished');
    await shopper.addStay(villa.id, 70);
    const input = checkoutInput();
    const reservation = (await reserveFor(shopper, input))!;

    const resumed = await resumeFor(shopper, input);
    expect(resumed).toEqual({
      kind: 'charge',
      reservation: expect.objectContaining({ orderId: reservation.orderId, orderNumber: reservation.orderNumber, userId: shopper.user.id, paymentId: reservation.paymentId, payNow: 700000 }),
    });
    if (resumed.kind !== 'charge') return;
    expect(resumed.reservation.stays).toEqual([expect.objectContaining({ title: villa.title, totalPrice: 700000 })]);
    expect(resumed.reservation.order).toMatchObject({ leadGuestName: 'Ada Lovelace', totalAmount: 700000 });
  });

  it('refuses the key for another purchase: another payment choice, or a basket that changed', async () => {
    const villa = await createVilla(app.db);
    const shopper = await signedInShopper(app, 'mismatch');
    await shopper.addStay(villa.id, 80);
    const input = checkoutInput();
    await reserveFor(shopper, input);

    expect(refusal(await failureOf(resumeFor(shopper, { ...input, expectedTotal: 1 })))).toEqual(MISMATCH);
    expect(refusal(await failureOf(resumeFor(shopper, { ...input, discountCode: 'NEWSLETTER20' })))).toEqual(MISMATCH);
    await shopper.addStay(villa.id, 90);
    expect(refusal(await failureOf(resumeFor(shopper, input)))).toEqual(MISMATCH);
  });

  it('refuses a key whose hold ran out, asking the guest to start again', async () => {
    const villa = await createVilla(app.db);
    const shopper = await signedInShopper(app, 'late');
    await shopper.addStay(villa.id, 100);
    const input = checkoutInput();
    const reservation = (await reserveFor(shopper, input))!;
    await app.db.query(`UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [reservation.orderId]);
    await expireHolds(shopper.ctx());

    expect(refusal(await failureOf(resumeFor(shopper, input)))).toEqual({
      code: 'CONFLICT',
      status: 409,
      field: 'idempotencyKey',
      message: 'This checkout took too long and the dates were released. Nothing was charged; please start checkout again.',
    });
  });
});
