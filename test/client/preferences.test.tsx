import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../client/src/app/AppProviders';
import { usePreferences } from '../../client/src/lib/preferences';
import { fakeServer, renderApp, type FakeServer } from './render';

function Probe() {
  const prefs = usePreferences();
  return (
    <div>
      <output data-testid="prefs">{`${prefs.theme} ${prefs.language} ${prefs.currency}`}</output>
      <button onClick={() => prefs.setLanguage('de')}>de</button>
      <button onClick={() => prefs.setLanguage('en')}>en</button>
      <button onClick={() => prefs.setCurrency('USD')}>usd</button>
      <button onClick={prefs.toggleTheme}>theme</button>
    </div>
  );
}

function renderProbe() {
  render(
    <AppProviders link={fakeServer()}>
      <Probe />
    </AppProviders>,
  );
  return () => screen.getByTestId('prefs').textContent;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.cookie = 'language=; max-age=0; path=/';
});

describe('language and currency', () => {
  it('starts in English with GBP', () => {
    const prefs = renderProbe();
    expect(prefs()).toBe('light en GBP');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switching to German selects EUR, back to English selects GBP, and both are saved', async () => {
    const user = userEvent.setup();
    const prefs = renderProbe();
    await user.click(screen.getByText('usd'));
    expect(prefs()).toBe('light en USD');
    expect(localStorage.getItem('currency')).toBe('USD');

    await user.click(screen.getByText('de'));
    expect(prefs()).toBe('light de EUR');
    expect(localStorage.getItem('language')).toBe('de');
    expect(localStorage.getItem('currency')).toBe('EUR');
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('language=de');

    await user.click(screen.getByText('en'));
    expect(prefs()).toBe('light en GBP');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('currency')).toBe('GBP');
  });

  it('restores language and currency from local storage', () => {
    localStorage.setItem('language', 'de');
    localStorage.setItem('currency', 'USD');
    expect(renderProbe()()).toBe('light de USD');
  });

  it('accepts only en and de', () => {
    localStorage.setItem('language', 'fr');
    expect(renderProbe()()).toBe('light en GBP');
  });

  it('sends the chosen language with every GraphQL request and refetches in the new one', async () => {
    const user = userEvent.setup();
    const server: FakeServer = { requests: [] };
    renderApp('/', fakeServer(server));
    await screen.findByRole('heading', { level: 1, name: 'Luxury villas, hand-picked for you' });
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((r) => r.headers['Accept-Language'] === 'en')).toBe(true);

    const before = server.requests.length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await screen.findByRole('heading', { level: 1, name: 'Luxusvillen, handverlesen für Sie' });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    const after = server.requests.slice(before);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((r) => r.headers['Accept-Language'] === 'de')).toBe(true);
    // The header's currency switcher follows: EUR for German.
    expect(screen.getByRole('combobox', { name: 'Währung' })).toHaveValue('EUR');
  });
});

describe('theme', () => {
  it('defaults to light, toggles, saves and sets the class on the document root', async () => {
    const user = userEvent.setup();
    const prefs = renderProbe();
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(screen.getByText('theme'));
    expect(prefs()).toBe('dark en GBP');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('is restored from local storage on load', () => {
    localStorage.setItem('theme', 'dark');
    renderProbe();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('toggles from the header button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(within(header).getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
