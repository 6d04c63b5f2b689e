import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadPage, routeFor } from './app/router';
import { loadCatalogue } from './i18n/catalogues';
import { createApolloClient } from './lib/apollo';
import { readPreferences } from './lib/preferences';
import { ServerRenderContext, SiteOriginContext, readPayload } from './lib/server-render';
import './styles.css';
import './header.css';
import './page-frame.css';

const container = document.getElementById('root')!;
const server = readPayload();

function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {/* The same providers as entry-server.tsx, so hydration meets the tree the server drew. */}
      <ServerRenderContext value={null}>
        <SiteOriginContext value={server?.origin ?? null}>{children}</SiteOriginContext>
      </ServerRenderContext>
    </StrictMode>
  );
}

// Without transitions the address and the page change together: while a new page's chunk
// downloads, its place shows the loading state rather than the old page under the new URL.
const routes = (
  <BrowserRouter useTransitions={false}>
    <AppRoutes />
  </BrowserRouter>
);

if (server) {
  // A server-rendered page: hydrate it from the server's data, in the language and preferences
  // it was drawn in. Its page chunk and messages come first, so hydration never falls back.
  const { language } = server.preferences;
  await Promise.all([routeFor(window.location.pathname).preload(), loadCatalogue(language)]).catch(() => undefined);
  const apollo = createApolloClient({ language, state: server.apollo });
  // Hydrated as a transition: React then works through the page in short slices, yielding to
  // the browser between them (a click or a key is answered within one slice), instead of one
  // task that blocks the main thread for the whole page on a slow phone.
  startTransition(() => {
    hydrateRoot(
      container,
      <App>
        <AppProviders apollo={apollo} initialPreferences={server.preferences}>
          {routes}
        </AppProviders>
      </App>,
    );
  });
} else {
  // The shell of a browser-only page (account, checkout, admin): the first screen is rendered in
  // the stored language, so its catalogue is loaded first; the page's own chunk downloads meanwhile.
  preloadPage(window.location.pathname);
  await loadCatalogue(readPreferences().language);
  createRoot(container).render(
    <App>
      <AppProviders>{routes}</AppProviders>
    </App>,
  );
}
