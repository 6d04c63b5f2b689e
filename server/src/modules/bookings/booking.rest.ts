import { Router } from 'express';
import type { RequestContext } from '../../graphql/context';
import { MAX_PAGE_LIMIT, type PageInput } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { requireUser } from '../users/authorization';
import { villaCalendar } from './availability.service';
import { propertyById } from '../properties/property.service';
import { bookingJson } from './booking.json';
import { listMyBookings } from './booking.service';

/** GET /api/user/bookings (own bookings; 401 for visitors) and a villa's booked ranges for a calendar. */
export function bookingRoutes(): Router {
  return Router()
    .get('/user/bookings', requireUser, handler((ctx) => myBookingsJson(ctx, { offset: 0, limit: MAX_PAGE_LIMIT })))
    .get('/properties/:id/booked-ranges', handler((ctx, req) => villaCalendar(ctx, String(req.params.id), String(req.query.from ?? ''), String(req.query.to ?? ''))));
}

/** GET /api/user/bookings: every booking of the signed-in user (up to the largest page). */
async function myBookingsJson(ctx: RequestContext, page?: Partial<PageInput> | null) {
  const { items } = await listMyBookings(ctx, page);
  const properties = await ctx.loaders.get(propertyById).loadMany(items.map((b) => b.propertyId));
  return items.map((booking, i) => {
    const property = properties[i];
    return bookingJson(booking, property && !(property instanceof Error) ? property.title : '');
  });
}
