import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIVE_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus as OrderState } from '../../../../../common/order-states';
import { enumName } from '../../../../../common/enum-names';
import { graphql } from '../../../__generated__/gql';
import type { AdminOrdersQuery, DamageDepositStatus, OrderStatus } from '../../../__generated__/graphql';
import { creditNotePdfUrl, invoicePdfUrl } from '../../../lib/urls';
import { AdminList, Stacked, type AdminColumn } from '../AdminList';
import { Badge, type BadgeTone } from '../Badge';
import { CancelOrderDialog } from '../CancelOrderDialog';
import { ClaimDepositDialog } from '../ClaimDepositDialog';
import { ORDER_STATUS_MESSAGES, OrderHistoryDialog } from '../OrderTimeline';
import { useAdminListQuery, type ListFilter } from '../ListControls';

export const adminOrdersQuery = graphql(`
  query AdminOrders($filter: AdminOrderFilter, $page: PageInput) {
    adminOrders(filter: $filter, page: $page) {
      totalCount
      items {
        id
        orderNumber
        createdAt
        currency
        status
        totalAmount
        amountPaid
        balanceAmount
        balanceDueDate
        refundedAmount
        damageDepositAmount
        damageDepositStatus
        damageDepositClaimedAmount
        damageDepositClaimReason
        invoiceNumber
        creditNoteNumbers
        leadGuestName
        leadGuestEmail
        events {
          id
          kind
        }
        ...OrderTimeline_order
      }
    }
  }
`);

export type AdminOrder = AdminOrdersQuery['adminOrders']['items'][number];

/** The status filter: the GraphQL enum values, in the state machine's order. */
const STATUS_FILTER: ListFilter<OrderStatus> = {
  param: 'status',
  values: ORDER_STATUSES.map((status) => enumName(status) as OrderStatus),
  messages: ORDER_STATUS_MESSAGES,
  label: 'admin.col.status',
  allLabel: 'admin.filter.allStatuses',
};

/** How each status looks as a badge: overdue stands out, as staff must chase it. */
const STATUS_BADGE: Record<OrderStatus, BadgeTone> = {
  PENDING: 'pending',
  CONFIRMED: 'completed',
  OVERDUE: 'failed',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
};

/** Each damage deposit status's label, as staff read it in the list. */
const DEPOSIT_MESSAGES = {
  NONE: 'admin.deposit.status.NONE',
  DUE: 'admin.deposit.status.DUE',
  HELD: 'admin.deposit.status.HELD',
  RELEASED: 'admin.deposit.status.RELEASED',
  CLAIMED: 'admin.deposit.status.CLAIMED',
} as const satisfies Record<DamageDepositStatus, string>;

const COLUMNS: AdminColumn<AdminOrder>[] = [
  { label: 'admin.col.order', className: 'admin-table__nowrap', cell: (order, format) => <Stacked main={order.orderNumber} sub={format.date(order.createdAt)} /> },
  { label: 'admin.col.customer', className: 'admin-table__wrap', cell: (order) => <Stacked main={order.leadGuestName} sub={order.leadGuestEmail} /> },
  { label: 'admin.col.total', className: 'admin-table__number', cell: (order, format) => format.money(order.totalAmount, order.currency) },
  {
    label: 'admin.col.paid',
    className: 'admin-table__number',
    cell: (order, format) => (
      <Stacked
        main={format.money(order.amountPaid, order.currency)}
        sub={order.refundedAmount > 0 ? <FormattedMessage id="admin.orders.refunded" values={{ amount: format.money(order.refundedAmount, order.currency) }} /> : null}
      />
    ),
  },
  {
    label: 'admin.col.balance',
    className: 'admin-table__number',
    cell: (order, format) =>
      order.balanceAmount > 0 ? (
        <Stacked main={format.money(order.balanceAmount, order.currency)} sub={order.balanceDueDate ? <FormattedMessage id="admin.orders.dueOn" values={{ date: format.date(order.balanceDueDate) }} /> : null} />
      ) : (
        '—'
      ),
  },
  {
    label: 'admin.col.deposit',
    className: 'admin-table__number',
    cell: (order, format) =>
      order.damageDepositAmount > 0 ? (
        <Stacked
          main={format.money(order.damageDepositAmount, order.currency)}
          sub={
            order.damageDepositStatus === 'CLAIMED' ? (
              <FormattedMessage id="admin.deposit.claimedSummary" values={{ amount: format.money(order.damageDepositClaimedAmount ?? 0, order.currency), reason: order.damageDepositClaimReason ?? '' }} />
            ) : (
              <FormattedMessage id={DEPOSIT_MESSAGES[order.damageDepositStatus]} />
            )
          }
        />
      ) : (
        '—'
      ),
  },
  {
    label: 'admin.col.status',
    cell: (order) => (
      <>
        <Badge tone={STATUS_BADGE[order.status]} message={ORDER_STATUS_MESSAGES[order.status]} />
        {/* A refund the bank failed after the fact: the guest has not had the money back; its history says why. */}
        {order.events.some((event) => event.kind === 'REFUND_FAILED') ? <Badge tone="failed" message="admin.orders.refundFailed" /> : null}
      </>
    ),
  },
  {
    label: 'admin.col.invoice',
    className: 'admin-table__nowrap',
    cell: (order) =>
      order.invoiceNumber ? (
        <Stacked
          main={
            <a href={invoicePdfUrl(order.id)} download>
              {order.invoiceNumber}
            </a>
          }
          sub={order.creditNoteNumbers.map((note) => (
            <a key={note} href={creditNotePdfUrl(order.id, note)} download className="admin-table__doc">
              {note}
            </a>
          ))}
        />
      ) : (
        '—'
      ),
  },
];

/** Whether staff may still cancel it: the guest holds the dates and has paid (the order machine's live states). */
export function isLive(status: OrderStatus): boolean {
  return LIVE_ORDER_STATUSES.includes(status.toLowerCase() as OrderState);
}

/**
 * Orders: number and date, lead guest, total, paid (less refunds), the balance with its due
 * date, status (filterable, OVERDUE first among the reasons to look), and cancelling a live
 * order with a full or partial refund; each order's history opens as a timeline.
 */
export function OrdersView() {
  const intl = useIntl();
  const query = useAdminListQuery(adminOrdersQuery, (data) => data.adminOrders, { filter: STATUS_FILTER });
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const [viewing, setViewing] = useState<AdminOrder | null>(null);
  const [claiming, setClaiming] = useState<AdminOrder | null>(null);
  const actions: AdminColumn<AdminOrder> = {
    label: 'admin.col.actions',
    cell: (order) => (
      <>
        <button
          type="button"
          className="button button--outline button--small"
          aria-label={intl.formatMessage({ id: 'admin.orders.historyLabel' }, { number: order.orderNumber })}
          onClick={() => setViewing(order)}
        >
          <FormattedMessage id="admin.orders.history" />
        </button>{' '}
        {isLive(order.status) ? (
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={intl.formatMessage({ id: 'admin.orders.cancelLabel' }, { number: order.orderNumber })}
            onClick={() => setCancelling(order)}
          >
            <FormattedMessage id="admin.orders.cancel" />
          </button>
        ) : null}
        {order.damageDepositStatus === 'HELD' ? (
          <>
            {' '}
            <button
              type="button"
              className="button button--outline button--small"
              aria-label={intl.formatMessage({ id: 'admin.orders.claimLabel' }, { number: order.orderNumber })}
              onClick={() => setClaiming(order)}
            >
              <FormattedMessage id="admin.orders.claim" />
            </button>
          </>
        ) : null}
      </>
    ),
  };

  return (
    <AdminList {...query} columns={[...COLUMNS, actions]}>
      {cancelling ? <CancelOrderDialog key={cancelling.id} order={cancelling} onClose={() => setCancelling(null)} /> : null}
      {claiming ? <ClaimDepositDialog key={claiming.id} order={claiming} onClose={() => setClaiming(null)} /> : null}
      {viewing ? <OrderHistoryDialog key={viewing.id} order={viewing} orderNumber={viewing.orderNumber} onClose={() => setViewing(null)} /> : null}
    </AdminList>
  );
}
