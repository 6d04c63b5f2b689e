import { Router } from 'express';
import type { RequestContext } from '../../graphql/context';
import { MAX_PAGE_LIMIT, type PageInput } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { requireUser } from '../auth/authorization';
import { orderJson } from './order.json';
import { listMyOrders } from './order.service';

/** GET /api/user/orders: own orders only; 401 for visitors. */
export function orderRoutes(): Router {
  return Router().get('/user/orders', requireUser, handler((ctx) => myOrdersJson(ctx, { offset: 0, limit: MAX_PAGE_LIMIT })));
}

async function myOrdersJson(ctx: RequestContext, page?: Partial<PageInput> | null) {
  return (await listMyOrders(ctx, page)).items.map(orderJson);
}
