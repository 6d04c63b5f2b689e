import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import type { AccountOrderFragment } from '../../__generated__/graphql';
import { depositOf, PaymentTimeline } from '../../components/PaymentTimeline';
import { useFormatDate } from '../../lib/dates';
import { formatMinorUnits } from '../../lib/money';
import { creditNotePdfUrl, invoicePdfUrl, invoiceUrl, propertyUrl } from '../../lib/urls';
import { ORDER_STATUS_MESSAGE } from './BookingsTab';

/**
 * What one order in the account shows, and what paying its balance or cancelling it answers,
 * so a payment or a cancellation updates the order in place through the normalised cache.
 * Instalments have no identity of their own in the cache (useFragment cannot read one apart
 * from its order), so the timeline's fields come unmasked: the card passes them on and reads
 * their kind and status itself. Of the cancellation quote the card only needs to know there is
 * one; its terms (the cancel dialog's) are asked here too, so every answer that refreshes the
 * order keeps its quote whole in the cache.
 */
export const accountOrderFragment = graphql(`
  fragment AccountOrder on Order {
    id
    orderNumber
    invoiceNumber
    creditNoteNumbers
    createdAt
    currency
    status
    totalAmount
    amountPaid
    balanceAmount
    balanceDueDate
    discountCode
    discountAmount
    refundedAmount
    cancelledAt
    canPayBalance
    damageDepositAmount
    damageDepositStatus
    damageDepositClaimedAmount
    damageDepositClaimReason
    paymentSchedule {
      ...PaymentTimeline_instalment @unmask # an instalment has no cache identity: it is read with its order
    }
    cancellationQuote {
      ...CancellationQuote_terms
    }
    payments {
      id
      kind
      amount
      status
    }
    bookings {
      id
      checkIn
      checkOut
      status
      property {
        id
        title
      }
    }
  }
`);

export type AccountOrder = AccountOrderFragment;

/** The balance is late: the order is overdue (a week past the date), or its balance instalment already is. */
export function balanceOverdue(order: Pick<AccountOrder, 'status' | 'balanceAmount' | 'paymentSchedule'>): boolean {
  if (order.balanceAmount <= 0) return false;
  return order.status === 'OVERDUE' || order.paymentSchedule.some((instalment) => instalment.kind === 'BALANCE' && instalment.status === 'OVERDUE');
}

/**
 * One order: number, date, villas, status and total; a prominent notice when the balance is
 * overdue; the payment schedule; the discount and refunds; and its actions (pay the balance,
 * cancel under the policy, the invoice).
 */
export function OrderCard({ order: from, onPayBalance, onCancel }: { order: FragmentType<typeof accountOrderFragment>; onPayBalance: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const formatDay = useFormatDate();
  const fragment = useFragment({ fragment: accountOrderFragment, fragmentName: 'AccountOrder', from });
  if (!fragment.complete) return null;
  const order = fragment.data;
  const money = (minor: number) => formatMinorUnits(minor, order.currency, intl.locale);
  const overdue = balanceOverdue(order);
  const refundPending = order.payments.some((payment) => payment.kind === 'REFUND' && payment.status === 'PENDING');
  const titleId = `order-${order.id}-title`;
  const number = (
    <span className="visually-hidden">
      {' '}
      <FormattedMessage id="account.orders.number" values={{ number: order.orderNumber }} />
    </span>
  );

  return (
    <li className={`account-order${overdue ? ' account-order--overdue' : ''}`} aria-labelledby={titleId}>
      <div className="account-order__head">
        <div className="account-item__main">
          <h3 id={titleId} className="account-item__title">
            <FormattedMessage id="account.orders.number" values={{ number: order.orderNumber }} />
          </h3>
          <p className="account-item__meta">{formatDay(order.createdAt)}</p>
          {order.bookings.length ? (
            <ul className="account-order__stays">
              {order.bookings.map((booking) => (
                <li key={booking.id}>
                  <Link to={propertyUrl(booking.property.id)}>{booking.property.title}</Link>
                  <span className="account-item__meta">
                    {' · '}
                    <FormattedMessage id="account.bookings.dates" values={{ checkIn: formatDay(booking.checkIn), checkOut: formatDay(booking.checkOut) }} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="account-order__side">
          <span className={`status-badge status-badge--${order.status.toLowerCase()}`}>
            <FormattedMessage id={ORDER_STATUS_MESSAGE[order.status]} />
          </span>
          <p className="account-item__amount">{money(order.totalAmount)}</p>
        </div>
      </div>

      {overdue ? (
        <p className="account-order__alert">
          <strong>
            <FormattedMessage id="account.status.overdue" />
          </strong>{' '}
          {order.balanceDueDate ? (
            <FormattedMessage id="account.orders.overdueNotice" values={{ amount: money(order.balanceAmount), date: formatDay(order.balanceDueDate) }} />
          ) : null}
        </p>
      ) : null}

      <div className="account-order__money">
        {order.balanceAmount > 0 && overdue ? (
          <p className="account-item__meta">
            <FormattedMessage id="account.orders.depositPaid" values={{ amount: money(order.amountPaid) }} />
          </p>
        ) : null}
        {order.balanceAmount > 0 && !overdue ? (
          <p className="account-item__meta">
            <FormattedMessage id="account.orders.depositPaid" values={{ amount: money(order.amountPaid) }} />
            <span aria-hidden="true"> · </span>
            {order.balanceDueDate ? (
              <FormattedMessage id="account.orders.balanceDueOn" values={{ amount: money(order.balanceAmount), date: formatDay(order.balanceDueDate) }} />
            ) : (
              <FormattedMessage id="account.orders.balanceDue" values={{ amount: money(order.balanceAmount) }} />
            )}
          </p>
        ) : null}
        {order.discountAmount > 0 ? (
          <p className="account-item__meta">
            <FormattedMessage id="account.orders.discount" values={{ code: order.discountCode ?? '', amount: money(order.discountAmount) }} />
          </p>
        ) : null}
        {order.cancelledAt ? (
          <p className="account-item__meta">
            <FormattedMessage id="account.orders.cancelledOn" values={{ date: formatDay(order.cancelledAt) }} />
          </p>
        ) : null}
        {order.refundedAmount > 0 ? (
          <p className="account-order__refund">
            <FormattedMessage id="account.orders.refunded" values={{ amount: money(order.refundedAmount) }} />
            {refundPending ? (
              <span className="account-item__meta">
                {' '}
                <FormattedMessage id="account.orders.refundPending" />
              </span>
            ) : null}
          </p>
        ) : null}
      </div>

      {order.paymentSchedule.length ? <PaymentTimeline instalments={order.paymentSchedule} currency={order.currency} damageDeposit={depositOf(order)} /> : null}

      <div className="account-order__actions">
        {order.canPayBalance ? (
          <button type="button" className="button button--primary account-order__pay" onClick={onPayBalance}>
            <FormattedMessage id="account.pay.button" values={{ amount: money(order.balanceAmount) }} />
            {order.balanceDueDate ? (
              <span className="account-order__pay-due">
                <span aria-hidden="true">· </span>
                <FormattedMessage id="schedule.due" values={{ date: formatDay(order.balanceDueDate) }} />
              </span>
            ) : null}
            {number}
          </button>
        ) : null}
        {order.cancellationQuote ? (
          <button type="button" className="button button--outline" onClick={onCancel}>
            <FormattedMessage id="account.cancel.button" />
            {number}
          </button>
        ) : null}
        <Link to={invoiceUrl(order.id)} className="button button--outline">
          <FormattedMessage id="account.orders.invoice" />
          {number}
        </Link>
        {order.invoiceNumber ? (
          <a href={invoicePdfUrl(order.id)} className="button button--outline" download>
            <FormattedMessage id="account.orders.invoicePdf" values={{ number: order.invoiceNumber }} />
          </a>
        ) : null}
        {order.creditNoteNumbers.map((note) => (
          <a key={note} href={creditNotePdfUrl(order.id, note)} className="button button--outline" download>
            <FormattedMessage id="account.orders.creditNotePdf" values={{ number: note }} />
          </a>
        ))}
      </div>
    </li>
  );
}
