import { inTransaction } from '../../../server/src/graphql/context';
import { expireHolds } from '../../../server/src/modules/orders/order-payments';
import { TestPaymentProvider } from '../../../server/src/modules/payments/test-payment.provider';
import { confirm, confirmationOf } from '../../../server/src/modules/checkout/steps/confirm';
import { reserve, type Reservation } from '../../../server/src/modules/checkout/steps/reserve';
import { createExtra, createVilla } from '../../helpers/booking-factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { checkoutInput, failureOf, inCountedTransaction, refusal, rows, signedInShopper, type Shopper } from './shopper';

/** Confirming: the charge is recorded and the order confirmed, the basket emptied and the guest mailed, in one short transaction. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const provider = new TestPaymentProvider();

async function reserved(prefix: string): Promise<{ shopper: Shopper; reservation: Reservation }> {
  const villa = await createVilla(app.db, { price: 7000 });
  const shopper = await signedInShopper(app, prefix);
  await shopper.addStay(villa.id, 70);
  await shopper.addExtra((await createExtra(app.db, { price: 40 })).id);
  const reservation = (await inTransaction(shopper.ctx(), (tx) => reserve(tx, shopper.user, checkoutInput({ paymentOption: 'deposit' }), provider)))!;
  return { shopper, reservation };
}

const mailsTo = (shopper: Shopper) => rows(app, `SELECT m.subject FROM mail_outbox m WHERE m.kind = 'booking-confirmation' AND m.subject LIKE '%' || (SELECT order_number FROM orders WHERE user_id = $1 LIMIT 1) || '%'`, [shopper.user.id]);

describe('confirming a charged reservation', () => {
  it('confirms order, bookings and payment, issues the invoice, empties the basket and queues the confirmation, in four statements besides BEGIN and COMMIT', async () => {
    const { shopper, reservation } = await reserved('confirm');
    const charged = { outcome: 'completed', paymentIntentId: 'pi_confirm_1' } as const;
    const mail = await confirmationOf(shopper.ctx(), reservation, charged);
    const { result, statements } = await inCountedTransaction(app, shopper.ctx(), (tx) => confirm(tx, reservation, charged, provider, mail));
    expect(statements).toBe(6);
    expect(result.order.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(result).toMatchObject({
      replayed: false,
      testMode: true,
      order: { id: reservation.orderId, status: 'confirmed', totalAmount: 704000, amountPaid: 179000, balanceAmount: 525000 },
      payment: { id: reservation.paymentId, status: 'completed', paymentIntentId: 'pi_confirm_1', amount: 179000 },
    });
    expect(result.bookings.map((booking) => booking.status)).toEqual(['confirmed']);
    expect(result.propertyTitles?.get(result.bookings[0].propertyId)).toBe(reservation.stays[0].title);

    expect(await rows(app, `SELECT status, amount_paid FROM orders WHERE id = $1`, [reservation.orderId])).toEqual([{ status: 'confirmed', amount_paid: 179000 }]);
    expect(await rows(app, `SELECT kind, paid_at IS NOT NULL AS paid FROM order_instalments WHERE order_id = $1 ORDER BY due_date`, [reservation.orderId])).toEqual([
      { kind: 'deposit', paid: true },
      { kind: 'balance', paid: false },
    ]);
    expect((await shopper.agent.get('/api/cart')).body).toEqual({ items: [], extras: [] });
    expect(await mailsTo(shopper)).toEqual([{ subject: `Your booking ${reservation.orderNumber} is confirmed` }]);
  });

  it('answers the order as it stands to a second confirmation of the same charge, recording nothing twice', async () => {
    const { shopper, reservation } = await reserved('again');
    const charged = { outcome: 'completed', paymentIntentId: 'pi_confirm_2' } as const;
    const mail = await confirmationOf(shopper.ctx(), reservation, charged);
    const first = await inTransaction(shopper.ctx(), (tx) => confirm(tx, reservation, charged, provider, mail));
    const second = await inTransaction(shopper.ctx(), (tx) => confirm(tx, reservation, charged, provider, mail));
    expect(second).toMatchObject({ replayed: true, order: { id: first.order.id, amountPaid: 179000 }, payment: { id: first.payment.id } });
    expect(await mailsTo(shopper)).toHaveLength(1);
  });

  it('keeps the dates held, with no time limit, while the provider has still to confirm the charge', async () => {
    const { shopper, reservation } = await reserved('later');
    const charged = { outcome: 'pending', paymentIntentId: 'pi_later_1' } as const;
    const mail = await confirmationOf(shopper.ctx(), reservation, charged);
    const result = await inTransaction(shopper.ctx(), (tx) => confirm(tx, reservation, charged, provider, mail));
    expect(result).toMatchObject({ order: { status: 'pending', amountPaid: 0 }, payment: { status: 'pending', paymentIntentId: 'pi_later_1' } });
    expect(await rows(app, `SELECT hold_expires_at FROM orders WHERE id = $1`, [reservation.orderId])).toEqual([{ hold_expires_at: null }]);
    expect((await shopper.agent.get('/api/cart')).body).toEqual({ items: [], extras: [] });
    await expireHolds(shopper.ctx());
    expect(await rows(app, `SELECT status FROM bookings WHERE order_id = $1`, [reservation.orderId])).toEqual([{ status: 'pending' }]);
  });

  it('refuses an order whose hold ran out before the charge was recorded, confirming nothing', async () => {
    const { shopper, reservation } = await reserved('expired');
    await app.db.query(`UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [reservation.orderId]);
    await expireHolds(shopper.ctx());
    const charged = { outcome: 'completed', paymentIntentId: 'pi_expired_1' } as const;
    const mail = await confirmationOf(shopper.ctx(), reservation, charged);
    const refused = await failureOf(inTransaction(shopper.ctx(), (tx) => confirm(tx, reservation, charged, provider, mail)));
    expect(refusal(refused)).toMatchObject({ code: 'CONFLICT', field: 'idempotencyKey', message: 'This checkout took too long and the dates were released. Nothing was charged; please start checkout again.' });
    expect(await rows(app, `SELECT status, amount_paid FROM orders WHERE id = $1`, [reservation.orderId])).toEqual([{ status: 'expired', amount_paid: 0 }]);
    expect(await rows(app, `SELECT status FROM payments WHERE order_id = $1`, [reservation.orderId])).toEqual([{ status: 'failed' }]);
    // The history names the hold-expiry rule, not the visitor whose request found the hold stale.
    expect(await rows(app, `SELECT kind, from_status, to_status, actor_user_id, actor_job FROM order_events WHERE order_id = $1 ORDER BY seq`, [reservation.orderId])).toEqual([
      { kind: 'status', from_status: 'pending', to_status: 'expired', actor_user_id: null, actor_job: 'orders.expireHolds' },
    ]);
    expect((await shopper.agent.get('/api/cart')).body.items).toHaveLength(1);
    expect(await mailsTo(shopper)).toEqual([]);
  });
});
