import { screen, within } from '@testing-library/react';
import { renderApp } from './render';
import { answeringLink, villa } from './storefront-render';

const search = {
  Search: {
    properties: {
      __typename: 'PropertyPage',
      totalCount: 2,
      hasNextPage: false,
      items: [villa(), villa({ id: 'villa-2', title: 'Casa Luna', price: 2000, discount: null, badge: null, flightsIncluded: false, features: [] })],
    },
  },
};

beforeEach(() => localStorage.clear());

describe('villa card prices', () => {
  it.each([
    ['GBP', '£7,900'],
    ['EUR', '€9,085'],
    ['USD', '$10,033'],
  ])('shows the weekly from-price in %s, converted and rounded', async (currency, shown) => {
    localStorage.setItem('currency', currency);
    renderApp('/search', answeringLink(search));
    const card = (await screen.findByRole('link', { name: 'Villa Petra' }, { timeout: 8000 })).closest('article')!;
    expect(within(card as HTMLElement).getByText(shown)).toBeInTheDocument();
    expect(card).toHaveTextContent(`From ${shown} per week`);
  });

  it('shows £ and the unconverted price for an unknown currency', async () => {
    localStorage.setItem('currency', 'XYZ');
    renderApp('/search', answeringLink(search));
    const card = (await screen.findByRole('link', { name: 'Villa Petra' }, { timeout: 8000 })).closest('article')!;
    expect(card).toHaveTextContent('From £7,900 per week');
  });

  it('shows badges, facts and at most 3 features, and links to the villa', async () => {
    renderApp('/search', answeringLink(search));
    const link = await screen.findByRole('link', { name: 'Villa Petra' }, { timeout: 8000 });
    const card = link.closest('article') as HTMLElement;
    expect(link).toHaveAttribute('href', '/property/villa-1');
    expect(card).toHaveTextContent('save up to 15%');
    expect(card).toHaveTextContent('flights included');
    expect(card).toHaveTextContent('Popular');
    expect(card).toHaveTextContent('7 bedrooms');
    expect(card).toHaveTextContent('Sleeps 16');
    expect(card).toHaveTextContent('6 bathrooms');
    expect(within(card).getByText('Barbecue')).toBeInTheDocument();
    expect(within(card).queryByText('Pizza oven')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Villa Petra' })).toHaveAttribute('loading', 'eager');
    const other = (await screen.findByRole('link', { name: 'Casa Luna' }, { timeout: 8000 })).closest('article') as HTMLElement;
    expect(other).not.toHaveTextContent('flights included');
    expect(other).not.toHaveTextContent('save up to');
    expect(screen.getByText('2 villas available')).toBeInTheDocument();
  });
});
