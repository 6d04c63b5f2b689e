import { gql } from '@apollo/client';
import { createCache } from '../../client/src/lib/apollo';

const PropertiesQuery = gql`
  query Properties($filter: PropertyFilter, $page: PageInput) {
    properties(filter: $filter, page: $page) {
      items {
        id
        title
      }
      offset
      hasNextPage
      totalCount
    }
  }
`;

const villa = (id: string) => ({ __typename: 'Property', id, title: `Villa ${id}` });
const page = (offset: number, ids: string[], hasNextPage: boolean) => ({
  properties: { __typename: 'PropertyPage', items: ids.map(villa), offset, hasNextPage, totalCount: 5 },
});

describe('Apollo cache policies', () => {
  it('merges property pages by offset, per filter', () => {
    const cache = createCache();
    const filter = { amenity: 'POOL' };
    cache.writeQuery({ query: PropertiesQuery, variables: { filter, page: { offset: 0, limit: 2 } }, data: page(0, ['1', '2'], true) });
    cache.writeQuery({ query: PropertiesQuery, variables: { filter, page: { offset: 2, limit: 2 } }, data: page(2, ['3', '4'], true) });
    const read = cache.readQuery<{ properties: { items: { id: string }[]; hasNextPage: boolean } }>({
      query: PropertiesQuery,
      variables: { filter, page: { offset: 0, limit: 2 } },
    });
    expect(read?.properties.items.map((p) => p.id)).toEqual(['1', '2', '3', '4']);

    // Refetching the first page replaces it and drops what followed.
    cache.writeQuery({ query: PropertiesQuery, variables: { filter, page: { offset: 0, limit: 2 } }, data: page(0, ['1', '9'], true) });
    const again = cache.readQuery<{ properties: { items: { id: string }[] } }>({ query: PropertiesQuery, variables: { filter } });
    expect(again?.properties.items.map((p) => p.id)).toEqual(['1', '9']);

    // Another filter is another list.
    const other = cache.readQuery({ query: PropertiesQuery, variables: { filter: { amenity: 'ISLAND' } } });
    expect(other).toBeNull();
  });

  it('puts a page fetched by cursor at the offset the server reports, in the same list', () => {
    const cache = createCache();
    const CursorQuery = gql`
      query Cursor($filter: PropertyFilter, $page: PageInput, $after: String) {
        properties(filter: $filter, page: $page, after: $after) {
          items {
            id
            title
          }
          offset
          hasNextPage
          totalCount
        }
      }
    `;
    const filter = { region: 'greece' };
    cache.writeQuery({ query: CursorQuery, variables: { filter, page: { limit: 2 } }, data: page(0, ['1', '2'], true) });
    cache.writeQuery({ query: CursorQuery, variables: { filter, page: { limit: 2 }, after: 'after-2' }, data: page(2, ['3', '4'], false) });
    const read = cache.readQuery<{ properties: { items: { id: string }[]; hasNextPage: boolean } }>({ query: CursorQuery, variables: { filter } });
    expect(read?.properties.items.map((p) => p.id)).toEqual(['1', '2', '3', '4']);
    expect(read?.properties.hasNextPage).toBe(false);
  });

  it('keeps one company and identifies currencies by code', () => {
    const cache = createCache();
    cache.writeQuery({
      query: gql`
        query A {
          company {
            name
          }
          currencies {
            code
            symbol
          }
        }
      `,
      data: { company: { __typename: 'Company', name: 'Villas' }, currencies: [{ __typename: 'Currency', code: 'EUR', symbol: '€' }] },
    });
    cache.writeQuery({
      query: gql`
        query B {
          company {
            chatUrl
          }
        }
      `,
      data: { company: { __typename: 'Company', chatUrl: 'https://chat.example' } },
    });
    const snapshot = cache.extract() as Record<string, Record<string, unknown>>;
    const companies = Object.keys(snapshot).filter((id) => id.startsWith('Company'));
    expect(companies).toHaveLength(1);
    expect(snapshot[companies[0]]).toEqual({ __typename: 'Company', name: 'Villas', chatUrl: 'https://chat.example' });
    expect(snapshot['Currency:{"code":"EUR"}']).toMatchObject({ code: 'EUR', symbol: '€' });
  });
});
