import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireAdmin } from '../auth/authorization';
import { AdminUserFilter } from './user.types';
import { adminPage, afterParam, booleanParams, setPageHeaders } from '../../rest/query';
import { listUsers } from './user.service';
import { userJson } from './user.json';

/** Admin: GET /api/admin/users?offset=&limit=&search=&isAdmin=&isSuspended= (spec section 7: a list; X-Total-Count gives the total). */
export function userAdminRoutes(): Router {
  return Router().get(
    '/admin/users',
    requireAdmin,
    handler(async (ctx, req) => {
      const page = await listUsers(ctx, await parseInput(AdminUserFilter, booleanParams(req.query, ['isAdmin', 'isSuspended'])), await adminPage(req.query), afterParam(req.query));
      setPageHeaders(ctx.res, page);
      return page.items.map(userJson);
    }),
  );
}
