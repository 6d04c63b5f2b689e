import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render';
import { answeringLink, villa } from './storefront-render';

beforeEach(() => localStorage.clear());

const villas = (from: number, count: number) => Array.from({ length: count }, (_, i) => villa({ id: `villa-${from + i}`, title: `Villa ${from + i}` }));

/** The server's answer to the Search query: more than 1,000 matches, so the count is "at least". */
function searchAnswer(variables: Record<string, unknown>) {
  const offset = variables.after ? 12 : 0;
  return {
    properties: {
      __typename: 'PropertyPage',
      totalCount: 1000,
      totalCountIsEstimate: true,
      hasNextPage: true,
      offset,
      endCursor: `cursor-${offset + 12}`,
      items: villas(offset, 12),
    },
  };
}

describe('search page with more than 1,000 matches', () => {
  it('says "1,000+" and fetches "Show more villas" after the last villa shown', async () => {
    const user = userEvent.setup();
    const requests: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderApp('/search?guests=2', answeringLink({ Search: searchAnswer }, requests));
    expect(await screen.findByText('1,000+ villas available', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Showing 12 of 1,000+')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more villas' }));
    expect(await screen.findByText('Villa 23')).toBeInTheDocument();
    expect(screen.getByText('Villa 0')).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 1,000+')).toBeInTheDocument();
    const searches = requests.filter((r) => r.operationName === 'Search');
    expect(searches.at(-1)!.variables).toMatchObject({ after: 'cursor-12', page: { limit: 12 } });
  });

  it('says it in German too', async () => {
    localStorage.setItem('language', 'de');
    renderApp('/search?guests=2', answeringLink({ Search: searchAnswer }));
    expect(await screen.findByText('1.000+ Villen verfügbar', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('12 von 1.000+ angezeigt')).toBeInTheDocument();
  });
});

describe('search filters panel', () => {
  it('writes the price range, bedrooms and amenities chosen into the address, keeping the search, and clears them again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/search?guests=2&minPrice=2000', answeringLink({ Search: searchAnswer }));
    await user.click(await screen.findByRole('button', { name: /Filters/ }, { timeout: 8000 }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('combobox', { name: 'Minimum' })).toHaveValue('2000');
    // A maximum below the minimum cannot be chosen.
    expect(within(within(panel).getByRole('combobox', { name: 'Maximum' })).getByRole('option', { name: '£1,000' })).toBeDisabled();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Maximum' }), '5000');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Bedrooms' }), '3');
    await user.click(within(panel).getByRole('checkbox', { name: 'Private Pool' }));
    await user.click(within(panel).getByRole('button', { name: 'Show villas' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ guests: '2', minPrice: '2000', maxPrice: '5000', bedrooms: '3', amenities: 'private-pool' });

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(again).getByRole('checkbox', { name: 'Private Pool' })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Clear filters' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ guests: '2' });
  });
});
