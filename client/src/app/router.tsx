import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { RootLayout } from './layouts/RootLayout';

type PageModule = () => Promise<{ default: ComponentType }>;

/** A lazily loaded route module: each page is its own chunk. */
function page(path: string, load: PageModule): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await load()).default }),
    HydrateFallback: PageLoading,
  };
}

const enquire: PageModule = () => import('../features/enquire/EnquirePage');

/** The route table of spec section 2, plus the pages other screens link to. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
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
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
