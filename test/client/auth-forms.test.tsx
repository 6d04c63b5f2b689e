import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer, renderPages, user, type Reply } from './account-render';

beforeEach(() => localStorage.clear());

const signedOut = () => ({ data: { me: null } });

function deferred() {
  let resolve!: (reply: Reply) => void;
  const promise = new Promise<Reply>((r) => (resolve = r));
  return { promise, resolve };
}

describe('login form (validation and messages)', () => {
  it('validates on submit, re-validates while typing and sends nothing invalid', async () => {
    const ui = userEvent.setup();
    const server = mockServer({ LoginPageMe: signedOut, Login: () => ({ data: { login: user } }) });
    renderPages('/login', server.link);
    await ui.click(await screen.findByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(server.called('Login')).toHaveLength(0);

    await ui.type(email, 'ada@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await ui.type(password, '12345');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    await ui.type(password, '6');
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });

  it('shows the server message, or "Invalid email or password" when there is none', async () => {
    const ui = userEvent.setup();
    const replies: Reply[] = [{ errors: [{ message: 'Too many failed login attempts. Please try again in 15 minutes.', extensions: { code: 'RATE_LIMITED' } }] }, { network: true }];
    const server = mockServer({ LoginPageMe: signedOut, Login: () => replies.shift()! });
    renderPages('/login', server.link);
    await ui.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await ui.type(screen.getByLabelText('Password'), 'secret1');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    const first = await screen.findByRole('alert');
    expect(first).toHaveTextContent('Login failed');
    expect(first).toHaveTextContent('Too many failed login attempts. Please try again in 15 minutes.');

    await ui.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password'));
    expect(server.called('Login')[0].variables).toEqual({ input: { email: 'ada@example.com', password: 'secret1' } });
  });

  it('disables the button while pending, then stores the user and goes back to returnTo', async () => {
    const ui = userEvent.setup();
    let signedIn = false;
    const pending = deferred();
    const server = mockServer({
      LoginPageMe: () => ({ data: { me: signedIn ? user : null } }),
      Login: () => {
        signedIn = true;
        return pending.promise;
      },
    });
    const view = renderPages('/login?returnTo=%2Fcheckout', server.link);
    await ui.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await ui.type(screen.getByLabelText('Password'), 'secret1');
    await ui.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    pending.resolve({ data: { login: user } });
    await waitFor(() => expect(view.location()).toBe('/checkout'));
    // The current-user query was asked again after signing in.
    expect(server.called('LoginPageMe').length).toBeGreaterThanOrEqual(2);
  });

  it('sends a signed-in visitor to /account, and never off-site', async () => {
    const server = mockServer({ LoginPageMe: () => ({ data: { me: user } }) });
    const view = renderPages('/login?returnTo=%2F%2Fevil.example', server.link);
    await waitFor(() => expect(view.location()).toBe('/account'));
    view.unmount();
    const again = renderPages('/login?from=%2Fshortlist', mockServer({ LoginPageMe: () => ({ data: { me: user } }) }).link);
    await waitFor(() => expect(again.location()).toBe('/shortlist'));
  });

  it('keeps the tab in the URL and links to forgot password', async () => {
    const ui = userEvent.setup();
    const view = renderPages('/login', mockServer({ LoginPageMe: signedOut }).link);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await ui.click(within(tabs).getByRole('tab', { name: 'Register' }));
    expect(view.location()).toBe('/login?tab=register');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Register');
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    // Arrow keys move between tabs.
    await ui.keyboard('{ArrowLeft}');
    expect(view.location()).toBe('/login');
    expect(within(tabs).getByRole('tab', { name: 'Login' })).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    const ui = userEvent.setup();
    renderPages('/login', mockServer({ LoginPageMe: signedOut }).link);
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await ui.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await ui.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('register form (validation and messages)', () => {
  it('checks name, email, password and the confirmation, and sends only name, email and password', async () => {
    const ui = userEvent.setup();
    let signedIn = false;
    const server = mockServer({
      LoginPageMe: () => ({ data: { me: signedIn ? user : null } }),
      Register: () => {
        signedIn = true;
        return { data: { register: user } };
      },
    });
    const view = renderPages('/login?tab=register', server.link);
    await ui.type(await screen.findByLabelText('Full Name'), 'A');
    await ui.type(screen.getByLabelText('Email'), 'ada@');
    await ui.type(screen.getByLabelText('Password'), 'secret1');
    await ui.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await ui.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(server.called('Register')).toHaveLength(0);

    await ui.type(screen.getByLabelText('Full Name'), 'da');
    await ui.type(screen.getByLabelText('Email'), 'example.com');
    await ui.clear(screen.getByLabelText('Confirm Password'));
    await ui.type(screen.getByLabelText('Confirm Password'), 'secret1');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(view.location()).toBe('/account'));
    expect(server.called('Register')[0].variables).toEqual({ input: { name: 'Ada', email: 'ada@example.com', password: 'secret1' } });
  });

  it('toasts "Registration failed" with the server message or "Failed to create account"', async () => {
    const ui = userEvent.setup();
    const replies: Reply[] = [{ errors: [{ message: 'An account with this email already exists.', extensions: { code: 'CONFLICT' } }] }, { network: true }];
    renderPages('/login?tab=register', mockServer({ LoginPageMe: signedOut, Register: () => replies.shift()! }).link);
    await ui.type(await screen.findByLabelText('Full Name'), 'Ada');
    await ui.type(screen.getByLabelText('Email'), 'ada@example.com');
    await ui.type(screen.getByLabelText('Password'), 'secret1');
    await ui.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await ui.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Registration failed');
    expect(toast).toHaveTextContent('An account with this email already exists.');
    await ui.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create account'));
  });
});

describe('forgot password (states, validation and messages)', () => {
  it('validates the email, calls the reset mutation and shows the sent view', async () => {
    const ui = userEvent.setup();
    const server = mockServer({ ForgotPassword: () => ({ data: { forgotPassword: 'ok' } }) });
    renderPages('/forgot-password', server.link);
    await ui.type(await screen.findByLabelText('Email'), 'nope');
    await ui.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(server.called('ForgotPassword')).toHaveLength(0);

    await ui.clear(screen.getByLabelText('Email'));
    await ui.type(screen.getByLabelText('Email'), 'ada@example.com');
    await ui.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText('If an account exists with this email, you will receive password reset instructions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(server.called('ForgotPassword')[0].variables).toEqual({ input: { email: 'ada@example.com' } });
  });

  it('toasts "Failed to send reset email" when the request fails', async () => {
    const ui = userEvent.setup();
    renderPages('/forgot-password', mockServer({ ForgotPassword: () => ({ network: true }) }).link);
    await ui.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await ui.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('sets the new password with the token and goes to /login with a toast', async () => {
    const ui = userEvent.setup();
    const server = mockServer({ ResetPassword: () => ({ data: { resetPassword: 'Your password has been reset. You can now log in with your new password.' } }) });
    const view = renderPages('/reset-password/tok-123456789012345', server.link);
    await ui.type(await screen.findByLabelText('New Password'), 'newpass1');
    await ui.type(screen.getByLabelText('Confirm New Password'), 'newpass2');
    await ui.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
    await ui.clear(screen.getByLabelText('Confirm New Password'));
    await ui.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
    await ui.click(screen.getByRole('button', { name: 'Set New Password' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(server.called('ResetPassword')[0].variables).toEqual({ input: { token: 'tok-123456789012345', newPassword: 'newpass1' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
  });

  it('says clearly when the link is invalid or expired', async () => {
    const ui = userEvent.setup();
    const message = 'This password reset link is invalid or has expired. Please request a new one.';
    renderPages('/reset-password/expired-token-0000', mockServer({ ResetPassword: () => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'token' } }] }) }).link);
    await ui.type(await screen.findByLabelText('New Password'), 'newpass1');
    await ui.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
    await ui.click(screen.getByRole('button', { name: 'Set New Password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});
