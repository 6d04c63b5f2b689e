import { FormattedMessage } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { AdminPaymentsQuery, PaymentKind } from '../../../__generated__/graphql';
import { paymentStatusShown, shortId, shortPaymentIntent, type PaymentStatusShown } from '../admin.format';
import { AdminList, Stacked, type AdminColumn } from '../AdminList';
import { Badge } from '../Badge';
import { useAdminListQuery, type ListFilter } from '../ListControls';

export const adminPaymentsQuery = graphql(`
  query AdminPayments($filter: AdminPaymentFilter, $page: PageInput) {
    adminPayments(filter: $filter, page: $page) {
      totalCount
      items {
        id
        kind
        reason
        paymentIntentId
        amount
        currency
        status
        createdAt
        order {
          id
          orderNumber
        }
        user {
          id
          name
          email
        }
      }
    }
  }
`);

export const PAYMENT_STATUS_MESSAGES = {
  completed: 'admin.paymentStatus.completed',
  pending: 'admin.paymentStatus.pending',
  failed: 'admin.paymentStatus.failed',
} as const satisfies Record<PaymentStatusShown, string>;

export const PAYMENT_KIND_MESSAGES = {
  CHARGE: 'admin.paymentKind.CHARGE',
  REFUND: 'admin.paymentKind.REFUND',
} as const satisfies Record<PaymentKind, string>;

const KIND_FILTER: ListFilter<PaymentKind> = {
  param: 'kind',
  values: ['CHARGE', 'REFUND'] as PaymentKind[],
  messages: PAYMENT_KIND_MESSAGES,
  label: 'admin.col.kind',
  allLabel: 'admin.filter.allKinds',
};

const COLUMNS: AdminColumn<AdminPaymentsQuery['adminPayments']['items'][number]>[] = [
  { label: 'admin.col.payment', cell: (payment) => <code title={payment.id}>{shortId(payment.id)}</code> },
  {
    label: 'admin.col.kind',
    cell: (payment) => (
      <div>
        <Badge tone={payment.kind === 'REFUND' ? 'refund' : 'muted'} message={PAYMENT_KIND_MESSAGES[payment.kind]} />
        {payment.kind === 'REFUND' && payment.reason ? <span className="admin-table__sub">{payment.reason}</span> : null}
      </div>
    ),
  },
  { label: 'admin.col.order', className: 'admin-table__nowrap', cell: (payment) => payment.order?.orderNumber ?? '—' },
  {
    label: 'admin.col.paymentIntent',
    cell: (payment) => (payment.paymentIntentId ? <code title={payment.paymentIntentId}>{shortPaymentIntent(payment.paymentIntentId)}</code> : '—'),
  },
  {
    label: 'admin.col.customer',
    className: 'admin-table__wrap',
    // One element: on phones each cell is a label/value grid.
    cell: (payment) => (payment.user ? <Stacked main={payment.user.name} sub={payment.user.email} /> : <FormattedMessage id="admin.deletedAccount" />),
  },
  {
    label: 'admin.col.amount',
    className: 'admin-table__number',
    cell: (payment, format) =>
      payment.kind === 'REFUND' ? (
        <span className="admin-amount--refund">
          <FormattedMessage id="admin.payments.refundAmount" values={{ amount: format.money(payment.amount, payment.currency) }} />
        </span>
      ) : (
        format.money(payment.amount, payment.currency)
      ),
  },
  {
    label: 'admin.col.status',
    cell: (payment) => {
      const status = paymentStatusShown(payment.status);
      return <Badge tone={status} message={PAYMENT_STATUS_MESSAGES[status]} />;
    },
  },
  { label: 'admin.col.date', cell: (payment, format) => format.date(payment.createdAt, 'dateTime') },
];

/**
 * Payments: id (8 characters), kind (charges and refunds, each refund a row of its own, its
 * amount shown negative with its reason), the order, payment intent (20), customer, amount in
 * units with 2 decimals, status. Filterable by kind.
 */
export function PaymentsView() {
  const query = useAdminListQuery(adminPaymentsQuery, (data) => data.adminPayments, { filter: KIND_FILTER });
  return <AdminList {...query} columns={COLUMNS} />;
}
