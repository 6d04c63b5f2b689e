import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer, orderRow, renderPages, user, type Handler, type Reply } from './account-render';

beforeEach(() => localStorage.clear());

const booking = {
  __typename: 'Booking',
  id: '3f2b9c1a-7d44-4e1b-9a0c-1234567890ab',
  checkIn: '2027-07-03',
  checkOut: '2027-07-10',
  guests: 4,
  status: 'CONFIRMED',
  property: { __typename: 'Property', id: 'p-1', title: 'Villa Azure' },
};

const order = orderRow();

const villa = { __typename: 'Property', id: 'p-9', title: 'Casa del Mar', location: 'Ibiza, Spain', image: { __typename: 'PropertyImage', url: '/images/p-9.svg', width: 1200, height: 800, alt: '', srcset: '', avifSrcset: '' }, price: 4200 };

function accountServer(extra: Record<string, Handler> = {}) {
  return mockServer({
    AccountMe: () => ({ data: { me: { ...user, phone: '+44 7700 900123' } } }),
    MyBookings: () => ({ data: { myBookings: { __typename: 'BookingPage', totalCount: 1, items: [booking] } } }),
    MyOrders: () => ({ data: { myOrders: { __typename: 'OrderPage', totalCount: 1, items: [order] } } }),
    AccountShortlist: () => ({ data: { shortlist: [villa] } }),
    ...extra,
  });
}

const dataQueries = ['MyBookings', 'MyOrders', 'AccountShortlist'];
const ran = (server: ReturnType<typeof mockServer>) => dataQueries.filter((name) => server.called(name).length > 0);

describe('account page', () => {
  it('sends a signed-out visitor to /login', async () => {
    const view = renderPages('/account?tab=orders', mockServer({ AccountMe: () => ({ data: { me: null } }), LoginPageMe: () => ({ data: { me: null } }) }).link);
    await waitFor(() => expect(view.location()).toBe('/login?returnTo=%2Faccount%3Ftab%3Dorders'));
  });

  it('greets the user and shows the profile first, loading no tab data', async () => {
    const server = accountServer();
    renderPages('/account', server.link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace', { selector: '.account-page__name' })).toBeInTheDocument();
    const profile = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(within(profile).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('+44 7700 900123')).toBeInTheDocument();
    expect(within(profile).getByText('March 2024')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(ran(server)).toEqual([]);
  });

  it('asks an unverified account to confirm its address and mails a new link on request, showing what the server says', async () => {
    const replies: Reply[] = [
      { data: { resendEmailVerification: { __typename: 'EmailVerification', emailVerified: false, alreadyVerified: false, message: 'We have sent a new confirmation link to ada@example.com.' } } },
      { errors: [{ message: 'Too many attempts. Please try again in 60 min.', extensions: { code: 'RATE_LIMITED' } }] },
    ];
    const server = mockServer({ AccountMe: () => ({ data: { me: { ...user, emailVerified: false } } }), ResendEmailVerification: () => replies.shift()! });
    renderPages('/account', server.link);
    const notice = await screen.findByRole('region', { name: 'Please confirm your e-mail address' });
    expect(notice).toHaveTextContent('We sent a confirmation link to ada@example.com.');
    const resend = within(notice).getByRole('button', { name: 'Resend confirmation e-mail' });
    await userEvent.click(resend);
    expect(await within(notice).findByRole('status')).toHaveTextContent('We have sent a new confirmation link to ada@example.com.');
    await userEvent.click(resend);
    await waitFor(() => expect(within(notice).getByRole('status')).toHaveTextContent('Too many attempts. Please try again in 60 min.'));
    expect(server.called('ResendEmailVerification')).toHaveLength(2);
  });

  it('shows no confirmation notice once the address is confirmed', async () => {
    renderPages('/account', mockServer({ AccountMe: () => ({ data: { me: user } }) }).link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Please confirm your e-mail address' })).not.toBeInTheDocument();
  });

  it('hides the phone when there is none', async () => {
    renderPages('/account', mockServer({ AccountMe: () => ({ data: { me: user } }) }).link);
    const profile = await screen.findByRole('tabpanel', { name: 'Profile' });
    expect(within(profile).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(profile).getByText('Member Since')).toBeInTheDocument();
  });

  it("loads only the active tab's data, with the tab in the URL", async () => {
    const ui = userEvent.setup();
    const server = accountServer();
    const view = renderPages('/account', server.link);
    await ui.click(await screen.findByRole('tab', { name: 'Bookings' }));
    expect(view.location()).toBe('/account?tab=bookings');
    const bookings = await screen.findByRole('tabpanel', { name: 'Bookings' });
    expect(await within(bookings).findByText('Booking #3f2b9c1a')).toBeInTheDocument();
    expect(within(bookings).getByText(/Jul 3, 2027 to Jul 10, 2027/)).toBeInTheDocument();
    expect(within(bookings).getByText(/4 guests/)).toBeInTheDocument();
    expect(within(bookings).getByText('Confirmed')).toBeInTheDocument();
    expect(ran(server)).toEqual(['MyBookings']);

    await ui.click(screen.getByRole('tab', { name: 'Orders' }));
    const orders = await screen.findByRole('tabpanel', { name: 'Orders' });
    expect(await within(orders).findByRole('heading', { name: 'Order #VH-2027-0042' })).toBeInTheDocument();
    expect(within(orders).getByText('GBP 1,234.50')).toBeInTheDocument();
    expect(within(orders).getByText(/Deposit paid: GBP 308.63/)).toBeInTheDocument();
    expect(within(orders).getByText(/Balance of GBP 925.87 due by May 8, 2027/)).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: /Invoice/ })).toHaveAttribute('href', '/account/orders/o-1/invoice');
    expect(ran(server)).toEqual(['MyBookings', 'MyOrders']);

    await ui.click(screen.getByRole('tab', { name: 'Shortlist' }));
    const shortlist = await screen.findByRole('tabpanel', { name: 'Shortlist' });
    expect(await within(shortlist).findByRole('heading', { name: 'Casa del Mar' })).toBeInTheDocument();
    expect(within(shortlist).getByText('Ibiza, Spain')).toBeInTheDocument();
    expect(within(shortlist).getByText(/per week/)).toHaveTextContent('From £4,200 per week');
    expect(within(shortlist).getByRole('link', { name: /View/ })).toHaveAttribute('href', '/property/p-9');
    expect(ran(server)).toEqual(['MyBookings', 'MyOrders', 'AccountShortlist']);
  });

  it('opens a tab named in the URL directly, loading nothing else', async () => {
    const server = accountServer();
    renderPages('/account?tab=orders', server.link);
    expect(await screen.findByText('GBP 1,234.50')).toBeInTheDocument();
    expect(ran(server)).toEqual(['MyOrders']);
  });

  it('shows the empty states', async () => {
    const ui = userEvent.setup();
    const empty = accountServer({
      MyBookings: () => ({ data: { myBookings: { __typename: 'BookingPage', totalCount: 0, items: [] } } }),
      MyOrders: () => ({ data: { myOrders: { __typename: 'OrderPage', totalCount: 0, items: [] } } }),
      AccountShortlist: () => ({ data: { shortlist: [] } }),
    });
    renderPages('/account?tab=bookings', empty.link);
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Villas' })).toHaveAttribute('href', '/');
    await ui.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await ui.click(screen.getByRole('tab', { name: 'Shortlist' }));
    expect(await screen.findByText('Your shortlist is empty')).toBeInTheDocument();
  });

  it('logs out, forgets the signed-in data and goes to /', async () => {
    const ui = userEvent.setup();
    let signedIn = true;
    const server = accountServer({
      AccountMe: () => ({ data: { me: signedIn ? user : null } }),
      AccountLogout: () => {
        signedIn = false;
        return { data: { logout: true } };
      },
    });
    const view = renderPages('/account?tab=bookings', server.link);
    await screen.findByText('Booking #3f2b9c1a');
    const meCalls = server.called('AccountMe').length;
    await ui.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(server.called('AccountLogout')).toHaveLength(1);
    // Nothing cached survives: the current user was asked again (signed out now), and coming
    // back to the account page leads to the login page rather than to cached bookings.
    await waitFor(() => expect(server.called('AccountMe').length).toBeGreaterThan(meCalls));
    await act(() => view.router.navigate('/account?tab=bookings'));
    await waitFor(() => expect(view.location()).toMatch(/^\/login/));
    expect(screen.queryByText('Booking #3f2b9c1a')).not.toBeInTheDocument();
    expect(server.called('MyBookings')).toHaveLength(1);
  });
});

describe('password change (validation and messages)', () => {
  async function fill(ui: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
    for (const [label, value] of [
      ['Current Password', current],
      ['New Password', next],
      ['Confirm New Password', confirm],
    ] as const) {
      const input = screen.getByLabelText(label);
      await ui.clear(input);
      if (value) await ui.type(input, value);
    }
  }

  it('validates on submit, then again on every change', async () => {
    const ui = userEvent.setup();
    const server = accountServer({ ChangePassword: () => ({ data: { changePassword: 'ok' } }) });
    renderPages('/account?tab=password', server.link);
    const submit = await screen.findByRole('button', { name: 'Change Password' });
    // Nothing is checked before the first submit.
    await ui.type(screen.getByLabelText('New Password'), 'abc');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();

    await ui.click(submit);
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is required');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(/Password must be at least 6 characters/);
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(server.called('ChangePassword')).toHaveLength(0);

    await ui.type(screen.getByLabelText('Current Password'), 'oldpass');
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument();
    await ui.type(screen.getByLabelText('New Password'), 'def');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
    await ui.type(screen.getByLabelText('Confirm New Password'), 'abcdef');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    await ui.type(screen.getByLabelText('New Password'), 'g');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
  });

  it('sends only the current and new password, says "Changing..." and resets on success', async () => {
    const ui = userEvent.setup();
    let release!: (reply: Reply) => void;
    const server = accountServer({ ChangePassword: () => new Promise<Reply>((r) => (release = r)) });
    renderPages('/account?tab=password', server.link);
    await screen.findByRole('button', { name: 'Change Password' });
    await fill(ui, 'oldpass', 'newpass1', 'newpass1');
    await ui.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    release({ data: { changePassword: 'Password changed successfully' } });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Password changed successfully');
    expect(server.called('ChangePassword')[0].variables).toEqual({ input: { currentPassword: 'oldpass', newPassword: 'newpass1' } });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
  });

  it('toasts "Error" with the server message, or "Failed to change password"', async () => {
    const ui = userEvent.setup();
    const replies: Reply[] = [{ errors: [{ message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } }] }, { network: true }];
    renderPages('/account?tab=password', accountServer({ ChangePassword: () => replies.shift()! }).link);
    await screen.findByRole('button', { name: 'Change Password' });
    await fill(ui, 'wrongpw', 'newpass1', 'newpass1');
    await ui.click(screen.getByRole('button', { name: 'Change Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Current password is incorrect');
    // The form keeps what was typed after a failure.
    expect(screen.getByLabelText('New Password')).toHaveValue('newpass1');
    await ui.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to change password'));
  });
});

describe('shortlist page', () => {
  it('sends a signed-out visitor to /login', async () => {
    const view = renderPages('/shortlist', mockServer({ ShortlistPage: () => ({ data: { me: null } }), LoginPageMe: () => ({ data: { me: null } }) }).link);
    await waitFor(() => expect(view.location()).toBe('/login?returnTo=%2Fshortlist'));
  });

  it('lists the villas, removes one and shows the empty state with Browse Villas', async () => {
    const ui = userEvent.setup();
    let list = [villa];
    const server = mockServer({
      ShortlistPage: () => ({ data: { me: { __typename: 'User', id: user.id } } }),
      ShortlistVillas: () => ({ data: { shortlist: list } }),
      RemoveFromShortlist: ({ propertyId }) => {
        list = list.filter((v) => v.id !== propertyId);
        return { data: { removeFromShortlist: { __typename: 'ShortlistStatus', propertyId, inShortlist: false, count: 0, property: { __typename: 'Property', id: propertyId, inShortlist: false } } } };
      },
    });
    renderPages('/shortlist', server.link);
    expect(await screen.findByText(/heart icon/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Casa del Mar' })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Remove Casa del Mar from shortlist' }));
    expect(await screen.findByText('Removed from shortlist')).toBeInTheDocument();
    expect(await screen.findByText('Your shortlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Villas' })).toHaveAttribute('href', '/search');
    expect(server.called('RemoveFromShortlist')[0].variables).toEqual({ propertyId: 'p-9' });
  });
});

describe('newsletter confirmation (states and messages)', () => {
  const confirmWith = (reply: Reply) => mockServer({ ConfirmNewsletter: () => reply });

  it('shows the discount code on success', async () => {
    const server = confirmWith({ data: { confirmNewsletter: { __typename: 'NewsletterConfirmation', alreadyConfirmed: false, discountCode: 'NEWSLETTER20', message: 'ok' } } });
    renderPages('/newsletter/confirm/abc123', server.link);
    expect(screen.getByText('Confirming your email...')).toBeInTheDocument();
    expect(await screen.findByText('NEWSLETTER20')).toBeInTheDocument();
    expect(screen.getByText(/20% off your first booking/)).toBeInTheDocument();
    expect(server.called('ConfirmNewsletter')).toEqual([{ operationName: 'ConfirmNewsletter', variables: { token: 'abc123' } }]);
  });

  it('says when the address was already confirmed', async () => {
    renderPages('/newsletter/confirm/abc123', confirmWith({ data: { confirmNewsletter: { __typename: 'NewsletterConfirmation', alreadyConfirmed: true, discountCode: null, message: 'x' } } }).link);
    expect(await screen.findByRole('heading', { name: 'Already confirmed' })).toBeInTheDocument();
    expect(screen.queryByText('NEWSLETTER20')).not.toBeInTheDocument();
  });

  it('shows the server error text, or the network failure text', async () => {
    const view = renderPages('/newsletter/confirm/bad', confirmWith({ errors: [{ message: 'Invalid confirmation link', extensions: { code: 'NOT_FOUND' } }] }).link);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid confirmation link');
    view.unmount();
    renderPages('/newsletter/confirm/abc', confirmWith({ network: true }).link);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while confirming your email');
  });

  it('says "Invalid confirmation link" without a token, asking nothing', async () => {
    const server = mockServer({});
    renderPages('/newsletter/confirm', server.link);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid confirmation link');
    expect(server.called('ConfirmNewsletter')).toHaveLength(0);
  });
});

describe('invoice page', () => {
  const invoiceOrder = {
    ...order,
    status: 'CONFIRMED',
    paymentOption: 'DEPOSIT',
    staysAmount: 123450,
    extrasAmount: 0,
    payments: [{ __typename: 'Payment', id: 'pay-1', kind: 'CHARGE', amount: 30863, status: 'COMPLETED', createdAt: '2027-02-01T12:00:00.000Z', completedAt: '2027-02-01T12:00:01.000Z' }],
    leadGuestName: 'Ada Guest',
    leadGuestEmail: 'ada@example.com',
    leadGuestPhone: '+44 20 7946 0000',
    bookings: [
      {
        __typename: 'Booking',
        id: 'b-1',
        checkIn: '2027-07-03',
        checkOut: '2027-07-10',
        guests: 4,
        totalNights: 7,
        pricePerNight: 17636,
        totalPrice: 123450,
        property: { __typename: 'Property', id: 'p-1', title: 'Villa Azure', location: 'Corfu, Greece' },
      },
    ],
    extras: [],
  };

  function invoiceServer() {
    return mockServer({
      InvoiceMe: () => ({ data: { me: { __typename: 'User', id: user.id } } }),
      Invoice: (variables) => ({
        data: { company: { __typename: 'Company', name: 'Test Villas', legalName: 'Test Villas Ltd', companyNumber: '09876543', address: '1 Test Street, London', email: 'hello@test.example', phone: '+44 20 0000 0000' }, myOrder: variables.id === 'o-1' ? invoiceOrder : null },
      }),
    });
  }

  it('fetches the one order it shows, by id', async () => {
    const server = invoiceServer();
    renderPages('/account/orders/o-1/invoice', server.link);
    expect(await screen.findByText('Villa Azure', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('VH-2027-0042', { exact: false })).toBeInTheDocument();
    expect(server.called('Invoice').map((c) => c.variables)).toEqual([{ id: 'o-1' }]);
  });

  it('says "Order not found" for an order that is not the user\'s', async () => {
    renderPages('/account/orders/o-2/invoice', invoiceServer().link);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/account?tab=orders');
  });
});
