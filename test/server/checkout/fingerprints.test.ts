import { inTransaction } from '../../../server/src/graphql/context';
import { paymentProviderFor } from '../../../server/src/modules/payments/payment-provider';
import { basketFingerprint, paymentFingerprint } from '../../../server/src/modules/checkout/steps/fingerprints';
import { reserve } from '../../../server/src/modules/checkout/steps/reserve';
import { resume } from '../../../server/src/modules/checkout/steps/resume';
import { createExtra, createVilla } from '../../helpers/booking-factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { checkoutInput, signedInShopper } from './shopper';

/** Fingerprints: what an idempotency key paid for, so a retry is recognised as the same purchase or refused as another. */

const stay = (propertyId: string, checkIn: string, checkOut: string, guests = 2) => ({ propertyId, checkIn, checkOut, guests });
const extra = (extraId: string, quantity: number) => ({ line: { extraId, quantity } });

describe('the basket fingerprint', () => {
  const a = stay('villa-a', '2027-05-01', '2027-05-08');
  const b = stay('villa-b', '2027-06-01', '2027-06-04', 4);

  it('is the same for the same stays and extras in any order', () => {
    expect(basketFingerprint([a, b], [extra('chef', 1), extra('car', 2)])).toBe(basketFingerprint([b, a], [extra('car', 2), extra('chef', 1)]));
  });

  it('differs when a stay moves, changes its guests or an extra its quantity', () => {
    const base = basketFingerprint([a], [extra('car', 2)]);
    expect(basketFingerprint([{ ...a, checkOut: '2027-05-09' }], [extra('car', 2)])).not.toBe(base);
    expect(basketFingerprint([{ ...a, guests: 3 }], [extra('car', 2)])).not.toBe(base);
    expect(basketFingerprint([a], [extra('car', 3)])).not.toBe(base);
    expect(basketFingerprint([a], [])).not.toBe(base);
  });
});

describe('the payment fingerprint', () => {
  it('reads a discount code without regard to case or spaces', () => {
    expect(paymentFingerprint({ paymentOption: 'full', expectedTotal: 700000, discountCode: ' newsletter20 ' })).toBe(paymentFingerprint({ paymentOption: 'full', expectedTotal: 700000, discountCode: 'NEWSLETTER20' }));
    expect(paymentFingerprint({ paymentOption: 'full', discountCode: '' })).toBe(paymentFingerprint({ paymentOption: 'full', discountCode: null }));
  });

  it('differs for another option, another total the guest was shown, or another code', () => {
    const base = paymentFingerprint({ paymentOption: 'full', expectedTotal: 700000 });
    expect(paymentFingerprint({ paymentOption: 'deposit', expectedTotal: 700000 })).not.toBe(base);
    expect(paymentFingerprint({ paymentOption: 'full', expectedTotal: 700001 })).not.toBe(base);
    expect(paymentFingerprint({ paymentOption: 'full' })).not.toBe(base);
    expect(paymentFingerprint({ paymentOption: 'full', expectedTotal: 700000, discountCode: 'NEWSLETTER20' })).not.toBe(base);
  });
});

describe('a retry of a reserved checkout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('is the same purchase when the basket holds the same lines again, added in another order', async () => {
    const villa = await createVilla(app.db);
    const [chef, car] = [await createExtra(app.db), await createExtra(app.db)];
    const shopper = await signedInShopper(app, 'fingerprint');
    await shopper.addStay(villa.id, 40);
    await shopper.addExtra(chef.id, 1);
    await shopper.addExtra(car.id, 2);
    const input = checkoutInput();
    const provider = paymentProviderFor(app.config);
    const reservation = (await inTransaction(shopper.ctx(), (tx) => reserve(tx, shopper.user, input, provider)))!;

    // The chef taken out and put back: the basket lists it last now.
    const extrasOf = async () => ((await shopper.agent.get('/api/cart')).body.extras as { id: string; extraId: string }[]);
    await shopper.agent.delete(`/api/cart/extras/${(await extrasOf())[0].id}`).expect(204);
    await shopper.addExtra(chef.id, 1);
    expect((await extrasOf()).map((line) => line.extraId)).toEqual([car.id, chef.id]);

    const resumed = await inTransaction(shopper.ctx(), (tx) => resume(tx, shopper.user, input, provider));
    expect(resumed).toMatchObject({ kind: 'charge', reservation: { orderId: reservation.orderId } });
  });
});
