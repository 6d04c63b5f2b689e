import { entityFromJson } from '../../../db/hydrate';
import { prepared, sql, sqlParams } from '../../../db/sql';
import { AppError } from '../../../errors';
import type { RequestContext } from '../../../graphql/context';
import { Booking } from '../../bookings/booking.entity';
import { outboxInsertSql, type MailMessage } from '../../mail/mail.service';
import { issueInvoice } from '../../orders/invoice.service';
import { takeCharge } from '../../orders/order-payments';
import { Order } from '../../orders/order.entity';
import { Payment } from '../../payments/payment.entity';
import type { PaymentProvider } from '../../payments/payment-provider.types';
import type { CheckoutResult } from '../checkout.types';
import type { AcceptedCharge } from './charge';
import { confirmationMail } from '../../orders/confirmation-mail';
import type { Reservation } from './reserve';

/**
 * The confirmation e-mail of a reservation whose charge the provider accepted, with the amounts
 * confirm is about to record. Rendered before confirm's transaction opens: rendering takes longer
 * than all of confirm's statements, and no connection should wait idle in a transaction for it.
 */
export function confirmationOf(ctx: Pick<RequestContext, 'locale' | 'config'>, reservation: Reservation, charged: AcceptedCharge): Promise<MailMessage> {
  // What the e-mail says: the amounts takeCharge will move (nothing paid yet while the provider confirms).
  const amountPaid = charged.outcome === 'completed' ? reservation.payNow : 0;
  const balanceAmount = reservation.order.totalAmount + reservation.order.damageDepositAmount - amountPaid;
  return confirmationMail(
    ctx,
    { ...reservation.order, amountPaid, balanceAmount, balanceDueDate: balanceAmount > 0 ? reservation.order.balanceDueDate : null },
    reservation.stays.map((s) => ({ title: s.title, checkIn: s.item.checkIn, checkOut: s.item.checkOut, guests: s.item.guests })),
    // Each stay as the guest's calendar entry. Confirming the bookings (pending to confirmed)
    // raises their SEQUENCE from 0 to 1; while the provider confirms later they are still 0.
    reservation.stays.map((s) => ({
      bookingId: s.bookingId,
      sequence: charged.outcome === 'completed' ? 1 : 0,
      checkIn: s.item.checkIn,
      checkOut: s.item.checkOut,
      summary: s.title,
      location: s.location,
    })),
    `order:${reservation.orderId}:confirmation`,
  );
}

/**
 * The short transaction that records an accepted charge of a reservation and confirms its order:
 * lock the order and record the charge (two statements, see takeCharge), then empty the
 * owner's basket, queue the confirmation e-mail (`mail`, from confirmationOf) and read the order,
 * bookings and payment back in one statement, and issue the invoice last. A pending charge (the provider confirms later, by
 * webhook) keeps the dates held until it does. The order must still be pending: one a concurrent
 * retry of the same checkout confirmed first answers its result; one whose hold ran out fails (409).
 */
export async function confirm(tx: RequestContext, reservation: Reservation, charged: AcceptedCharge, provider: PaymentProvider, mail: MailMessage): Promise<CheckoutResult> {
  const notPending = (status: string | null | undefined) => {
    if (status === 'confirmed') return orderResult(tx, reservation.orderId, provider);
    throw new AppError('CONFLICT', 'checkout.holdExpired', {}, 'idempotencyKey');
  };
  let toInvoice: string | null = null;
  if (charged.outcome === 'completed') {
    // Locks the order and records the charge only while it is pending, in one statement.
    const taken = await takeCharge(tx, reservation.paymentId, charged.paymentIntentId, 'pending', { invoice: 'by caller' });
    if (!taken.taken) return taken.orderStatus === 'pending' ? orderResult(tx, reservation.orderId, provider) : notPending(taken.orderStatus);
    toInvoice = taken.toInvoice;
  } else {
    const { rows: [current] } = await sql<{ status: string }>(tx, `SELECT status FROM orders WHERE id = $1 FOR UPDATE`, [reservation.orderId]);
    if (current?.status !== 'pending') return notPending(current?.status);
    await sql(tx, `WITH p AS (UPDATE payments SET payment_intent_id = $2 WHERE id = $1) UPDATE orders SET hold_expires_at = NULL WHERE id = $3`, [reservation.paymentId, charged.paymentIntentId, reservation.orderId]);
  }
  const { values, param } = sqlParams();
  const [owner, order, payment] = [param(reservation.userId), param(reservation.orderId), param(reservation.paymentId)];
  const { rows: [saved] } = await sql<{ order: Record<string, unknown>; bookings: Record<string, unknown>[]; payment: Record<string, unknown> }>(
    tx,
    // The basket is emptied: what was ordered is no longer in it.
    prepared(`WITH basket AS (SELECT id FROM baskets WHERE user_id = ${owner}),
          items AS (DELETE FROM cart_items WHERE basket_id IN (SELECT id FROM basket)),
          extras AS (DELETE FROM cart_extras WHERE basket_id IN (SELECT id FROM basket)),
          mail AS (${outboxInsertSql(mail, param)}),
          mailed AS (UPDATE orders SET confirmation_mailed_at = now() WHERE id = ${order})
     SELECT (SELECT row_to_json(o) FROM orders o WHERE o.id = ${order}) AS order,
            (SELECT coalesce(json_agg(b ORDER BY b.check_in, b.id), '[]') FROM bookings b WHERE b.order_id = ${order}) AS bookings,
            (SELECT row_to_json(p) FROM payments p WHERE p.id = ${payment}) AS payment`),
    values,
  );
  // The invoice last: its number comes from a counter row that every confirmation locks until it
  // commits, so the lock is held for this one statement rather than for the one above as well.
  const invoiceNumber = toInvoice ? await issueInvoice(tx, toInvoice) : null;
  return {
    order: entityFromJson(tx.manager, Order, invoiceNumber ? { ...saved.order, invoice_number: invoiceNumber } : saved.order),
    bookings: saved.bookings.map((row) => entityFromJson(tx.manager, Booking, row)),
    payment: entityFromJson(tx.manager, Payment, saved.payment),
    testMode: provider.testMode,
    replayed: false,
    propertyTitles: new Map(reservation.stays.map((stay) => [stay.item.propertyId, stay.title])),
  };
}

/** The order as it stands, with its bookings and first charge: the answer to a retry of a checkout already confirmed. */
async function orderResult(tx: RequestContext, orderId: string, provider: PaymentProvider): Promise<CheckoutResult> {
  const order = await tx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
  const [bookings, payment] = await Promise.all([
    tx.manager.getRepository(Booking).find({ where: { orderId: order.id }, order: { checkIn: 'ASC' } }),
    tx.manager.getRepository(Payment).findOneOrFail({ where: { orderId: order.id, kind: 'charge' }, order: { createdAt: 'ASC' } }),
  ]);
  return { order, bookings, payment, testMode: provider.testMode, replayed: true };
}
