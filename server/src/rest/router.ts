import express, { Router } from 'express';
import { currencyRoutes } from '../modules/currencies/currency.rest';
import { propertyRoutes } from '../modules/properties/property.rest';
import { apiNotFound } from './errors';

/**
 * The /api shim of spec section 7: thin routers over the same services the resolvers call.
 * A feature adds its router here.
 */
export function createRestRouter(): Router {
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(currencyRoutes());
  api.use(propertyRoutes());
  api.use(apiNotFound);
  return api;
}
