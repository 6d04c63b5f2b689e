import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { loadCatalogue } from './i18n/catalogues';
import { readPreferences } from './lib/preferences';
import './styles.css';

// The first screen is rendered in the stored language, so its catalogue is loaded first.
await loadCatalogue(readPreferences().language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
