import { graphql } from '../../../__generated__/gql';
import type { AdminNewsletterQuery, NewsletterStatus } from '../../../__generated__/graphql';
import { subscriberStatus } from '../admin.format';
import { AdminList, type AdminColumn } from '../AdminList';
import { Badge, type BadgeTone } from '../Badge';
import { useAdminListQuery } from '../ListControls';

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

const STATUS: Record<NewsletterStatus, { message: 'admin.newsletter.active' | 'admin.newsletter.pending' | 'admin.newsletter.unsubscribed'; tone: BadgeTone }> = {
  ACTIVE: { message: 'admin.newsletter.active', tone: 'completed' },
  PENDING: { message: 'admin.newsletter.pending', tone: 'pending' },
  UNSUBSCRIBED: { message: 'admin.newsletter.unsubscribed', tone: 'muted' },
};

const COLUMNS: AdminColumn<AdminNewsletterQuery['newsletterSubscribers']['items'][number]>[] = [
  { label: 'admin.col.email', className: 'admin-table__wrap', cell: (subscriber) => subscriber.email },
  { label: 'admin.col.name', cell: (subscriber) => subscriber.name ?? '—' },
  {
    label: 'admin.col.status',
    cell: (subscriber) => {
      const status = STATUS[subscriberStatus(subscriber)];
      return <Badge tone={status.tone} message={status.message} />;
    },
  },
  { label: 'admin.col.subscribedAt', cell: (subscriber, format) => format.date(subscriber.subscribedAt) },
];

/** Newsletter subscribers: Active (subscribed and confirmed), Pending (subscribed only) or Unsubscribed. */
export function NewsletterView() {
  const query = useAdminListQuery(adminNewsletterQuery, (data) => data.newsletterSubscribers);
  return <AdminList {...query} columns={COLUMNS} />;
}
