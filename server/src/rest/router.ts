import express, { Router } from 'express';
import { currencyRoutes } from '../modules/currencies/currency.rest';
import { propertyRoutes } from '../modules/properties/property.rest';
import { reviewRoutes } from '../modules/reviews/review.rest';
import { extraRoutes } from '../modules/extras/extra.rest';
import { enquiryRoutes } from '../modules/enquiries/enquiry.rest';
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
  api.use(reviewRoutes());
  api.use(extraRoutes());
  api.use(enquiryRoutes());
  api.use(apiNotFound);
  return api;
}
