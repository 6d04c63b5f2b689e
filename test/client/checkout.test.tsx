import { ApolloLink } from '@apollo/client';
import { virtual } from '@guidepup/virtual-screen-reader';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable, of, throwError } from 'rxjs';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../client/src/app/AppProviders';
import { Announcer } from '../../client/src/components/Announcer';
import CheckoutConfirmationPage from '../../client/src/features/checkout/CheckoutConfirmationPage';
import CheckoutPage from '../../client/src/features/checkout/CheckoutPage';
import { addDays, businessToday } from '../../common/dates';
import { company, currencies } from './render';

/** The checkout pages alone (no header or footer, whose data is not faked here). */
function renderApp(path: string, link: ApolloLink) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', Component: CheckoutPage },
      { path: '/checkout/confirmation/:orderNumber', Component: CheckoutConfirmationPage },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <AppProviders link={link}>
        <RouterProvider router={router} />
        <Announcer />
      </AppProviders>,
    ),
  };
}

const DAY_MS = 86_400_000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const minusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
/** The live region (role status) that announces exactly `text`. */
const findStatus = (text: string) => screen.findByText((_, element) => element?.getAttribute('role') === 'status' && element.textContent === text);
/** A calendar day as the page shows it (medium style). */
const day = (iso: string, locale = 'en') => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${iso}T00:00:00Z`));

const me = { __typename: 'User', id: 'u1', name: 'Ada Guest', email: 'ada@example.com', phone: '+44 20 7946 0000' };
const settings = {
  __typename: 'PaymentSettings',
  provider: 'test',
  testMode: true,
  currency: 'GBP',
  depositRate: 0.25,
  depositMinWeeksBeforeCheckIn: 8,
  balanceDueWeeksBeforeCheckIn: 8,
  testCards: ['4242424242424242', '4000000000000002'],
};

interface CartExtraFixture {
  extraId: string;
  title: string;
  price: number;
  quantity?: number;
  /** The catalogue's "25% deposit option available". */
  depositAvailable: boolean;
}

/** A basket with one stay (checkIn) or none (null), and extras lines. */
function cartWith(checkIn: string | null, extras: CartExtraFixture[] = []) {
  const items = checkIn
    ? [
        {
          __typename: 'CartItem',
          id: 'item-1',
          propertyId: 'villa-1',
          propertyTitle: 'Villa Azzurra',
          checkIn,
          checkOut: isoIn(200),
          guests: 4,
          pricePerNight: 1000,
          totalNights: 7,
          totalPrice: 7000,
          currency: 'GBP',
          damageDeposit: 0,
        },
      ]
    : [];
  const extraLines = extras.map((extra, i) => ({
    __typename: 'CartExtra',
    id: `line-${i + 1}`,
    extraId: extra.extraId,
    extraTitle: extra.title,
    extraCategory: 'CAR_HIRE',
    quantity: extra.quantity ?? 1,
    price: extra.price,
    currency: 'GBP',
    depositAvailable: extra.depositAvailable,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.totalPrice, 0) + extraLines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { __typename: 'Cart', currency: 'GBP', itemCount: items.length + extraLines.length, subtotal, total: subtotal, items, extras: extraLines };
}


function order(orderNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: 'order-1',
    orderNumber,
    createdAt: new Date().toISOString(),
    currency: 'GBP',
    staysAmount: 700000,
    extrasAmount: 0,
    discountCode: null,
    discountAmount: 0,
    totalAmount: 700000,
    paymentOption: 'FULL',
    status: 'CONFIRMED',
    travelDate: null,
    damageDepositAmount: 0, damageDepositStatus: 'NONE', damageDepositClaimedAmount: null, damageDepositClaimReason: null,
    paymentSchedule: [
      { __typename: 'Instalment', kind: 'FULL', amount: 700000, currency: 'GBP', dueDate: isoIn(0), status: 'PAID', paidAt: new Date().toISOString() },
    ],
    leadGuestName: me.name,
    leadGuestEmail: me.email,
    bookings: [
      {
        __typename: 'Booking',
        id: 'booking-1',
        checkIn: isoIn(100),
        checkOut: isoIn(107),
        guests: 4,
        totalNights: 7,
        totalPrice: 700000,
        status: 'CONFIRMED',
        property: { __typename: 'Property', id: 'villa-1', title: 'Villa Azzurra' },
      },
    ],
    extras: [],
    ...overrides,
  };
}

/** A GraphQL error as the server sends it for a refused field. */
interface Refusal {
  message: string;
  code: string;
  field?: string;
}

interface Server {
  /** The stay's check-in, or null for a basket of extras only. */
  checkIn: string | null;
  extras?: CartExtraFixture[];
  signedIn?: boolean;
  /** Answers to the Checkout mutation, in order: 'network' fails the request, otherwise an order number. */
  checkoutAnswers?: (string | Refusal)[];
  checkoutCalls: Record<string, unknown>[];
  /** Answers to checkoutQuote (the discount code's Apply), in order: a percent accepted, or a refusal. */
  quoteAnswers?: (number | Refusal)[];
  quoteCalls?: Record<string, unknown>[];
  /** Order numbers the user has (for the confirmation page opened directly). */
  orders?: string[];
  /** What the confirmation page's lookup answers for those orders. */
  orderOverrides?: Record<string, unknown>;
}

const refusal = ({ message, code, field }: Refusal) => of({ errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }] });

function link(server: Server): ApolloLink {
  return new ApolloLink((operation) => {
    // Every query (the page's, the header's) gets the same account, basket and settings.
    const everything = {
      company,
      currencies,
      me: server.signedIn === false ? null : me,
      cart: cartWith(server.checkIn, server.extras),
      paymentSettings: settings,
    };
    if (operation.operationName === 'Checkout') {
      server.checkoutCalls.push(operation.variables.input as Record<string, unknown>);
      const answer = server.checkoutAnswers?.shift() ?? 'network';
      if (answer === 'network') return throwError(() => new Error('Failed to fetch'));
      if (answer === 'declined') {
        return of({ errors: [{ message: 'Your card was declined. Nothing was charged and your basket is unchanged.', extensions: { code: 'PAYMENT_DECLINED', field: 'paymentMethod' } }] });
      }
      if (typeof answer !== 'string') return refusal(answer);
      // Answer a little later, as a real server does, so a second click lands while it is pending.
      return new Observable((observer) => {
        const timer = setTimeout(() => {
          observer.next({ data: { checkout: { __typename: 'CheckoutResult', replayed: false, testMode: true, order: order(answer) } } });
          observer.complete();
        }, 50);
        return () => clearTimeout(timer);
      });
    }
    if (operation.operationName === 'CheckoutDiscount') {
      const input = operation.variables.input as Record<string, unknown>;
      server.quoteCalls?.push(input);
      const answer = server.quoteAnswers?.shift();
      if (answer === undefined) return throwError(() => new Error('Failed to fetch'));
      if (typeof answer !== 'number') return refusal(answer);
      const code = String(input.discountCode).trim().toUpperCase();
      return of({ data: { checkoutQuote: { __typename: 'CheckoutQuote', discountCode: code, discountPercent: answer } } });
    }
    if (operation.operationName === 'CheckoutConfirmationOrder') {
      const { orderNumber } = operation.variables as { orderNumber: string };
      return of({ data: { myOrder: server.orders?.includes(orderNumber) ? order(orderNumber, server.orderOverrides) : null } });
    }
    return of({ data: everything });
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('checkout: payment options', () => {
  it('offers the 25% deposit when check-in is more than 8 weeks away, with what is due later and when', async () => {
    const user = userEvent.setup();
    const checkIn = isoIn(100);
    renderApp('/checkout', link({ checkIn, checkoutCalls: [] }));
    const full = await screen.findByRole('radio', { name: /Pay in full/ });
    expect(full).toBeChecked();
    expect(screen.getByTestId('plan-full')).toHaveTextContent('GBP 7,000.00 now, nothing to pay later.');
    const deposit = screen.getByRole('radio', { name: /Pay a 25% deposit/ });
    expect(deposit).toBeEnabled();
    const due = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${minusDays(checkIn, 56)}T00:00:00Z`));
    expect(screen.getByTestId('plan-deposit')).toHaveTextContent(`GBP 1,750.00 now, the balance of GBP 5,250.00 by ${due}.`);
    expect(screen.getByRole('button', { name: 'Pay GBP 7,000.00' })).toBeInTheDocument();
    await user.click(deposit);
    expect(screen.getByRole('button', { name: 'Pay GBP 1,750.00' })).toBeInTheDocument();
  });

  it('allows only full payment when a check-in is 8 weeks away or less', async () => {
    renderApp('/checkout', link({ checkIn: isoIn(56), checkoutCalls: [] }));
    const deposit = await screen.findByRole('radio', { name: /Pay a 25% deposit/ });
    expect(deposit).toBeDisabled();
    expect(screen.getByTestId('plan-deposit')).toHaveTextContent('Available when every check-in is more than 8 weeks away.');
    expect(screen.getByRole('radio', { name: /Pay in full/ })).toBeChecked();
  });

  it('states the charge currency next to the total in the chosen one', async () => {
    localStorage.setItem('currency', 'EUR');
    renderApp('/checkout', link({ checkIn: isoIn(100), checkoutCalls: [] }));
    const summary = await screen.findByRole('complementary', { name: /Your booking/ });
    expect(within(summary).getAllByText('€8,050').length).toBeGreaterThan(0);
    expect(within(summary).getByText('Charged in GBP')).toBeInTheDocument();
    expect(within(summary).getByText('GBP 7,000.00')).toBeInTheDocument();
    expect(within(summary).getByText(/Orders are charged in GBP/)).toBeInTheDocument();
  });

  it('marks the card form as test mode and lists the test cards', async () => {
    renderApp('/checkout', link({ checkIn: isoIn(100), checkoutCalls: [] }));
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242').closest('li')).toHaveTextContent('succeeds');
    expect(screen.getByText('4000 0000 0000 0002').closest('li')).toHaveTextContent('is declined');
  });

  it('prefills the lead guest from the signed-in account', async () => {
    renderApp('/checkout', link({ checkIn: isoIn(100), checkoutCalls: [] }));
    expect(await screen.findByLabelText('Full name')).toHaveValue(me.name);
    expect(screen.getByLabelText('Email')).toHaveValue(me.email);
    expect(screen.getByLabelText('Phone')).toHaveValue(me.phone);
  });
});

describe('checkout: submitting', () => {
  it('sends a visitor to login with a way back to /checkout', async () => {
    const { router } = renderApp('/checkout', link({ checkIn: isoIn(100), signedIn: false, checkoutCalls: [] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/checkout');
  });

  it('reuses the idempotency key when retrying after a lost answer, and a double click sends once', async () => {
    const user = userEvent.setup();
    const server: Server = { checkIn: isoIn(100), checkoutAnswers: ['network', 'VB-2026-1001'], checkoutCalls: [] };
    const { router } = renderApp('/checkout', link(server));
    await user.click(await screen.findByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');

    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/a retry never charges you twice/);
    expect(server.checkoutCalls).toHaveLength(1);

    await user.dblClick(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation/VB-2026-1001'));
    expect(server.checkoutCalls).toHaveLength(2);
    const [first, retry] = server.checkoutCalls;
    expect(retry.idempotencyKey).toBe(first.idempotencyKey);
    expect(String(first.idempotencyKey)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(retry).toMatchObject({ paymentMethod: '4242424242424242', paymentOption: 'FULL', expectedTotal: 700000, leadGuestName: me.name });

    expect(await screen.findByText('VB-2026-1001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Villa Azzurra' })).toBeInTheDocument();
  });

  it('shows the server message of a declined card and keeps the basket and the key', async () => {
    const user = userEvent.setup();
    const server: Server = { checkIn: isoIn(100), checkoutAnswers: ['declined', 'declined'], checkoutCalls: [] };
    renderApp('/checkout', link(server));
    await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Nothing was charged and your basket is unchanged.');
    expect(screen.getByText('Villa Azzurra')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(server.checkoutCalls).toHaveLength(2));
    expect(server.checkoutCalls[1].idempotencyKey).toBe(server.checkoutCalls[0].idempotencyKey);
  });

  it('checks the lead guest and card before sending anything', async () => {
    const user = userEvent.setup();
    const server: Server = { checkIn: isoIn(100), checkoutCalls: [] };
    renderApp('/checkout', link(server));
    await user.clear(await screen.findByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid card number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(server.checkoutCalls).toHaveLength(0);
  });

  it('says, with a screen reader, how many fields are wrong, then the first one with its message', async () => {
    const user = userEvent.setup();
    renderApp('/checkout', link({ checkIn: isoIn(100), checkoutCalls: [] }));
    await user.clear(await screen.findByLabelText('Phone'));
    await virtual.start({ container: document.body });
    try {
      screen.getByRole('button', { name: /^Pay / }).focus();
      await user.keyboard('{Enter}');
      await waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain('polite: 2 fields need correcting. Phone: Please enter a valid phone number'));
      // The focus is on the field, read with its message.
      expect(await virtual.spokenPhraseLog()).toContainEqual(expect.stringMatching(/^textbox, Phone, .*Please enter a valid phone number.*invalid/));
    } finally {
      await virtual.stop();
    }
  });

  it('is translated into German', async () => {
    localStorage.setItem('language', 'de');
    renderApp('/checkout', link({ checkIn: isoIn(100), checkoutCalls: [] }));
    expect(await screen.findByRole('radio', { name: /Vollständig bezahlen/ })).toBeInTheDocument();
    expect(screen.getByText('TESTMODUS')).toBeInTheDocument();
  });
});

describe('checkout: confirmation page opened directly (reload, bookmark)', () => {
  it('looks the order up by its number', async () => {
    renderApp('/checkout/confirmation/VB-2026-000042', link({ checkIn: isoIn(100), checkoutCalls: [], orders: ['VB-2026-000042'] }));
    expect(await screen.findByText('VB-2026-000042')).toBeInTheDocument();
    expect(screen.getByText('Villa Azzurra')).toBeInTheDocument();
  });

  it('says so when the user has no such order', async () => {
    renderApp('/checkout/confirmation/VB-2026-000043', link({ checkIn: isoIn(100), checkoutCalls: [], orders: ['VB-2026-000042'] }));
    expect(await screen.findByText('We could not find order VB-2026-000043 in your account.')).toBeInTheDocument();
    expect(screen.queryByText('Villa Azzurra')).not.toBeInTheDocument();
  });
});

describe('checkout: discount code', () => {
  const used: Refusal = { message: 'NEWSLETTER20 has already been used on this account.', code: 'BAD_USER_INPUT', field: 'discountCode' };

  it('applies an accepted code: a discount line, lower totals, and checkout sends the code with the discounted total', async () => {
    const user = userEvent.setup();
    const server: Server = { checkIn: isoIn(100), quoteAnswers: [20], quoteCalls: [], checkoutAnswers: ['VB-2026-1002'], checkoutCalls: [] };
    renderApp('/checkout', link(server));
    const summary = await screen.findByRole('complementary', { name: /Your booking/ });
    expect(within(summary).queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('£7,000');
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    expect(field).toHaveAccessibleDescription('Newsletter subscribers get 20% off the villa stays of their first booking with the code NEWSLETTER20.');

    await user.type(field, ' newsletter20 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await findStatus('NEWSLETTER20 applied: 20% off the stays (−GBP 1,400.00).');
    expect(server.quoteCalls).toEqual([{ discountCode: 'newsletter20', paymentOption: 'FULL' }]);
    const line = within(summary).getByTestId('summary-discount');
    expect(line).toHaveTextContent('−£1,400');
    expect(line.parentElement).toHaveTextContent('NEWSLETTER20 — 20% off the stays');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('£5,600');
    expect(within(summary).getByTestId('summary-charged')).toHaveTextContent('GBP 5,600.00');
    expect(screen.getByTestId('plan-full')).toHaveTextContent('GBP 5,600.00 now, nothing to pay later.');
    expect(screen.getByTestId('plan-deposit')).toHaveTextContent('GBP 1,400.00 now, the balance of GBP 4,200.00 by');

    await user.click(screen.getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    await user.click(screen.getByRole('button', { name: 'Pay GBP 5,600.00' }));
    await waitFor(() => expect(server.checkoutCalls).toHaveLength(1));
    expect(server.checkoutCalls[0]).toMatchObject({ discountCode: 'NEWSLETTER20', expectedTotal: 560000, paymentOption: 'FULL' });
  });

  it('removes an applied code: full price again, and checkout sends no code', async () => {
    const user = userEvent.setup();
    const server: Server = { checkIn: isoIn(100), quoteAnswers: [20], quoteCalls: [], checkoutAnswers: ['VB-2026-1003'], checkoutCalls: [] };
    renderApp('/checkout', link(server));
    await user.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'NEWSLETTER20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove discount code NEWSLETTER20' }));
    await findStatus('Discount code removed.');
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('£7,000');

    await user.click(screen.getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    await user.click(screen.getByRole('button', { name: 'Pay GBP 7,000.00' }));
    await waitFor(() => expect(server.checkoutCalls).toHaveLength(1));
    expect(server.checkoutCalls[0]).toMatchObject({ expectedTotal: 700000 });
    expect(server.checkoutCalls[0]).not.toHaveProperty('discountCode');
  });

  it("shows the server's refusal on the field (Enter applies, it does not pay) and keeps the full price", async () => {
    const user = userEvent.setup();
    const server: Server = { checkIn: isoIn(100), quoteAnswers: [used], quoteCalls: [], checkoutCalls: [] };
    renderApp('/checkout', link(server));
    const field = await screen.findByRole('textbox', { name: 'Discount code' });
    await user.type(field, 'NEWSLETTER20{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('NEWSLETTER20 has already been used on this account.'));
    expect(screen.getByText('NEWSLETTER20 has already been used on this account.')).toHaveClass('form-field__error');
    expect(server.quoteCalls).toHaveLength(1);
    expect(server.checkoutCalls).toHaveLength(0);
    expect(screen.queryByText('Please enter a valid card number.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay GBP 7,000.00' })).toBeInTheDocument();

    // Editing the code clears the message, as every field of the form does.
    await user.type(field, 'X');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('takes the code off when checkout refuses it (used meanwhile) and says why on the field', async () => {
    const user = userEvent.setup();
    const server: Server = { checkIn: isoIn(100), quoteAnswers: [20], quoteCalls: [], checkoutAnswers: [used], checkoutCalls: [] };
    renderApp('/checkout', link(server));
    const field = await screen.findByRole('textbox', { name: 'Discount code' });
    await user.type(field, 'NEWSLETTER20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    await user.click(screen.getByRole('button', { name: 'Pay GBP 5,600.00' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('NEWSLETTER20 has already been used on this account.')));
    expect(field).toHaveFocus();
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay GBP 7,000.00' })).toBeInTheDocument();
  });
});

describe('checkout: what you pay and when', () => {
  it('shows the deposit today and the balance with its due date for a far stay, before the pay button', async () => {
    const user = userEvent.setup();
    const checkIn = isoIn(100);
    renderApp('/checkout', link({ checkIn, checkoutCalls: [] }));
    const timeline = await screen.findByRole('region', { name: 'What you pay and when' });
    expect(within(timeline).getByTestId('instalment-FULL')).toHaveTextContent('Full payment');
    expect(within(timeline).getByTestId('instalment-FULL')).toHaveTextContent('Today, at checkout');
    expect(within(timeline).getByTestId('instalment-FULL')).toHaveTextContent('GBP 7,000.00');
    expect(within(timeline).queryByTestId('instalment-BALANCE')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Pay a 25% deposit/ }));
    const depositRow = within(timeline).getByTestId('instalment-DEPOSIT');
    expect(depositRow).toHaveTextContent('Today, at checkout');
    expect(depositRow).toHaveTextContent('GBP 1,750.00');
    const balanceRow = within(timeline).getByTestId('instalment-BALANCE');
    expect(balanceRow).toHaveTextContent(`Due ${day(minusDays(checkIn, 56))}`);
    expect(balanceRow).toHaveTextContent('GBP 5,250.00');
    expect(within(timeline).queryByTestId('instalment-FULL')).not.toBeInTheDocument();

    const pay = screen.getByRole('button', { name: 'Pay GBP 1,750.00' });
    expect(timeline.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('states the cancellation policy with its dates and amounts for this basket before paying', async () => {
    const checkIn = isoIn(100);
    renderApp('/checkout', link({ checkIn, checkoutCalls: [] }));
    const policy = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(policy).toHaveTextContent('What we keep if you cancel depends on how long before check-in you cancel');
    const far = within(policy).getByTestId('cancellation-deposit-only');
    expect(far).toHaveTextContent('More than 8 weeks before');
    expect(far).toHaveTextContent(`until ${day(minusDays(checkIn, 57))}`);
    expect(far).toHaveTextContent('We keep 25% of the total (GBP 1,750.00) and refund everything else you have paid.');
    const partial = within(policy).getByTestId('cancellation-partial');
    expect(partial).toHaveTextContent('8 weeks to 14 days before');
    expect(partial).toHaveTextContent(`${day(minusDays(checkIn, 56))} – ${day(minusDays(checkIn, 14))}`);
    expect(partial).toHaveTextContent('We keep 50% of the total (GBP 3,500.00)');
    const late = within(policy).getByTestId('cancellation-none');
    expect(late).toHaveTextContent('Less than 14 days before');
    expect(late).toHaveTextContent(`from ${day(minusDays(checkIn, 13))}`);
    expect(late).toHaveTextContent('No refund: we keep the full GBP 7,000.00.');
    expect(policy.compareDocumentPosition(screen.getByRole('button', { name: /^Pay / })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out the periods already past for a stay a month away', async () => {
    const checkIn = isoIn(30);
    renderApp('/checkout', link({ checkIn, checkoutCalls: [] }));
    const policy = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(within(policy).queryByTestId('cancellation-deposit-only')).not.toBeInTheDocument();
    expect(within(policy).getByTestId('cancellation-partial')).toHaveTextContent(`until ${day(minusDays(checkIn, 14))}`);
    expect(within(policy).getByTestId('cancellation-none')).toBeInTheDocument();
  });
});

describe('checkout: a basket of extras only', () => {
  const extras: CartExtraFixture[] = [
    { extraId: 'convertible', title: 'Convertible', price: 400, depositAvailable: true },
    { extraId: 'insurance', title: 'Travel insurance', price: 100, depositAvailable: false },
  ];

  it('asks for the travel date and offers the deposit once it is more than 8 weeks away', async () => {
    const user = userEvent.setup();
    const server: Server = { checkIn: null, extras, checkoutAnswers: ['VB-2026-1004'], checkoutCalls: [] };
    renderApp('/checkout', link(server));
    const dateButton = await screen.findByRole('button', { name: /Travel date/ });
    expect(dateButton).toHaveAccessibleDescription('Tell us when you travel so the balance can fall due 8 weeks before. Needed to pay a deposit.');
    // A discount code takes money off stays only: none to apply it to.
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
    const deposit = screen.getByRole('radio', { name: /Pay a 25% deposit/ });
    expect(deposit).toBeDisabled();
    expect(screen.getByTestId('plan-deposit')).toHaveTextContent('Give your travel date above to pay a deposit.');

    // The earliest day (two weeks away) is too close for a deposit.
    await user.click(dateButton);
    await user.keyboard('{Enter}');
    expect(dateButton).toHaveTextContent(day(addDays(businessToday(), 14)));
    expect(deposit).toBeDisabled();
    expect(screen.getByTestId('plan-deposit')).toHaveTextContent('Available when your travel date is more than 8 weeks away.');

    // Eight weeks later: ten weeks away.
    await user.click(dateButton);
    for (let week = 0; week < 8; week += 1) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    const travelDate = addDays(businessToday(), 70);
    expect(dateButton).toHaveTextContent(day(travelDate));
    expect(deposit).toBeEnabled();
    await user.click(deposit);
    // 25% of the convertible now, the insurance (no deposit option) in full.
    expect(screen.getByTestId('plan-deposit')).toHaveTextContent(
      `GBP 200.00 now, the balance of GBP 300.00 by ${day(addDays(travelDate, -56))}. Extras without a deposit option are paid in full now.`,
    );
    const timeline = screen.getByRole('region', { name: 'What you pay and when' });
    expect(within(timeline).getByTestId('instalment-DEPOSIT')).toHaveTextContent('GBP 200.00');
    expect(within(timeline).getByTestId('instalment-BALANCE')).toHaveTextContent('GBP 300.00');
    expect(screen.getByRole('region', { name: 'Cancellation policy' })).toHaveTextContent('how long before your travel date you cancel');

    await user.click(screen.getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    await user.click(screen.getByRole('button', { name: 'Pay GBP 200.00' }));
    await waitFor(() => expect(server.checkoutCalls).toHaveLength(1));
    expect(server.checkoutCalls[0]).toMatchObject({ paymentOption: 'DEPOSIT', travelDate, expectedTotal: 50000 });
    expect(server.checkoutCalls[0]).not.toHaveProperty('discountCode');
  });

  it('says so when none of the extras offers a deposit', async () => {
    renderApp('/checkout', link({ checkIn: null, extras: [extras[1]], checkoutCalls: [] }));
    expect(await screen.findByTestId('plan-deposit')).toHaveTextContent('None of the extras in your basket can be paid with a deposit.');
    expect(screen.getByRole('radio', { name: /Pay a 25% deposit/ })).toBeDisabled();
  });
});

describe('checkout: German', () => {
  it('renders the discount code, the payment plan and the cancellation policy in German', async () => {
    const user = userEvent.setup();
    localStorage.setItem('language', 'de');
    const checkIn = isoIn(100);
    renderApp('/checkout', link({ checkIn, quoteAnswers: [20], quoteCalls: [], checkoutCalls: [] }));
    const field = await screen.findByRole('textbox', { name: 'Rabattcode' });
    expect(field).toHaveAccessibleDescription('Newsletter-Abonnenten erhalten mit dem Code NEWSLETTER20 20 % Rabatt auf die Villenaufenthalte ihrer ersten Buchung.');
    await user.type(field, 'NEWSLETTER20');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    await findStatus('NEWSLETTER20 eingelöst: 20 % Rabatt auf die Aufenthalte (−GBP 1.400,00).');
    expect(screen.getByTestId('summary-discount').parentElement).toHaveTextContent('NEWSLETTER20 — 20 % Rabatt auf die Aufenthalte');

    await user.click(screen.getByRole('radio', { name: /25 % anzahlen/ }));
    const timeline = screen.getByRole('region', { name: 'Was Sie wann zahlen' });
    expect(within(timeline).getByTestId('instalment-DEPOSIT')).toHaveTextContent('Heute, beim Bezahlen');
    expect(within(timeline).getByTestId('instalment-BALANCE')).toHaveTextContent(`Fällig am ${day(minusDays(checkIn, 56), 'de')}`);
    const policy = screen.getByRole('region', { name: 'Stornierungsbedingungen' });
    expect(within(policy).getByTestId('cancellation-deposit-only')).toHaveTextContent('Mehr als 8 Wochen vorher');
    expect(within(policy).getByTestId('cancellation-partial')).toHaveTextContent('Wir behalten 50 % des Gesamtbetrags (GBP 2.800,00) ein und erstatten den Rest Ihrer Zahlungen.');
    expect(within(policy).getByTestId('cancellation-none')).toHaveTextContent('Keine Erstattung');
    expect(screen.getByRole('button', { name: 'GBP 1.400,00 bezahlen' })).toBeInTheDocument();
  });

  it('explains the travel date of a basket of extras in German', async () => {
    localStorage.setItem('language', 'de');
    renderApp('/checkout', link({ checkIn: null, extras: [{ extraId: 'car', title: 'Cabrio', price: 400, depositAvailable: true }], checkoutCalls: [] }));
    expect(await screen.findByRole('button', { name: /Reisedatum/ })).toHaveAccessibleDescription(
      'Sagen Sie uns, wann Sie reisen, damit der Restbetrag 8 Wochen vorher fällig werden kann. Für eine Anzahlung erforderlich.',
    );
    expect(screen.getByTestId('plan-deposit')).toHaveTextContent('Geben Sie oben Ihr Reisedatum an, um eine Anzahlung zu leisten.');
  });
});

describe('checkout: confirmation with a payment schedule', () => {
  it('shows what was paid, what is due when, and the discount', async () => {
    const checkIn = isoIn(100);
    const due = minusDays(checkIn, 56);
    const orderOverrides = {
      paymentOption: 'DEPOSIT',
      discountCode: 'NEWSLETTER20',
      discountAmount: 140000,
      totalAmount: 560000,
      paymentSchedule: [
        { __typename: 'Instalment', kind: 'DEPOSIT', amount: 140000, currency: 'GBP', dueDate: '2026-03-01', status: 'PAID', paidAt: '2026-03-01T10:00:00.000Z' },
        { __typename: 'Instalment', kind: 'BALANCE', amount: 420000, currency: 'GBP', dueDate: due, status: 'DUE', paidAt: null },
      ],
    };
    renderApp('/checkout/confirmation/VB-2026-000044', link({ checkIn, checkoutCalls: [], orders: ['VB-2026-000044'], orderOverrides }));
    const timeline = await screen.findByRole('region', { name: 'What you pay and when' });
    expect(within(timeline).getByTestId('instalment-DEPOSIT')).toHaveTextContent('GBP 1,400.00');
    expect(within(timeline).getByTestId('instalment-DEPOSIT')).toHaveTextContent(`Paid on ${day('2026-03-01')}`);
    expect(within(timeline).getByTestId('instalment-BALANCE')).toHaveTextContent('GBP 4,200.00');
    expect(within(timeline).getByTestId('instalment-BALANCE')).toHaveTextContent(`Due ${day(due)}`);
    const discount = screen.getByTestId('confirmation-discount');
    expect(discount).toHaveTextContent('−GBP 1,400.00');
    expect(discount.parentElement).toHaveTextContent('Discount NEWSLETTER20');
  });

  it('shows no discount line for an order without a code', async () => {
    renderApp('/checkout/confirmation/VB-2026-000045', link({ checkIn: isoIn(100), checkoutCalls: [], orders: ['VB-2026-000045'] }));
    expect(await screen.findByRole('region', { name: 'What you pay and when' })).toHaveTextContent('Full payment');
    expect(screen.queryByTestId('confirmation-discount')).not.toBeInTheDocument();
  });
});
