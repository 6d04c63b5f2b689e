import { sql } from '../../../db/sql';
import { AppError } from '../../../errors';
import type { RequestContext } from '../../../graphql/context';
import { Booking } from '../../bookings/booking.entity';
import { basketExtras, basketItems, findBasketId } from '../../basket/basket.service';
import type { BasketItem } from '../../basket/basket-item.entity';
import { Order } from '../../orders/order.entity';
import { Payment } from '../../payments/payment.entity';
import type { PaymentProvider } from '../../payments/payment-provider.types';
import { propertyById } from '../../properties/property.service';
import type { User } from '../../users/user.entity';
import type { CheckoutInput, CheckoutResult } from '../checkout.types';
import { basketFingerprint, paymentFingerprint } from './fingerprints';
import type { Reservation } from './reserve';

/** A retried checkout: the first request's result once it is settled, or its reservation still to charge. */
export type Resumed = { kind: 'replay'; result: CheckoutResult } | { kind: 'charge'; reservation: Reservation };

/**
 * A second request with a key already claimed (reserve answered null): the same purchase (same
 * option and total, same basket or none left) answers the first result once it is settled, or
 * carries on charging a reservation still pending (the provider's key makes that charge the same
 * one). A different purchase under the same key is refused: 409, nothing charged. So is a key
 * whose hold ran out.
 */
export async function resume(tx: RequestContext, user: User, input: CheckoutInput, provider: PaymentProvider): Promise<Resumed> {
  const order = await tx.manager.getRepository(Order).findOneByOrFail({ userId: user.id, idempotencyKey: input.idempotencyKey });
  const basketId = await findBasketId(tx, { lock: true });
  const [items, extras] = basketId ? await Promise.all([basketItems(tx, basketId), basketExtras(tx, basketId)]) : [[], []];
  const { rows: [stored] } = await sql<{ payment: string | null; basket: string | null }>(tx, `SELECT payment_fingerprint AS payment, basket_fingerprint AS basket FROM orders WHERE id = $1`, [order.id]);
  const basketEmpty = items.length + extras.length === 0;
  const samePayment = !stored.payment || stored.payment === paymentFingerprint(input);
  const sameBasket = !stored.basket || basketEmpty || stored.basket === basketFingerprint(items, extras);
  if (!samePayment || !sameBasket) throw new AppError('CONFLICT', 'checkout.idempotencyMismatch', {}, 'idempotencyKey');
  if (order.status === 'expired') throw new AppError('CONFLICT', 'checkout.holdExpired', {}, 'idempotencyKey');
  const bookings = await tx.manager.getRepository(Booking).find({ where: { orderId: order.id }, order: { checkIn: 'ASC' } });
  const payment = await tx.manager.getRepository(Payment).findOneOrFail({ where: { orderId: order.id, kind: 'charge' }, order: { createdAt: 'ASC' } });
  // Still held and never sent to the provider: the first request stopped before its charge.
  if (order.status === 'pending' && payment.status === 'pending' && !payment.paymentIntentId) {
    return { kind: 'charge', reservation: await storedReservation(tx, user, order, bookings, payment) };
  }
  return { kind: 'replay', result: { order, bookings, payment, testMode: provider.testMode, replayed: true } };
}

/** A held order as reserve left it, read back from its rows, with its villas' titles in the request's language. */
async function storedReservation(tx: RequestContext, user: User, order: Order, bookings: Booking[], payment: Payment): Promise<Reservation> {
  const properties = await tx.loaders.get(propertyById).loadMany(bookings.map((booking) => booking.propertyId));
  const stays = bookings.map((booking, i) => {
    const property = properties[i];
    const item = { propertyId: booking.propertyId, checkIn: booking.checkIn, checkOut: booking.checkOut, guests: booking.guests } as BasketItem;
    const found = property && !(property instanceof Error) ? property : null;
    return { item, bookingId: booking.id, title: found?.title ?? '', location: found?.location ?? '', pricePerNight: booking.pricePerNight, totalPrice: booking.totalPrice, damageDeposit: 0 };
  });
  return { orderId: order.id, orderNumber: order.orderNumber, userId: user.id, paymentId: payment.id, payNow: payment.amount, stays, order };
}
