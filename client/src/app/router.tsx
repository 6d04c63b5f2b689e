import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { isLocale, type Locale } from '../../../common/locale';
import { loadCatalogue } from '../i18n/catalogues';
import { LEGAL_PATH_LIST } from '../lib/legal-paths';
import { readPreferences } from '../lib/preferences';
import { heroImageUrl } from '../lib/urls';
import { RootLayout } from './layouts/RootLayout';

type PageModule = () => Promise<{ default: ComponentType }>;

export interface PageRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Downloads what the page needs before it can render (its chunk, and for most pages the messages). */
  preload: () => Promise<unknown>;
  /** The picture that is the page's largest paint, when it does not depend on the page's data. */
  largestImage?: string;
}

/**
 * A lazily loaded route module: each page is its own chunk. The declarative router (not the
 * data router) keeps the entry small. A page's chunk starts downloading when a link to it is
 * pointed at or focused (usePreloadOnIntent), so most navigations find it ready. Apart from the home page,
 * which the first part of the catalogue covers, a page also waits for the whole catalogue of the
 * language shown, downloaded alongside its chunk.
 */
function page(path: string, load: PageModule, largestImage?: string): PageRoute {
  const whole = () => loadCatalogue(shownLanguage(), { complete: true });
  const loadPage: PageModule = path === '/' ? load : () => Promise.all([load(), whole()]).then(([module]) => module);
  return { path, Page: lazy(loadPage), preload: loadPage, largestImage };
}

/**
 * Starts fetching a page's largest picture, at high priority, together with its code: otherwise
 * the browser would only ask for it once the page has rendered, seconds later on a slow phone.
 * Only for pictures known without the page's data (the home page's hero).
 */
function preloadImage(href: string): void {
  if (typeof document === 'undefined' || document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The language on screen: the document's (a server-rendered page sets it before any script), else the stored one. */
function shownLanguage(): Locale {
  const documentLanguage = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(documentLanguage) ? documentLanguage : readPreferences().language;
}

const enquire: PageModule = () => import('../features/enquire/EnquirePage');
const legal: PageModule = () => import('../features/legal/LegalPage');

/** The site's route table, plus the pages other screens link to. */
export const routes: PageRoute[] = [
  page('/', () => import('../features/home/HomePage'), heroImageUrl(1)),
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
  page('/verify-email/:token', () => import('../features/auth/VerifyEmailPage')),
  page('/account', () => import('../features/account/AccountPage')),
  page('/account/orders/:id/invoice', () => import('../features/account/InvoicePage')),
  page('/account/trips/:bookingId', () => import('../features/account/TripPage')),
  page('/extras', () => import('../features/extras/ExtrasPage')),
  page('/admin', () => import('../features/admin/AdminPage')),
  page('/owner', () => import('../features/owner/OwnerPage')),
  page('/newsletter/confirm/:token', () => import('../features/newsletter/NewsletterConfirmPage')),
  page('/newsletter/confirm', () => import('../features/newsletter/NewsletterConfirmPage')),
  page('/checkout', () => import('../features/checkout/CheckoutPage')),
  page('/checkout/confirmation/:orderNumber', () => import('../features/checkout/CheckoutConfirmationPage')),
  ...LEGAL_PATH_LIST.map((path) => page(path, legal)),
  page('/review/:token', () => import('../features/reviews/ReviewPage')),
  page('/how-we-verify-reviews', () => import('../features/reviews/HowWeVerifyReviewsPage')),
  page('*', () => import('../features/not-found/NotFoundPage')),
];

/** The route that shows `pathname` (the not-found page for anything unknown). */
export function routeFor(pathname: string): PageRoute {
  return routes.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ?? routes[routes.length - 1];
}

/**
 * The public pages the server renders, with their data, for a fast first paint and for
 * crawlers; the not-found page too, so unknown addresses answer 404. Personal, checkout and
 * admin pages are drawn in the browser only (the server sends the empty shell).
 */
const SERVER_RENDERED = new Set(['/', '/property/:id', '/search', '/special-offers', '/above', '/destinations', '/why-us', '/about-us', '/enquire', '/contact', '/blog', '/extras', '/how-we-verify-reviews', '*', ...LEGAL_PATH_LIST]);

/**
 * Each server-rendered page's module as Vite's build manifest names it: the server links the
 * page's own stylesheets in the HTML, so the page does not first paint without them.
 */
const PAGE_SOURCES: Record<string, string> = {
  '/': 'src/features/home/HomePage.tsx',
  '/property/:id': 'src/features/property/PropertyPage.tsx',
  '/search': 'src/features/search/SearchPage.tsx',
  '/special-offers': 'src/features/offers/SpecialOffersPage.tsx',
  '/above': 'src/features/above/AbovePage.tsx',
  '/destinations': 'src/features/destinations/DestinationsPage.tsx',
  '/why-us': 'src/features/why-us/WhyUsPage.tsx',
  '/about-us': 'src/features/about-us/AboutUsPage.tsx',
  '/enquire': 'src/features/enquire/EnquirePage.tsx',
  '/contact': 'src/features/enquire/EnquirePage.tsx',
  '/blog': 'src/features/blog/BlogPage.tsx',
  '/extras': 'src/features/extras/ExtrasPage.tsx',
  '/how-we-verify-reviews': 'src/features/reviews/HowWeVerifyReviewsPage.tsx',
  '*': 'src/features/not-found/NotFoundPage.tsx',
  ...Object.fromEntries(LEGAL_PATH_LIST.map((path) => [path, 'src/features/legal/LegalPage.tsx'])),
};

/** The module of the page at `pathname`, as the build manifest names it. */
export function pageSourceFor(pathname: string): string | undefined {
  return PAGE_SOURCES[routeFor(pathname).path];
}

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.has(routeFor(pathname).path);
}

/**
 * Starts downloading the page at `pathname` right away (main.tsx calls it while the first
 * catalogue part loads), instead of after the first render, and its largest picture when that
 * is known beforehand. A failure is left to the page, which reports it when it renders.
 */
export function preloadPage(pathname: string): void {
  const route = routeFor(pathname);
  route.preload().catch(() => undefined);
  if (route.largestImage) preloadImage(route.largestImage);
}

/**
 * Preloads the page behind any same-origin link the visitor points at or tabs to, anywhere in
 * the app: by the time of the click the page is usually there.
 */
function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      // Not a file to download (a statement, an invoice): no page of the app is behind it.
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank' || link.hasAttribute('download')) return;
      // The code only: a picture preloaded for a page the visitor then does not open would be wasted (and warned about).
      routeFor(link.pathname)
        .preload()
        .catch(() => undefined);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}

/** Every page inside the root layout; rendered under a BrowserRouter (or a MemoryRouter in tests). */
export function AppRoutes() {
  usePreloadOnIntent();
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
