import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { pageOrDefault, toPage, type Page, type PageInput } from '../../graphql/pagination';
import { authorize } from '../auth/authorization';
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

