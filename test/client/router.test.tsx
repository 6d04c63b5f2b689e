import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, renderApp } from './render';

beforeEach(() => localStorage.clear());

describe('routes', () => {
  it('shows "404 Page Not Found" for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`404 Page Not Found | ${company.name}`));
  });

  it.each([
    ['/', 'Luxury villas, hand-picked for you'],
    // The fake server knows no villa, so the property page shows its not-found state.
    ['/property/villa-1', 'Property Not Found'],
    ['/search?amenity=pool', 'All villas'],
    ['/special-offers', 'Special offers'],
    ['/above', 'ABOVE Collection'],
    ['/destinations', 'Destinations'],
    ['/why-us', 'Why book with us'],
    ['/about-us', 'About us'],
    ['/enquire', 'Enquire'],
    ['/contact', 'Enquire'],
    ['/blog', 'Blog'],
    // Signed-out visitors are sent to /login (the fake server knows no user).
    ['/shortlist', 'Login or register'],
    ['/login', 'Login or register'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password/abc', 'Reset password'],
    ['/account', 'Login or register'],
    ['/extras', 'Extras'],
    ['/admin', 'Admin panel'],
    ['/newsletter/confirm/abc', 'Newsletter confirmation'],
    // Checkout needs an account: the signed-out visitor is sent to log in first.
    ['/checkout', 'Login or register'],
  ])('renders %s', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('translates pages into German', async () => {
    localStorage.setItem('language', 'de');
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Seite nicht gefunden' })).toBeInTheDocument();
  });
});

describe('layout', () => {
  it('has the header navigation with quick filters and extras', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: /Our Villas/ }));
    expect(within(nav).getByRole('link', { name: 'All Villas' })).toHaveAttribute('href', '/search');
    expect(within(nav).getByRole('link', { name: 'Infinity Pool' })).toHaveAttribute('href', '/search?amenity=infinity-pool');
    expect(within(nav).getByRole('link', { name: 'Family Friendly' })).toHaveAttribute('href', '/search?amenity=family');
    await user.click(within(nav).getByRole('button', { name: /Extras/ }));
    for (const name of ['Flights', 'Car Hire', 'Travel Insurance', 'Airport Transfers']) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', '/extras');
    }
    expect(within(nav).getByRole('link', { name: /ABOVE Collection/ })).toHaveTextContent('Luxury staffed villas');
  });

  it('toggles the mobile menu', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const closeButton = screen.getByRole('button', { name: 'Close menu' });
    expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = document.getElementById(closeButton.getAttribute('aria-controls')!)!;
    expect(mobileNav).toBeVisible();
    const labels = within(mobileNav).getAllByRole('link').map((a) => a.textContent);
    for (const label of ['Home', 'Special Offers', 'Extras', 'About Us', 'Enquire']) expect(labels).toContain(label);
    expect(within(mobileNav).getByText('Our Villas').tagName).not.toBe('A');
    // On the narrowest phones the switchers live in the menu (the bar keeps the brand's name).
    expect(within(mobileNav).getByRole('combobox', { name: /Language/i })).toBeInTheDocument();
    expect(within(mobileNav).getByRole('combobox', { name: /Currency/i })).toBeInTheDocument();
    await user.click(closeButton);
    expect(mobileNav).not.toBeVisible();
  });

  it('has a footer with company details from the server and the destination toggle', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText(new RegExp(`© ${new Date().getFullYear()} ${company.name}\\. Company number ${company.companyNumber}, registered in England and Wales\\.`));
    expect(within(footer).getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    expect(within(footer).getAllByRole('link', { name: /Greece|Italy|Spain|France|Portugal|Caribbean|Madagascar/ })).toHaveLength(6);
    await user.click(within(footer).getByRole('button', { name: 'see more' }));
    expect(within(footer).getByRole('link', { name: 'Croatia' })).toHaveAttribute('href', '/search?region=croatia');
    expect(within(footer).getByRole('link', { name: 'Sri Lanka' })).toHaveAttribute('href', '/search?region=sri-lanka');
    await user.click(within(footer).getByRole('button', { name: 'see less' }));
    expect(within(footer).queryByRole('link', { name: 'Croatia' })).not.toBeInTheDocument();
  });

  it('has the floating chat button opening the company chat in a new tab', async () => {
    renderApp('/about-us');
    const chat = await screen.findByRole('link', { name: /Chat with us/ });
    expect(chat).toHaveAttribute('href', company.chatUrl);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
  });

  it('opens the basket side panel with the empty state', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Basket (0 items)' }));
    const panel = await screen.findByRole('dialog', { name: 'Your Basket (0 items)' });
    expect(within(panel).getByText('Your basket is empty')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Continue Browsing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
