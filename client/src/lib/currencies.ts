import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../__generated__/gql';
import { formatPrice, formatPriceLines, formatPriceTimes } from './money';
import { usePreferences } from './preferences';

export const CurrenciesQuery = graphql(`
  query Currencies {
    currencies {
      code
      symbol
      exchangeRate
    }
  }
`);

/** The display currencies; an empty list until loaded (prices then show unconverted in £). */
export function useCurrencies() {
  const { data } = useQuery(CurrenciesQuery);
  return data?.currencies;
}

/** Formats GBP prices in the visitor's chosen currency. */
export function useFormatPrice(): (amountGbp: number) => string {
  const currencies = useCurrencies();
  const { currency, language } = usePreferences();
  return useCallback((amountGbp: number) => formatPrice(amountGbp, currency, currencies, language), [currencies, currency, language]);
}

/** "unit × quantity = total" in the visitor's currency, the total computed from the unit as shown. */
export function useFormatPriceTimes(): (unitGbp: number, quantity: number) => { unit: string; total: string } {
  const currencies = useCurrencies();
  const { currency, language } = usePreferences();
  return useCallback((unitGbp: number, quantity: number) => formatPriceTimes(unitGbp, quantity, currency, currencies, language), [currencies, currency, language]);
}

/** Lines of "unit × quantity" and their sum in the visitor's currency, every figure adding up as shown. */
export function useFormatPriceLines(): (lines: readonly { unitGbp: number; quantity: number }[]) => { lines: { unit: string; total: string }[]; total: string } {
  const currencies = useCurrencies();
  const { currency, language } = usePreferences();
  return useCallback((lines: readonly { unitGbp: number; quantity: number }[]) => formatPriceLines(lines, currency, currencies, language), [currencies, currency, language]);
}
