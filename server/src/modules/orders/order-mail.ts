import type { RequestContext } from '../../graphql/context';
import { renderMail, type MailTemplate } from '../mail/mail-template';
import type { MailMessage } from '../mail/mail.service';
import { sql } from '../../db/sql';
import type { StayEntry } from '../mail/mail-calendar';
import type { Locale } from '../../../../common/locale';
import type { Order } from './order.entity';

/** Who an order's mails go to, in which language, and what names the order in them. */
export type MailedOrderGuest = Pick<Order, 'orderNumber' | 'leadGuestName' | 'leadGuestEmail'> & Partial<Pick<Order, 'locale'>>;

/** What every order mail's template gets besides its own values. */
export interface OrderMailValues {
  name: string;
  orderNumber: string;
  company: string;
}

/**
 * A mail about an order to its lead guest, in the language the guest booked in (the request's
 * when the order does not say): the template gets the guest's name, the order number and the
 * company's name besides `values`.
 */
export function orderMail<V extends Record<string, string | number>>(
  ctx: Pick<RequestContext, 'locale' | 'config'>,
  order: MailedOrderGuest,
  template: MailTemplate<OrderMailValues & V>,
  values: V,
  options: Parameters<typeof renderMail>[4] = {},
): Promise<MailMessage> {
  return renderMail(
    template,
    { locale: order.locale ?? ctx.locale, config: ctx.config },
    order.leadGuestEmail,
    { name: order.leadGuestName, orderNumber: order.orderNumber, company: ctx.config.company.name, ...values },
    options,
  );
}

/**
 * The calendar entries of an order's stays as they stand (after a change, with the SEQUENCE the
 * database has raised), for the calendar file its mails carry: each villa's name and place in `locale`.
 */
export async function orderStayEntries(ctx: Pick<RequestContext, 'manager'>, orderId: string, locale: Locale): Promise<(StayEntry & { propertyId: string })[]> {
  const { rows } = await sql<StayEntry & { propertyId: string }>(
    ctx,
    `SELECT b.id AS "bookingId", b.calendar_sequence AS sequence, to_char(b.check_in, 'YYYY-MM-DD') AS "checkIn", to_char(b.check_out, 'YYYY-MM-DD') AS "checkOut",
            b.property_id AS "propertyId",
            coalesce(nullif(p.translations -> $2 ->> 'title', ''), p.title) AS summary, coalesce(nullif(p.translations -> $2 ->> 'location', ''), p.location) AS location
       FROM bookings b JOIN properties p ON p.id = b.property_id
      WHERE b.order_id = $1 ORDER BY b.check_in, b.id`,
    [orderId, locale],
  );
  return rows;
}
