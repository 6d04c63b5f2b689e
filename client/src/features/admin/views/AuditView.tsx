import { FormattedMessage } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { AuditAction } from '../../../__generated__/graphql';
import { AdminList } from '../AdminList';
import { useAdminListQuery } from '../ListControls';
import { useFormatDate } from '../../../lib/dates';

export const adminAuditQuery = graphql(`
  query AdminAudit($filter: AuditFilter, $page: PageInput) {
    auditLog(filter: $filter, page: $page) {
      totalCount
      items {
        id
        action
        actorEmail
        targetEmail
        targetType
        targetLabel
        changes {
          field
          before
          after
        }
        createdAt
      }
    }
  }
`);

const ACTION_MESSAGES = {
  ADMIN_GRANTED: 'admin.audit.ADMIN_GRANTED',
  ADMIN_REVOKED: 'admin.audit.ADMIN_REVOKED',
  USER_DELETED: 'admin.audit.USER_DELETED',
  USER_SUSPENDED: 'admin.audit.USER_SUSPENDED',
  USER_UNSUSPENDED: 'admin.audit.USER_UNSUSPENDED',
  ORDER_CANCELLED: 'admin.audit.ORDER_CANCELLED',
  PROPERTY_CREATED: 'admin.audit.PROPERTY_CREATED',
  PROPERTY_UPDATED: 'admin.audit.PROPERTY_UPDATED',
  PROPERTY_PUBLISHED: 'admin.audit.PROPERTY_PUBLISHED',
  PROPERTY_UNPUBLISHED: 'admin.audit.PROPERTY_UNPUBLISHED',
  IMAGE_UPLOADED: 'admin.audit.IMAGE_UPLOADED',
  IMAGE_UPDATED: 'admin.audit.IMAGE_UPDATED',
  IMAGE_DELETED: 'admin.audit.IMAGE_DELETED',
  IMAGES_REORDERED: 'admin.audit.IMAGES_REORDERED',
  ENQUIRY_STATUS_CHANGED: 'admin.audit.ENQUIRY_STATUS_CHANGED',
} as const satisfies Record<AuditAction, string>;

/** "field: before → after" for each changed value; JSON as stored. */
function Changes({ changes }: { changes: readonly { field: string; before?: string | null; after?: string | null }[] }) {
  if (!changes.length) return null;
  return (
    <ul className="admin-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <code>{change.field}</code>: {change.before ?? '–'} → {change.after ?? '–'}
        </li>
      ))}
    </ul>
  );
}

/** What admins did to which accounts, orders, villas and enquiries, newest first, with the values they changed. */
export function AuditView() {
  const formatDate = useFormatDate();
  const query = useAdminListQuery(adminAuditQuery, (data) => data.auditLog);
  return (
    <AdminList
      {...query}
      searchLabel="admin.search.email"
      caption="admin.view.audit"
      columns={[
        { label: 'admin.col.date', cell: (entry) => formatDate(entry.createdAt, 'dateTime') },
        { label: 'admin.col.action', cell: (entry) => <FormattedMessage id={ACTION_MESSAGES[entry.action]} /> },
        { label: 'admin.col.admin', className: 'admin-table__wrap', cell: (entry) => entry.actorEmail ?? <FormattedMessage id="admin.deletedAccount" /> },
        {
          label: 'admin.col.account',
          className: 'admin-table__wrap',
          cell: (entry) => (entry.targetType === 'USER' ? (entry.targetEmail ?? <FormattedMessage id="admin.deletedAccount" />) : entry.targetLabel),
        },
        { label: 'admin.col.changes', className: 'admin-table__wrap', cell: (entry) => <Changes changes={entry.changes} /> },
      ]}
    />
  );
}
