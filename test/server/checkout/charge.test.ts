import { inTransaction } from '../../../server/src/graphql/context';
import type { PaymentProvider } from '../../../server/src/modules/payments/payment-provider.types';
import { TestPaymentProvider } from '../../../server/src/modules/payments/test-payment.provider';
import { charge, refundUnconfirmed } from '../../../server/src/modules/checkout/steps/charge';
import { reserve, type Reservation } from '../../../server/src/modules/checkout/steps/reserve';
import { createVilla } from '../../helpers/booking-factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { checkoutInput, failureOf, refusal, rows, signedInShopper, type Shopper } from './shopper';

/** Charging: the provider is asked for the amount due now, outside any transaction, and a refused card frees the dates. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A provider of this test's own, so its record of charges and refunds is only this test's. */
let provider: TestPaymentProvider;
beforeEach(() => {
  provider = new TestPaymentProvider();
});

async function reserved(prefix: string, price = 7000): Promise<{ shopper: Shopper; reservation: Reservation; villaId: string }> {
  const villa = await createVilla(app.db, { price });
  const shopper = await signedInShopper(app, prefix);
  await shopper.addStay(villa.id, 60);
  const reservation = (await inTransaction(shopper.ctx(), (tx) => reserve(tx, shopper.user, checkoutInput(), provider)))!;
  return { shopper, reservation, villaId: villa.id };
}

const orderRows = (orderId: string) => rows(app, `SELECT status FROM orders WHERE id = $1`, [orderId]);

describe('charging a reservation', () => {
  it("charges the amount due now in pounds under the order's key, and only once however often it is asked", async () => {
    const { shopper, reservation } = await reserved('charge');
    const first = await charge(shopper.ctx(), provider, reservation, '4242 4242 4242 4242');
    expect(first).toEqual({ outcome: 'completed', paymentIntentId: expect.stringMatching(/^pi_test_/) });
    expect(await charge(shopper.ctx(), provider, reservation, '4242 4242 4242 4242')).toEqual(first);
    expect([...provider.charges.entries()]).toEqual([[`order-${reservation.orderId}`, { paymentIntentId: first.paymentIntentId, amount: 700000, currency: 'GBP' }]]);
    // Charging records nothing: the order waits for confirm.
    expect(await orderRows(reservation.orderId)).toEqual([{ status: 'pending' }]);
  });

  it('frees the dates and fails on the payment method when the card is declined, charging nothing', async () => {
    const { shopper, reservation, villaId } = await reserved('declined');
    const basket = (await shopper.agent.get('/api/cart')).body;
    expect(refusal(await failureOf(charge(shopper.ctx(), provider, reservation, '4000 0000 0000 0002')))).toEqual({
      code: 'PAYMENT_DECLINED',
      status: 402,
      field: 'paymentMethod',
      message: 'Your card was declined. Nothing was charged and your basket is unchanged.',
    });
    expect(provider.charges.size).toBe(0);
    expect(await orderRows(reservation.orderId)).toEqual([]);
    expect((await shopper.agent.get('/api/cart')).body).toEqual(basket);
    const other = await signedInShopper(app, 'next');
    await other.addStay(villaId, 60);
    expect(await inTransaction(other.ctx(), (tx) => reserve(tx, other.user, checkoutInput(), provider))).not.toBeNull();
  });

  it('frees the dates when the provider refuses to try the card', async () => {
    const { shopper, reservation } = await reserved('invalid');
    expect(refusal(await failureOf(charge(shopper.ctx(), provider, reservation, '1234 5678')))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'paymentMethod', message: 'Please enter a valid card number.' });
    expect(await orderRows(reservation.orderId)).toEqual([]);
  });

  it('keeps the hold when the provider cannot be reached, so a retry with the same key resumes it', async () => {
    const { shopper, reservation } = await reserved('offline');
    const offline: PaymentProvider = Object.assign(Object.create(provider) as TestPaymentProvider, {
      charge: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect(await failureOf(charge(shopper.ctx(), offline, reservation, '4242 4242 4242 4242'))).toEqual(new Error('connect ECONNREFUSED'));
    expect(await orderRows(reservation.orderId)).toEqual([{ status: 'pending' }]);
  });
});

describe('giving back a charge whose order could not be confirmed', () => {
  it('refunds a completed charge under the order\'s key and frees the dates', async () => {
    const { shopper, reservation } = await reserved('refund');
    const charged = await charge(shopper.ctx(), provider, reservation, '4242 4242 4242 4242');
    await refundUnconfirmed(shopper.ctx(), provider, reservation, charged);
    expect([...provider.refundsByKey.entries()]).toEqual([[`order-${reservation.orderId}`, { paymentIntentId: charged.paymentIntentId, amount: null }]]);
    expect(await orderRows(reservation.orderId)).toEqual([]);
  });

  it('keeps the order when the refund fails, and gives nothing back for a charge still pending at the provider', async () => {
    const { shopper, reservation } = await reserved('kept');
    const failing: PaymentProvider = Object.assign(Object.create(provider) as TestPaymentProvider, {
      refund: async () => {
        throw new Error('provider down');
      },
    });
    await refundUnconfirmed(shopper.ctx(), failing, reservation, { outcome: 'completed', paymentIntentId: 'pi_kept' });
    expect(await orderRows(reservation.orderId)).toEqual([{ status: 'pending' }]);

    await refundUnconfirmed(shopper.ctx(), provider, reservation, { outcome: 'pending', paymentIntentId: 'pi_later' });
    expect(provider.refunds.size).toBe(0);
    expect(await orderRows(reservation.orderId)).toEqual([{ status: 'pending' }]);
  });
});
