import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { bookingJson } from '../bookings/booking.json';
import { findAnyProperty } from '../properties/property.service';
import { requireAdmin } from '../users/authorization';
import { changeBookingDates } from './stay-change.service';
import { ChangeBookingDatesInput } from './stay-change.types';

/** POST /api/admin/bookings/:id/dates `{ checkIn, checkOut }`: staff move a confirmed stay (the twin of changeBookingDates). */
export function stayChangeRoutes(): Router {
  return Router().post(
    '/admin/bookings/:id/dates',
    requireAdmin,
    handler(async (ctx, req) => {
      const booking = await changeBookingDates(ctx, await parseInput(ChangeBookingDatesInput, { ...req.body, bookingId: String(req.params.id) }));
      return { booking: bookingJson(booking, (await findAnyProperty(ctx, booking.propertyId))?.title ?? '') };
    }),
  );
}
