import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { formatMinorUnits } from '../../lib/money';
import { invoiceUrl } from '../../lib/urls';
import { AccountEmpty, AccountError, AccountLoading } from './AccountStates';
import { useFormatDate } from '../../lib/dates';

/** The most orders shown; the API's page limit. */
const ORDERS_LIMIT = 100;

const MyOrdersQuery = graphql(`
  query MyOrders($page: PageInput) {
    myOrders(page: $page) {
      totalCount
      items {
        id
        orderNumber
        createdAt
        currency
        totalAmount
        amountPaid
        balanceAmount
        balanceDueDate
      }
    }
  }
`);

/** "Order #", date, total in the order currency, deposit and balance when part-paid, Invoice. */
export function OrdersTab() {
  const intl = useIntl();
  const formatDay = useFormatDate();
  const { data, loading, error } = useQuery(MyOrdersQuery, { variables: { page: { limit: ORDERS_LIMIT, offset: 0 } }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <AccountLoading />;
  if (error && !data) return <AccountError />;
  const orders = data?.myOrders.items ?? [];
  if (orders.length === 0) return <AccountEmpty message="account.orders.empty" />;
  const money = (minor: number, currency: string) => formatMinorUnits(minor, currency, intl.locale);
  return (
    <ul className="account-list">
      {orders.map((order) => (
        <li key={order.id} className="account-item">
          <div className="account-item__main">
            <h3 className="account-item__title">
              <FormattedMessage id="account.orders.number" values={{ number: order.orderNumber }} />
            </h3>
            <p className="account-item__meta">{formatDay(order.createdAt)}</p>
            {order.balanceAmount > 0 ? (
              <p className="account-item__meta">
                <FormattedMessage id="account.orders.depositPaid" values={{ amount: money(order.amountPaid, order.currency) }} />
                <span aria-hidden="true"> · </span>
                {order.balanceDueDate ? (
                  <FormattedMessage id="account.orders.balanceDueOn" values={{ amount: money(order.balanceAmount, order.currency), date: formatDay(order.balanceDueDate) }} />
                ) : (
                  <FormattedMessage id="account.orders.balanceDue" values={{ amount: money(order.balanceAmount, order.currency) }} />
                )}
              </p>
            ) : null}
          </div>
          <div className="account-item__side">
            <p className="account-item__amount">{money(order.totalAmount, order.currency)}</p>
            <Link to={invoiceUrl(order.id)} className="button button--outline account-item__button">
              <FormattedMessage id="account.orders.invoice" />
              <span className="visually-hidden">
                <FormattedMessage id="account.orders.number" values={{ number: order.orderNumber }} />
              </span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
