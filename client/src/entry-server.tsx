import { ApolloLink, type ApolloClient, type DocumentNode, type ObservableQuery, type OperationVariables } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { matchPath, StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { LOCALES, type Locale } from '../../common/locale';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, isServerRendered, pageSourceFor, routeFor } from './app/router';
import { loadCatalogue, loadedCatalogues } from './i18n/catalogues';
import { createApolloClient } from './lib/apollo';
import { ServerRenderContext, SiteOriginContext, serialisePayload, type ServerPreferences, type ServerRenderFacts, type ServerRenderListener } from './lib/server-render';

/**
 * The storefront's server entry, built by Vite into dist/ssr (see vite.config.ts) and loaded by
 * the Express app (server/src/modules/ssr). It renders one public page with its data and hands
 * back the markup, the head texts, the status and the payload the browser hydrates from.
 */

export { isServerRendered, pageSourceFor };

export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  preferences: ServerPreferences;
  /** The site's public origin (PUBLIC_URL), for absolute links in the markup. */
  origin: string;
  /** Runs a GraphQL operation in the server's own process, as an anonymous visitor. */
  execute(operation: GraphQLOperation): Promise<GraphQLResult>;
}

export interface RenderResult {
  status: number;
  /** The markup of #root. */
  html: string;
  /** The text of the page's <script type="application/json" id="ssr-payload">, already escaped. */
  payload: string;
  title: string;
  description: string;
  /** How many times the page was rendered: 1 when its data was fetched before the first pass (see rememberedQueries). */
  passes: number;
}

/**
 * Root fields that answer about the visitor (the signed-in user, their basket and shortlist).
 * The server renders as an anonymous visitor and leaves these out of the payload, so the
 * browser asks for the visitor's own answers after hydration; no visitor's data is ever in
 * the HTML, and a shared cache can never pass one visitor's page to another.
 */
const VISITOR_FIELDS = ['me', 'cart', 'shortlist', 'inShortlist', 'myBookings', 'myOrders', 'myOrder', 'visitorCountry', 'checkoutQuote'];

/** Both catalogues, whole, once per process: every server render has its language's texts at hand. */
const catalogues = Promise.all(LOCALES.map((locale) => loadCatalogue(locale, { complete: true })));

/** The text of each document sent, printed once per process (the documents are the same objects from render to render: see shareDocuments). */
const printed = new WeakMap<object, string>();

function printOnce(document: Parameters<typeof print>[0]): string {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
}

/**
 * Apollo Client derives from each query the documents it works with (with __typename added, the
 * server's part, what directives it holds) and keeps them per client; a server render makes a
 * client per page, so every render derived and printed every query again. The first render's
 * client's derivations are kept for the process and given to every later client: they depend only
 * on the query and the cache's settings, which are the same for every render.
 */
let sharedDocuments: object | undefined;

function shareDocuments(client: object): void {
  const queryManager = (client as { queryManager?: { documentTransform?: unknown; transformCache?: unknown } }).queryManager;
  if (!queryManager?.documentTransform || !queryManager.transformCache) return;
  sharedDocuments ??= { documentTransform: queryManager.documentTransform, transformCache: queryManager.transformCache };
  Object.assign(queryManager, sharedDocuments);
}

function inProcessLink(execute: RenderRequest['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: printOnce(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * A query a page made, remembered for the next page of the same kind (see rememberedQueries):
 * its document, and its variables, each either the value of one of the route's parameters
 * (the villa's id on a villa page) or the value it had.
 */
interface RememberedQuery {
  query: DocumentNode;
  variables: [name: string, from: { param: string } | { value: unknown }][];
}

/**
 * The queries of the last page rendered of each kind: the same route pattern, query string and
 * preferences. A page's queries are fetched before its first render pass, so the pass finds every
 * answer in the cache and is the only one; without them Apollo renders once to find the queries
 * and again with their answers. When a page asks for something else, the render simply takes a
 * second pass, as it would have anyway. The most recent kinds are kept (REMEMBERED_KINDS).
 */
const rememberedQueries = new Map<string, RememberedQuery[]>();
const REMEMBERED_KINDS = 200;

/** Fetch policies that read the network in a server render (useSSRQuery turns the others into cache-first, or skips them). */
const FETCHING = new Set([undefined, 'cache-first', 'network-only', 'cache-and-network']);

interface WatchedQuery {
  query: DocumentNode;
  variables?: OperationVariables;
  observable: ObservableQuery;
}

/** Records the queries the render's components watch: the document, variables and observable of each. */
function watchedQueries(client: ApolloClient): WatchedQuery[] {
  const watched: WatchedQuery[] = [];
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options: Parameters<ApolloClient['watchQuery']>[0]) => {
    const observable = watchQuery(options);
    if (FETCHING.has(options.fetchPolicy)) watched.push({ query: options.query, variables: options.variables, observable });
    return observable;
  }) as ApolloClient['watchQuery'];
  return watched;
}

/** The watched queries as they can be asked again, once each: a variable with a route parameter's value stands for that parameter. */
function rememberable(watched: WatchedQuery[], params: Record<string, string | undefined>): RememberedQuery[] {
  const paramOf = new Map(Object.entries(params).flatMap(([name, value]) => (value ? [[value, name] as const] : [])));
  const byDocument = new Map<DocumentNode, Map<string, RememberedQuery>>();
  for (const { query, variables = {} } of watched) {
    const remembered: RememberedQuery = {
      query,
      variables: Object.entries(variables).map(([name, value]) => {
        const param = typeof value === 'string' ? paramOf.get(value) : undefined;
        return [name, param === undefined ? { value } : { param }];
      }),
    };
    const same = byDocument.get(query) ?? new Map<string, RememberedQuery>();
    byDocument.set(query, same.set(JSON.stringify(remembered.variables), remembered));
  }
  return [...byDocument.values()].flatMap((same) => [...same.values()]);
}

/** Fetches remembered queries for this page into the render's cache; a query that fails is left to the render. */
async function prefetch(client: ApolloClient, queries: readonly RememberedQuery[], params: Record<string, string | undefined>): Promise<void> {
  await Promise.all(
    queries.map(({ query, variables }) => {
      const values = Object.fromEntries(variables.map(([name, from]) => [name, 'param' in from ? params[from.param] : from.value]));
      if (variables.some(([name, from]) => 'param' in from && values[name] === undefined)) return undefined;
      return client.query({ query, variables: values }).catch(() => undefined);
    }),
  );
}

function remember(kind: string, queries: RememberedQuery[]): void {
  rememberedQueries.delete(kind);
  if (rememberedQueries.size >= REMEMBERED_KINDS) rememberedQueries.delete(rememberedQueries.keys().next().value!);
  rememberedQueries.set(kind, queries);
}

function messagesOf(locale: Locale) {
  return createIntl({ locale, messages: loadedCatalogues()[locale] as Record<string, string> });
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { preferences, origin } = request;
  const { pathname, search } = new URL(request.url, origin);
  await Promise.all([catalogues, routeFor(pathname).preload()]);

  const route = routeFor(pathname);
  const params = matchPath(route.path, pathname)?.params ?? {};
  const apollo = createApolloClient({ language: preferences.language, link: inProcessLink(request.execute), ssrMode: true });
  shareDocuments(apollo.client);
  const kind = `${route.path}${search}\n${JSON.stringify(preferences)}`;
  await prefetch(apollo.client, rememberedQueries.get(kind) ?? [], params);
  const watched = watchedQueries(apollo.client);
  let facts: ServerRenderFacts = { status: 200 };
  const listener: ServerRenderListener = { report: (found) => (facts = { ...facts, ...found }) };
  const tree = (
    <StrictMode>
      <ServerRenderContext value={listener}>
        <SiteOriginContext value={origin}>
          <AppProviders apollo={apollo} initialPreferences={preferences}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </SiteOriginContext>
      </ServerRenderContext>
    </StrictMode>
  );
  // A pass whose queries all had their answers (from the cache) is the page: Apollo's second
  // pass (it renders again whenever a pass watched a query) would only repeat it.
  const complete = new AbortController();
  // Each pass starts afresh: only the last one (with all data) says what the page is.
  const renderPass = async (node: ReactNode): Promise<{ prelude: AsyncIterable<string> }> => {
    facts = { status: 200 };
    // A Node stream is async-iterable; the client's type settings (no Node types) cannot see that.
    // One piece: no boundary is sent as a fallback plus a script that swaps the content in later
    // (inline scripts are refused by the site's CSP, and the page is complete anyway).
    const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    if (watched.every(({ observable }) => !observable.getCurrentResult().loading)) complete.abort();
    return { prelude: prelude as unknown as AsyncIterable<string> };
  };
  const { result, diagnostics } = await prerenderStatic({ tree, renderFunction: renderPass, signal: complete.signal, diagnostics: true });
  if (facts.status === 200) remember(kind, rememberable(watched, params));

  for (const fieldName of VISITOR_FIELDS) apollo.client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  apollo.client.cache.gc();
  const payload = serialisePayload({ apollo: apollo.client.extract() as Record<string, unknown>, preferences, origin });
  apollo.client.stop();

  const intl = messagesOf(preferences.language);
  return {
    status: facts.status,
    html: result,
    payload,
    title: facts.title ?? intl.formatMessage({ id: 'page.home.title' }),
    description: facts.description ?? intl.formatMessage({ id: 'page.home.intro' }),
    passes: diagnostics?.renderCount ?? 1,
  };
}
