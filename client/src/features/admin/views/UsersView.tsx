import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { AdminUsersQuery } from '../../../__generated__/graphql';
import { toast } from '../../../components/toast.store';
import { serverMessage } from '../../../lib/errors';
import type { MessageId } from '../../../lib/forms';
import { ConfirmDialog } from '../ConfirmDialog';
import { AdminList, type AdminColumn } from '../AdminList';
import { Badge } from '../Badge';
import { useAdminListQuery } from '../ListControls';

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
    const suspend = () => void run(user, () => suspendUser({ variables: { userId: user.id, suspend: !user.isSuspended } }), 'admin.toast.statusUpdated', 'admin.toast.statusFailed');
    const toggleAdmin = () => void run(user, () => setUserAdmin({ variables: { userId: user.id, isAdmin: !user.isAdmin } }), 'admin.toast.adminUpdated', 'admin.toast.adminFailed');
    return (
      <div className="admin-actions">
        <AccountAction user={user} disabled={disabled} onClick={suspend} label={user.isSuspended ? 'admin.users.unsuspend' : 'admin.users.suspend'} ariaLabel={user.isSuspended ? 'admin.users.unsuspendLabel' : 'admin.users.suspendLabel'} />
        <AccountAction user={user} disabled={disabled} onClick={toggleAdmin} label={user.isAdmin ? 'admin.users.revoke' : 'admin.users.grant'} ariaLabel={user.isAdmin ? 'admin.users.revokeLabel' : 'admin.users.grantLabel'} />
        <AccountAction user={user} disabled={disabled} onClick={() => setDeleting(user)} label="admin.users.delete" ariaLabel="admin.users.deleteLabel" danger />
      </div>
    );
  };

  const columns: AdminColumn<User>[] = [
    {
      label: 'admin.col.name',
      cell: (user) => (
        <span>
          {user.name}
          {user.id === currentUserId ? <Badge tone="muted" message="admin.users.you" /> : null}
        </span>
      ),
    },
    { label: 'admin.col.email', className: 'admin-table__wrap', cell: (user) => user.email },
    { label: 'admin.col.joined', cell: (user, format) => format.date(user.createdAt) },
    { label: 'admin.col.status', cell: (user) => <Badge tone={user.isSuspended ? 'failed' : 'completed'} message={user.isSuspended ? 'admin.users.suspended' : 'admin.users.active'} /> },
    { label: 'admin.col.role', cell: (user) => <FormattedMessage id={user.isAdmin ? 'admin.users.admin' : 'admin.users.user'} /> },
    { label: 'admin.col.actions', cell: actions },
  ];

  return (
    <AdminList {...query} columns={columns}>
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

/** One action on an account: its name says whose ("Suspend Carl Customer"). */
function AccountAction({ user, label, ariaLabel, danger = false, disabled, onClick }: { user: User; label: MessageId; ariaLabel: MessageId; danger?: boolean; disabled: boolean; onClick: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className={`button ${danger ? 'button--danger' : 'button--outline'} button--small`} disabled={disabled} aria-label={intl.formatMessage({ id: ariaLabel }, { name: user.name })} onClick={onClick}>
      <FormattedMessage id={label} />
    </button>
  );
}
