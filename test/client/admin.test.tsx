import { ApolloLink } from '@apollo/client';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { of } from 'rxjs';
import { AppProviders } from '../../client/src/app/AppProviders';
import { Toaster } from '../../client/src/components/Toaster';
import { resetToasts } from '../../client/src/components/toast.store';
import AdminPage from '../../client/src/features/admin/AdminPage';
import { company, currencies } from './render';

const admin = { __typename: 'User', id: 'admin-1', name: 'Ada Admin', email: 'admin@example.com', isAdmin: true };
const customer = { __typename: 'User', id: 'user-2', name: 'Carl Customer', email: 'carl@example.com', isAdmin: false };

const dashboard = {
  __typename: 'AdminDashboard',
  userCount: 42,
  adminCount: 2,
  suspendedUserCount: 1,
  bookingCount: 17,
  pendingBookingCount: 3,
  confirmedBookingCount: 13,
  cancelledBookingCount: 1,
  orderCount: 15,
  overdueOrderCount: 2,
  activeSubscriberCount: 9,
  pendingSubscriberCount: 4,
  unsubscribedCount: 2,
  paymentCount: 16,
  completedPaymentCount: 14,
  refundCount: 1,
  revenue: [{ __typename: 'MoneyTotal', currency: 'GBP', amount: 1234550 }],
  inbox: { __typename: 'InboxCounts', newEnquiries: 3, newFlightInquiries: 1 },
};

function userRow(user: { id: string; name: string; email: string; isAdmin: boolean }, isSuspended = false) {
  return { ...user, __typename: 'User', createdAt: '2025-01-15T10:00:00.000Z', isSuspended };
}

const paymentOrder = { __typename: 'Order', id: 'o-1', orderNumber: 'VH-2025-0001' };
const charge = { __typename: 'Payment', kind: 'CHARGE', reason: null, order: paymentOrder };
const payments = [
  {
    ...charge,
    id: 'a1b2c3d4-e5f6-7890-abcd-ef0123456789',
    paymentIntentId: 'pi_test_0123456789abcdefghijklmnop',
    amount: 123456,
    currency: 'GBP',
    status: 'COMPLETED',
    createdAt: '2025-03-01T12:00:00.000Z',
    user: { __typename: 'User', id: 'user-2', name: 'Carl Customer', email: 'carl@example.com' },
  },
  { ...charge, id: 'ffff0000-0000-0000-0000-000000000001', paymentIntentId: null, amount: 5000, currency: 'GBP', status: 'PENDING', createdAt: '2025-03-02T12:00:00.000Z', user: null },
  { ...charge, id: 'eeee0000-0000-0000-0000-000000000002', paymentIntentId: 'pi_x', amount: 99, currency: 'GBP', status: 'REFUNDED', createdAt: '2025-03-03T12:00:00.000Z', user: null },
  { ...charge, id: 'dddd0000-0000-0000-0000-000000000003', paymentIntentId: 'pi_y', amount: 100, currency: 'GBP', status: 'FAILED', createdAt: '2025-03-04T12:00:00.000Z', user: null },
  {
    ...charge,
    kind: 'REFUND',
    reason: 'Goodwill: flight cancelled',
    id: 'cccc0000-0000-0000-0000-000000000004',
    paymentIntentId: null,
    amount: 20000,
    currency: 'GBP',
    status: 'COMPLETED',
    createdAt: '2025-03-05T12:00:00.000Z',
    user: { __typename: 'User', id: 'user-2', name: 'Carl Customer', email: 'carl@example.com' },
  },
];

function orderRow(overrides: Record<string, unknown>) {
  return {
    __typename: 'Order',
    invoiceNumber: null,
    creditNoteNumbers: [],
    createdAt: '2025-02-01T12:00:00.000Z',
    currency: 'GBP',
    totalAmount: 700000,
    amountPaid: 175000,
    balanceAmount: 525000,
    balanceDueDate: '2025-03-01',
    refundedAmount: 0,
    damageDepositAmount: 0, damageDepositStatus: 'NONE', damageDepositClaimedAmount: null, damageDepositClaimReason: null,
    leadGuestName: 'Olive Overdue',
    leadGuestEmail: 'olive@example.com',
    events: [],
    ...overrides,
  };
}

const guestActor = { __typename: 'OrderEventActor', userId: 'user-2', name: 'Olive Overdue', job: null };
const jobActor = { __typename: 'OrderEventActor', userId: null, name: null, job: 'orders.markOverdue' };
function orderEvent(id: string, at: string, fields: Record<string, unknown>) {
  return { __typename: 'OrderEvent', id, at, fromStatus: null, toStatus: null, amount: null, currency: null, reason: null, dates: null, actor: guestActor, ...fields };
}

const orders = [
  orderRow({
    id: 'o-1',
    orderNumber: 'VH-2025-0001',
    status: 'OVERDUE',
    events: [
      orderEvent('e-1', '2025-02-01T12:00:00.000Z', { kind: 'PAYMENT', amount: 175000, currency: 'GBP' }),
      orderEvent('e-2', '2025-02-01T12:00:01.000Z', { kind: 'STATUS', fromStatus: 'PENDING', toStatus: 'CONFIRMED' }),
      orderEvent('e-3', '2025-02-15T09:00:00.000Z', { kind: 'REMINDER', amount: 525000, currency: 'GBP', actor: { ...jobActor, job: 'orders.balanceReminders' } }),
      orderEvent('e-4', '2025-03-09T09:00:00.000Z', { kind: 'STATUS', fromStatus: 'CONFIRMED', toStatus: 'OVERDUE', actor: jobActor }),
    ],
  }),
  orderRow({ id: 'o-2', orderNumber: 'VH-2025-0002', status: 'CONFIRMED', amountPaid: 700000, balanceAmount: 0, balanceDueDate: null, leadGuestName: 'Penny Paid', leadGuestEmail: 'penny@example.com' }),
  orderRow({
    id: 'o-3',
    orderNumber: 'VH-2025-0003',
    status: 'CANCELLED',
    balanceAmount: 0,
    balanceDueDate: null,
    refundedAmount: 50000,
    leadGuestName: 'Rita Refund',
    leadGuestEmail: 'rita@example.com',
    events: [
      orderEvent('e-5', '2025-03-01T10:00:00.000Z', { kind: 'REFUND', amount: 30000, currency: 'GBP', reason: 'Guest asked' }),
      orderEvent('e-6', '2025-03-04T10:00:00.000Z', { kind: 'REFUND_FAILED', amount: 30000, currency: 'GBP', reason: 'expired_or_canceled_card', actor: { ...jobActor, job: 'payments.webhook' } }),
    ],
  }),
];

/** An order one of whose stays staff moved to other dates (shown only by the test of that history). */
const movedOrder = orderRow({
  id: 'o-4',
  orderNumber: 'VH-2025-0004',
  status: 'CONFIRMED',
  balanceAmount: 0,
  balanceDueDate: null,
  leadGuestName: 'Mona Moved',
  leadGuestEmail: 'mona@example.com',
  events: [
    orderEvent('e-7', '2025-03-02T10:00:00.000Z', {
      kind: 'DATES_CHANGED',
      dates: { __typename: 'OrderEventDates', bookingId: 'b-1', previousCheckIn: '2025-07-05', previousCheckOut: '2025-07-12', checkIn: '2025-07-19', checkOut: '2025-07-26' },
      actor: { ...guestActor, userId: 'admin-1', name: 'Ada Admin' },
    }),
  ],
});

const bookings = [
  { __typename: 'Booking', id: 'b1b2c3d4-0000-4000-8000-000000000001', name: 'Penny Paid', email: 'penny@example.com', checkIn: '2025-07-05', checkOut: '2025-07-12', guests: 2, status: 'CONFIRMED', property: { __typename: 'Property', id: 'p-1', title: 'Villa Azure' } },
  { __typename: 'Booking', id: 'b1b2c3d4-0000-4000-8000-000000000002', name: 'Rita Refund', email: 'rita@example.com', checkIn: '2025-08-02', checkOut: '2025-08-09', guests: 4, status: 'CANCELLED', property: { __typename: 'Property', id: 'p-1', title: 'Villa Azure' } },
];

const subscribers = [
  { __typename: 'NewsletterSubscriber', id: 's1', email: 'active@example.com', name: 'Active One', subscribed: true, confirmed: true, subscribedAt: '2025-02-01T00:00:00.000Z' },
  { __typename: 'NewsletterSubscriber', id: 's2', email: 'pending@example.com', name: null, subscribed: true, confirmed: false, subscribedAt: '2025-02-02T00:00:00.000Z' },
  { __typename: 'NewsletterSubscriber', id: 's3', email: 'gone@example.com', name: null, subscribed: false, confirmed: true, subscribedAt: '2025-02-03T00:00:00.000Z' },
];

interface Server {
  me: typeof admin | typeof customer | null;
  operations: { name: string; variables: Record<string, unknown> }[];
  /** Mutations that fail with this server message. */
  failing?: Set<string>;
  /** The answer to adminCancelOrder, when not the default success. */
  cancelReply?: Record<string, unknown>;
  /** Orders listed after the usual ones. */
  extraOrders?: ReturnType<typeof orderRow>[];
  /** The answers to changeBookingDates, in turn, before the default success. */
  changeReplies?: Record<string, unknown>[];
  users: ReturnType<typeof userRow>[];
}

function page<T>(items: T[]) {
  return { totalCount: items.length, items };
}

function link(server: Server): ApolloLink {
  return new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    server.operations.push({ name, variables: operation.variables });
    if (server.failing?.has(name)) return of({ errors: [{ message: 'The last admin cannot be changed.', extensions: { code: 'CONFLICT' } }] });
    switch (name) {
      case 'AdminAccess':
        return of({ data: { me: server.me } });
      case 'AdminDashboard':
        return of({ data: { adminDashboard: dashboard } });
      case 'AdminUsers':
        return of({ data: { users: { __typename: 'UserPage', ...page(server.users) } } });
      case 'AdminPayments':
        return of({ data: { adminPayments: { __typename: 'PaymentPage', ...page(payments) } } });
      case 'AdminOrders': {
        const status = (operation.variables.filter as { status?: string } | null)?.status;
        return of({ data: { adminOrders: { __typename: 'OrderPage', ...page([...orders, ...(server.extraOrders ?? [])].filter((o) => !status || o.status === status)) } } });
      }
      case 'AdminCancelOrder': {
        if (server.cancelReply) return of(server.cancelReply);
        const { orderId, refundAmount } = operation.variables.input as { orderId: string; refundAmount: number };
        const order = orders.find((o) => o.id === orderId)!;
        return of({
          data: {
            adminCancelOrder: {
              __typename: 'CancellationResult',
              replayed: false,
              order: { __typename: 'Order', id: orderId, status: 'CANCELLED', amountPaid: order.amountPaid, balanceAmount: 0, balanceDueDate: null, refundedAmount: refundAmount, cancelledAt: '2025-03-10T10:00:00.000Z' },
              refunds: refundAmount ? [{ __typename: 'Payment', id: 'r-new', amount: refundAmount, status: 'COMPLETED' }] : [],
            },
          },
        });
      }
      case 'AdminBookings':
        return of({ data: { adminBookings: { __typename: 'BookingPage', ...page(bookings) } } });
      case 'ChangeBookingDates': {
        const reply = server.changeReplies?.shift();
        if (reply) return of(reply);
        const { bookingId, checkIn, checkOut } = operation.variables.input as { bookingId: string; checkIn: string; checkOut: string };
        return of({ data: { changeBookingDates: { __typename: 'Booking', id: bookingId, checkIn, checkOut, totalNights: 7 } } });
      }
      case 'AdminAudit':
        return of({ data: { auditLog: { __typename: 'AuditPage', ...page([]) } } });
      case 'AdminNewsletter':
        return of({ data: { newsletterSubscribers: { __typename: 'NewsletterSubscriberPage', ...page(subscribers) } } });
      case 'AdminSuspendUser': {
        const user = server.users.find((u) => u.id === operation.variables.userId)!;
        user.isSuspended = operation.variables.suspend as boolean;
        return of({ data: { suspendUser: { __typename: 'User', id: user.id, isSuspended: user.isSuspended } } });
      }
      case 'AdminDeleteUser':
        server.users = server.users.filter((u) => u.id !== operation.variables.userId);
        return of({ data: { deleteUser: { __typename: 'DeletedUser', id: operation.variables.userId, message: 'Deleted' } } });
      default:
        return of({ data: { company, currencies } });
    }
  });
}

function renderAdmin(path: string, server: Server) {
  const router = createMemoryRouter([{ path: '/admin', Component: AdminPage }], { initialEntries: [path] });
  const view = render(
    <AppProviders link={link(server)}>
      <RouterProvider router={router} />
      <Toaster />
    </AppProviders>,
  );
  return { ...view, router };
}

function newServer(me: Server['me']): Server {
  return { me, operations: [], users: [userRow(admin), userRow(customer), userRow({ id: 'user-3', name: 'Dora Other', email: 'dora@example.com', isAdmin: false })] };
}

const ADMIN_OPERATIONS = ['AdminDashboard', 'AdminUsers', 'AdminBookings', 'AdminOrders', 'AdminNewsletter', 'AdminPayments', 'AdminAudit'];

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  resetToasts();
});

describe('admin access', () => {
  it('asks a visitor to log in, and loads no admin data', async () => {
    const server = newServer(null);
    renderAdmin('/admin', server);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Please login to access the admin panel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login?returnTo=%2Fadmin');
    expect(server.operations.some((o) => ADMIN_OPERATIONS.includes(o.name))).toBe(false);
  });

  it('tells a signed-in customer they lack admin privileges, and loads no admin data', async () => {
    const server = newServer(customer);
    renderAdmin('/admin?view=users', server);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You do not have admin privileges')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(server.operations.some((o) => ADMIN_OPERATIONS.includes(o.name))).toBe(false);
  });

  it('gives an admin the overview with the dashboard counts', async () => {
    const server = newServer(admin);
    renderAdmin('/admin', server);
    // The first test to open the panel also compiles its lazily loaded module.
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 })).toBeInTheDocument();
    const subscribersCard = (await screen.findByRole('heading', { name: 'Active subscribers' })).closest('li')!;
    expect(subscribersCard).toHaveTextContent('9');
    expect(subscribersCard).toHaveTextContent('4 pending, 2 unsubscribed');
    expect(screen.getByRole('heading', { name: 'Revenue' }).closest('li')).toHaveTextContent('GBP 12,345.50');
    expect(screen.queryByText('Access Denied')).toBeNull();
  });
});

describe('admin lists', () => {
  it('shows payments with short ids, amounts in units and completed/pending/failed', async () => {
    renderAdmin('/admin?view=payments', newServer(admin));
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('a1b2c3d4');
    expect(rows[0]).not.toHaveTextContent('a1b2c3d4-');
    expect(within(rows[0]).getByText('pi_test_0123456789ab')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('GBP 1,234.56');
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[1]).toHaveTextContent('GBP 50.00');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[2]).toHaveTextContent('GBP 0.99');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[3]).toHaveTextContent('Failed');
  });

  it('shows subscribers as Active, Pending or Unsubscribed', async () => {
    renderAdmin('/admin?view=newsletter', newServer(admin));
    const table = await screen.findByRole('table', { name: 'Newsletter' });
    const status = (email: string) => within(within(table).getByText(email).closest('tr')!).getByText(/^(Active|Pending|Unsubscribed)$/).textContent;
    expect(status('active@example.com')).toBe('Active');
    expect(status('pending@example.com')).toBe('Pending');
    expect(status('gone@example.com')).toBe('Unsubscribed');
  });

  it('searches by name or email through the URL after typing pauses, from the first page', async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    const { router } = renderAdmin('/admin?view=users&page=2', server);
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name or email' }), 'carl');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('carl'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await waitFor(() => expect(server.operations.filter((o) => o.name === 'AdminUsers').at(-1)?.variables).toEqual({ filter: { search: 'carl' }, page: { offset: 0, limit: 20 } }));
    // One request for the finished word, none per keystroke.
    const searches = server.operations.filter((o) => o.name === 'AdminUsers' && o.variables.filter).map((o) => (o.variables.filter as { search: string }).search);
    expect(searches).toEqual(['carl']);
  });

  it.each([
    ['payments', 'AdminPayments', 'Search by name or email'],
    ['audit', 'AdminAudit', 'Search by e-mail, villa or order'],
  ])('searches the %s list on the server too', async (view, operation, label) => {
    const user = userEvent.setup();
    const server = newServer(admin);
    renderAdmin(`/admin?view=${view}`, server);
    await user.type(await screen.findByRole('searchbox', { name: label }), 'bea');
    await waitFor(() => expect(server.operations.filter((o) => o.name === operation).at(-1)?.variables).toEqual({ filter: { search: 'bea' }, page: { offset: 0, limit: 20 } }));
  });
});

describe('admin money', () => {
  it('shows refunds as rows of their own in the payments list: kind Refund, negative, with the reason', async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    const { router } = renderAdmin('/admin?view=payments', server);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Charge')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('VH-2025-0001');
    const refund = rows[4];
    expect(within(refund).getByText('Refund')).toBeInTheDocument();
    expect(refund).toHaveTextContent('Goodwill: flight cancelled');
    expect(refund).toHaveTextContent('−GBP 200.00');
    expect(refund).toHaveTextContent('Completed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Refund');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('REFUND'));
    await waitFor(() => expect(server.operations.filter((o) => o.name === 'AdminPayments').at(-1)?.variables).toEqual({ filter: { kind: 'REFUND' }, page: { offset: 0, limit: 20 } }));
  });

  it('lists orders with OVERDUE standing out, filtered by status through the URL', async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    const { router } = renderAdmin('/admin?view=orders', server);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const overdue = within(table).getByRole('rowheader', { name: /VH-2025-0001/ }).closest('tr')!;
    expect(within(overdue).getByText('Overdue')).toHaveClass('admin-badge--failed');
    expect(overdue).toHaveTextContent('GBP 5,250.00');
    expect(overdue).toHaveTextContent('due Mar 1, 2025');
    expect(within(table).getByRole('rowheader', { name: /VH-2025-0003/ }).closest('tr')).toHaveTextContent('GBP 500.00 refunded');
    // Only live orders can be cancelled.
    expect(within(table).getAllByRole('button', { name: /^Cancel and refund order/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Cancel and refund order VH-2025-0001', 'Cancel and refund order VH-2025-0002']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('OVERDUE'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(2));
    expect(server.operations.filter((o) => o.name === 'AdminOrders').at(-1)?.variables).toEqual({ filter: { status: 'OVERDUE' }, page: { offset: 0, limit: 20 } });
  });

  it("shows an order's history as a timeline, oldest first: when, what happened with its amount, and who", async () => {
    const user = userEvent.setup();
    renderAdmin('/admin?view=orders', newServer(admin));
    await user.click(await screen.findByRole('button', { name: 'History of order VH-2025-0001' }));
    const dialog = screen.getByRole('dialog', { name: 'History of order VH-2025-0001' });
    const entries = within(dialog).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('time')?.getAttribute('datetime'))).toEqual(['2025-02-01T12:00:00.000Z', '2025-02-01T12:00:01.000Z', '2025-02-15T09:00:00.000Z', '2025-03-09T09:00:00.000Z']);
    expect(entries[0]).toHaveTextContent('Payment of GBP 1,750.00 taken');
    expect(entries[0]).toHaveTextContent('by Olive Overdue');
    expect(entries[1]).toHaveTextContent('Status Pending → Confirmed');
    expect(entries[2]).toHaveTextContent('Balance reminder sent (GBP 5,250.00 due)');
    expect(entries[2]).toHaveTextContent('by the job orders.balanceReminders');
    expect(entries[3]).toHaveTextContent('Status Confirmed → Overdue');
    expect(entries[3]).toHaveTextContent('by the job orders.markOverdue');
    expect(entries[3].querySelector('time')).toHaveTextContent('2025');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows staff a refund the bank failed: a badge on the order and the reason in its history', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin?view=orders', newServer(admin));
    const row = (await screen.findByText('VH-2025-0003')).closest('tr')!;
    expect(within(row).getByText('Refund failed')).toBeInTheDocument();
    expect(within((await screen.findByText('VH-2025-0001')).closest('tr')!).queryByText('Refund failed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'History of order VH-2025-0003' }));
    const entries = within(screen.getByRole('dialog', { name: 'History of order VH-2025-0003' })).getAllByRole('listitem');
    expect(entries[1]).toHaveTextContent('Refund of GBP 300.00 failed at the bank (expired_or_canceled_card): nothing was given back');
    expect(entries[1]).toHaveTextContent('by the job payments.webhook');
  });

  it('says so when an order has no history yet', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin?view=orders', newServer(admin));
    await user.click(await screen.findByRole('button', { name: 'History of order VH-2025-0002' }));
    expect(within(screen.getByRole('dialog')).getByText('Nothing recorded yet.')).toBeInTheDocument();
  });

  it('leads from the overview to the overdue orders', async () => {
    renderAdmin('/admin', newServer(admin));
    const card = (await screen.findByRole('heading', { name: 'Orders' })).closest('li')!;
    expect(card).toHaveTextContent('15');
    expect(within(card).getByText('2 with the balance overdue')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open/ })).toHaveAttribute('href', '/admin?view=orders&status=OVERDUE');
    expect(screen.getByRole('heading', { name: 'Payments' }).closest('li')).toHaveTextContent('14 completed, 1 refund');
  });

  it('cancels an order with a refund prefilled to everything paid, validated before it is sent', async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    renderAdmin('/admin?view=orders', server);
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund order VH-2025-0001' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel order VH-2025-0001' });
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    const amount = within(dialog).getByRole('textbox', { name: 'Refund (GBP)' });
    expect(amount).toHaveValue('1750.00');
    expect(within(dialog).getByRole('button', { name: 'Cancel and refund GBP 1,750.00' })).toBeInTheDocument();

    for (const bad of ['1750.01', '12.345', '-5', 'all']) {
      await user.clear(amount);
      await user.type(amount, bad);
      await user.click(within(dialog).getByRole('button', { name: /^Cancel (order|and refund|without)/ }));
      expect(amount).toHaveAccessibleDescription('Please enter an amount from 0 up to GBP 1,750.00, with at most 2 decimals.');
    }
    expect(server.operations.some((o) => o.name === 'AdminCancelOrder')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '500,5');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund GBP 500.50' }));
    expect(await screen.findByText('Order VH-2025-0001 cancelled')).toBeInTheDocument();
    expect(screen.getByText('Refund of GBP 500.50 issued.')).toBeInTheDocument();
    expect(server.operations.filter((o) => o.name === 'AdminCancelOrder').map((o) => o.variables)).toEqual([{ input: { orderId: 'o-1', refundAmount: 50050, reason: 'Goodwill' } }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows the server's refund validation on the amount field", async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    server.cancelReply = { errors: [{ message: 'Please enter a refund from 0 up to £1,200.00.', extensions: { code: 'BAD_USER_INPUT', field: 'refundAmount' } }] };
    renderAdmin('/admin?view=orders', server);
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund order VH-2025-0001' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund GBP 1,750.00' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Refund (GBP)' })).toHaveAccessibleDescription('Please enter a refund from 0 up to £1,200.00.'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows a stay moved to other dates in the order history, with who moved it', async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    server.extraOrders = [movedOrder];
    renderAdmin('/admin?view=orders', server);
    await user.click(await screen.findByRole('button', { name: 'History of order VH-2025-0004' }));
    const [entry] = within(screen.getByRole('dialog', { name: 'History of order VH-2025-0004' })).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Stay moved from Jul 5, 2025 – Jul 12, 2025 to Jul 19, 2025 – Jul 26, 2025');
    expect(entry).toHaveTextContent('by Ada Admin');
  });

  it("changes a confirmed stay's dates: checked before it is sent, the server's refusal on the field it names, then a toast", async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    server.changeReplies = [{ errors: [{ message: 'These dates are already booked for this villa. Please choose other dates.', extensions: { code: 'CONFLICT', field: 'checkIn' } }] }];
    renderAdmin('/admin?view=bookings', server);
    const row = (await screen.findByText('Penny Paid')).closest('tr')!;
    // Only a confirmed stay can be moved.
    expect(within((await screen.findByText('Rita Refund')).closest('tr')!).queryByRole('button', { name: /Change the dates/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Change the dates of the stay at Villa Azure for Penny Paid' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the dates at Villa Azure' });
    const checkIn = within(dialog).getByLabelText('New arrival');
    const checkOut = within(dialog).getByLabelText('New departure');
    expect(checkIn).toHaveValue('2025-07-05');

    fireEvent.change(checkIn, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    expect(checkIn).toHaveAccessibleDescription('New arrival: please enter a date.');
    fireEvent.change(checkIn, { target: { value: '2025-07-19' } });
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    expect(checkOut).toHaveAccessibleDescription('New departure: must be after the new arrival.');
    expect(server.operations.some((o) => o.name === 'ChangeBookingDates')).toBe(false);

    fireEvent.change(checkOut, { target: { value: '2025-07-26' } });
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    await waitFor(() => expect(checkIn).toHaveAccessibleDescription('These dates are already booked for this villa. Please choose other dates.'));
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    expect(await screen.findByText('Stay moved to Jul 19, 2025 – Jul 26, 2025')).toBeInTheDocument();
    expect(screen.getByText('The guest is e-mailed the new dates.')).toBeInTheDocument();
    expect(server.operations.filter((o) => o.name === 'ChangeBookingDates').map((o) => o.variables)).toEqual([
      { input: { bookingId: 'b1b2c3d4-0000-4000-8000-000000000001', checkIn: '2025-07-19', checkOut: '2025-07-26' } },
      { input: { bookingId: 'b1b2c3d4-0000-4000-8000-000000000001', checkIn: '2025-07-19', checkOut: '2025-07-26' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the orders in German', async () => {
    localStorage.setItem('language', 'de');
    renderAdmin('/admin?view=orders', newServer(admin));
    const table = await screen.findByRole('table', { name: 'Bestellungen' }, { timeout: 10_000 });
    expect(within(table).getByText('Überfällig')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Bestellung VH-2025-000\d stornieren und erstatten$/ })).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Alle Status');
  });
});

describe('admin users', () => {
  it("disables the admin's own row", async () => {
    renderAdmin('/admin?view=users', newServer(admin));
    const own = (await screen.findByText('Ada Admin')).closest('tr')!;
    for (const button of within(own).getAllByRole('button')) expect(button).toBeDisabled();
    const other = screen.getByText('Carl Customer').closest('tr')!;
    for (const button of within(other).getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('suspends a user, toasts, and refreshes the list', async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    renderAdmin('/admin?view=users', server);
    await user.click(await screen.findByRole('button', { name: 'Suspend Carl Customer' }));
    expect(await screen.findByText('User status updated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unsuspend Carl Customer' })).toBeInTheDocument();
    expect(server.operations.filter((o) => o.name === 'AdminUsers').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the failure toast when the server refuses', async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    server.failing = new Set(['AdminSetUserAdmin']);
    renderAdmin('/admin?view=users', server);
    await user.click(await screen.findByRole('button', { name: 'Make admin: Carl Customer' }));
    expect(await screen.findByText('Failed to update admin status')).toBeInTheDocument();
    expect(screen.getByText('The last admin cannot be changed.')).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    const server = newServer(admin);
    renderAdmin('/admin?view=users', server);
    await user.click(await screen.findByRole('button', { name: 'Delete Dora Other' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Are you sure?');
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone. This will permanently delete the user account and all associated data.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.operations.some((o) => o.name === 'AdminDeleteUser')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Dora Other' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Dora Other')).toBeNull());
  });
});

describe('admin sidebar', () => {
  const shell = () => document.querySelector('.admin')!;

  it('toggles with Ctrl+B and Cmd+B and keeps the state in the sidebar_state cookie', async () => {
    renderAdmin('/admin', newServer(admin));
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(shell()).toHaveAttribute('data-sidebar', 'expanded');
    act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }));
    expect(shell()).toHaveAttribute('data-sidebar', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    act(() => void fireEvent.keyDown(window, { key: 'b', metaKey: true }));
    expect(shell()).toHaveAttribute('data-sidebar', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    act(() => void fireEvent.keyDown(window, { key: 'b' }));
    expect(shell()).toHaveAttribute('data-sidebar', 'expanded');
  });

  it('starts collapsed when the cookie says so, and the toggle button expands it', async () => {
    const user = userEvent.setup();
    document.cookie = 'sidebar_state=false; path=/';
    renderAdmin('/admin', newServer(admin));
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(shell()).toHaveAttribute('data-sidebar', 'collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(shell()).toHaveAttribute('data-sidebar', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('puts the view in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin', newServer(admin));
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await user.click(within(nav).getByRole('link', { name: 'Payments' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=payments'));
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
  });

  describe('below 768px', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width: 767px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('shows the sidebar as a sheet that Ctrl+B opens and a link closes', async () => {
      const user = userEvent.setup();
      renderAdmin('/admin', newServer(admin));
      await screen.findByRole('heading', { level: 1, name: 'Overview' });
      expect(shell()).toHaveAttribute('data-sidebar', 'mobile');
      expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
      act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }));
      const sheet = await screen.findByRole('dialog', { name: 'Admin sections' });
      await user.click(within(sheet).getByRole('link', { name: 'Users' }));
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull());
      expect(document.cookie).not.toContain('sidebar_state=false');
    });
  });

  it('is translated into German', async () => {
    localStorage.setItem('language', 'de');
    renderAdmin('/admin', newServer(null));
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toBeInTheDocument();
  });
});
