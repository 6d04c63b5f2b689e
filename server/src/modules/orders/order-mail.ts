import type { RequestContext } from '../../graphql/context';
import { renderMail, type MailTemplate } from '../mail/mail-template';
import type { MailMessage } from '../mail/mail.service';
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
): Promise<MailMessage> {
  return renderMail(template, { locale: order.locale ?? ctx.locale, config: ctx.config }, order.leadGuestEmail, {
    name: order.leadGuestName,
    orderNumber: order.orderNumber,
    company: ctx.config.company.name,
    ...values,
  });
}
