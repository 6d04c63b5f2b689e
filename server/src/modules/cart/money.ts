import { CHECKOUT_CURRENCY } from '../../../../common/constants';
import { toBaseCurrency } from '../../../../common/pricing';
import type { RequestContext } from '../../graphql/context';
import { sql } from '../../db/sql';

export type Rates = Map<string, number>;

/**
 * Exchange rates (from GBP) of the given currencies. Only needed when a price is not in the
 * checkout currency; the catalogue normally prices everything in GBP and this reads nothing.
 */
export async function ratesFor(ctx: RequestContext, currencies: Iterable<string>): Promise<Rates> {
  const foreign = [...new Set(currencies)].filter((code) => code !== CHECKOUT_CURRENCY);
  const rates: Rates = new Map([[CHECKOUT_CURRENCY, 1]]);
  if (!foreign.length) return rates;
  const { rows } = await sql<{ code: string; rate: string }>(ctx, `SELECT code, exchange_rate AS rate FROM currencies WHERE code = ANY($1)`, [foreign]);
  for (const row of rows) rates.set(row.code.trim(), Number(row.rate));
  return rates;
}

/** Minor units of `currency` in minor units of the checkout currency (GBP), rounded to the penny. */
export function toCheckoutMinor(amountMinor: number, currency: string, rates: Rates): number {
  if (currency === CHECKOUT_CURRENCY) return amountMinor;
  const rate = rates.get(currency);
  if (!rate) throw new Error(`No exchange rate for ${currency}`);
  return Math.round(toBaseCurrency(amountMinor, rate));
}
