import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import { formatMinorUnits } from '../../../lib/money';
import { usePreferences } from '../../../lib/preferences';
import { paymentStatusShown, shortId, shortPaymentIntent, type PaymentStatusShown } from '../admin.format';
import { ListStatus } from '../ListStatus';
import { Pagination, SearchBox, useListParams } from '../ListControls';
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
  const intl = useIntl();
  const { language } = usePreferences();
  const formatDate = useFormatDate();
  const { q, page, pageInput, setQuery, setPage } = useListParams();
  const { data, loading, error, refetch } = useQuery(adminPaymentsQuery, {
    variables: { filter: q ? { search: q } : null, page: pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const payments = data?.adminPayments.items ?? [];
  const col = (id: 'admin.col.payment' | 'admin.col.paymentIntent' | 'admin.col.customer' | 'admin.col.amount' | 'admin.col.status' | 'admin.col.date') => intl.formatMessage({ id });

  return (
    <section className="admin-view" aria-busy={loading}>
      <div className="admin-view__tools">
        <SearchBox value={q} onSearch={setQuery} label={intl.formatMessage({ id: 'admin.search.nameOrEmail' })} />
      </div>
      <ListStatus loading={loading} error={error} empty={payments.length === 0} onRetry={() => void refetch()} />
      {payments.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id="admin.view.payments" />
          </caption>
          <thead>
            <tr>
              <th scope="col">{col('admin.col.payment')}</th>
              <th scope="col">{col('admin.col.paymentIntent')}</th>
              <th scope="col">{col('admin.col.customer')}</th>
              <th scope="col">{col('admin.col.amount')}</th>
              <th scope="col">{col('admin.col.status')}</th>
              <th scope="col">{col('admin.col.date')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => {
              const status = paymentStatusShown(payment.status);
              return (
                <tr key={payment.id}>
                  <th scope="row" data-label={col('admin.col.payment')}>
                    <code title={payment.id}>{shortId(payment.id)}</code>
                  </th>
                  <td data-label={col('admin.col.paymentIntent')}>
                    {payment.paymentIntentId ? <code title={payment.paymentIntentId}>{shortPaymentIntent(payment.paymentIntentId)}</code> : '—'}
                  </td>
                  <td data-label={col('admin.col.customer')} className="admin-table__wrap">
                    {payment.user ? (
                      // One element: on phones each cell is a label/value grid.
                      <div>
                        {payment.user.name}
                        <span className="admin-table__sub">{payment.user.email}</span>
                      </div>
                    ) : (
                      <FormattedMessage id="admin.deletedAccount" />
                    )}
                  </td>
                  <td data-label={col('admin.col.amount')} className="admin-table__number">
                    {formatMinorUnits(payment.amount, payment.currency, language)}
                  </td>
                  <td data-label={col('admin.col.status')}>
                    <span className={`admin-badge admin-badge--${status}`}>
                      <FormattedMessage id={PAYMENT_STATUS_MESSAGES[status]} />
                    </span>
                  </td>
                  <td data-label={col('admin.col.date')}>{formatDate(payment.createdAt, 'dateTime')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {data ? <Pagination page={page} totalCount={data.adminPayments.totalCount} onPage={setPage} /> : null}
    </section>
  );
}
