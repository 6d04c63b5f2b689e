import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { AuditAction } from '../../../__generated__/graphql';
import { ListStatus } from '../ListStatus';
import { Pagination, SearchBox, useListParams } from '../ListControls';
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
} as const satisfies Record<AuditAction, string>;

/** What admins did to which accounts, newest first. */
export function AuditView() {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { q, page, pageInput, setQuery, setPage } = useListParams();
  const { data, loading, error, refetch } = useQuery(adminAuditQuery, {
    variables: { filter: q ? { search: q } : null, page: pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.auditLog.items ?? [];
  const col = (id: 'admin.col.date' | 'admin.col.action' | 'admin.col.admin' | 'admin.col.account') => intl.formatMessage({ id });

  return (
    <section className="admin-view" aria-busy={loading}>
      <div className="admin-view__tools">
        <SearchBox value={q} onSearch={setQuery} label={intl.formatMessage({ id: 'admin.search.email' })} />
      </div>
      <ListStatus loading={loading} error={error} empty={entries.length === 0} onRetry={() => void refetch()} />
      {entries.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id="admin.view.audit" />
          </caption>
          <thead>
            <tr>
              <th scope="col">{col('admin.col.date')}</th>
              <th scope="col">{col('admin.col.action')}</th>
              <th scope="col">{col('admin.col.admin')}</th>
              <th scope="col">{col('admin.col.account')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" data-label={col('admin.col.date')}>
                  {formatDate(entry.createdAt, 'dateTime')}
                </th>
                <td data-label={col('admin.col.action')}>
                  <FormattedMessage id={ACTION_MESSAGES[entry.action]} />
                </td>
                <td data-label={col('admin.col.admin')} className="admin-table__wrap">
                  {entry.actorEmail ?? <FormattedMessage id="admin.deletedAccount" />}
                </td>
                <td data-label={col('admin.col.account')} className="admin-table__wrap">
                  {entry.targetEmail ?? <FormattedMessage id="admin.deletedAccount" />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? <Pagination page={page} totalCount={data.auditLog.totalCount} onPage={setPage} /> : null}
    </section>
  );
}
