import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../../__generated__/gql';
import type { AdminUsersQuery } from '../../../__generated__/graphql';
import { toast } from '../../../components/toast.store';
import { serverMessage } from '../../../lib/errors';
import type { MessageId } from '../../../lib/message-id';
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

/** The changes staff make to an account: each mutation with what its toast says once it is done or has failed. */
const SUSPEND = {
  document: graphql(`
    mutation AdminSuspendUser($userId: ID!, $suspend: Boolean!) {
      suspendUser(userId: $userId, suspend: $suspend) {
        id
        isSuspended
      }
    }
  `),
  done: 'admin.toast.statusUpdated',
  failed: 'admin.toast.statusFailed',
} as const;

const SET_ADMIN = {
  document: graphql(`
    mutation AdminSetUserAdmin($userId: ID!, $isAdmin: Boolean!) {
      setUserAdmin(userId: $userId, isAdmin: $isAdmin) {
        id
        isAdmin
      }
    }
  `),
  done: 'admin.toast.adminUpdated',
  failed: 'admin.toast.adminFailed',
} as const;

const DELETE = {
  document: graphql(`
    mutation AdminDeleteUser($userId: ID!) {
      deleteUser(userId: $userId) {
        id
        message
      }
    }
  `),
  done: 'admin.toast.deleted',
  failed: 'admin.toast.deleteFailed',
} as const;

type User = AdminUsersQuery['users']['items'][number];

/** After any change to an account the list (and the overview's counts) are read again. */
const REFRESH = { refetchQueries: ['AdminUsers', 'AdminDashboard'], awaitRefetchQueries: true };

/**
 * Accounts: suspend or unsuspend, grant or revoke admin, delete (after confirmation). The
 * signed-in admin's own row has these disabled (no admin locks themselves out). A toast says
 * whether each change was made or failed.
 */
export function UsersView({ currentUserId }: { currentUserId: string }) {
  const intl = useIntl();
  const query = useAdminListQuery(adminUsersQuery, (data) => data.users);
  const [suspendUser] = useMutation(SUSPEND.document, REFRESH);
  const [setUserAdmin] = useMutation(SET_ADMIN.document, REFRESH);
  const [deleteUser] = useMutation(DELETE.document, {
    ...REFRESH,
    update: (cache, { data: result }) => {
      if (result) cache.evict({ id: cache.identify({ __typename: 'User', id: result.deleteUser.id }) });
    },
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  const run = async (user: User, change: { done: MessageId; failed: MessageId }, action: () => Promise<unknown>) => {
    setBusy(user.id);
    try {
      await action();
      toast({ title: intl.formatMessage({ id: change.done }) });
    } catch (e) {
      toast({ title: intl.formatMessage({ id: change.failed }), description: serverMessage(e), variant: 'destructive' });
      await query.refetch().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  };

  // The signed-in admin cannot act on their own account; a row waits while its change runs.
  const actions = (user: User) => {
    const disabled = user.id === currentUserId || busy === user.id;
    const suspend = () => void run(user, SUSPEND, () => suspendUser({ variables: { userId: user.id, suspend: !user.isSuspended } }));
    const toggleAdmin = () => void run(user, SET_ADMIN, () => setUserAdmin({ variables: { userId: user.id, isAdmin: !user.isAdmin } }));
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
          if (user) void run(user, DELETE, () => deleteUser({ variables: { userId: user.id } }));
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
