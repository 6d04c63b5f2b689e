import DataLoader from 'dataloader';
import { CHECKOUT_CURRENCY } from '../../../../common/constants';
import { fromBaseCurrency, toBaseCurrency } from '../../../../common/pricing';
import { sql } from '../../db/sql';
import type { RequestContext } from '../../graphql/context';
import { defineLoader } from '../../graphql/loaders';
import { Currency } from './currency.entity';

export function listCurrencies(ctx: RequestContext): Promise<Currency[]> {
  return ctx.manager.getRepository(Currency).find({ order: { sortOrder: 'ASC', code: 'ASC' } });
}

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

/** Minor units of `from` in minor units of `to`, through the base currency; an unknown currency leaves the amount as it is. */
export async function convertMinor(ctx: RequestContext, amountMinor: number, from: string, to: string): Promise<number> {
  const target = to.trim().toUpperCase();
  if (target === from) return amountMinor;
  const [fromRate, toRate] = await ctx.loaders.get(exchangeRate).loadMany([from, target]);
  if (typeof fromRate !== 'number' || typeof toRate !== 'number') return amountMinor;
  return Math.round(fromBaseCurrency(toBaseCurrency(amountMinor, fromRate), toRate));
}

/** Exchange rates by currency code, batched per request; null for an unknown code. */
export const exchangeRate = defineLoader(
  (ctx) =>
    new DataLoader<string, number | null>(async (codes) => {
      const rates = await ratesFor(ctx, codes);
      return codes.map((code) => rates.get(code) ?? null);
    }),
);
