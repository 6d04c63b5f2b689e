import { LIVE_ORDER_STATUSES } from '../../../../common/order-states';
import { movedBalanceDueDate } from '../../../../common/payment-plan';
import { businessToday } from '../../../../common/dates';
import { pgErrorCode, PG_EXCLUSION_VIOLATION, sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { formatMoney } from '../../i18n/money';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { priceStay, quoteStay } from '../basket/stay-quote';
import { Booking } from '../bookings/booking.entity';
import { stayCalendar } from '../mail/mail-calendar';
import { enqueueMail } from '../mail/mail.service';
import { lockOwnOrder } from '../orders/balance.service';
import { orderMail, orderStayEntries } from '../orders/order-mail';
import { tripUrl } from '../trips/trip.service';
import { authorize, Role } from '../users/authorization';
import type { ChangeBookingDatesInput } from './stay-change.types';
import { bookingDatesChangedMail } from './stay-change.mails';

/**
 * Staff move a confirmed stay to other dates of its villa, in one transaction that takes the
 * villa's booking lock (as checkout and calendar blocks do), locks the order and the booking, and:
 *
 * - checks the new stay by every booking rule (quoteStay: lead, horizon, changeover day, minimum
 *   and maximum nights, the guests the villa sleeps, free of other bookings and blocks; the
 *   booking's own old nights do not count), with the exclusion constraint as the guarantee;
 * - keeps the money as it is: the move is allowed only when the new dates cost exactly what the
 *   booked dates cost at the villa's current rates (both priced now, in the villa's currency), so
 *   the order's total, payments, schedule amounts, discount and invoice all stay true. A change
 *   of price is a cancellation and a new booking;
 * - moves the balance's due date with the first arrival when a balance is still owed;
 * - records the move in the order's history and the audit log, and e-mails the guest the new
 *   dates with the calendar entry (same UID; the database raised its SEQUENCE with the dates).
 */
export async function changeBookingDates(ctx: RequestContext, input: ChangeBookingDatesInput): Promise<Booking> {
  const admin = authorize(ctx, [Role.Admin]);
  return inTransaction(ctx, async (tx) => {
    const { rows: [found] } = await sql<{ propertyId: string; orderId: string | null }>(tx, `SELECT property_id AS "propertyId", order_id AS "orderId" FROM bookings WHERE id = $1 AND kind = 'stay'`, [input.bookingId]);
    if (!found?.orderId) throw notFound('stayChange.notFound');
    await sql(tx, `SELECT pg_advisory_xact_lock(hashtextextended('booking:' || $1::text, 0))`, [found.propertyId]);
    const order = await lockOwnOrder(tx, null, found.orderId);
    const booking = await tx.manager.getRepository(Booking).findOneOrFail({ where: { id: input.bookingId }, lock: { mode: 'pessimistic_write' } });
    if (booking.status !== 'confirmed' || !LIVE_ORDER_STATUSES.includes(order.status)) throw new AppError('CONFLICT', 'stayChange.notConfirmed');
    if (booking.checkIn <= businessToday()) throw new AppError('CONFLICT', 'stayChange.started');
    if (input.checkIn === booking.checkIn && input.checkOut === booking.checkOut) throw badInput('stayChange.sameDates', 'checkIn');

    const quote = await quoteStay(tx, { propertyId: booking.propertyId, checkIn: input.checkIn, checkOut: input.checkOut, guests: booking.guests }, { exceptBookingId: booking.id });
    const booked = await priceStay(tx, quote.property, booking.checkIn, booking.checkOut);
    if (quote.totalPrice !== booked.totalPrice) {
      throw new AppError(
        'CONFLICT',
        'stayChange.priceDiffers',
        { field: 'checkIn', newPrice: formatMoney(tx, quote.totalPrice, quote.currency), oldPrice: formatMoney(tx, booked.totalPrice, quote.currency) },
        'checkIn',
      );
    }

    const previous = { checkIn: booking.checkIn, checkOut: booking.checkOut };
    try {
      await sql(
        tx,
        `UPDATE bookings SET check_in = $2, check_out = $3, total_nights = $4::int, price_per_night = round(total_price::numeric / $4::int)::int WHERE id = $1`,
        [booking.id, quote.checkIn, quote.checkOut, quote.totalNights],
      );
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new AppError('CONFLICT', 'booking.unavailable', { field: 'checkIn' }, 'checkIn');
      throw error;
    }
    if (order.balanceAmount > 0) {
      const { rows: [first] } = await sql<{ checkIn: string }>(tx, `SELECT to_char(min(check_in), 'YYYY-MM-DD') AS "checkIn" FROM bookings WHERE order_id = $1 AND status <> 'cancelled'`, [order.id]);
      const due = movedBalanceDueDate(first.checkIn);
      await sql(tx, `UPDATE orders SET balance_due_date = $2 WHERE id = $1`, [order.id, due]);
      await sql(tx, `UPDATE order_instalments SET due_date = $2 WHERE order_id = $1 AND kind = 'balance' AND paid_at IS NULL`, [order.id, due]);
    }
    await sql(tx, `INSERT INTO order_events (order_id, kind, actor_user_id, detail) VALUES ($1, 'dates_changed', $2, $3)`, [
      order.id,
      admin.id,
      JSON.stringify({ bookingId: booking.id, previousCheckIn: previous.checkIn, previousCheckOut: previous.checkOut, checkIn: quote.checkIn, checkOut: quote.checkOut }),
    ]);
    await recordChange(tx, AuditAction.BOOKING_DATES_CHANGED, { type: AuditTargetType.ORDER, id: order.id, label: order.orderNumber }, { bookingId: booking.id, ...previous }, { bookingId: booking.id, checkIn: quote.checkIn, checkOut: quote.checkOut });

    const stay = (await orderStayEntries(tx, order.id, order.locale)).find((entry) => entry.bookingId === booking.id)!;
    const calendar = stayCalendar('PUBLISH', [stay], { publicUrl: tx.config.publicUrl, company: tx.config.company.name });
    const values = { villa: stay.summary, checkIn: quote.checkIn, checkOut: quote.checkOut, previousCheckIn: previous.checkIn, previousCheckOut: previous.checkOut, url: tripUrl(tx.config, booking.id) };
    await enqueueMail(tx, await orderMail(tx, order, bookingDatesChangedMail, values, { attachments: [calendar], dedupeKey: `booking:${booking.id}:dates-changed:${stay.sequence}` }));
    return tx.manager.getRepository(Booking).findOneByOrFail({ id: booking.id });
  });
}
