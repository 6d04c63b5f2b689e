import DataLoader from 'dataloader';
import { In } from 'typeorm';
import type { RequestContext } from '../../graphql/context';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import { byColumn, keysetPage, type Page, type PageInput } from '../../graphql/pagination';
import { badInput } from '../../errors';
import { authorize } from '../users/authorization';
import { isUuid } from '../../db/uuid';
import { Payment } from '../payments/payment.entity';
import { businessToday } from '../../../../common/dates';
import { instalmentStatus } from '../../../../common/payment-plan';
import { OrderExtra } from './order-extra.entity';
import { OrderInstalment } from './order-instalment.entity';
import { Order } from './order.entity';
import type { Instalment } from './order.types';

/** The signed-in user's orders, newest first; checkout holds that expired unpaid are not orders to the guest. */
export async function listMyOrders(ctx: RequestContext, page?: Partial<PageInput> | null, after?: string | null): Promise<Page<Order>> {
  const user = authorize(ctx);
  const query = ctx.manager.getRepository(Order).createQueryBuilder('o').where('o.user_id = :userId', { userId: user.id }).andWhere(`o.status <> 'expired'`);
  return keysetPage(query, [byColumn('created_at', 'DESC'), byColumn('id')], page, after);
}

/** Every order of the signed-in user, expired holds included, oldest first (the guest's data export). */
export function allMyOrders(ctx: RequestContext): Promise<Order[]> {
  const user = authorize(ctx);
  return ctx.manager.getRepository(Order).find({ where: { userId: user.id }, order: { createdAt: 'ASC', id: 'ASC' } });
}

/**
 * One of the signed-in user's orders, by id or by order number (exactly one of them); null
 * when the user has no such order, so another user's order looks the same as none.
 */
export async function findMyOrder(ctx: RequestContext, by: { id?: string | null; orderNumber?: string | null }): Promise<Order | null> {
  const user = authorize(ctx);
  const { id, orderNumber } = by;
  if ((id == null) === (orderNumber == null)) throw badInput('order.lookup', id == null ? 'id' : 'orderNumber');
  if (id != null && !isUuid(id)) return null;
  const repository = ctx.manager.getRepository(Order);
  return id != null ? repository.findOneBy({ id, userId: user.id }) : repository.findOneBy({ orderNumber: orderNumber!.trim(), userId: user.id });
}

/**
 * An order its viewer may see: staff any order, a guest only their own; null otherwise (another
 * guest's order looks the same as none).
 */
export async function findViewableOrder(ctx: RequestContext, id: string): Promise<Order | null> {
  const user = authorize(ctx);
  if (!isUuid(id)) return null;
  return ctx.manager.getRepository(Order).findOneBy(user.isAdmin ? { id } : { id, userId: user.id });
}

export const extrasByOrder = defineLoader(
  (ctx) =>
    new DataLoader<string, OrderExtra[]>(async (orderIds) => {
      const rows = await ctx.manager.getRepository(OrderExtra).find({ where: { orderId: In([...orderIds]) }, order: { title: 'ASC' } });
      return groupByKeys(orderIds, rows, (row) => row.orderId);
    }),
);

export const paymentsByOrder = defineLoader(
  (ctx) =>
    new DataLoader<string, Payment[]>(async (orderIds) => {
      const rows = await ctx.manager.getRepository(Payment).find({ where: { orderId: In([...orderIds]) }, order: { createdAt: 'ASC' } });
      return groupByKeys(orderIds, rows, (row) => row.orderId);
    }),
);


export const instalmentsByOrder = defineLoader(
  (ctx) =>
    new DataLoader<string, OrderInstalment[]>(async (orderIds) => {
      const rows = await ctx.manager.getRepository(OrderInstalment).find({ where: { orderId: In([...orderIds]) }, order: { dueDate: 'ASC', kind: 'ASC' } });
      return groupByKeys(orderIds, rows, (row) => row.orderId);
    }),
);

/** The order's schedule with where each instalment stands today. */
export async function paymentSchedule(ctx: RequestContext, order: Order): Promise<Instalment[]> {
  const rows = await ctx.loaders.get(instalmentsByOrder).load(order.id);
  const today = businessToday();
  const cancelled = order.status === 'cancelled' || order.status === 'expired';
  return rows.map((row) => ({
    kind: row.kind,
    amount: row.amount,
    currency: order.currency,
    dueDate: row.dueDate,
    paidAt: row.paidAt,
    status: instalmentStatus({ dueDate: row.dueDate, paid: row.paidAt !== null, orderCancelled: cancelled, today }),
  }));
}
