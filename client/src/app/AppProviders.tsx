import { type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '../../../common/locale';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { createApolloClient } from '../lib/apollo';
import { usePreferences } from '../lib/preferences';
import { PreferencesProvider } from './PreferencesProvider';

const catalogues: Record<Locale, Record<string, string>> = { en, de };

/** Preferences, translations and data, in that order: the latter two follow the language. */
export function AppProviders({ children, link }: { children: ReactNode; link?: ApolloLink }) {
  return (
    <PreferencesProvider>
      <LanguageScoped link={link}>{children}</LanguageScoped>
    </PreferencesProvider>
  );
}

function LanguageScoped({ children, link }: { children: ReactNode; link?: ApolloLink }) {
  const { language } = usePreferences();
  const [{ client, setLanguage }] = useState(() => createApolloClient({ language, link }));

  useLayoutEffect(() => {
    void setLanguage(language);
  }, [setLanguage, language]);

  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LOCALE} messages={catalogues[language]}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </IntlProvider>
  );
}
