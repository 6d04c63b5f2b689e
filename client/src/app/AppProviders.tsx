import { type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, ReactIntlErrorCode, type IntlCache, type IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../../common/locale';
import { isCatalogueComplete, loadCatalogue, loadedCatalogues, subscribeToCatalogues, type Messages } from '../i18n/catalogues';
import { createApolloClient, type StorefrontClient } from '../lib/apollo';
import { usePreferences } from '../lib/preferences';
import type { ServerPreferences } from '../lib/server-render';
import { PreferencesProvider } from './PreferencesProvider';

interface AppProvidersProps {
  children: ReactNode;
  /** Replaces the HTTP transport (tests). */
  link?: ApolloLink;
  /** A ready client: the server's render client, or the browser's with the server's cache restored. */
  apollo?: StorefrontClient;
  /** The preferences a server-rendered page was drawn with (see PreferencesProvider). */
  initialPreferences?: ServerPreferences;
}

/** Preferences, translations and data, in that order: the latter two follow the language. */
export function AppProviders({ children, link, apollo, initialPreferences }: AppProvidersProps) {
  return (
    <PreferencesProvider initial={initialPreferences}>
      <LanguageScoped link={link} apollo={apollo}>
        {children}
      </LanguageScoped>
    </PreferencesProvider>
  );
}

function LanguageScoped({ children, link, apollo }: Pick<AppProvidersProps, 'children' | 'link' | 'apollo'>) {
  const { language } = usePreferences();
  const [{ client, setLanguage }] = useState(() => apollo ?? createApolloClient({ language, link }));

  useLayoutEffect(() => {
    void setLanguage(language);
  }, [setLanguage, language]);

  const catalogue = useCatalogue(language);
  const intl = useMemo(
    () =>
      catalogue &&
      createIntl(
        { locale: catalogue.locale, defaultLocale: DEFAULT_LOCALE, messages: catalogue.messages as IntlConfig['messages'], onError: reportIntlError(catalogue.locale) },
        intlCacheOf(catalogue.locale),
      ),
    [catalogue],
  );
  if (!intl) return null; // main.tsx loads the first catalogue before rendering
  return (
    <RawIntlProvider value={intl}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </RawIntlProvider>
  );
}

/**
 * The formatters of a language (a message's compiled form, number and date formats), kept for
 * the life of the page or, on the server, of the process: each server render would otherwise
 * build every one of them again. A formatter depends only on its message, language and options.
 */
const intlCaches = new Map<Locale, IntlCache>();

function intlCacheOf(locale: Locale): IntlCache {
  let cache = intlCaches.get(locale);
  if (!cache) intlCaches.set(locale, (cache = createIntlCache()));
  return cache;
}

/**
 * The messages to show for a language. A language whose catalogue is still downloading keeps
 * the previous one on screen (never a mix of ids and text); a failed download keeps it too.
 */
function useCatalogue(language: Locale): { locale: Locale; messages: Messages } | null {
  // The server snapshot is the same store: the server and the browser both load the catalogue before rendering.
  const messages = useSyncExternalStore(subscribeToCatalogues, loadedCatalogues, loadedCatalogues)[language];
  const [shown, setShown] = useState(messages ? { locale: language, messages } : null);
  if (messages && shown?.messages !== messages) setShown({ locale: language, messages });

  useEffect(() => {
    loadCatalogue(language).catch((error: unknown) => console.error(`Could not load the ${language} messages`, error));
  }, [language]);

  return shown;
}

/**
 * A message the partly loaded catalogue lacks (the first screen has only its own part): load the
 * whole catalogue, and the page re-renders with the text. Anything else is a real mistake.
 */
function reportIntlError(locale: Locale): NonNullable<IntlConfig['onError']> {
  return (error) => {
    if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && !isCatalogueComplete(locale)) {
      loadCatalogue(locale, { complete: true }).catch(() => console.error(error));
    } else {
      console.error(error);
    }
  };
}
