import type { RequestContext } from '../../graphql/context';
import { Currency } from './currency.entity';

export function listCurrencies(ctx: RequestContext): Promise<Currency[]> {
  return ctx.manager.getRepository(Currency).find({ order: { sortOrder: 'ASC', code: 'ASC' } });
}

/** REST shape of spec section 7: code, symbol, exchangeRate. */
export function currencyJson(currency: Currency) {
  return { code: currency.code, symbol: currency.symbol, exchangeRate: currency.exchangeRate };
}
