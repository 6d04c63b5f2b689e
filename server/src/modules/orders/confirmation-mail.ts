import type { RequestContext } from '../../graphql/context';
import { translate } from '../../i18n/messages';
import { formatMoney } from '../../i18n/money';
import { stayCalendar, type StayEntry } from '../mail/mail-calendar';
import { mailTemplate, renderMail } from '../mail/mail-template';
import type { MailMessage } from '../mail/mail.service';
import type { Order } from './order.entity';

/** What the confirmation e-mail says of the order: its amounts as they stand once the charge is recorded. */
export type MailedOrder = Pick<Order, 'orderNumber' | 'leadGuestName' | 'leadGuestEmail' | 'totalAmount' | 'amountPaid' | 'balanceAmount' | 'balanceDueDate'> & Partial<Pick<Order, 'damageDepositAmount'>>;

export interface MailedStay {
  title: string;
  checkIn: string;
  checkOut: string;
  guests: number;
}

export interface ConfirmationMailData {
  order: MailedOrder;
  stays: readonly MailedStay[];
  /** The stays as calendar entries (their bookings' ids and SEQUENCE), for the attached calendar file. */
  calendar?: readonly StayEntry[];
}

/**
 * The e-mail that confirms an order to its lead guest: each stay, the total, what was paid and,
 * while some is left to pay, the balance and when it is due.
 */
export const bookingConfirmationMail = mailTemplate<ConfirmationMailData>({
  kind: 'booking-confirmation',
  audience: 'guest',
  sample: () => ({
    order: { orderNumber: 'VB-2027-1001', leadGuestName: 'Ada Lovelace', leadGuestEmail: 'ada@example.com', totalAmount: 1050000, amountPaid: 262500, balanceAmount: 787500, balanceDueDate: '2027-04-17' },
    stays: [{ title: 'Villa Aurora', checkIn: '2027-05-01', checkOut: '2027-05-08', guests: 4 }],
    calendar: [{ bookingId: '00000000-0000-4000-8000-000000000001', sequence: 1, checkIn: '2027-05-01', checkOut: '2027-05-08', summary: 'Villa Aurora', location: 'Kassiopi, Corfu, Greece' }],
  }),
  attachments: ({ config }, { calendar }) => (calendar?.length ? [stayCalendar('PUBLISH', calendar, { publicUrl: config.publicUrl, company: config.company.name })] : []),
  compose: (ctx, { order, stays }) => {
    const stayLines = stays.map((s) => translate(ctx.locale, 'checkout.mailStay', { property: s.title, checkIn: s.checkIn, checkOut: s.checkOut, guests: s.guests })).join('\n');
    const due = order.balanceAmount > 0 ? translate(ctx.locale, 'checkout.mailBalance', { balance: formatMoney(ctx, order.balanceAmount), dueDate: order.balanceDueDate ?? '' }) : '';
    // The damage deposit is paid with the balance (or now, paying in full) but is not part of the total.
    const deposit = order.damageDepositAmount ? translate(ctx.locale, 'checkout.mailDamageDeposit', { deposit: formatMoney(ctx, order.damageDepositAmount) }) : '';
    const balance = [due, deposit].filter(Boolean).join(' ');
    return {
      subject: translate(ctx.locale, 'checkout.confirmationSubject', { orderNumber: order.orderNumber }),
      text: translate(ctx.locale, 'checkout.mailText', {
        name: order.leadGuestName,
        orderNumber: order.orderNumber,
        company: ctx.config.company.name,
        stays: stayLines,
        total: formatMoney(ctx, order.totalAmount),
        paid: formatMoney(ctx, order.amountPaid),
        balance,
      }),
    };
  },
});

/** The confirmation e-mail in the language of the request that placed the order. */
export function confirmationMail(ctx: Pick<RequestContext, 'locale' | 'config'>, order: MailedOrder, stays: readonly MailedStay[], calendar: readonly StayEntry[] = [], dedupeKey?: string): Promise<MailMessage> {
  return renderMail(bookingConfirmationMail, ctx, order.leadGuestEmail, { order, stays, calendar }, { dedupeKey });
}
