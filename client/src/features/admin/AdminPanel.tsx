import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { Tooltip } from '../../components/Tooltip';
import { usePageTitle } from '../../components/usePageTitle';
import { adminUrl, ADMIN_VIEWS, isAdminView, type AdminView } from './admin.urls';
import { useSidebar } from './sidebar';
import { AuditView } from './views/AuditView';
import { BookingsView } from './views/BookingsView';
import { NewsletterView } from './views/NewsletterView';
import { OrdersView } from './views/OrdersView';
import { OverviewView } from './views/OverviewView';
import { PaymentsView } from './views/PaymentsView';
import { EnquiriesView, FlightInquiriesView } from './views/InboxViews';
import { UsersView } from './views/UsersView';
import { VillasView } from './views/VillasView';

const VIEW_ICONS: Record<AdminView, string> = {
  overview: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  villas: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6',
  enquiries: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 2h6l1-2h5',
  'flight-inquiries': 'M2 15l20-7-3 9-6-2-3 5-1-6-7 1Z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21v-1a7 7 0 0 1 14 0v1M16 3.5a4 4 0 0 1 0 7M18 14a6 6 0 0 1 4 6v1',
  bookings: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  orders: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  newsletter: 'M3 6h18v12H3zM3 7l9 6 9-6',
  payments: 'M2 6h20v12H2zM2 10h20M6 15h4',
  audit: 'M6 3h9l4 4v14H6zM9 10h7M9 14h7M9 18h4',
};

const VIEW_MESSAGES = {
  overview: 'admin.view.overview',
  villas: 'admin.view.villas',
  enquiries: 'admin.view.enquiries',
  'flight-inquiries': 'admin.view.flightInquiries',
  users: 'admin.view.users',
  bookings: 'admin.view.bookings',
  orders: 'admin.view.orders',
  newsletter: 'admin.view.newsletter',
  payments: 'admin.view.payments',
  audit: 'admin.view.audit',
} as const satisfies Record<AdminView, string>;

function ViewIcon({ view }: { view: AdminView }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={VIEW_ICONS[view]} />
    </svg>
  );
}

/** The admin panel: sidebar of views (the view is in the URL) and the chosen view. */
export default function AdminPanel({ currentUserId }: { currentUserId: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const rawView = params.get('view');
  const view: AdminView = isAdminView(rawView) ? rawView : 'overview';
  const sidebar = useSidebar();
  const viewTitle = intl.formatMessage({ id: VIEW_MESSAGES[view] });
  usePageTitle(`${viewTitle} · ${intl.formatMessage({ id: 'page.admin.title' })}`);

  const nav = (
    <nav aria-label={intl.formatMessage({ id: 'admin.sidebar.label' })}>
      <ul className="admin-nav">
        {ADMIN_VIEWS.map((v) => {
          const label = intl.formatMessage({ id: VIEW_MESSAGES[v] });
          return (
            <li key={v}>
              <Link
                to={adminUrl({ view: v })}
                className="admin-nav__link"
                aria-current={v === view ? 'page' : undefined}
                title={!sidebar.isMobile && !sidebar.open ? label : undefined}
                onClick={() => sidebar.setOpenMobile(false)}
              >
                <ViewIcon view={v} />
                <span className="admin-nav__label">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );

  return (
    <div className="admin" data-sidebar={sidebar.isMobile ? 'mobile' : sidebar.open ? 'expanded' : 'collapsed'}>
      {sidebar.isMobile ? (
        <SidebarSheet open={sidebar.openMobile} onClose={() => sidebar.setOpenMobile(false)}>
          {nav}
        </SidebarSheet>
      ) : (
        <aside id="admin-sidebar" className="admin-sidebar" aria-label={intl.formatMessage({ id: 'admin.sidebar.label' })}>
          {nav}
        </aside>
      )}
      <div className="admin-main">
        <div className="admin-toolbar">
          <Tooltip content={intl.formatMessage({ id: 'admin.sidebar.shortcut' })} side="bottom" align="start">
            <button
              type="button"
              className="icon-button"
              aria-controls={sidebar.isMobile ? undefined : 'admin-sidebar'}
              aria-expanded={sidebar.isMobile ? sidebar.openMobile : sidebar.open}
              aria-keyshortcuts="Control+B Meta+B"
              onClick={sidebar.toggle}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
                <path d="M3 4h18v16H3zM9 4v16" />
              </svg>
              <span className="visually-hidden">
                <FormattedMessage id="admin.sidebar.toggle" />
              </span>
            </button>
          </Tooltip>
          <p className="admin-toolbar__title">
            <FormattedMessage id="page.admin.title" />
          </p>
        </div>
        <h1 className="admin-main__title">{viewTitle}</h1>
        {view === 'overview' ? <OverviewView /> : null}
        {view === 'villas' ? <VillasView /> : null}
        {view === 'enquiries' ? <EnquiriesView /> : null}
        {view === 'flight-inquiries' ? <FlightInquiriesView /> : null}
        {view === 'users' ? <UsersView currentUserId={currentUserId} /> : null}
        {view === 'bookings' ? <BookingsView /> : null}
        {view === 'orders' ? <OrdersView /> : null}
        {view === 'newsletter' ? <NewsletterView /> : null}
        {view === 'payments' ? <PaymentsView /> : null}
        {view === 'audit' ? <AuditView /> : null}
      </div>
    </div>
  );
}

/** Below 768 px the sidebar is an off-canvas dialog: focus stays inside, Escape or the backdrop closes it. */
function SidebarSheet({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const intl = useIntl();

  return (
    <Dialog open={open} onClose={onClose} className="admin-sheet" aria-label={intl.formatMessage({ id: 'admin.sidebar.label' })}>
      <div className="admin-sheet__inner">
        <div className="admin-sheet__head">
          <p className="admin-toolbar__title">
            <FormattedMessage id="page.admin.title" />
          </p>
          <button type="button" className="icon-button" onClick={onClose} aria-label={intl.formatMessage({ id: 'admin.sidebar.close' })}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {open ? children : null}
      </div>
    </Dialog>
  );
}
