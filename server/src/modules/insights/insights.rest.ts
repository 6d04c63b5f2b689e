import { Router } from 'express';
import { handler } from '../../rest/handler';
import { requireAdmin } from '../users/authorization';
import { insights } from './insights.service';

/** GET /api/admin/insights?from=&to=&destination=&propertyId=: the same figures as GraphQL `insights`, for staff. */
export function insightsRoutes(): Router {
  return Router().get(
    '/admin/insights',
    requireAdmin,
    handler((ctx, req) => insights(ctx, { from: req.query.from, to: req.query.to, destination: req.query.destination, propertyId: req.query.propertyId })),
  );
}
