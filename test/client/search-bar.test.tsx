import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, businessToday, daysBetween, earliestCheckIn, latestCheckIn, monthStart } from '../../common/dates';
import { searchBarParams, SEARCH_BAR_DEFAULTS } from '../../client/src/features/home/searchBar.params';
import { renderApp } from './render';
import { answeringLink } from './storefront-render';

beforeEach(() => localStorage.clear());

describe('search bar parameters', () => {
  it('sends only the defaults that are set: 7 nights and 2 guests, no destination or date', () => {
    expect(searchBarParams(SEARCH_BAR_DEFAULTS)).toEqual({ nights: 7, guests: 2 });
  });

  it('sends the readable destination name, the ISO check-in, nights and adults + children', () => {
    expect(searchBarParams({ ...SEARCH_BAR_DEFAULTS, destination: 'costa-del-sol', checkIn: '2031-07-05', nights: 21, adults: 2, children: 3 })).toEqual({
      location: 'Costa del Sol',
      checkIn: '2031-07-05',
      nights: 21,
      guests: 5,
    });
  });

  it('sends a flexible month and its weeks as nights instead of a check-in', () => {
    expect(searchBarParams({ ...SEARCH_BAR_DEFAULTS, checkIn: '2031-07-05', mode: 'flexible', month: '2031-08', weeks: 2 })).toEqual({ month: '2031-08', nights: 14, guests: 2 });
  });

  it('leaves guests out when adults + children is 0', () => {
    expect(searchBarParams({ ...SEARCH_BAR_DEFAULTS, adults: 0, children: 0 })).not.toHaveProperty('guests');
  });
});

describe('search bar on the home page', () => {
  it('offers the nights 3–14 and 21, and navigates to /search with the chosen destination and guests', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', answeringLink({}));
    const where = await screen.findByLabelText('Where', {}, { timeout: 8000 });
    const nights = screen.getByLabelText('How many nights');
    expect(within(nights).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '3 nights', '4 nights', '5 nights', '6 nights', '7 nights', '8 nights', '9 nights', '10 nights', '11 nights', '12 nights', '13 nights', '14 nights', '21 nights',
    ]);
    expect(within(where).getByRole('group', { name: 'Greece' })).toBeInTheDocument();
    await user.selectOptions(where, 'Corfu');
    await user.selectOptions(nights, '10');

    await user.click(screen.getByRole('button', { name: /Who/ }));
    const adults = screen.getByRole('group', { name: 'Adults' });
    const children = screen.getByRole('group', { name: 'Children' });
    // Steppers never go below 0.
    const fewerChildren = within(children).getByRole('button', { name: 'Fewer Children' });
    expect(fewerChildren).toBeDisabled();
    await user.click(within(children).getByRole('button', { name: 'More Children' }));
    await user.click(within(adults).getByRole('button', { name: 'More Adults' }));
    expect(screen.getByRole('button', { name: /Who/ })).toHaveTextContent('3 adults, 1 child');

    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ location: 'Corfu', nights: '10', guests: '4' });
  });

  it('greys out check-in dates less than 14 days ahead', async () => {
    const user = userEvent.setup();
    renderApp('/', answeringLink({}));
    await user.click(await screen.findByRole('button', { name: /When/ }, { timeout: 8000 }));
    const today = new Date();
    const label = (offset: number) =>
      new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full' }).format(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    const first = screen.getByRole('button', { name: label(14) });
    expect(first).not.toHaveAttribute('aria-disabled');
    const next = screen.queryByRole('button', { name: `${label(13)}, unavailable` });
    // The day before may sit in the previous month, which the calendar does not show at all.
    if (next) expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(first);
    expect(screen.getByRole('button', { name: /When/ })).not.toHaveTextContent('Anytime');
  });

  it('closes the calendar on Escape (focus back on its button) and on a click outside, choosing nothing', async () => {
    const user = userEvent.setup();
    renderApp('/', answeringLink({}));
    const when = await screen.findByRole('button', { name: /When/ }, { timeout: 8000 });
    await user.click(when);
    expect(screen.getByRole('dialog', { name: /When/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /When/ })).not.toBeInTheDocument();
    expect(when).toHaveFocus();

    await user.click(when);
    expect(screen.getByRole('dialog', { name: /When/ })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog', { name: /When/ })).not.toBeInTheDocument();
    expect(when).toHaveTextContent('Anytime');
  });

  it('offers no arrival after the 24-month booking horizon, and neither button nor keyboard goes past its month', async () => {
    const user = userEvent.setup();
    renderApp('/', answeringLink({}));
    await user.click(await screen.findByRole('button', { name: /When/ }, { timeout: 8000 }));
    const calendar = screen.getByRole('dialog', { name: /When/ });
    const full = (iso: string) => new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full' }).format(Date.parse(`${iso}T00:00:00Z`));
    const monthYear = (iso: string) => new Intl.DateTimeFormat('en', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(Date.parse(`${iso}T00:00:00Z`));
    const latest = latestCheckIn(businessToday(), 24);
    // Two years on: 730 days, or 731 across a 29 February.
    expect(daysBetween(businessToday(), latest)).toBeGreaterThanOrEqual(730);
    expect(daysBetween(businessToday(), latest)).toBeLessThanOrEqual(731);

    const next = within(calendar).getByRole('button', { name: 'Next month' });
    let clicks = 0;
    while (next instanceof HTMLButtonElement && !next.disabled && clicks < 40) {
      await user.click(next);
      clicks += 1;
    }
    expect(within(calendar).getByText(monthYear(latest))).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(clicks).toBe((Number(latest.slice(0, 4)) - Number(earliestCheckIn().slice(0, 4))) * 12 + Number(latest.slice(5, 7)) - Number(earliestCheckIn().slice(5, 7)));

    const last = within(calendar).getByRole('button', { name: full(latest) });
    expect(last).not.toHaveAttribute('aria-disabled');
    const after = addDays(latest, 1);
    if (monthStart(after) === monthStart(latest)) expect(within(calendar).getByRole('button', { name: `${full(after)}, unavailable` })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('button', { name: full(monthStart(latest)) }));
    await user.click(screen.getByRole('button', { name: /When/ }));
    // From the horizon's month the keyboard stops on the last day: no later month, nothing later to pick.
    await user.keyboard('{PageDown}{ArrowRight}{ArrowDown}');
    expect(within(screen.getByRole('dialog', { name: /When/ })).getByText(monthYear(latest))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: full(latest) })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /When/ })).toHaveTextContent(new Intl.DateTimeFormat('en', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(Date.parse(`${latest}T00:00:00Z`)));
  });

  it('searches a flexible month for whole weeks, in German too', async () => {
    localStorage.setItem('language', 'de');
    const user = userEvent.setup();
    const { router } = renderApp('/', answeringLink({}));
    const bar = await screen.findByRole('search', {}, { timeout: 8000 });
    expect(within(bar).getByRole('radio', { name: 'Genaue Daten' })).toBeChecked();
    await user.click(within(bar).getByRole('radio', { name: 'Flexibel' }));
    // The month and length take the places of the date and the nights.
    expect(within(bar).queryByLabelText('Wie viele Nächte')).toBeNull();
    const month = within(bar).getByRole('combobox', { name: 'Monat' });
    const third = within(month).getAllByRole('option')[2] as HTMLOptionElement;
    await user.selectOptions(month, third);
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Dauer' }), '3');
    await user.click(within(bar).getByRole('button', { name: /suchen/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ month: third.value, nights: '21', guests: '2' });
  });
});
