import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CHECKOUT_CURRENCY } from '../../../../../common/constants';
import { graphql } from '../../../__generated__/gql';
import { formatMinorUnits } from '../../../lib/money';
import { usePreferences } from '../../../lib/preferences';
import { adminUrl, type AdminView } from '../admin.urls';
import { ListStatus } from '../ListStatus';

export const adminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      userCount
      adminCount
      suspendedUserCount
      bookingCount
      pendingBookingCount
      confirmedBookingCount
      cancelledBookingCount
      orderCount
      overdueOrderCount
      activeSubscriberCount
      pendingSubscriberCount
      unsubscribedCount
      paymentCount
      completedPaymentCount
      refundCount
      revenue {
        currency
        amount
      }
      inbox {
        newEnquiries
        newFlightInquiries
      }
    }
  }
`);

/** The overview: counts from the dashboard summary, each card leading to its view. */
export function OverviewView() {
  const intl = useIntl();
  const { language } = usePreferences();
  const { data, loading, error, refetch } = useQuery(adminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  const d = data?.adminDashboard;
  if (!d) return <ListStatus loading={loading} error={error} empty onRetry={() => void refetch()} />;
  const n = (value: number) => intl.formatNumber(value);
  return (
    <ul className="admin-cards">
      <InboxCard newEnquiries={d.inbox.newEnquiries} newFlightInquiries={d.inbox.newFlightInquiries} />
      <Card view="users" title={<FormattedMessage id="admin.overview.users" />} value={n(d.userCount)}>
        <FormattedMessage id="admin.overview.usersDetail" values={{ admins: d.adminCount, suspended: d.suspendedUserCount }} />
      </Card>
      <Card view="bookings" title={<FormattedMessage id="admin.overview.bookings" />} value={n(d.bookingCount)}>
        <FormattedMessage id="admin.overview.bookingsDetail" values={{ confirmed: d.confirmedBookingCount, pending: d.pendingBookingCount, cancelled: d.cancelledBookingCount }} />
      </Card>
      <Card view="orders" to={d.overdueOrderCount > 0 ? adminUrl({ view: 'orders', status: 'OVERDUE' }) : undefined} title={<FormattedMessage id="admin.overview.orders" />} value={n(d.orderCount)}>
        {d.overdueOrderCount > 0 ? (
          <strong className="admin-card__alert">
            <FormattedMessage id="admin.overview.ordersOverdue" values={{ overdue: d.overdueOrderCount }} />
          </strong>
        ) : (
          <FormattedMessage id="admin.overview.ordersNoneOverdue" />
        )}
      </Card>
      <Card view="newsletter" title={<FormattedMessage id="admin.overview.subscribers" />} value={n(d.activeSubscriberCount)}>
        <FormattedMessage id="admin.overview.subscribersDetail" values={{ pending: d.pendingSubscriberCount, unsubscribed: d.unsubscribedCount }} />
      </Card>
      <Card view="payments" title={<FormattedMessage id="admin.overview.payments" />} value={n(d.paymentCount)}>
        <FormattedMessage id="admin.overview.paymentsDetail" values={{ completed: d.completedPaymentCount, refunds: d.refundCount }} />
      </Card>
      <Card
        view="payments"
        title={<FormattedMessage id="admin.overview.revenue" />}
        value={d.revenue.length ? d.revenue.map((r) => formatMinorUnits(r.amount, r.currency, language)).join(' · ') : formatMinorUnits(0, CHECKOUT_CURRENCY, language)}
      >
        <FormattedMessage id="admin.overview.revenueDetail" />
      </Card>
    </ul>
  );
}

/** New messages waiting for staff, each kind leading to its inbox filtered to the new ones. */
function InboxCard({ newEnquiries, newFlightInquiries }: { newEnquiries: number; newFlightInquiries: number }) {
  const intl = useIntl();
  const total = newEnquiries + newFlightInquiries;
  return (
    <li className="admin-card">
      <h2 className="admin-card__title">
        <FormattedMessage id="admin.overview.inbox" />
      </h2>
      <p className="admin-card__value">{intl.formatNumber(total)}</p>
      <p className="admin-card__detail">
        {total > 0 ? (
          <strong className="admin-card__alert">
            <FormattedMessage id="admin.overview.inboxWaiting" values={{ count: total }} />
          </strong>
        ) : (
          <FormattedMessage id="admin.overview.inboxEmpty" />
        )}
      </p>
      <ul className="admin-card__links">
        <li>
          <Link className="admin-card__link" to={adminUrl({ view: 'enquiries', status: 'NEW' })}>
            <FormattedMessage id="admin.overview.newEnquiries" values={{ count: newEnquiries }} />
          </Link>
        </li>
        <li>
          <Link className="admin-card__link" to={adminUrl({ view: 'flight-inquiries', status: 'NEW' })}>
            <FormattedMessage id="admin.overview.newFlightInquiries" values={{ count: newFlightInquiries }} />
          </Link>
        </li>
      </ul>
    </li>
  );
}

function Card({ view, to, title, value, children }: { view: AdminView; to?: string; title: ReactNode; value: string; children: ReactNode }) {
  return (
    <li className="admin-card">
      <h2 className="admin-card__title">{title}</h2>
      <p className="admin-card__value">{value}</p>
      <p className="admin-card__detail">{children}</p>
      <Link className="admin-card__link" to={to ?? adminUrl({ view })}>
        <FormattedMessage id="admin.overview.open" />
        <span className="visually-hidden"> {title}</span>
      </Link>
    </li>
  );
}
