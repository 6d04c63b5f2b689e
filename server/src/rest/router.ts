import express, { Router } from 'express';
import { requireAdmin } from '../modules/auth/authorization';
import { modules } from '../modules';
import { cleanTextMiddleware } from '../input-text';
import { apiNotFound } from './errors';

/**
 * The /api shim of spec section 7: thin routers over the same services the resolvers call.
 * The routers come from the module list (modules/index.ts), in its order.
 */
export function createRestRouter(): Router {
  const api = Router();
  // Before the JSON parser: webhook signatures are checked over the raw body.
  for (const module of modules) if (module.rawBodyRoutes) api.use(module.rawBodyRoutes());
  api.use(express.json({ limit: '100kb' }));
  api.use(cleanTextMiddleware);
  // Every /api/admin/* route is admin-only, whichever router defines it (each also says so itself).
  api.use('/admin', requireAdmin);
  for (const module of modules) if (module.routes) api.use(module.routes());
  api.use(apiNotFound);
  return api;
}
