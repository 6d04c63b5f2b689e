import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { AdminUsersQuery } from '../../../__generated__/graphql';
import { toast } from '../../../components/toast.store';
import { serverMessage } from '../../../lib/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { AdminList } from '../AdminList';
import { useAdminListQuery } from '../ListControls';
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
  const query = useAdminListQuery(adminUsersQuery, (data) => data.users);
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
      await query.refetch().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  // The signed-in admin cannot act on their own account; a row waits while its change runs.
  const actions = (user: User) => {
    const disabled = user.id === currentUserId || busy === user.id;
    return (
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
    );
  };

  return (
    <AdminList
      {...query}
      searchLabel="admin.search.nameOrEmail"
      caption="admin.view.users"
      columns={[
        {
          label: 'admin.col.name',
          cell: (user) => (
            <span>
              {user.name}
              {user.id === currentUserId ? (
                <span className="admin-badge admin-badge--muted">
                  <FormattedMessage id="admin.users.you" />
                </span>
              ) : null}
            </span>
          ),
        },
        { label: 'admin.col.email', className: 'admin-table__wrap', cell: (user) => user.email },
        { label: 'admin.col.joined', cell: (user) => formatDate(user.createdAt) },
        {
          label: 'admin.col.status',
          cell: (user) => (
            <span className={`admin-badge admin-badge--${user.isSuspended ? 'failed' : 'completed'}`}>
              <FormattedMessage id={user.isSuspended ? 'admin.users.suspended' : 'admin.users.active'} />
            </span>
          ),
        },
        { label: 'admin.col.role', cell: (user) => <FormattedMessage id={user.isAdmin ? 'admin.users.admin' : 'admin.users.user'} /> },
        { label: 'admin.col.actions', cell: actions },
      ]}
    >
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
    </AdminList>
  );
}
