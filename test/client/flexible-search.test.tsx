import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render';
import { answeringLink, villa } from './storefront-render';

beforeEach(() => localStorage.clear());

/** A flexible search's answer: one villa with two free weeks. */
function flexibleAnswer(variables: Record<string, unknown>) {
  const filter = variables.filter as { month?: string };
  return {
    properties: {
      __typename: 'PropertyPage',
      totalCount: 1,
      totalCountIsEstimate: false,
      hasNextPage: false,
      offset: 0,
      endCursor: 'cursor-1',
      items: [
        villa({
          id: 'villa-1',
          title: 'Villa Petra',
          ...(variables.flexible
            ? {
                stays: [
                  { __typename: 'StayOffer', checkIn: `${filter.month}-03`, checkOut: `${filter.month}-10`, total: 7000 },
                  { __typename: 'StayOffer', checkIn: `${filter.month}-10`, checkOut: `${filter.month}-17`, total: 11000 },
                ],
              }
            : {}),
        }),
      ],
    },
  };
}

describe('flexible dates on the search page', () => {
  it('lists each card\'s free weeks with their totals, each opening the villa with those dates', async () => {
    const requests: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderApp('/search?month=2030-07&nights=7', answeringLink({ Search: flexibleAnswer }, requests));
    const weeks = await screen.findByRole('list', { name: 'Free stays of Villa Petra' }, { timeout: 8000 });
    const links = within(weeks).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/property/villa-1?checkIn=2030-07-03&checkOut=2030-07-10', '/property/villa-1?checkIn=2030-07-10&checkOut=2030-07-17']);
    expect(links[1]).toHaveTextContent('£11,000');
    expect(screen.getByText('Any arrival in July 2030')).toBeInTheDocument();
    expect(requests.find((r) => r.operationName === 'Search')!.variables).toMatchObject({ filter: { month: '2030-07', nights: 7 }, flexible: true });
  });

  it('switches from exact dates to a month and 2 weeks, in German too', async () => {
    localStorage.setItem('language', 'de');
    const user = userEvent.setup();
    const { router } = renderApp('/search?checkIn=2030-07-04&guests=4', answeringLink({ Search: flexibleAnswer }));
    await user.click(await screen.findByRole('radio', { name: 'Flexibel' }, { timeout: 8000 }));
    const month = screen.getByRole('combobox', { name: 'Monat' });
    await user.selectOptions(month, within(month).getAllByRole('option')[2]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dauer' }), '2');
    await user.click(screen.getByRole('button', { name: 'Freie Wochen zeigen' }));
    const query = Object.fromEntries(new URLSearchParams(router.state.location.search));
    expect(query).toMatchObject({ guests: '4', nights: '14' });
    expect(query.month).toMatch(/^\d{4}-\d{2}$/);
    expect(query.checkIn).toBeUndefined();
    expect(await screen.findByRole('list', { name: 'Freie Aufenthalte in Villa Petra' })).toBeInTheDocument();
  });
});
