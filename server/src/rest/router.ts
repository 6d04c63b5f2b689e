import express, { Router } from 'express';
import { requireAdmin } from '../modules/users/authorization';
import { cleanTextMiddleware } from '../input-text';
import { apiNotFound } from './errors';

/** A module's /api routers, as its manifest declares them (modules/feature-module.ts). */
export interface ApiRoutes {
  readonly routes?: () => Router;
  readonly rawBodyRoutes?: () => Router;
}

/**
 * The /api shim: thin routers over the same services the resolvers call, from the modules the
 * entry point hands down (module-list.ts), in their order.
 */
export function createRestRouter(modules: readonly ApiRoutes[]): Router {
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
