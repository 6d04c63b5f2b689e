import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES, isLocale } from '../../../../common/locale';
import { usePreferences } from '../../lib/preferences';

/** en/de; switching also resets the currency (EUR for de, GBP for en). */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { language, setLanguage } = usePreferences();
  return (
    <label className="select-control">
      <span className="visually-hidden">
        <FormattedMessage id="header.language" />
      </span>
      <select
        value={language}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale} title={intl.formatMessage({ id: `language.${locale}` })}>
            {locale.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
