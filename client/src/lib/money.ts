import { BASE_CURRENCY } from '../../../common/constants';
import { fromBaseCurrency, fromMinorUnits } from '../../../common/pricing';

/** What price formatting needs of a currency (the `currencies` query's fields). */
export interface CurrencyRate {
  code: string;
  symbol: string;
  /** Units of this currency per 1 GBP. */
  exchangeRate: number;
}

/** Shown when currencies are not loaded or the chosen one is unknown (spec section 9). */
export const BASE_CURRENCY_SYMBOL = '£';

/**
 * A GBP price in the chosen currency: converted by its exchange rate, rounded to a whole
 * number, no decimals, prefixed by the symbol. Without loaded currencies, or for an unknown
 * code, the price is shown unconverted with £.
 */
export function formatPrice(
  amountGbp: number,
  currencyCode: string,
  currencies: readonly CurrencyRate[] | null | undefined,
  locale = 'en',
): string {
  const currency = currencies?.find((c) => c.code === currencyCode);
  const [symbol, amount] = currency ? [currency.symbol, fromBaseCurrency(amountGbp, currency.exchangeRate)] : [BASE_CURRENCY_SYMBOL, amountGbp];
  return symbol + wholeNumber(Math.round(amount), locale);
}

/** The code prices are actually shown in (GBP when the chosen one cannot be used). */
export function effectiveCurrency(currencyCode: string, currencies: readonly CurrencyRate[] | null | undefined): string {
  return currencies?.some((c) => c.code === currencyCode) ? currencyCode : BASE_CURRENCY;
}

/**
 * An amount in minor units (orders, payments): divided by 100 with 2 decimals, optionally
 * preceded by the currency code as the account and admin pages show it ("GBP 1,234.50").
 */
export function formatMinorUnits(amountMinor: number, currencyCode?: string, locale = 'en'): string {
  const value = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fromMinorUnits(amountMinor));
  return currencyCode ? `${currencyCode.toUpperCase()} ${value}` : value;
}

/** A whole amount with its currency code, as the admin lists show prices ("GBP 4,500"). */
export function formatWholeUnits(amount: number, currencyCode: string, locale = 'en'): string {
  return `${currencyCode.toUpperCase()} ${wholeNumber(amount, locale)}`;
}

function wholeNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
