import type { MessageId } from '../../lib/message-id';
import type { AdminView } from './admin.urls';

interface ViewInfo {
  /** The sidebar link, the view's heading and its table's caption. */
  title: MessageId;
  /** The sidebar icon: one SVG path on a 24 × 24 grid. */
  icon: string;
  /** A list's search box: what it looks for. */
  search?: MessageId;
}

/** Every view of the panel in one table, so the sidebar, the heading and the list agree. */
export const VIEW_INFO: Record<AdminView, ViewInfo> = {
  overview: { title: 'admin.view.overview', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  insights: { title: 'admin.view.insights', icon: 'M4 20V10M10 20V4M16 20v-7M22 20H2' },
  villas: { title: 'admin.view.villas', icon: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6', search: 'admin.search.villas' },
  enquiries: { title: 'admin.view.enquiries', icon: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 2h6l1-2h5', search: 'admin.search.enquiries' },
  'flight-inquiries': { title: 'admin.view.flightInquiries', icon: 'M2 15l20-7-3 9-6-2-3 5-1-6-7 1Z', search: 'admin.search.flightInquiries' },
  users: {
    title: 'admin.view.users',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21v-1a7 7 0 0 1 14 0v1M16 3.5a4 4 0 0 1 0 7M18 14a6 6 0 0 1 4 6v1',
    search: 'admin.search.nameOrEmail',
  },
  bookings: { title: 'admin.view.bookings', icon: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5', search: 'admin.search.nameOrEmail' },
  orders: { title: 'admin.view.orders', icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6', search: 'admin.search.orders' },
  newsletter: { title: 'admin.view.newsletter', icon: 'M3 6h18v12H3zM3 7l9 6 9-6', search: 'admin.search.nameOrEmail' },
  payments: { title: 'admin.view.payments', icon: 'M2 6h20v12H2zM2 10h20M6 15h4', search: 'admin.search.nameOrEmail' },
  reviews: { title: 'admin.view.reviews', icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z' },
  owners: { title: 'admin.view.owners', icon: 'M4 20V9l8-6 8 6v11M9 20v-5a3 3 0 0 1 6 0v5M3 20h18' },
  emails: { title: 'admin.view.emails', icon: 'M3 5h18v14H3zM3 6l9 7 9-7M8 19v-3h8v3' },
  audit: { title: 'admin.view.audit', icon: 'M6 3h9l4 4v14H6zM9 10h7M9 14h7M9 18h4', search: 'admin.search.audit' },
};
