import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { AccountEmpty, AccountError, AccountLoading } from './AccountStates';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderCard } from './OrderCard';
import { PayBalanceDialog } from './PayBalanceDialog';

/**
 * Orders per page. Each order brings its schedule, quote, payments and stays, and the server
 * costs a list by its page size, so pages stay small; a guest rarely has more.
 */
export const ORDERS_PAGE_SIZE = 20;

const MyOrdersQuery = graphql(`
  query MyOrders($page: PageInput) {
    myOrders(page: $page) {
      totalCount
      items {
        id
        canPayBalance
        ...AccountOrder
        ...PayBalanceDialog_order
        ...CancelOrderDialog_order
      }
    }
  }
`);

/** The URL parameters of the orders tab: its page, and which order's dialog is open. */
const PAGE = 'page';
const PAY = 'pay';
const CANCEL = 'cancel';

/**
 * The account's orders, newest first, a page at a time: each with its status, schedule,
 * discount and refunds, paying the balance and cancelling in dialogs whose state is in the URL
 * (?pay=<order id> or ?cancel=<order id>), so Back closes them and a link can open one.
 */
export function OrdersTab() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get(PAGE) ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const { data, loading, error } = useQuery(MyOrdersQuery, {
    variables: { page: { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  if (loading && !data) return <AccountLoading />;
  if (error && !data) return <AccountError />;
  const orders = data?.myOrders.items ?? [];
  const totalCount = data?.myOrders.totalCount ?? 0;
  if (orders.length === 0 && page === 1) return <AccountEmpty message="account.orders.empty" />;

  const paying = orders.find((order) => order.id === params.get(PAY) && order.canPayBalance);
  const cancelling = orders.find((order) => order.id === params.get(CANCEL));
  const closeDialogs = () => update({ [PAY]: null, [CANCEL]: null }, true);
  const pages = Math.max(1, Math.ceil(totalCount / ORDERS_PAGE_SIZE));

  return (
    <>
      <ul className="account-list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} onPayBalance={() => update({ [PAY]: order.id, [CANCEL]: null })} onCancel={() => update({ [CANCEL]: order.id, [PAY]: null })} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="spread-row account-pagination" aria-label={intl.formatMessage({ id: 'account.orders.pages' })}>
          <button type="button" className="button button--outline" disabled={page <= 1} onClick={() => update({ [PAGE]: page > 2 ? String(page - 1) : null })}>
            <FormattedMessage id="account.orders.newer" />
          </button>
          <p aria-live="polite">
            <FormattedMessage id="account.orders.page" values={{ page: Math.min(page, pages), pages }} />
          </p>
          <button type="button" className="button button--outline" disabled={page >= pages} onClick={() => update({ [PAGE]: String(page + 1) })}>
            <FormattedMessage id="account.orders.older" />
          </button>
        </nav>
      ) : null}
      {paying ? (
<PayBalanceDialog key={paying.id} order={paying} onClose={closeDialogs} onPaid={closeDialogs} />
      ) : null}
      {cancelling ? <CancelOrderDialog key={cancelling.id} order={cancelling} onClose={closeDialogs} onCancelled={closeDialogs} /> : null}
    </>
  );
}
