import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { PageLoading } from '../../components/PageLoading';
import { Tabs, tabPanelProps } from '../../components/Tabs';
import { toast } from '../../components/toast.store';
import { usePageTitle } from '../../components/usePageTitle';
import { serverMessage } from '../../lib/errors';
import type { MessageId } from '../../lib/message-id';
import { ACCOUNT_TABS, accountUrl, loginUrl, paths, type AccountTab } from '../../lib/urls';
import { BookingsTab } from './BookingsTab';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { OrdersTab } from './OrdersTab';
import { PasswordTab } from './PasswordTab';
import { PrivacySection } from './PrivacySection';
import { ProfileTab } from './ProfileTab';
import { ShortlistTab } from './ShortlistTab';
import './account.css';
import './account-dialogs.css';

const AccountMeQuery = graphql(`
  query AccountMe {
    me {
      id
      name
      email
      emailVerified
      ...AccountProfile
    }
  }
`);

const LogoutMutation = graphql(`
  mutation AccountLogout {
    logout
  }
`);

const TAB_PREFIX = 'account';
const TAB_LABELS: Record<AccountTab, MessageId> = {
  profile: 'account.tab.profile',
  password: 'account.tab.password',
  bookings: 'account.tab.bookings',
  orders: 'account.tab.orders',
  shortlist: 'account.tab.shortlist',
};

function isAccountTab(value: string | null): value is AccountTab {
  return (ACCOUNT_TABS as readonly (string | null)[]).includes(value);
}

/**
 * /account: "Welcome Back", Logout and the tabs (profile, password, bookings, orders, shortlist). The tab is in the URL, and
 * only the selected tab is rendered, so only its data loads.
 */
export default function AccountPage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AccountTab = isAccountTab(requested) ? requested : 'profile';
  const { data, loading } = useQuery(AccountMeQuery);
  const [logout] = useMutation(LogoutMutation);
  const [loggingOut, setLoggingOut] = useState(false);
  const [leaving, setLeaving] = useState(false);
  usePageTitle(intl.formatMessage({ id: 'page.account.title' }));

  // Logged out and on the way to /: show none of the signed-in data (and run none of its queries).
  if (loading || leaving) return <PageLoading />;
  if (!data?.me) return <Navigate to={loginUrl({ returnTo: location.pathname + location.search })} replace />;

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      setLoggingOut(false);
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.errorTitle' }), description: serverMessage(error) ?? intl.formatMessage({ id: 'account.logoutFailed' }) });
      return;
    }
    await leave();
  };

  /** Signed out (logout, or the account was deleted): forget the account's data and go home. */
  const leave = async () => {
    // Unmount the tabs at once, so the reset below refetches none of their queries; then drop
    // everything the signed-in user saw (bookings, orders, shortlist, me) and go home, where
    // the header and page ask afresh.
    flushSync(() => setLeaving(true));
    // Apollo lets go of an unmounted query's watch a moment later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A refetch that fails now (a signed-in-only query of another component) is that
    // component's to show; it must not keep the user here.
    await client.resetStore().catch(() => undefined);
    await navigate(paths.home);
  };

  const onDeleted = async (message: string) => {
    await leave();
    toast({ title: intl.formatMessage({ id: 'account.delete.doneTitle' }), description: message });
  };

  const selectTab = (next: AccountTab) => setParams(new URLSearchParams(accountUrl(next).split('?')[1] ?? ''), { replace: true });

  return (
    <div className="page container account-page">
      <header className="account-page__head">
        <div>
          <h1>
            <FormattedMessage id="account.welcomeBack" />
          </h1>
          <p className="account-page__name">{data.me.name}</p>
        </div>
        <button type="button" className="button button--outline" onClick={() => void onLogout()} disabled={loggingOut}>
          <FormattedMessage id="account.logout" />
        </button>
      </header>
      {data.me.emailVerified ? null : <EmailVerificationNotice email={data.me.email} />}

      <Tabs
        label={intl.formatMessage({ id: 'account.tabsLabel' })}
        idPrefix={TAB_PREFIX}
        tabs={ACCOUNT_TABS.map((id) => ({ id, label: intl.formatMessage({ id: TAB_LABELS[id] }) }))}
        selected={tab}
        onSelect={selectTab}
        className="account-page__tabs"
      />
      <section {...tabPanelProps(TAB_PREFIX, tab)} className="account-panel">
        {tab === 'profile' && (
          <>
            <ProfileTab user={data.me} />
            <PrivacySection onDeleted={(message) => void onDeleted(message)} />
          </>
        )}
        {tab === 'password' && <PasswordTab />}
        {tab === 'bookings' && <BookingsTab />}
        {tab === 'orders' && <OrdersTab />}
        {tab === 'shortlist' && <ShortlistTab />}
      </section>
    </div>
  );
}
