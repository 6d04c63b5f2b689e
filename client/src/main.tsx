import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadPage } from './app/router';
import { loadCatalogue } from './i18n/catalogues';
import { readPreferences } from './lib/preferences';
import './styles.css';

// The first screen is rendered in the stored language, so its catalogue is loaded first; the
// page's own chunk downloads meanwhile.
preloadPage(window.location.pathname);
await loadCatalogue(readPreferences().language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      {/* Without transitions the address and the page change together: while a new page's chunk
          downloads, its place shows the loading state rather than the old page under the new URL. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
