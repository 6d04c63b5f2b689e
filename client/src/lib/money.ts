import { BASE_CURRENCY } from '../../../common/constants';
import { fromBaseCurrency, fromMinorUnits } from '../../../common/pricing';

/** What price formatting needs of a currency (the `currencies` query's fields). */
export interface CurrencyRate {
  code: string;
  symbol: string;
  /** Units of this currency per 1 GBP. */
  exchangeRate: number;
}

/** Shown when currencies are not loaded or the chosen one is unknown. */
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
  const { symbol, amount } = shownPrice(amountGbp, currencyCode, currencies);
  return symbol + wholeNumber(amount, locale);
}

/** A GBP price as shown: its symbol and the whole converted amount. */
function shownPrice(amountGbp: number, currencyCode: string, currencies: readonly CurrencyRate[] | null | undefined): { symbol: string; amount: number } {
  const currency = currencies?.find((c) => c.code === currencyCode);
  return currency ? { symbol: currency.symbol, amount: Math.round(fromBaseCurrency(amountGbp, currency.exchangeRate)) } : { symbol: BASE_CURRENCY_SYMBOL, amount: Math.round(amountGbp) };
}

/**
 * "unit × quantity = total" in the chosen currency. The unit price is converted once and the
 * total computed from the unit as shown, so the arithmetic on screen is right (€527 × 3 = €1,581,
 * not the separately converted €1,580).
 */
export function formatPriceTimes(
  unitGbp: number,
  quantity: number,
  currencyCode: string,
  currencies: readonly CurrencyRate[] | null | undefined,
  locale = 'en',
): { unit: string; total: string } {
  const { symbol, amount } = shownPrice(unitGbp, currencyCode, currencies);
  return { unit: symbol + wholeNumber(amount, locale), total: symbol + wholeNumber(amount * quantity, locale) };
}

/**
 * Several "unit × quantity" lines and their sum, each line computed from its unit as shown and
 * the sum from the lines as shown, so every figure on screen adds up in any currency.
 */
export function formatPriceLines(
  lines: readonly { unitGbp: number; quantity: number }[],
  currencyCode: string,
  currencies: readonly CurrencyRate[] | null | undefined,
  locale = 'en',
): { lines: { unit: string; total: string }[]; total: string } {
  const shown = lines.map((line) => ({ ...shownPrice(line.unitGbp, currencyCode, currencies), quantity: line.quantity }));
  const symbol = shown[0]?.symbol ?? shownPrice(0, currencyCode, currencies).symbol;
  return {
    lines: shown.map((line) => ({ unit: line.symbol + wholeNumber(line.amount, locale), total: line.symbol + wholeNumber(line.amount * line.quantity, locale) })),
    total: symbol + wholeNumber(shown.reduce((sum, line) => sum + line.amount * line.quantity, 0), locale),
  };
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
  const value = numberFormat(locale, 2).format(fromMinorUnits(amountMinor));
  return currencyCode ? `${currencyCode.toUpperCase()} ${value}` : value;
}

/** A whole amount with its currency code, as the admin lists show prices ("GBP 4,500"). */
export function formatWholeUnits(amount: number, currencyCode: string, locale = 'en'): string {
  return `${currencyCode.toUpperCase()} ${wholeNumber(amount, locale)}`;
}

function wholeNumber(value: number, locale: string): string {
  return numberFormat(locale, 0).format(value);
}

/** One formatter per language and number of decimals: making one costs far more than using it (a page of cards formats dozens of prices). */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale} ${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, decimals === 0 ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    numberFormats.set(key, format);
  }
  return format;
}
