import type { RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { formatMoney } from '../../i18n/money';
import type { MailMessage } from '../mail/mail.service';
import { orderMail } from './order-mail';
import type { Order } from './order.entity';

/** What the confirmation e-mail says of the order: its amounts as they stand once the charge is recorded. */
export type MailedOrder = Pick<Order, 'orderNumber' | 'leadGuestName' | 'leadGuestEmail' | 'totalAmount' | 'amountPaid' | 'balanceAmount' | 'balanceDueDate'>;

export interface MailedStay {
  title: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

/**
 * The e-mail that confirms an order to its lead guest, in the language of the request that
 * placed it: each stay, the total, what was paid and, while some is left to pay, the balance
 * and when it is due.
 */
export function confirmationMail(ctx: Pick<RequestContext, 'locale' | 'config'>, order: MailedOrder, stays: readonly MailedStay[]): MailMessage {
  const stayLines = stays.map((s) => translate(ctx.locale, 'checkout.mailStay', { property: s.title, checkIn: s.checkIn, checkOut: s.checkOut, guests: s.guests })).join('\n');
  const balance = order.balanceAmount > 0 ? translate(ctx.locale, 'checkout.mailBalance', { balance: formatMoney(ctx, order.balanceAmount), dueDate: order.balanceDueDate ?? '' }) : '';
  return orderMail(ctx, order, { kind: 'booking-confirmation', subject: 'checkout.confirmationSubject', text: 'checkout.mailText' }, {
    stays: stayLines,
    total: formatMoney(ctx, order.totalAmount),
    paid: formatMoney(ctx, order.amountPaid),
    balance,
  });
}
