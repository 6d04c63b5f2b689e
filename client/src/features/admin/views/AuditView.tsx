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
  PROPERTY_IMAGE_ADDED: 'admin.audit.PROPERTY_IMAGE_ADDED',
  PROPERTY_IMAGES_REORDERED: 'admin.audit.PROPERTY_IMAGES_REORDERED',
  PROPERTY_IMAGE_ALT_CHANGED: 'admin.audit.PROPERTY_IMAGE_ALT_CHANGED',
  PROPERTY_IMAGE_DELETED: 'admin.audit.PROPERTY_IMAGE_DELETED',
} as const satisfies Record<AuditAction, string>;

/** What admins did to which accounts, newest first. */
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
        { label: 'admin.col.account', className: 'admin-table__wrap', cell: (entry) => entry.targetEmail ?? <FormattedMessage id="admin.deletedAccount" /> },
      ]}
    />
  );
}
