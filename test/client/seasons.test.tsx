import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, earliestCheckIn } from '../../common/dates';
import { weekdayOf } from '../../common/seasonal-pricing';
import { AppProviders } from '../../client/src/app/AppProviders';
import { Toaster } from '../../client/src/components/Toaster';
import { resetToasts } from '../../client/src/components/toast.store';
import { VillaRates } from '../../client/src/features/admin/villas/VillaRates';
import { bookingEstimate } from '../../client/src/features/property/booking.logic';
import { mockServer, type Handler } from './account-render';
import { renderApp } from './render';
import { answeringLink, picture, villa } from './storefront-render';

/*
 * Seasonal prices and changeover days as visitors and staff see them: the property
 * page's season table in the interface language, a night-by-night estimate, check-in and
 * check-out only on the changeover day, search cards' "from" price, and the admin editor's
 * seasons with the server's errors on the field at fault.
 */

beforeEach(() => {
  localStorage.clear();
  resetToasts();
});

const season = (from: string, to: string, weeklyPrice: number) => ({ __typename: 'PropertyRate', from, to, weeklyPrice });

describe('night-by-night estimate', () => {
  it('prices the nights before a season at the base price and the ones in it at the season price', () => {
    const estimate = bookingEstimate(7000, '2031-06-04', '2031-06-11', [{ from: '2031-06-07', to: '2031-09-06', weeklyPrice: 14000 }]);
    expect(estimate?.total).toBe(3 * 1000 + 4 * 2000);
    expect(estimate?.segments.map((s) => [s.nights, s.pricePerNight, s.total])).toEqual([
      [3, 1000, 3000],
      [4, 2000, 8000],
    ]);
  });
});

function propertyPage(overrides: Record<string, unknown> = {}) {
  return {
    PropertyPage: {
      property: {
        ...villa({ price: 7000, flightsIncluded: false }),
        region: 'Corfu',
        description: 'A villa.',
        longDescription: 'More about it.',
        layout: [],
        nearbyAttractions: [],
        amenities: [],
        images: [picture('/a.svg')],
        inShortlist: false,
        country: { __typename: 'Country', slug: 'greece', name: 'Greece' },
        changeoverDay: null,
        rates: [season('2031-06-07', '2031-09-06', 14000)],
        ...overrides,
      },
      similarProperties: [],
    },
    BookedRanges: { bookedRanges: [] },
  };
}

describe('property page', () => {
  it('shows the season table with dates and prices in English', async () => {
    renderApp('/property/villa-1', answeringLink(propertyPage()));
    const table = await screen.findByTestId('season-table', {}, { timeout: 8000 });
    expect(within(table).getByRole('row', { name: 'Jun 7, 2031 – Sep 6, 2031 £14,000' })).toBeInTheDocument();
    expect(screen.getByText(/Other nights: £7,000 per week/)).toBeInTheDocument();
  });

  it('shows the season table in German with euro prices', async () => {
    localStorage.setItem('language', 'de');
    localStorage.setItem('currency', 'EUR');
    renderApp('/property/villa-1', answeringLink(propertyPage()));
    const table = await screen.findByTestId('season-table', {}, { timeout: 8000 });
    expect(screen.getByRole('heading', { name: 'Saisonpreise' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/7\. Juni 2031 – 6\. Sept\. 2031/);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('€');
  });

  it('offers only the changeover day for check-in and check-out and says which day it is', async () => {
    const user = userEvent.setup();
    renderApp('/property/villa-1', answeringLink(propertyPage({ changeoverDay: 6, rates: [] })));
    expect(await screen.findByTestId('changeover-hint', {}, { timeout: 8000 })).toHaveTextContent('Changeover day: Saturday. Arrivals and departures on this weekday only.');
    await user.click(screen.getByRole('button', { name: /Check-in/ }));
    const calendar = screen.getByRole('dialog', { name: /Check-in/ });
    let saturday = earliestCheckIn();
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    const full = (iso: string) => new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full' }).format(Date.parse(`${iso}T00:00:00Z`));
    const next = () => within(calendar).getByRole('button', { name: 'Next month' });
    if (!within(calendar).queryByRole('button', { name: full(saturday) })) await user.click(next());
    expect(within(calendar).getByRole('button', { name: full(saturday) })).not.toHaveAttribute('aria-disabled');
    // The Sunday after is within the same week and never the changeover day.
    const sunday = addDays(saturday, 1);
    if (!within(calendar).queryByRole('button', { name: `${full(sunday)}, unavailable` })) await user.click(next());
    expect(within(calendar).getByRole('button', { name: `${full(sunday)}, unavailable` })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('search cards', () => {
  it('say "from" the lowest weekly price of the coming 12 months', async () => {
    const cheaper = villa({ id: 'villa-2', title: 'Casa Luna', price: 9000, fromWeeklyPrice: 6300, discount: null, badge: null, flightsIncluded: false, features: [] });
    renderApp('/search', answeringLink({ Search: { properties: { __typename: 'PropertyPage', totalCount: 1, items: [cheaper] } } }));
    const card = (await screen.findByRole('link', { name: 'Casa Luna' }, { timeout: 8000 })).closest('article') as HTMLElement;
    expect(card).toHaveTextContent('From £6,300 per week');
  });
});

describe('admin seasons editor', () => {
  function renderEditor(handlers: Record<string, Handler>) {
    const server = mockServer({
      AdminVillaRates: () => ({ data: { adminProperty: { __typename: 'Property', id: 'villa-1', currency: 'GBP', changeoverDay: null, rates: [season('2031-06-07', '2031-09-06', 14000)] } } }),
      ...handlers,
    });
    render(
      <AppProviders link={server.link}>
        <VillaRates propertyId="villa-1" />
        <Toaster />
      </AppProviders>,
    );
    return server;
  }

  it('adds and removes seasons and sends the whole table', async () => {
    const user = userEvent.setup();
    const server = renderEditor({
      AdminSetPropertyRates: (variables) => {
        const input = variables.input as { rates: { from: string; to: string; weeklyPrice: number }[] };
        return { data: { setPropertyRates: { __typename: 'Property', id: 'villa-1', updatedAt: '2031-01-01T00:00:00Z', rates: input.rates.map((r) => season(r.from, r.to, r.weeklyPrice)) } } };
      },
    });
    const first = await screen.findByRole('group', { name: 'Season 1' }, { timeout: 8000 });
    expect(within(first).getByLabelText('First night')).toHaveValue('2031-06-07');
    await user.click(screen.getByRole('button', { name: 'Add season' }));
    const second = screen.getByRole('group', { name: 'Season 2' });
    await user.type(within(second).getByLabelText('First night'), '2031-09-06');
    await user.type(within(second).getByLabelText('End (day after the last night)'), '2031-10-04');
    await user.type(within(second).getByLabelText('Weekly price (GBP)'), '9100');
    await user.click(screen.getByRole('button', { name: 'Add season' }));
    await user.click(screen.getByRole('button', { name: 'Remove season 3' }));
    await user.click(screen.getByRole('button', { name: 'Save seasons' }));
    expect(await screen.findByText('Seasons saved')).toBeInTheDocument();
    expect(server.called('AdminSetPropertyRates')[0].variables).toEqual({
      input: {
        propertyId: 'villa-1',
        rates: [
          { from: '2031-06-07', to: '2031-09-06', weeklyPrice: 14000 },
          { from: '2031-09-06', to: '2031-10-04', weeklyPrice: 9100 },
        ],
      },
    });
  });

  it("shows the server's error on the season and field it names", async () => {
    const user = userEvent.setup();
    renderEditor({
      AdminSetPropertyRates: () => ({
        errors: [{ message: 'rates.1.from: this season overlaps rates.0 (2031-06-07 to 2031-09-06). Seasons of a villa cannot share a night.', extensions: { code: 'CONFLICT', field: 'rates.1.from' } }],
      }),
    });
    await screen.findByRole('group', { name: 'Season 1' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Add season' }));
    const second = screen.getByRole('group', { name: 'Season 2' });
    await user.type(within(second).getByLabelText('First night'), '2031-08-01');
    await user.type(within(second).getByLabelText('End (day after the last night)'), '2031-08-15');
    await user.type(within(second).getByLabelText('Weekly price (GBP)'), '9100');
    await user.click(screen.getByRole('button', { name: 'Save seasons' }));
    const alert = await screen.findByRole('alert');
    const text = 'Season 2, First night: this season overlaps Season 1 (2031-06-07 to 2031-09-06). Seasons of a villa cannot share a night.';
    expect(alert).toHaveTextContent(text);
    expect(within(second).getByLabelText('First night')).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByLabelText('First night')).toHaveAccessibleDescription(text);
  });

  it('asks to save a new villa first', async () => {
    render(
      <AppProviders link={mockServer({}).link}>
        <VillaRates propertyId={null} />
      </AppProviders>,
    );
    expect(await screen.findByText('Seasonal prices and the changeover day can be set once the villa is saved.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('saves the changeover day through the villa fields', async () => {
    const user = userEvent.setup();
    const server = renderEditor({
      AdminSetChangeoverDay: (variables) => ({ data: { updateProperty: { __typename: 'Property', id: 'villa-1', updatedAt: '2031-01-01T00:00:00Z', changeoverDay: variables.changeoverDay } } }),
    });
    const select = await screen.findByRole('combobox', { name: 'Guests arrive and leave on' }, { timeout: 8000 });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any day', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await user.selectOptions(select, 'Saturday');
    await user.click(screen.getByRole('button', { name: 'Save changeover day' }));
    await waitFor(() => expect(server.called('AdminSetChangeoverDay')[0]?.variables).toEqual({ id: 'villa-1', changeoverDay: 6 }));
    expect(await screen.findByText('Changeover day saved')).toBeInTheDocument();
  });
});
