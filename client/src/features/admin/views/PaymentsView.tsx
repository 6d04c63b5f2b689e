import { FormattedMessage } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import { formatMinorUnits } from '../../../lib/money';
import { usePreferences } from '../../../lib/preferences';
import { paymentStatusShown, shortId, shortPaymentIntent, type PaymentStatusShown } from '../admin.format';
import { AdminList } from '../AdminList';
import { useAdminListQuery } from '../ListControls';
import { useFormatDate } from '../../../lib/dates';

export const adminPaymentsQuery = graphql(`
  query AdminPayments($filter: AdminPaymentFilter, $page: PageInput) {
    adminPayments(filter: $filter, page: $page) {
      totalCount
      items {
        id
        paymentIntentId
        amount
        currency
        status
        createdAt
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

/** Payments: id (8 characters), payment intent (20), amount in units with 2 decimals, status. */
export function PaymentsView() {
  const { language } = usePreferences();
  const formatDate = useFormatDate();
  const query = useAdminListQuery(adminPaymentsQuery, (data) => data.adminPayments);
  return (
    <AdminList
      {...query}
      searchLabel="admin.search.nameOrEmail"
      caption="admin.view.payments"
      columns={[
        { label: 'admin.col.payment', cell: (payment) => <code title={payment.id}>{shortId(payment.id)}</code> },
        {
          label: 'admin.col.paymentIntent',
          cell: (payment) => (payment.paymentIntentId ? <code title={payment.paymentIntentId}>{shortPaymentIntent(payment.paymentIntentId)}</code> : '—'),
        },
        {
          label: 'admin.col.customer',
          className: 'admin-table__wrap',
          cell: (payment) =>
            payment.user ? (
              // One element: on phones each cell is a label/value grid.
              <div>
                {payment.user.name}
                <span className="admin-table__sub">{payment.user.email}</span>
              </div>
            ) : (
              <FormattedMessage id="admin.deletedAccount" />
            ),
        },
        { label: 'admin.col.amount', className: 'admin-table__number', cell: (payment) => formatMinorUnits(payment.amount, payment.currency, language) },
        {
          label: 'admin.col.status',
          cell: (payment) => {
            const status = paymentStatusShown(payment.status);
            return (
              <span className={`admin-badge admin-badge--${status}`}>
                <FormattedMessage id={PAYMENT_STATUS_MESSAGES[status]} />
              </span>
            );
          },
        },
        { label: 'admin.col.date', cell: (payment) => formatDate(payment.createdAt, 'dateTime') },
      ]}
    />
  );
}
