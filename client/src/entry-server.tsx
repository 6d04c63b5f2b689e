import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
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

function messagesOf(locale: Locale) {
  return createIntl({ locale, messages: loadedCatalogues()[locale] as Record<string, string> });
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { preferences, origin } = request;
  const { pathname } = new URL(request.url, origin);
  await Promise.all([catalogues, routeFor(pathname).preload()]);

  const apollo = createApolloClient({ language: preferences.language, link: inProcessLink(request.execute), ssrMode: true });
  shareDocuments(apollo.client);
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
  // Each pass starts afresh: only the last one (with all data) says what the page is.
  const renderPass = (node: ReactNode): Promise<{ prelude: AsyncIterable<string> }> => {
    facts = { status: 200 };
    // A Node stream is async-iterable; the client's type settings (no Node types) cannot see that.
    // One piece: no boundary is sent as a fallback plus a script that swaps the content in later
    // (inline scripts are refused by the site's CSP, and the page is complete anyway).
    return prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY }).then(({ prelude }) => ({ prelude: prelude as unknown as AsyncIterable<string> }));
  };
  const { result } = await prerenderStatic({ tree, renderFunction: renderPass });

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
  };
}
