import { screen } from '@testing-library/react';
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
