import { Router } from 'express';
import { MAX_PAGE_LIMIT } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { requireUser } from '../auth/authorization';
import { myOrdersJson } from './order.service';

/** GET /api/user/orders: own orders only; 401 for visitors. */
export function orderRoutes(): Router {
  return Router().get('/user/orders', requireUser, handler((ctx) => myOrdersJson(ctx, { offset: 0, limit: MAX_PAGE_LIMIT })));
}
