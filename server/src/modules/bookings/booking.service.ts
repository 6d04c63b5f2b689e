import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { pageOrDefault, toPage, type Page, type PageInput } from '../../graphql/pagination';
import { authorize } from '../auth/authorization';
import { propertyById } from '../properties/property.service';
import { Booking } from './booking.entity';

/** The signed-in user's bookings, latest check-in first. */
export async function listMyBookings(ctx: RequestContext, page?: Partial<PageInput> | null): Promise<Page<Booking>> {
  const user = authorize(ctx);
  const slice = pageOrDefault(page);
  const [rows, total] = await ctx.manager.getRepository(Booking).findAndCount({
    where: { userId: user.id },
    order: { checkIn: 'DESC', createdAt: 'DESC', id: 'ASC' },
    skip: slice.offset,
    take: slice.limit,
  });
  return toPage(rows, total, slice);
}

export const bookingsByOrder = defineLoader(
  (ctx) =>
    new DataLoader<string, Booking[]>(async (orderIds) => {
      const rows = await ctx.manager.getRepository(Booking).find({ where: { orderId: In([...orderIds]) }, order: { checkIn: 'ASC', id: 'ASC' } });
      return groupByKeys(orderIds, rows, (row) => row.orderId);
    }),
);

/** REST shape: the spec's user view (id, checkIn, checkOut, guests, status) plus what the villa and price are. */
export function bookingJson(booking: Booking, propertyTitle: string) {
  return {
    id: booking.id,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    status: booking.status,
    propertyId: booking.propertyId,
    propertyTitle,
    orderId: booking.orderId,
    totalNights: booking.totalNights,
    totalPrice: booking.totalPrice,
    createdAt: booking.createdAt,
  };
}

/** GET /api/user/bookings: every booking of the signed-in user (up to the largest page). */
export async function myBookingsJson(ctx: RequestContext, page?: Partial<PageInput> | null) {
  const { items } = await listMyBookings(ctx, page);
  const properties = await ctx.loaders.get(propertyById).loadMany(items.map((b) => b.propertyId));
  return items.map((booking, i) => {
    const property = properties[i];
    return bookingJson(booking, property && !(property instanceof Error) ? property.title : '');
  });
}
