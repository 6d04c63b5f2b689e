import { FormattedMessage } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { NewsletterStatus } from '../../../__generated__/graphql';
import { subscriberStatus } from '../admin.format';
import { AdminList } from '../AdminList';
import { useAdminListQuery } from '../ListControls';
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
  const formatDate = useFormatDate();
  const query = useAdminListQuery(adminNewsletterQuery, (data) => data.newsletterSubscribers);
  return (
    <AdminList
      {...query}
      searchLabel="admin.search.nameOrEmail"
      caption="admin.view.newsletter"
      columns={[
        { label: 'admin.col.email', className: 'admin-table__wrap', cell: (subscriber) => subscriber.email },
        { label: 'admin.col.name', cell: (subscriber) => subscriber.name ?? '—' },
        {
          label: 'admin.col.status',
          cell: (subscriber) => {
            const status = STATUS[subscriberStatus(subscriber)];
            return (
              <span className={`admin-badge admin-badge--${status.tone}`}>
                <FormattedMessage id={status.message} />
              </span>
            );
          },
        },
        { label: 'admin.col.subscribedAt', cell: (subscriber) => formatDate(subscriber.subscribedAt) },
      ]}
    />
  );
}
