import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { PageIntro } from '../../components/PageIntro';
import { PageLoading } from '../../components/PageLoading';
import { loginUrl, paths } from '../../lib/urls';
import './admin.css';
import './admin-lists.css';
import './admin-editor.css';

// Only admins download the panel (and only the panel runs admin queries).
const AdminPanel = lazy(() => import('./AdminPanel'));

export const adminAccessQuery = graphql(`
  query AdminAccess {
    me {
      id
      name
      isAdmin
    }
  }
`);

/**
 * /admin: signed-out visitors and non-admins see "Access Denied" with
 * the way onwards; admins get the panel.
 */
export default function AdminPage() {
  const intl = useIntl();
  const { data, loading } = useQuery(adminAccessQuery, { fetchPolicy: 'cache-and-network' });

  if (!data && loading) return <AdminPending />;
  const me = data?.me;
  if (!me || !me.isAdmin) {
    // Signed in without the admin role: back home; signed out: sign in, and come back here.
    const way = me
      ? ({ reason: 'admin.denied.notAdmin', link: 'admin.denied.home', to: paths.home } as const)
      : ({ reason: 'admin.denied.signedOut', link: 'admin.denied.login', to: loginUrl({ returnTo: paths.admin }) } as const);
    return (
      <div className="page container">
        <PageIntro title={intl.formatMessage({ id: 'page.admin.title' })} />
        <section className="admin-denied" role="alert" aria-labelledby="admin-denied-title">
          <h2 id="admin-denied-title">
            <FormattedMessage id="admin.denied.title" />
          </h2>
          <p>
            <FormattedMessage id={way.reason} />
          </p>
          <Link className="button button--primary" to={way.to}>
            <FormattedMessage id={way.link} />
          </Link>
        </section>
      </div>
    );
  }
  return (
    <Suspense fallback={<AdminPending />}>
      <AdminPanel currentUserId={me.id} />
    </Suspense>
  );
}

/** Loading, as tall as the panel will be, so the footer does not show and then jump away. */
function AdminPending() {
  return (
    <div className="admin-pending">
      <PageLoading />
    </div>
  );
}
