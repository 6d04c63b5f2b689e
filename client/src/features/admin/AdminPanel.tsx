import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Dialog } from '../../components/Dialog';
import { Tooltip } from '../../components/Tooltip';
import { usePageTitle } from '../../components/usePageTitle';
import { adminUrl, ADMIN_VIEWS, isAdminView, type AdminView } from './admin.urls';
import { VIEW_INFO } from './admin.views';
import { useSidebar } from './sidebar';
import { AuditView } from './views/AuditView';
import { BookingsView } from './views/BookingsView';
import { EmailsView } from './views/EmailsView';
import { ReviewsView } from './views/ReviewsView';
import { NewsletterView } from './views/NewsletterView';
import { OrdersView } from './views/OrdersView';
import { OverviewView } from './views/OverviewView';
import { OwnersView } from './views/OwnersView';
import { PaymentsView } from './views/PaymentsView';
import { EnquiriesView, FlightInquiriesView } from './views/InboxViews';
import { UsersView } from './views/UsersView';
import { VillasView } from './views/VillasView';

// The charting library loads only with the insights.
const InsightsView = lazy(() => import('./insights/InsightsView'));

/** A line icon on the panel's 24 × 24 grid: a view in the sidebar (rounded ends), the sidebar's own toggle (square). */
function PanelIcon({ path, rounded = true }: { path: string; rounded?: boolean }) {
  const ends = rounded ? 'round' : undefined;
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap={ends} strokeLinejoin={ends}>
      <path d={path} />
    </svg>
  );
}

/** The panel's name, above the views. */
function PanelTitle() {
  return (
    <p className="admin-toolbar__title">
      <FormattedMessage id="page.admin.title" />
    </p>
  );
}

/** The admin panel: sidebar of views (the view is in the URL) and the chosen view. */
export default function AdminPanel({ currentUserId }: { currentUserId: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const rawView = params.get('view');
  const view: AdminView = isAdminView(rawView) ? rawView : 'overview';
  const sidebar = useSidebar();
  const viewTitle = intl.formatMessage({ id: VIEW_INFO[view].title });
  // Collapsed on a desktop, the sidebar shows only the icons: labels stay for screen readers and as tooltips.
  const collapsed = !sidebar.isMobile && !sidebar.open;
  usePageTitle(`${viewTitle} · ${intl.formatMessage({ id: 'page.admin.title' })}`);

  const nav = (
    <nav aria-label={intl.formatMessage({ id: 'admin.sidebar.label' })}>
      <ul className="admin-nav">
        {ADMIN_VIEWS.map((v) => {
          const label = intl.formatMessage({ id: VIEW_INFO[v].title });
          return (
            <li key={v}>
              <Link
                to={adminUrl({ view: v })}
                className="admin-nav__link"
                aria-current={v === view ? 'page' : undefined}
                title={collapsed ? label : undefined}
                onClick={() => sidebar.setOpenMobile(false)}
              >
                <PanelIcon path={VIEW_INFO[v].icon} />
                <span className={collapsed ? 'admin-nav__label visually-hidden' : 'admin-nav__label'}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );

  return (
    <div className="admin" data-sidebar={sidebar.isMobile ? 'mobile' : collapsed ? 'collapsed' : 'expanded'}>
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
              <PanelIcon path="M3 4h18v16H3zM9 4v16" rounded={false} />
              <span className="visually-hidden">
                <FormattedMessage id="admin.sidebar.toggle" />
              </span>
            </button>
          </Tooltip>
          <PanelTitle />
        </div>
        <h1 className="admin-main__title">{viewTitle}</h1>
        {view === 'overview' ? <OverviewView /> : null}
        {view === 'insights' ? (
          <Suspense fallback={<PageLoading />}>
            <InsightsView />
          </Suspense>
        ) : null}
        {view === 'villas' ? <VillasView /> : null}
        {view === 'enquiries' ? <EnquiriesView /> : null}
        {view === 'flight-inquiries' ? <FlightInquiriesView /> : null}
        {view === 'users' ? <UsersView currentUserId={currentUserId} /> : null}
        {view === 'bookings' ? <BookingsView /> : null}
        {view === 'orders' ? <OrdersView /> : null}
        {view === 'newsletter' ? <NewsletterView /> : null}
        {view === 'payments' ? <PaymentsView /> : null}
        {view === 'owners' ? <OwnersView /> : null}
        {view === 'reviews' ? <ReviewsView /> : null}
        {view === 'audit' ? <AuditView /> : null}
        {view === 'emails' ? <EmailsView /> : null}
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
          <PanelTitle />
          <button type="button" className="icon-button" onClick={onClose} aria-label={intl.formatMessage({ id: 'admin.sidebar.close' })}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {open ? children : null}
      </div>
    </Dialog>
  );
}
