import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import type { Locale } from '../../../common/locale';

/**
 * Offset pagination for `properties`: pages are written at their offset into one list per
 * filter, so "load more" appends and a refetch of page one replaces only page one. Handles a
 * bare list or a page object ({ items, … }), whichever the server returns.
 */
export function offsetMerge(keyArgs: FieldPolicy['keyArgs'] = ['filter']): FieldPolicy {
  return {
    keyArgs,
    merge(existing: unknown, incoming: unknown, { args }) {
      const offset = typeof args?.offset === 'number' ? args.offset : (args?.page?.offset ?? 0);
      const splice = (old: readonly unknown[] | undefined, next: readonly unknown[]) => {
        const merged = old ? old.slice(0) : [];
        next.forEach((item, i) => (merged[offset + i] = item));
        return merged;
      };
      if (Array.isArray(incoming)) return splice(existing as unknown[] | undefined, incoming);
      if (incoming && typeof incoming === 'object' && Array.isArray((incoming as { items?: unknown }).items)) {
        const page = incoming as { items: unknown[] };
        const old = (existing as { items?: unknown[] } | undefined)?.items;
        return { ...(existing as object), ...page, items: splice(old, page.items) };
      }
      return incoming;
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Currency: { keyFields: ['code'] },
      Country: { keyFields: ['slug'] },
      Destination: { keyFields: ['key'] },
      // One company per site: every query's `company` lands in the same cache entry.
      Company: { keyFields: [] },
      SocialLink: { keyFields: false },
      Query: {
        fields: {
          properties: offsetMerge(),
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
 * Query defaults follow spec section 7: cached data never goes stale, no refetch on window
 * focus or other events, and no retry link (a failed request is reported, not repeated).
 * `link` replaces the HTTP transport (tests).
 */
export function createApolloClient(options: { language: Locale; uri?: string; link?: ApolloLink }): StorefrontClient {
  let language = options.language;
  const languageLink = new SetContextLink((prevContext) => ({
    headers: { ...prevContext.headers, 'Accept-Language': language },
  }));
  const transport = options.link ?? new HttpLink({ uri: options.uri ?? '/graphql', credentials: 'include' });
  const client = new ApolloClient({
    link: ApolloLink.from([languageLink, transport]),
    cache: createCache(),
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
