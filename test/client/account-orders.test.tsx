import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer, orderRow, renderPages, user, type Handler, type Reply } from './account-render';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const settings = { __typename: 'PaymentSettings', testMode: true, testCards: ['4242424242424242', '4000000000000002'] };

/** The account's orders tab over a fake server whose orders can change (as the real one's do). */
function ordersServer(orders: ReturnType<typeof orderRow>[], extra: Record<string, Handler> = {}) {
  return mockServer({
    AccountMe: () => ({ data: { me: user } }),
    MyOrders: () => ({ data: { myOrders: { __typename: 'OrderPage', totalCount: orders.length, items: orders } } }),
    AccountPaymentSettings: () => ({ data: { paymentSettings: settings } }),
    ...extra,
  });
}

const orderItem = (number: string) => screen.getByRole('listitem', { name: `Order #${number}` });

/** The order once its balance is paid, as the server answers it. */
const paidInFull = orderRow({
  amountPaid: 123450,
  balanceAmount: 0,
  balanceDueDate: null,
  canPayBalance: false,
  paymentSchedule: [
    { __typename: 'Instalment', kind: 'DEPOSIT', amount: 30863, currency: 'GBP', dueDate: '2027-02-01', status: 'PAID', paidAt: '2027-02-01T12:00:00.000Z' },
    { __typename: 'Instalment', kind: 'BALANCE', amount: 92587, currency: 'GBP', dueDate: '2027-05-08', status: 'PAID', paidAt: '2027-04-20T09:00:00.000Z' },
  ],
  cancellationQuote: { __typename: 'CancellationQuoteView', tier: 'DEPOSIT_ONLY', daysBeforeArrival: 74, paidAmount: 123450, keptAmount: 30863, refundAmount: 92587, currency: 'GBP' },
  payments: [
    { __typename: 'Payment', id: 'pay-1', kind: 'CHARGE', amount: 30863, status: 'COMPLETED' },
    { __typename: 'Payment', id: 'pay-2', kind: 'CHARGE', amount: 92587, status: 'COMPLETED' },
  ],
});

describe('account orders: status, schedule, discount and refunds', () => {
  it("shows each order's status, its schedule, the discount and the stays", async () => {
    renderPages('/account?tab=orders', ordersServer([orderRow({ discountCode: 'NEWSLETTER20', discountAmount: 30863 })]).link);
    const order = await screen.findByRole('listitem', { name: 'Order #VH-2027-0042' });
    expect(within(order).getByText('Confirmed')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Villa Azure' })).toHaveAttribute('href', '/property/p-1');
    expect(within(order).getByText('Discount NEWSLETTER20: −GBP 308.63')).toBeInTheDocument();
    const schedule = within(order).getByRole('region', { name: 'What you pay and when' });
    expect(within(schedule).getByTestId('instalment-DEPOSIT')).toHaveTextContent(/Deposit.*GBP 308\.63.*Paid on Feb 1, 2027/);
    expect(within(schedule).getByTestId('instalment-BALANCE')).toHaveTextContent(/Balance.*Due May 8, 2027.*GBP 925\.87/);
    expect(within(order).getByRole('button', { name: /Pay balance GBP 925\.87 ?Due May 8, 2027/ })).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: /Cancel booking/ })).toBeInTheDocument();
    expect(within(order).queryByText(/Refunded/)).toBeNull();
  });

  it('says "Balance overdue" prominently on an overdue order', async () => {
    const overdue = orderRow({
      status: 'OVERDUE',
      balanceDueDate: '2027-01-20',
      paymentSchedule: [orderRow().paymentSchedule[0], { ...orderRow().paymentSchedule[1], dueDate: '2027-01-20', status: 'OVERDUE' }],
    });
    renderPages('/account?tab=orders', ordersServer([overdue]).link);
    const order = await screen.findByRole('listitem', { name: 'Order #VH-2027-0042' });
    expect(within(order).getByText('Balance overdue', { selector: '.status-badge' })).toBeInTheDocument();
    const notice = within(order).getByText('Balance overdue', { selector: 'strong' }).closest('p')!;
    expect(notice).toHaveTextContent('Balance overdue GBP 925.87 was due on Jan 20, 2027. Please pay it now to keep your booking.');
    expect(within(order).getByTestId('instalment-BALANCE')).toHaveTextContent('Overdue');
    expect(within(order).getByRole('button', { name: /Pay balance/ })).toBeInTheDocument();
  });

  it('shows a cancelled order with its refund, and neither payment nor cancellation', async () => {
    const cancelled = orderRow({
      status: 'CANCELLED',
      balanceAmount: 0,
      balanceDueDate: null,
      canPayBalance: false,
      cancellationQuote: null,
      cancelledAt: '2027-03-01T10:00:00.000Z',
      refundedAmount: 10000,
      paymentSchedule: [orderRow().paymentSchedule[0], { ...orderRow().paymentSchedule[1], status: 'CANCELLED' }],
      payments: [...orderRow().payments, { __typename: 'Payment', id: 'ref-1', kind: 'REFUND', amount: 10000, status: 'PENDING' }],
    });
    renderPages('/account?tab=orders', ordersServer([cancelled]).link);
    const order = await screen.findByRole('listitem', { name: 'Order #VH-2027-0042' });
    expect(within(order).getByText('Cancelled', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(order).getByText('Cancelled on Mar 1, 2027')).toBeInTheDocument();
    expect(within(order).getByText(/Refunded GBP 100\.00/)).toHaveTextContent('Refunded GBP 100.00 (on its way back to your card)');
    expect(within(order).queryByRole('button', { name: /Pay balance|Cancel booking/ })).toBeNull();
  });
});

describe('paying the balance', () => {
  it('charges the test card, updates the order in place and says so', async () => {
    const ui = userEvent.setup();
    const server = ordersServer([orderRow()], {
      PayBalance: () => ({ data: { payBalance: { __typename: 'OrderPaymentResult', replayed: false, order: paidInFull, payment: { __typename: 'Payment', id: 'pay-2', kind: 'CHARGE', amount: 92587, status: 'COMPLETED' } } } }),
    });
    const view = renderPages('/account?tab=orders', server.link);
    await ui.click(await screen.findByRole('button', { name: /Pay balance GBP 925\.87/ }));
    expect(view.location()).toBe('/account?tab=orders&pay=o-1');
    const dialog = await screen.findByRole('dialog', { name: 'Pay the balance of order #VH-2027-0042' });
    expect(dialog).toHaveAccessibleDescription(/^Balance to pay: GBP 925\.87 ?, due by May 8, 2027\.$/);
    expect(await within(dialog).findByText('TEST MODE')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Pay GBP 925.87' }));

    expect(await screen.findByText('Balance paid')).toBeInTheDocument();
    expect(screen.getByText('Thank you: GBP 925.87 for order #VH-2027-0042 is paid. Your booking is now paid in full.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.location()).toBe('/account?tab=orders');
    const order = orderItem('VH-2027-0042');
    expect(within(order).queryByRole('button', { name: /Pay balance/ })).toBeNull();
    expect(within(order).getByTestId('instalment-BALANCE')).toHaveTextContent('Paid on Apr 20, 2027');
    expect(server.called('MyOrders')).toHaveLength(1);
    const [call] = server.called('PayBalance');
    expect(call.variables).toEqual({ input: { orderId: 'o-1', paymentMethod: '4242424242424242', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/) } });
  });

  it('shows a decline on the card field, and the retry sends the same idempotency key', async () => {
    const ui = userEvent.setup();
    const replies: Reply[] = [
      { errors: [{ message: 'Your card was declined. Nothing was charged; your balance is still open.', extensions: { code: 'PAYMENT_DECLINED', field: 'paymentMethod' } }] },
      { network: true },
      { data: { payBalance: { __typename: 'OrderPaymentResult', replayed: false, order: paidInFull, payment: { __typename: 'Payment', id: 'pay-2', kind: 'CHARGE', amount: 92587, status: 'COMPLETED' } } } },
    ];
    const server = ordersServer([orderRow()], { PayBalance: () => replies.shift()! });
    renderPages('/account?tab=orders&pay=o-1', server.link);
    const dialog = await screen.findByRole('dialog', { name: 'Pay the balance of order #VH-2027-0042' });
    const card = await within(dialog).findByLabelText('Card number');
    await ui.type(card, '4000 0000 0000 0002');
    await ui.click(within(dialog).getByRole('button', { name: 'Pay GBP 925.87' }));
    await waitFor(() => expect(card).toHaveAccessibleDescription('Your card was declined. Nothing was charged; your balance is still open.'));
    expect(card).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('listitem', { name: 'Order #VH-2027-0042' })).toHaveTextContent('Pay balance');

    await ui.clear(card);
    await ui.type(card, '4242424242424242');
    await ui.click(within(dialog).getByRole('button', { name: 'Pay GBP 925.87' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('we cannot tell whether the payment went through');
    await ui.click(within(dialog).getByRole('button', { name: 'Pay GBP 925.87' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const keys = server.called('PayBalance').map((c) => (c.variables.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(server.called('PayBalance').map((c) => (c.variables.input as { paymentMethod: string }).paymentMethod)).toEqual(['4000000000000002', '4242424242424242', '4242424242424242']);
  });

  it('checks the card number before sending anything', async () => {
    const ui = userEvent.setup();
    const server = ordersServer([orderRow()]);
    renderPages('/account?tab=orders&pay=o-1', server.link);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Card number');
    await ui.click(within(dialog).getByRole('button', { name: 'Pay GBP 925.87' }));
    expect(within(dialog).getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(server.called('PayBalance')).toHaveLength(0);
  });
});

describe('cancelling a booking', () => {
  const refundable = orderRow({
    amountPaid: 123450,
    balanceAmount: 0,
    balanceDueDate: null,
    canPayBalance: false,
    cancellationQuote: { __typename: 'CancellationQuoteView', tier: 'PARTIAL', daysBeforeArrival: 30, paidAmount: 123450, keptAmount: 61725, refundAmount: 61725, currency: 'GBP' },
  });
  const cancelledAnswer = {
    ...refundable,
    status: 'CANCELLED',
    cancelledAt: '2027-06-03T10:00:00.000Z',
    refundedAmount: 61725,
    cancellationQuote: null,
    paymentSchedule: [{ __typename: 'Instalment', kind: 'FULL', amount: 123450, currency: 'GBP', dueDate: '2027-02-01', status: 'PAID', paidAt: '2027-02-01T12:00:00.000Z' }],
    payments: [...refundable.payments, { __typename: 'Payment', id: 'ref-1', kind: 'REFUND', amount: 61725, status: 'COMPLETED' }],
    bookings: refundable.bookings.map((b) => ({ ...b, status: 'CANCELLED' })),
  };

  function cancelServer() {
    return ordersServer([refundable], {
      AccountCancellationQuote: () => ({ data: { myOrder: { __typename: 'Order', id: 'o-1', cancellationQuote: refundable.cancellationQuote } } }),
      CancelOrder: () => ({ data: { cancelOrder: { __typename: 'CancellationResult', replayed: false, order: cancelledAnswer, refunds: [{ __typename: 'Payment', id: 'ref-1', amount: 61725, status: 'COMPLETED' }] } } }),
    });
  }

  it('states the policy tier and exactly what is refunded and kept before the guest confirms', async () => {
    const ui = userEvent.setup();
    const server = cancelServer();
    renderPages('/account?tab=orders', server.link);
    await ui.click(await screen.findByRole('button', { name: /Cancel booking/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #VH-2027-0042?' });
    expect(dialog).toHaveAccessibleDescription('You are cancelling 30 days before arrival, between 8 weeks and 14 days ahead: half of the total is kept as the cancellation charge.');
    expect(within(dialog).getByText('Paid so far').nextSibling).toHaveTextContent('GBP 1,234.50');
    expect(within(dialog).getByText('Kept as cancellation charge').nextSibling).toHaveTextContent('GBP 617.25');
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('GBP 617.25');
    // The safe choice has the focus, and nothing is cancelled yet.
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await waitFor(() => expect(server.called('AccountCancellationQuote')).toHaveLength(1));
    expect(server.called('CancelOrder')).toHaveLength(0);

    await ui.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.called('CancelOrder')).toHaveLength(0);
  });

  it('cancels on confirmation: the order shows Cancelled with the refund', async () => {
    const ui = userEvent.setup();
    const server = cancelServer();
    renderPages('/account?tab=orders&cancel=o-1', server.link);
    const dialog = await screen.findByRole('alertdialog');
    await ui.click(await within(dialog).findByRole('button', { name: 'Cancel and refund GBP 617.25' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Order #VH-2027-0042 cancelled')).toBeInTheDocument();
    expect(screen.getByText('GBP 617.25 will be refunded to the card you paid with.')).toBeInTheDocument();
    const order = orderItem('VH-2027-0042');
    expect(within(order).getByText('Cancelled', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(order).getByText(/Refunded GBP 617\.25/)).toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
    expect(server.called('CancelOrder')[0].variables).toEqual({ input: { orderId: 'o-1' } });
  });
});

describe('invoice: schedule, discount and refunds', () => {
  it('shows the discount line, the refunds and the payment schedule', async () => {
    const invoiceOrder = {
      ...orderRow({
        status: 'CANCELLED',
        discountCode: 'NEWSLETTER20',
        discountAmount: 30863,
        refundedAmount: 10000,
        balanceAmount: 0,
        balanceDueDate: null,
        paymentSchedule: [orderRow().paymentSchedule[0], { ...orderRow().paymentSchedule[1], status: 'CANCELLED' }],
      }),
      paymentOption: 'DEPOSIT',
      staysAmount: 154313,
      extrasAmount: 0,
      leadGuestName: 'Ada Guest',
      leadGuestEmail: 'ada@example.com',
      leadGuestPhone: '+44 20 7946 0000',
      payments: [
        { __typename: 'Payment', id: 'pay-1', kind: 'CHARGE', amount: 30863, status: 'COMPLETED', createdAt: '2027-02-01T12:00:00.000Z', completedAt: '2027-02-01T12:00:01.000Z' },
        { __typename: 'Payment', id: 'ref-1', kind: 'REFUND', amount: 10000, status: 'COMPLETED', createdAt: '2027-03-01T10:00:00.000Z', completedAt: '2027-03-01T10:00:02.000Z' },
      ],
      bookings: [{ __typename: 'Booking', id: 'b-1', checkIn: '2027-07-03', checkOut: '2027-07-10', guests: 4, totalNights: 7, pricePerNight: 22045, totalPrice: 154313, property: { __typename: 'Property', id: 'p-1', title: 'Villa Azure', location: 'Corfu, Greece' } }],
      extras: [],
    };
    const server = mockServer({
      InvoiceMe: () => ({ data: { me: { __typename: 'User', id: user.id } } }),
      Invoice: () => ({ data: { company: { __typename: 'Company', name: 'Test Villas', legalName: 'Test Villas Ltd', companyNumber: '09876543', address: '1 Test Street', email: 'hello@test.example', phone: '+44 20 0000 0000' }, myOrder: invoiceOrder } }),
    });
    renderPages('/account/orders/o-1/invoice', server.link);
    const row = async (label: string | RegExp) => (await screen.findByRole('rowheader', { name: label })).closest('tr')!;
    expect(await row('Subtotal')).toHaveTextContent('GBP 1,543.13');
    expect(await row('Discount (NEWSLETTER20)')).toHaveTextContent('−GBP 308.63');
    expect(await row('Total')).toHaveTextContent('GBP 1,234.50');
    expect(await row('Refunded on Mar 1, 2027')).toHaveTextContent('−GBP 100.00');
    const schedule = screen.getByRole('region', { name: 'What you pay and when' });
    expect(within(schedule).getByTestId('instalment-BALANCE')).toHaveTextContent('Cancelled');
    expect(screen.getByText('Cancelled', { selector: 'dd' })).toBeInTheDocument();
  });
});

describe('in German', () => {
  it('renders the orders, the overdue notice and the cancel dialog in German', async () => {
    localStorage.setItem('language', 'de');
    const ui = userEvent.setup();
    const overdue = orderRow({
      status: 'OVERDUE',
      balanceDueDate: '2027-01-20',
      paymentSchedule: [orderRow().paymentSchedule[0], { ...orderRow().paymentSchedule[1], dueDate: '2027-01-20', status: 'OVERDUE' }],
    });
    const server = ordersServer([overdue], {
      AccountCancellationQuote: () => ({ data: { myOrder: { __typename: 'Order', id: 'o-1', cancellationQuote: overdue.cancellationQuote } } }),
    });
    renderPages('/account?tab=orders', server.link);
    const order = await screen.findByRole('listitem', { name: 'Bestellung #VH-2027-0042' });
    expect(within(order).getByText('Restbetrag überfällig', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(order).getByText(/war am 20\. Jan\. 2027 fällig/)).toHaveTextContent('GBP 925,87 war am 20. Jan. 2027 fällig. Bitte zahlen Sie den Betrag jetzt, damit Ihre Buchung bestehen bleibt.');
    expect(within(order).getByRole('region', { name: 'Was Sie wann zahlen' })).toBeInTheDocument();
    await ui.click(within(order).getByRole('button', { name: /Buchung stornieren/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bestellung #VH-2027-0042 stornieren?' });
    expect(dialog).toHaveAccessibleDescription(/^Sie stornieren 152 Tage vor der Anreise, also mehr als 8 Wochen vorher/);
    expect(within(dialog).getByRole('button', { name: 'Ohne Erstattung stornieren' })).toBeInTheDocument();
  });
});
