import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadCatalogue } from '../i18n/catalogues';
import { readPreferences } from '../lib/preferences';
import { RootLayout } from './layouts/RootLayout';

type PageModule = () => Promise<{ default: ComponentType }>;

export interface PageRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * A lazily loaded route module: each page is its own chunk. The declarative router (not the
 * data router) keeps the entry small; BrowserRouter renders navigations in a transition, so the
 * current page stays on screen while the next page's chunk loads. Apart from the home page,
 * which the first part of the catalogue covers, a page also waits for the whole catalogue of the
 * language shown, downloaded alongside its chunk.
 */
function page(path: string, load: PageModule): PageRoute {
  const whole = () => loadCatalogue(readPreferences().language, { complete: true });
  return { path, Page: lazy(path === '/' ? load : () => Promise.all([load(), whole()]).then(([module]) => module)) };
}

const enquire: PageModule = () => import('../features/enquire/EnquirePage');

/** The route table of spec section 2, plus the pages other screens link to. */
export const routes: PageRoute[] = [
  page('/', () => import('../features/home/HomePage')),
  page('/property/:id', () => import('../features/property/PropertyPage')),
  page('/search', () => import('../features/search/SearchPage')),
  page('/special-offers', () => import('../features/offers/SpecialOffersPage')),
  page('/above', () => import('../features/above/AbovePage')),
  page('/destinations', () => import('../features/destinations/DestinationsPage')),
  page('/why-us', () => import('../features/why-us/WhyUsPage')),
  page('/about-us', () => import('../features/about-us/AboutUsPage')),
  page('/enquire', enquire),
  page('/contact', enquire),
  page('/blog', () => import('../features/blog/BlogPage')),
  page('/shortlist', () => import('../features/shortlist/ShortlistPage')),
  page('/login', () => import('../features/auth/LoginPage')),
  page('/forgot-password', () => import('../features/auth/ForgotPasswordPage')),
  page('/reset-password/:token', () => import('../features/auth/ResetPasswordPage')),
  page('/account', () => import('../features/account/AccountPage')),
  page('/account/orders/:id/invoice', () => import('../features/account/InvoicePage')),
  page('/extras', () => import('../features/extras/ExtrasPage')),
  page('/admin', () => import('../features/admin/AdminPage')),
  page('/newsletter/confirm/:token', () => import('../features/newsletter/NewsletterConfirmPage')),
  page('/newsletter/confirm', () => import('../features/newsletter/NewsletterConfirmPage')),
  page('/checkout', () => import('../features/checkout/CheckoutPage')),
  page('/checkout/confirmation/:orderNumber', () => import('../features/checkout/CheckoutConfirmationPage')),
  page('*', () => import('../features/not-found/NotFoundPage')),
];

/** Every page inside the root layout; rendered under a BrowserRouter (or a MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
