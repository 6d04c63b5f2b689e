import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Menu } from '../../components/Menu';
import { paths } from '../../lib/urls';

const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export interface HeaderUser {
  name: string;
  email: string;
  isAdmin: boolean;
  isOwner: boolean;
}

/** Logout, then a full navigation to / so no signed-in data survives. */
function useLogout() {
  const [logout, { loading }] = useMutation(LogoutMutation);
  const run = async () => {
    try {
      await logout();
    } finally {
      window.location.assign(paths.home);
    }
  };
  return { logout: run, loading };
}

/** Desktop: Login, or a menu named after the user with My Account, Admin Panel and Logout. */
export function AccountMenu({ user }: { user: HeaderUser | null }) {
  const { logout, loading } = useLogout();
  if (!user) {
    return (
      <Link to={paths.login} className="site-header__login">
        <FormattedMessage id="nav.login" />
      </Link>
    );
  }
  return (
    <div className="site-header__account">
      <Menu label={<span className="site-header__user">{user.name || user.email}</span>} align="end">
        <Link to={paths.account} className="menu__item">
          <FormattedMessage id="nav.myAccount" />
        </Link>
        {user.isOwner ? (
          <Link to={paths.owner} className="menu__item">
            <FormattedMessage id="nav.ownerPortal" />
          </Link>
        ) : null}
        {user.isAdmin ? (
          <Link to={paths.admin} className="menu__item">
            <FormattedMessage id="nav.adminPanel" />
          </Link>
        ) : null}
        <button type="button" className="menu__item menu__item--button" onClick={() => void logout()} disabled={loading}>
          <FormattedMessage id="nav.logout" />
        </button>
      </Menu>
    </div>
  );
}

/** The same choices as plain links at the foot of the mobile menu. */
export function MobileAccountLinks({ user }: { user: HeaderUser | null }) {
  const { logout, loading } = useLogout();
  if (!user) {
    return (
      <li>
        <Link to={paths.login}>
          <FormattedMessage id="nav.login" />
        </Link>
      </li>
    );
  }
  return (
    <li className="mobile-nav__account">
      <span className="mobile-nav__heading">{user.name || user.email}</span>
      <ul>
        <li>
          <Link to={paths.account}>
            <FormattedMessage id="nav.myAccount" />
          </Link>
        </li>
        {user.isOwner ? (
          <li>
            <Link to={paths.owner}>
              <FormattedMessage id="nav.ownerPortal" />
            </Link>
          </li>
        ) : null}
        {user.isAdmin ? (
          <li>
            <Link to={paths.admin}>
              <FormattedMessage id="nav.adminPanel" />
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" className="mobile-nav__button" onClick={() => void logout()} disabled={loading}>
            <FormattedMessage id="nav.logout" />
          </button>
        </li>
      </ul>
    </li>
  );
}
