import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireAdmin, requireUser } from '../users/authorization';
import { arrivalGuideOf, setArrivalGuide, tripFor } from './trip.service';
import { ArrivalGuideInput } from './trip.types';

/**
 * GET /api/trips/:bookingId (the guest's trip page; 404 for anyone but the booking's guest and
 * staff), GET and PUT /api/admin/properties/:id/arrival-guide (staff).
 */
export function tripRoutes(): Router {
  return Router()
    .get('/trips/:bookingId', requireUser, handler((ctx, req) => tripFor(ctx, String(req.params.bookingId))))
    .get('/admin/properties/:id/arrival-guide', requireAdmin, handler(async (ctx, req) => (await arrivalGuideOf(ctx, String(req.params.id))) ?? null))
    .put('/admin/properties/:id/arrival-guide', requireAdmin, handler(async (ctx, req) => setArrivalGuide(ctx, String(req.params.id), await parseInput(ArrivalGuideInput, req.body))));
}
