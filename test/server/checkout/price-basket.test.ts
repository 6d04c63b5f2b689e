import { priceBasket, readBasket } from '../../../server/src/modules/checkout/steps/price-basket';
import { createExtra, createVilla, inDays } from '../../helpers/booking-factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { checkoutInput, failureOf, refusal, signedInShopper, type Shopper } from './shopper';

/** Pricing the basket: what the guest pays now and later, and which baskets cannot be paid for. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const price = async (shopper: Shopper, input = checkoutInput(), locale: 'en' | 'de' = 'en') => {
  const ctx = shopper.ctx(locale);
  return priceBasket(ctx, shopper.user, input, await readBasket(ctx));
};

describe('pricing the basket', () => {
  it('prices each stay and extra in pounds, whatever currency the villa is priced in, to be paid in full now', async () => {
    const villa = await createVilla(app.db, { price: 8400, currency: 'EUR' }); // €1,200 a night
    const extra = await createExtra(app.db, { name: 'Airport lounge', price: 35, category: 'flights' });
    await app.db.query(`UPDATE currencies SET exchange_rate = 1.2 WHERE code = 'EUR'`);
    const shopper = await signedInShopper(app, 'price');
    await shopper.addStay(villa.id, 30, 7, 4);
    await shopper.addExtra(extra.id, 2);

    const priced = await price(shopper);
    expect(priced.stays).toEqual([expect.objectContaining({ title: villa.title, pricePerNight: 100000, totalPrice: 700000 })]);
    expect(priced.extras).toEqual([expect.objectContaining({ extraId: extra.id, title: 'Airport lounge', category: 'flights', quantity: 2, unitPrice: 3500, totalPrice: 7000 })]);
    expect(priced.discount).toBeNull();
    expect(priced.plan).toMatchObject({ staysAmount: 700000, extrasAmount: 7000, discountAmount: 0, totalAmount: 707000, payNow: 707000, balance: 0, balanceDueDate: null });
    expect(priced.plan.instalments).toEqual([expect.objectContaining({ kind: 'full', amount: 707000 })]);
  });

  it('splits a stay more than 8 weeks away into a 25% deposit now and the balance 8 weeks before check-in', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const shopper = await signedInShopper(app, 'deposit');
    await shopper.addStay(villa.id, 60, 7);
    const { plan } = await price(shopper, checkoutInput({ paymentOption: 'deposit' }));
    expect(plan).toMatchObject({ totalAmount: 700000, payNow: 175000, balance: 525000, balanceDueDate: inDays(4) });
    expect(plan.instalments.map((instalment) => [instalment.kind, instalment.amount, instalment.dueDate])).toEqual([
      ['deposit', 175000, inDays(0)],
      ['balance', 525000, inDays(4)],
    ]);
  });

  it('refuses a deposit for a stay 8 weeks away or less, naming the payment option', async () => {
    const villa = await createVilla(app.db);
    const shopper = await signedInShopper(app, 'near');
    await shopper.addStay(villa.id, 56);
    expect(refusal(await failureOf(price(shopper, checkoutInput({ paymentOption: 'deposit' }))))).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      field: 'paymentOption',
      message: 'A deposit is only possible when check-in is more than 8 weeks away. Please pay in full.',
    });
  });

  it('takes the newsletter code off the stays only, for a confirmed subscriber', async () => {
    const villa = await createVilla(app.db, { price: 7000 });
    const extra = await createExtra(app.db, { price: 50 });
    const shopper = await signedInShopper(app, 'subscriber');
    await app.db.query(`INSERT INTO newsletter_subscribers (email, subscribed, confirmed, confirmed_at) VALUES ($1, true, true, now())`, [shopper.user.email.toLowerCase()]);
    await shopper.addStay(villa.id, 40);
    await shopper.addExtra(extra.id);
    const { plan, discount } = await price(shopper, checkoutInput({ discountCode: ' newsletter20 ' }));
    expect(discount).toMatchObject({ code: 'NEWSLETTER20', percent: 20 });
    expect(plan).toMatchObject({ staysAmount: 700000, discountAmount: 140000, extrasAmount: 5000, totalAmount: 565000 });
  });

  it('refuses an empty basket, and a discount code on a basket without stays', async () => {
    const shopper = await signedInShopper(app, 'empty');
    expect(refusal(await failureOf(price(shopper)))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Your basket is empty.' });

    await app.db.query(`INSERT INTO newsletter_subscribers (email, subscribed, confirmed, confirmed_at) VALUES ($1, true, true, now())`, [shopper.user.email.toLowerCase()]);
    await shopper.addExtra((await createExtra(app.db)).id);
    expect(refusal(await failureOf(price(shopper, checkoutInput({ discountCode: 'NEWSLETTER20' }))))).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      field: 'discountCode',
      message: 'NEWSLETTER20 takes money off villa stays, and this basket has none. Add a stay or remove the code.',
    });
  });

  it("refuses a stay the villa's current rules no longer allow, in the guest's language", async () => {
    const villa = await createVilla(app.db, { sleeps: 6, minNights: 3 });
    const shopper = await signedInShopper(app, 'rules');
    await shopper.addStay(villa.id, 70, 7, 5);

    await app.db.query(`UPDATE properties SET sleeps = 4 WHERE id = $1`, [villa.id]);
    expect(refusal(await failureOf(price(shopper)))).toMatchObject({
      code: 'CONFLICT',
      message: `${villa.title} now sleeps at most 4 guests. Please remove the stay and add it again with fewer guests. Nothing was charged.`,
    });

    await app.db.query(`UPDATE properties SET sleeps = 6, published = false WHERE id = $1`, [villa.id]);
    expect(refusal(await failureOf(price(shopper, checkoutInput(), 'de')), 'de')).toMatchObject({
      code: 'CONFLICT',
      message: `${villa.title} (DE) kann nicht mehr online gebucht werden. Bitte entfernen Sie die Unterkunft aus Ihrem Warenkorb oder kontaktieren Sie uns. Es wurde nichts abgebucht.`,
    });

    await app.db.query(`UPDATE properties SET published = true WHERE id = $1`, [villa.id]);
    expect((await price(shopper)).plan.totalAmount).toBeGreaterThan(0);
  });
});
