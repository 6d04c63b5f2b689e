import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { byColumn, keysetPage, type Page, type PageInput } from '../../graphql/pagination';
import { authorize } from '../users/authorization';
import { Booking } from './booking.entity';

/** The signed-in user's bookings, latest check-in first. */
export async function listMyBookings(ctx: RequestContext, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<Booking>> {
  const user = authorize(ctx);
  const query = ctx.manager.getRepository(Booking).createQueryBuilder('b').where('b.user_id = :userId', { userId: user.id });
  return keysetPage(query, [byColumn('check_in', 'DESC'), byColumn('created_at', 'DESC'), byColumn('id')], page, after);
}

export const bookingsByOrder = defineLoader(
  (ctx) =>
    new DataLoader<string, Booking[]>(async (orderIds) => {
      const rows = await ctx.manager.getRepository(Booking).find({ where: { orderId: In([...orderIds]) }, order: { checkIn: 'ASC', id: 'ASC' } });
      return groupByKeys(orderIds, rows, (row) => row.orderId);
    }),
);

