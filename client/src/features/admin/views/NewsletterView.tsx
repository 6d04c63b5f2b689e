import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { NewsletterStatus } from '../../../__generated__/graphql';
import { subscriberStatus } from '../admin.format';
import { ListStatus } from '../ListStatus';
import { Pagination, SearchBox, useListParams } from '../ListControls';
import { useFormatDate } from '../../../lib/dates';

export const adminNewsletterQuery = graphql(`
  query AdminNewsletter($filter: NewsletterSubscriberFilter, $page: PageInput) {
    newsletterSubscribers(filter: $filter, page: $page) {
      totalCount
      items {
        id
        email
        name
        subscribed
        confirmed
        subscribedAt
      }
    }
  }
`);

const STATUS: Record<NewsletterStatus, { message: 'admin.newsletter.active' | 'admin.newsletter.pending' | 'admin.newsletter.unsubscribed'; tone: string }> = {
  ACTIVE: { message: 'admin.newsletter.active', tone: 'completed' },
  PENDING: { message: 'admin.newsletter.pending', tone: 'pending' },
  UNSUBSCRIBED: { message: 'admin.newsletter.unsubscribed', tone: 'muted' },
};

/** Newsletter subscribers: Active (subscribed and confirmed), Pending (subscribed only) or Unsubscribed. */
export function NewsletterView() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { q, page, pageInput, setQuery, setPage } = useListParams();
  const { data, loading, error, refetch } = useQuery(adminNewsletterQuery, {
    variables: { filter: q ? { search: q } : null, page: pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const subscribers = data?.newsletterSubscribers.items ?? [];
  const col = (id: 'admin.col.email' | 'admin.col.name' | 'admin.col.status' | 'admin.col.subscribedAt') => intl.formatMessage({ id });

  return (
    <section className="admin-view" aria-busy={loading}>
      <div className="admin-view__tools">
        <SearchBox value={q} onSearch={setQuery} label={intl.formatMessage({ id: 'admin.search.nameOrEmail' })} />
      </div>
      <ListStatus loading={loading} error={error} empty={subscribers.length === 0} onRetry={() => void refetch()} />
      {subscribers.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id="admin.view.newsletter" />
          </caption>
          <thead>
            <tr>
              <th scope="col">{col('admin.col.email')}</th>
              <th scope="col">{col('admin.col.name')}</th>
              <th scope="col">{col('admin.col.status')}</th>
              <th scope="col">{col('admin.col.subscribedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => {
              const status = STATUS[subscriberStatus(subscriber)];
              return (
                <tr key={subscriber.id}>
                  <th scope="row" data-label={col('admin.col.email')} className="admin-table__wrap">
                    {subscriber.email}
                  </th>
                  <td data-label={col('admin.col.name')}>{subscriber.name ?? '—'}</td>
                  <td data-label={col('admin.col.status')}>
                    <span className={`admin-badge admin-badge--${status.tone}`}>
                      <FormattedMessage id={status.message} />
                    </span>
                  </td>
                  <td data-label={col('admin.col.subscribedAt')}>{formatDate(subscriber.subscribedAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {data ? <Pagination page={page} totalCount={data.newsletterSubscribers.totalCount} onPage={setPage} /> : null}
    </section>
  );
}
