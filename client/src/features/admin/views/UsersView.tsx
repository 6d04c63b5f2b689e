import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { AdminUsersQuery } from '../../../__generated__/graphql';
import { toast } from '../../../components/toast.store';
import { serverMessage } from '../../../lib/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { ListStatus } from '../ListStatus';
import { Pagination, SearchBox, useListParams } from '../ListControls';
import { useFormatDate } from '../../../lib/dates';

export const adminUsersQuery = graphql(`
  query AdminUsers($filter: AdminUserFilter, $page: PageInput) {
    users(filter: $filter, page: $page) {
      totalCount
      items {
        id
        name
        email
        createdAt
        isAdmin
        isSuspended
      }
    }
  }
`);

const suspendUserMutation = graphql(`
  mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!) {
    suspendUser(userId: $userId, suspend: $suspend) {
      id
      isSuspended
    }
  }
`);

const setUserAdminMutation = graphql(`
  mutation AdminSetUserAdmin($userId: ID!, $isAdmin: Boolean!) {
    setUserAdmin(userId: $userId, isAdmin: $isAdmin) {
      id
      isAdmin
    }
  }
`);

const deleteUserMutation = graphql(`
  mutation AdminDeleteUser($userId: ID!) {
    deleteUser(userId: $userId) {
      id
      message
    }
  }
`);

type User = AdminUsersQuery['users']['items'][number];

/** After any change to an account the list (and the overview's counts) are read again. */
const REFRESH = { refetchQueries: ['AdminUsers', 'AdminDashboard'], awaitRefetchQueries: true };

/**
 * Accounts: suspend or unsuspend, grant or revoke admin, delete (after confirmation). The
 * signed-in admin's own row has these disabled (spec section 4). Toasts per spec section 8.
 */
export function UsersView({ currentUserId }: { currentUserId: string }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { q, page, pageInput, setQuery, setPage } = useListParams();
  const { data, loading, error, refetch } = useQuery(adminUsersQuery, {
    variables: { filter: q ? { search: q } : null, page: pageInput },
    fetchPolicy: 'cache-and-network',
  });
  const [suspendUser] = useMutation(suspendUserMutation, REFRESH);
  const [setUserAdmin] = useMutation(setUserAdminMutation, REFRESH);
  const [deleteUser] = useMutation(deleteUserMutation, {
    ...REFRESH,
    update: (cache, { data: result }) => {
      if (result) cache.evict({ id: cache.identify({ __typename: 'User', id: result.deleteUser.id }) });
    },
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const run = async (user: User, action: () => Promise<unknown>, success: 'admin.toast.statusUpdated' | 'admin.toast.adminUpdated' | 'admin.toast.deleted', failure: 'admin.toast.statusFailed' | 'admin.toast.adminFailed' | 'admin.toast.deleteFailed') => {
    setBusy(user.id);
    try {
      await action();
      toast({ title: intl.formatMessage({ id: success }) });
    } catch (e) {
      toast({ title: intl.formatMessage({ id: failure }), description: serverMessage(e), variant: 'destructive' });
      await refetch().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  const users = data?.users.items ?? [];
  return (
    <section className="admin-view" aria-busy={loading}>
      <div className="admin-view__tools">
        <SearchBox value={q} onSearch={setQuery} label={intl.formatMessage({ id: 'admin.search.nameOrEmail' })} />
      </div>
      <ListStatus loading={loading} error={error} empty={users.length === 0} onRetry={() => void refetch()} />
      {users.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            <FormattedMessage id="admin.view.users" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="admin.col.name" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.col.email" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.col.joined" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.col.status" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.col.role" />
              </th>
              <th scope="col">
                <FormattedMessage id="admin.col.actions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const self = user.id === currentUserId;
              const disabled = self || busy === user.id;
              return (
                <tr key={user.id}>
                  <th scope="row" data-label={intl.formatMessage({ id: 'admin.col.name' })}>
                    <span>
                      {user.name}
                      {self ? (
                        <span className="admin-badge admin-badge--muted">
                          <FormattedMessage id="admin.users.you" />
                        </span>
                      ) : null}
                    </span>
                  </th>
                  <td data-label={intl.formatMessage({ id: 'admin.col.email' })} className="admin-table__wrap">
                    {user.email}
                  </td>
                  <td data-label={intl.formatMessage({ id: 'admin.col.joined' })}>{formatDate(user.createdAt)}</td>
                  <td data-label={intl.formatMessage({ id: 'admin.col.status' })}>
                    <span className={`admin-badge admin-badge--${user.isSuspended ? 'failed' : 'completed'}`}>
                      <FormattedMessage id={user.isSuspended ? 'admin.users.suspended' : 'admin.users.active'} />
                    </span>
                  </td>
                  <td data-label={intl.formatMessage({ id: 'admin.col.role' })}>
                    <FormattedMessage id={user.isAdmin ? 'admin.users.admin' : 'admin.users.user'} />
                  </td>
                  <td data-label={intl.formatMessage({ id: 'admin.col.actions' })}>
                    <div className="admin-actions">
                      <button
                        type="button"
                        className="button button--outline button--small"
                        disabled={disabled}
                        aria-label={intl.formatMessage({ id: user.isSuspended ? 'admin.users.unsuspendLabel' : 'admin.users.suspendLabel' }, { name: user.name })}
                        onClick={() => void run(user, () => suspendUser({ variables: { userId: user.id, suspend: !user.isSuspended } }), 'admin.toast.statusUpdated', 'admin.toast.statusFailed')}
                      >
                        <FormattedMessage id={user.isSuspended ? 'admin.users.unsuspend' : 'admin.users.suspend'} />
                      </button>
                      <button
                        type="button"
                        className="button button--outline button--small"
                        disabled={disabled}
                        aria-label={intl.formatMessage({ id: user.isAdmin ? 'admin.users.revokeLabel' : 'admin.users.grantLabel' }, { name: user.name })}
                        onClick={() => void run(user, () => setUserAdmin({ variables: { userId: user.id, isAdmin: !user.isAdmin } }), 'admin.toast.adminUpdated', 'admin.toast.adminFailed')}
                      >
                        <FormattedMessage id={user.isAdmin ? 'admin.users.revoke' : 'admin.users.grant'} />
                      </button>
                      <button
                        type="button"
                        className="button button--danger button--small"
                        disabled={disabled}
                        aria-label={intl.formatMessage({ id: 'admin.users.deleteLabel' }, { name: user.name })}
                        onClick={() => setDeleting(user)}
                      >
                        <FormattedMessage id="admin.users.delete" />
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {data ? <Pagination page={page} totalCount={data.users.totalCount} onPage={setPage} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'admin.delete.title' })}
        description={intl.formatMessage({ id: 'admin.delete.description' })}
        confirmLabel={intl.formatMessage({ id: 'admin.users.delete' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const user = deleting;
          setDeleting(null);
          if (user) void run(user, () => deleteUser({ variables: { userId: user.id } }), 'admin.toast.deleted', 'admin.toast.deleteFailed');
        }}
      />
    </section>
  );
}
