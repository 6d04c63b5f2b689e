import { Router } from 'express';
import { MAX_PAGE_LIMIT } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { requireUser } from '../auth/authorization';
import { villaCalendar } from './availability.service';
import { myBookingsJson } from './booking.service';

/** GET /api/user/bookings (own bookings; 401 for visitors) and a villa's booked ranges for a calendar. */
export function bookingRoutes(): Router {
  return Router()
    .get('/user/bookings', requireUser, handler((ctx) => myBookingsJson(ctx, { offset: 0, limit: MAX_PAGE_LIMIT })))
    .get('/properties/:id/booked-ranges', handler((ctx, req) => villaCalendar(ctx, String(req.params.id), String(req.query.from ?? ''), String(req.query.to ?? ''))));
}
