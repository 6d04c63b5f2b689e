import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { PaymentKind } from '../../../__generated__/graphql';
import { formatMinorUnits } from '../../../lib/money';
import { usePreferences } from '../../../lib/preferences';
import { paymentStatusShown, shortId, shortPaymentIntent, type PaymentStatusShown } from '../admin.format';
import { AdminList } from '../AdminList';
import { FilterSelect, useAdminListQuery, useFilterParam } from '../ListControls';
import { useFormatDate } from '../../../lib/dates';

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

const KINDS = ['CHARGE', 'REFUND'] as PaymentKind[];

/**
 * Payments: id (8 characters), kind (charges and refunds, each refund a row of its own, its
 * amount shown negative with its reason), the order, payment intent (20), customer, amount in
 * units with 2 decimals, status. Filterable by kind.
 */
export function PaymentsView() {
  const intl = useIntl();
  const { language } = usePreferences();
  const formatDate = useFormatDate();
  const [kind, setKind] = useFilterParam<PaymentKind>('kind', KINDS);
  const query = useAdminListQuery(adminPaymentsQuery, (data) => data.adminPayments, { kind });
  return (
    <AdminList
      {...query}
      searchLabel="admin.search.nameOrEmail"
      caption="admin.view.payments"
      tools={
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.col.kind' })}
          allLabel={intl.formatMessage({ id: 'admin.filter.allKinds' })}
          value={kind}
          options={KINDS.map((value) => ({ value, label: intl.formatMessage({ id: PAYMENT_KIND_MESSAGES[value] }) }))}
          onChange={setKind}
        />
      }
      columns={[
        { label: 'admin.col.payment', cell: (payment) => <code title={payment.id}>{shortId(payment.id)}</code> },
        {
          label: 'admin.col.kind',
          cell: (payment) => (
            <div>
              <span className={`admin-badge admin-badge--${payment.kind === 'REFUND' ? 'refund' : 'muted'}`}>
                <FormattedMessage id={PAYMENT_KIND_MESSAGES[payment.kind]} />
              </span>
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
        {
          label: 'admin.col.amount',
          className: 'admin-table__number',
          cell: (payment) =>
            payment.kind === 'REFUND' ? (
              <span className="admin-amount--refund">
                <FormattedMessage id="admin.payments.refundAmount" values={{ amount: formatMinorUnits(payment.amount, payment.currency, language) }} />
              </span>
            ) : (
              formatMinorUnits(payment.amount, payment.currency, language)
            ),
        },
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
