import { Router } from 'express';
import { PageInput } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireAdmin } from '../auth/authorization';
import { listUsers, userJson } from './user.service';

/** Admin: GET /api/admin/users?offset=&limit= (spec section 7: a list). */
export function userAdminRoutes(): Router {
  return Router().get(
    '/admin/users',
    requireAdmin,
    handler(async (ctx, req) => (await listUsers(ctx, await parseInput(PageInput, req.query, ['offset', 'limit']))).items.map(userJson)),
  );
}
