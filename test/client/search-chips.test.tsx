import { screen, within } from '@testing-library/react';
import { renderApp } from './render';
import { answeringLink, villa } from './storefront-render';

beforeEach(() => localStorage.clear());

const search = {
  Search: { properties: { __typename: 'PropertyPage', totalCount: 1, hasNextPage: false, items: [villa()] } },
};

async function chips() {
  return within(await screen.findByRole('list', { name: 'Active filters' }, { timeout: 8000 }));
}

describe('search chips (regression: removing a default did nothing)', () => {
  it('shows the default 7 nights and 2 guests without a remove button', async () => {
    renderApp('/search?location=Corfu', answeringLink(search));
    const list = await chips();
    expect(list.getByText('7 nights')).toBeInTheDocument();
    expect(list.getByText('2 guests')).toBeInTheDocument();
    expect(list.queryByRole('link', { name: /7 nights/ })).toBeNull();
    expect(list.queryByRole('link', { name: /2 guests/ })).toBeNull();
    expect(list.getByRole('link', { name: /Corfu/ })).toHaveAttribute('href', '/search');
  });

  it('lets a chosen stay length or party size be removed, back to the default', async () => {
    renderApp('/search?nights=14&guests=6', answeringLink(search));
    const list = await chips();
    expect(list.getByRole('link', { name: /14 nights/ })).toHaveAttribute('href', '/search?guests=6');
    expect(list.getByRole('link', { name: /6 guests/ })).toHaveAttribute('href', '/search?nights=14');
  });
});

describe('the country chip names the country in the visitor language', () => {
  it.each([
    ['en', 'Active filters', 'Greece'],
    ['de', 'Aktive Filter', 'Griechenland'],
  ])('%s', async (language, listName, country) => {
    localStorage.setItem('language', language);
    renderApp('/search?region=greece', answeringLink(search));
    const list = within(await screen.findByRole('list', { name: listName }, { timeout: 8000 }));
    expect(list.getByRole('link', { name: new RegExp(country) })).toHaveAttribute('href', '/search');
  });
});
