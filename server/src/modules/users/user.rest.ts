import { Router } from 'express';
import { requireAdmin } from './authorization';
import { AdminUserFilter } from './user.types';
import { listHandler } from '../../rest/query';
import { listUsers } from './user.service';
import { userJson } from './user.json';

/** Admin: GET /api/admin/users?offset=&limit=&search=&isAdmin=&isSuspended= (a list; X-Total-Count gives the total). */
export function userAdminRoutes(): Router {
  return Router().get('/admin/users', requireAdmin, listHandler(AdminUserFilter, listUsers, userJson, ['isAdmin', 'isSuspended']));
}
