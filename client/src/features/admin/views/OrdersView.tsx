import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIVE_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus as OrderState } from '../../../../../common/order-states';
import { enumName } from '../../../../../common/enum-names';
import { graphql } from '../../../__generated__/gql';
import type { AdminOrdersQuery, OrderStatus } from '../../../__generated__/graphql';
import { useFormatDate } from '../../../lib/dates';
import { formatMinorUnits } from '../../../lib/money';
import { usePreferences } from '../../../lib/preferences';
import { AdminList } from '../AdminList';
import { CancelOrderDialog } from '../CancelOrderDialog';
import { FilterSelect, useAdminListQuery, useFilterParam } from '../ListControls';

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
        leadGuestName
        leadGuestEmail
      }
    }
  }
`);

export type AdminOrder = AdminOrdersQuery['adminOrders']['items'][number];

export const ORDER_STATUS_MESSAGES = {
  PENDING: 'admin.orderStatus.PENDING',
  CONFIRMED: 'admin.orderStatus.CONFIRMED',
  OVERDUE: 'admin.orderStatus.OVERDUE',
  CANCELLED: 'admin.orderStatus.CANCELLED',
  EXPIRED: 'admin.orderStatus.EXPIRED',
} as const satisfies Record<OrderStatus, string>;

/** The GraphQL enum values, in the state machine's order (the filter's options). */
const STATUS_VALUES = ORDER_STATUSES.map((status) => enumName(status) as OrderStatus);

/** How each status looks as a badge: overdue stands out, as staff must chase it. */
const STATUS_BADGE: Record<OrderStatus, string> = {
  PENDING: 'pending',
  CONFIRMED: 'completed',
  OVERDUE: 'failed',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
};

/** Whether staff may still cancel it: the guest holds the dates and has paid (the order machine's live states). */
export function isLive(status: OrderStatus): boolean {
  return LIVE_ORDER_STATUSES.includes(status.toLowerCase() as OrderState);
}

/**
 * Orders: number and date, lead guest, total, paid (less refunds), the balance with its due
 * date, status (filterable, OVERDUE first among the reasons to look), and cancelling a live
 * order with a full or partial refund.
 */
export function OrdersView() {
  const intl = useIntl();
  const { language } = usePreferences();
  const formatDate = useFormatDate();
  const [status, setStatus] = useFilterParam<OrderStatus>('status', STATUS_VALUES);
  const query = useAdminListQuery(adminOrdersQuery, (data) => data.adminOrders, { status });
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const money = (minor: number, currency: string) => formatMinorUnits(minor, currency, language);

  return (
    <AdminList
      {...query}
      searchLabel="admin.search.orders"
      caption="admin.view.orders"
      tools={
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.col.status' })}
          allLabel={intl.formatMessage({ id: 'admin.filter.allStatuses' })}
          value={status}
          options={STATUS_VALUES.map((value) => ({ value, label: intl.formatMessage({ id: ORDER_STATUS_MESSAGES[value] }) }))}
          onChange={setStatus}
        />
      }
      columns={[
        {
          label: 'admin.col.order',
          className: 'admin-table__nowrap',
          cell: (order) => (
            <div>
              {order.orderNumber}
              <span className="admin-table__sub">{formatDate(order.createdAt)}</span>
            </div>
          ),
        },
        {
          label: 'admin.col.customer',
          className: 'admin-table__wrap',
          cell: (order) => (
            <div>
              {order.leadGuestName}
              {order.leadGuestEmail ? <span className="admin-table__sub">{order.leadGuestEmail}</span> : null}
            </div>
          ),
        },
        { label: 'admin.col.total', className: 'admin-table__number', cell: (order) => money(order.totalAmount, order.currency) },
        {
          label: 'admin.col.paid',
          className: 'admin-table__number',
          cell: (order) => (
            <div>
              {money(order.amountPaid, order.currency)}
              {order.refundedAmount > 0 ? (
                <span className="admin-table__sub">
                  <FormattedMessage id="admin.orders.refunded" values={{ amount: money(order.refundedAmount, order.currency) }} />
                </span>
              ) : null}
            </div>
          ),
        },
        {
          label: 'admin.col.balance',
          className: 'admin-table__number',
          cell: (order) =>
            order.balanceAmount > 0 ? (
              <div>
                {money(order.balanceAmount, order.currency)}
                {order.balanceDueDate ? (
                  <span className="admin-table__sub">
                    <FormattedMessage id="admin.orders.dueOn" values={{ date: formatDate(order.balanceDueDate) }} />
                  </span>
                ) : null}
              </div>
            ) : (
              '—'
            ),
        },
        {
          label: 'admin.col.status',
          cell: (order) => (
            <span className={`admin-badge admin-badge--${STATUS_BADGE[order.status]}`}>
              <FormattedMessage id={ORDER_STATUS_MESSAGES[order.status]} />
            </span>
          ),
        },
        {
          label: 'admin.col.actions',
          cell: (order) =>
            isLive(order.status) ? (
              <button
                type="button"
                className="button button--danger button--small"
                aria-label={intl.formatMessage({ id: 'admin.orders.cancelLabel' }, { number: order.orderNumber })}
                onClick={() => setCancelling(order)}
              >
                <FormattedMessage id="admin.orders.cancel" />
              </button>
            ) : (
              '—'
            ),
        },
      ]}
    >
      {cancelling ? <CancelOrderDialog key={cancelling.id} order={cancelling} onClose={() => setCancelling(null)} /> : null}
    </AdminList>
  );
}
