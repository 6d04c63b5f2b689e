import { FormattedMessage } from 'react-intl';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Announcer } from '../../components/Announcer';
import { PageLoading } from '../../components/PageLoading';
import { Toaster } from '../../components/Toaster';
import '../../components/ui.css';
import { BasketButton } from '../../features/basket/BasketButton';
import { ChatButton } from '../../features/chat/ChatButton';
import { Footer } from '../../features/footer/Footer';
import { Header } from '../../features/header/Header';
import { useFirstVisitLanguage } from '../../lib/first-visit-language';
import { PageInteractive } from '../../lib/server-render';
import { useFloatingControls } from '../../lib/useFloatingControls';
import { useFocusAfterNavigation } from './useFocusAfterNavigation';
import { useScrollRestoration } from './useScrollRestoration';

/** Every page: header, the route's page, footer and the floating chat button. */
export function RootLayout() {
  useFirstVisitLanguage();
  useScrollRestoration();
  useFocusAfterNavigation();
  useFloatingControls();
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      <Header basket={<BasketButton />} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <PageInteractive />
        </Suspense>
      </main>
      <Footer />
      <ChatButton />
      <Toaster />
      <Announcer />
    </>
  );
}
