import { useQuery } from '@apollo/client/react';
import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { graphql } from '../../__generated__/gql';
import { Menu } from '../../components/Menu';
import { useFocusTrap } from '../../components/useFocusTrap';
import { paths, searchUrl } from '../../lib/urls';
import { CurrencySwitcher } from './CurrencySwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { companyLinks, extrasEntries, mobileLinks, offerLinks, quickFilters, type NavEntry } from './navigation';
import { ThemeToggle } from './ThemeToggle';
import { AccountMenu, MobileAccountLinks } from './AccountLinks';
import { ShortlistLink } from './ShortlistLink';
import { useCurrentUser } from './useCurrentUser';
import './header.css';

const HeaderQuery = graphql(`
  query Header {
    company {
      name
    }
  }
`);

/** Site header: navigation, preferences, login and the basket slot. */
export function Header({ basket }: { basket?: ReactNode }) {
  const intl = useIntl();
  const { data } = useQuery(HeaderQuery);
  const companyName = data?.company.name ?? '';
  const user = useCurrentUser();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const mobileMenu = useRef<HTMLElement>(null);
  // While open, Tab stays in the menu (the floating call button sits under it) and Escape closes it.
  useFocusTrap(mobileOpen, mobileToggle, mobileMenu, useCallback(() => setMobileOpen(false), []));
  // Following a link closes the mobile menu.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setMobileOpen(false);
  };

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={paths.home} className="brand" aria-label={intl.formatMessage({ id: 'header.homeLink' }, { companyName })}>
          <span className="brand__mark" aria-hidden="true">
            ◆
          </span>
          <span className="brand__name">{companyName}</span>
        </Link>

        <nav className="main-nav" aria-label={intl.formatMessage({ id: 'header.mainNav' })}>
          <ul className="main-nav__list">
            <li>
              <NavLink to={paths.home} end>
                <FormattedMessage id="nav.home" />
              </NavLink>
            </li>
            <li>
              <Menu label={<FormattedMessage id="nav.ourVillas" />}>
                <Link to={searchUrl()} className="menu__item menu__item--strong">
                  <FormattedMessage id="nav.allVillas" />
                </Link>
                <span className="menu__heading">
                  <FormattedMessage id="nav.quickFilters" />
                </span>
                <MenuItems links={quickFilters} />
              </Menu>
            </li>
            <NavItems links={offerLinks} />
            <li>
              <Menu label={<FormattedMessage id="nav.extras" />}>
                <MenuItems links={extrasEntries} />
              </Menu>
            </li>
            <NavItems links={companyLinks} />
          </ul>
        </nav>

        <div className="site-header__tools">
          <div className="site-header__switchers">
            <LanguageSwitcher />
            <CurrencySwitcher />
          </div>
          <ThemeToggle />
          <AccountMenu user={user} />
          <ShortlistLink signedIn={!!user} />
          {basket}
          <button
            ref={mobileToggle}
            type="button"
            className="icon-button mobile-toggle"
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <span aria-hidden="true">{mobileOpen ? '✕' : '☰'}</span>
            <span className="visually-hidden">
              <FormattedMessage id={mobileOpen ? 'header.menuClose' : 'header.menuOpen'} />
            </span>
          </button>
        </div>
      </div>

      <nav ref={mobileMenu} id={mobileMenuId} className="mobile-nav" hidden={!mobileOpen} aria-label={intl.formatMessage({ id: 'header.mainNav' })} onClick={closeOnLink}>
        <ul>
          <li>
            <Link to={paths.home}>
              <FormattedMessage id="nav.home" />
            </Link>
          </li>
          <li>
            {/* On mobile "Our Villas" has no link of its own. */}
            <span className="mobile-nav__heading">
              <FormattedMessage id="nav.ourVillas" />
            </span>
            <ul>
              <li>
                <Link to={searchUrl()}>
                  <FormattedMessage id="nav.allVillas" />
                </Link>
              </li>
              {quickFilters.map((f) => (
                <li key={f.to}>
                  <Link to={f.to}>
                    <FormattedMessage id={f.label} />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {mobileLinks.map((entry) => (
            <li key={entry.label}>
              <Link to={entry.to}>
                <FormattedMessage id={entry.label} />
              </Link>
            </li>
          ))}
          <MobileAccountLinks user={user} />
          {/* On the narrowest phones the switchers leave the bar for the menu, so the brand keeps its name. */}
          {mobileOpen ? (
            <li className="mobile-nav__settings">
              <LanguageSwitcher />
              <CurrencySwitcher />
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

/** Desktop navigation links, each marked as current on its own page. */
function NavItems({ links }: { links: NavEntry[] }) {
  return links.map((entry) => (
    <li key={entry.label}>
      <NavLink to={entry.to} className={entry.className}>
        <FormattedMessage id={entry.label} />
        {entry.note ? (
          <small className="main-nav__label">
            <FormattedMessage id={entry.note} />
          </small>
        ) : null}
      </NavLink>
    </li>
  ));
}

/** The links of a desktop drop-down menu. */
function MenuItems({ links }: { links: readonly Pick<NavEntry, 'to' | 'label'>[] }) {
  return links.map((entry) => (
    <Link key={entry.label} to={entry.to} className="menu__item">
      <FormattedMessage id={entry.label} />
    </Link>
  ));
}
