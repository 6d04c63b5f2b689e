import { Router } from 'express';
import { handler } from '../../rest/handler';
import { currencyJson, listCurrencies } from './currency.service';

export function currencyRoutes(): Router {
  return Router().get(
    '/currencies',
    handler(async (ctx) => (await listCurrencies(ctx)).map(currencyJson)),
  );
}
