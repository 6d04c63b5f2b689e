import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import type { Locale } from '../../../common/locale';
import { persistedQueriesLink } from './persisted-queries';

/**
 * Offset pagination for page fields (`properties`, `reviews`): each page is written at its
 * offset into one list per filter and sort, so "load more" (fetchMore with the next offset)
 * appends, and a refetch of the first page replaces only that page. A keyset page (`after`, the
 * previous page's `endCursor`) lands at the `offset` the server reports for it, so cursor and
 * offset pages of one filter share one list.
 */
export function offsetPagination(keyArgs: FieldPolicy['keyArgs'] = ['filter', 'sort']): FieldPolicy {
  return {
    keyArgs,
    merge(existing: { items?: readonly unknown[] } | undefined, incoming: { items: readonly unknown[]; offset?: number }, { args }) {
      const offset: number = args?.after ? (incoming.offset ?? existing?.items?.length ?? 0) : (args?.page?.offset ?? 0);
      const items = existing?.items ? existing.items.slice(0, offset) : [];
      incoming.items.forEach((item, i) => (items[offset + i] = item));
      return { ...existing, ...incoming, items };
    },
  };
}

export function createCache(options: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    resultCaching: options.resultCaching ?? true,
    typePolicies: {
      Currency: { keyFields: ['code'] },
      Country: { keyFields: ['slug'] },
      Destination: { keyFields: ['key'] },
      WhyUsCard: { keyFields: ['key'] },
      // One of each per site: every query's copy lands in the same cache entry.
      Company: { keyFields: [] },
      ReviewSummary: { keyFields: [] },
      // The visitor's one basket: the header count, the panel and every basket mutation's
      // answer land in the same entry, so a mutation updates them all without a refetch.
      Cart: { keyFields: [] },
      // Values without identity, stored inside their parent.
      SocialLink: { keyFields: false },
      Amenity: { keyFields: false },
      DateRange: { keyFields: false },
      // A villa's pictures live inside it: an illustration has no id (null), and a photo's
      // alt text depends on the language.
      PropertyImage: { keyFields: false },
      Query: {
        fields: {
          properties: offsetPagination(),
          reviews: offsetPagination(),
        },
      },
    },
  });
}

export interface StorefrontClient {
  client: ApolloClient;
  /** Sends the new language from now on and refetches, since server texts are translated. */
  setLanguage(language: Locale): Promise<void>;
}

/**
 * The client for the storefront. Cookies go with every request (session, basket, login) and
 * the current language rides along as Accept-Language so server texts come translated.
 * Query defaults: cached data never goes stale, no refetch on window
 * focus or other events, and no retry link (a failed request is reported, not repeated).
 * `link` replaces the HTTP transport (tests, and the server's in-process execution); `state`
 * is a server render's cache; `ssrMode` is for the server's own render client.
 */
export function createApolloClient(options: { language: Locale; uri?: string; link?: ApolloLink; state?: Record<string, unknown>; ssrMode?: boolean }): StorefrontClient {
  let language = options.language;
  const languageLink = new SetContextLink((prevContext) => ({
    headers: { ...prevContext.headers, 'Accept-Language': language },
  }));
  // Operations go by their trusted-document hash, queries as cacheable GETs (lib/persisted-queries.ts).
  const transport = options.link ?? ApolloLink.from([persistedQueriesLink(), new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'include' })]);
  // A server render reads each answer about once, in one pass: remembering every read and what it
  // depends on (for the next render, which never comes) cost more than the reads themselves.
  const cache = createCache({ resultCaching: !options.ssrMode });
  // A server-rendered page's data: the first render in the browser reads it, as the server did.
  if (options.state) cache.restore(options.state as Parameters<InMemoryCache['restore']>[0]);
  const client = new ApolloClient({
    link: ApolloLink.from([languageLink, transport]),
    cache,
    ssrMode: options.ssrMode,
    dataMasking: true,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  return {
    client,
    async setLanguage(next) {
      if (next === language) return;
      language = next;
      // Drop the other language's copies of catalogue texts; active queries refetch.
      await client.resetStore();
    },
  };
}
