import { FormattedMessage } from 'react-intl';
import { useCurrencies } from '../../lib/currencies';
import { effectiveCurrency } from '../../lib/money';
import { usePreferences } from '../../lib/preferences';

/** The display currencies from the server; prices convert from GBP. */
export function CurrencySwitcher() {
  const currencies = useCurrencies();
  const { currency, setCurrency } = usePreferences();
  if (!currencies?.length) return null;
  return (
    <label className="select-control">
      <span className="visually-hidden">
        <FormattedMessage id="header.currency" />
      </span>
      <select value={effectiveCurrency(currency, currencies)} onChange={(event) => setCurrency(event.target.value)}>
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.symbol} {c.code}
          </option>
        ))}
      </select>
    </label>
  );
}
