import { Router } from 'express';
import { handler } from '../../rest/handler';
import type { Currency } from './currency.entity';
import { listCurrencies } from './currency.service';

export function currencyRoutes(): Router {
  return Router().get(
    '/currencies',
    handler(async (ctx) => (await listCurrencies(ctx)).map(currencyJson)),
  );
}

/** The REST shape of a currency: exactly code, symbol, exchangeRate. */
function currencyJson(currency: Currency) {
  return { code: currency.code, symbol: currency.symbol, exchangeRate: currency.exchangeRate };
}
