import type { RequestContext } from '../../graphql/context';
import { translate, type MessageKey } from '../../i18n/messages';
import type { MailMessage } from '../mail/mail.service';
import type { Order } from './order.entity';

/** Who an order's mails go to and what names the order in them. */
export type MailedOrderGuest = Pick<Order, 'orderNumber' | 'leadGuestName' | 'leadGuestEmail'>;

/**
 * A mail about an order to its lead guest, in the request's language: the subject names the
 * order, and the text gets the guest's name, the order number and the company's name besides
 * `values`.
 */
export function orderMail(
  ctx: Pick<RequestContext, 'locale' | 'config'>,
  order: MailedOrderGuest,
  mail: { kind: string; subject: MessageKey; text: MessageKey },
  values: Record<string, string | number>,
): MailMessage {
  return {
    kind: mail.kind,
    to: order.leadGuestEmail,
    subject: translate(ctx.locale, mail.subject, { orderNumber: order.orderNumber }),
    text: translate(ctx.locale, mail.text, { name: order.leadGuestName, orderNumber: order.orderNumber, company: ctx.config.company.name, ...values }),
  };
}
