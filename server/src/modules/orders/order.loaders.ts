import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { byKeys, defineLoader, groupByKeys } from '../../graphql/loaders';
import { Order } from './order.entity';

/** Orders by id, one statement per request (the order a payment paid). */
export const orderById = defineLoader(
  (ctx) =>
    new DataLoader<string, Order | null>(async (ids) => {
      const rows = await ctx.manager.getRepository(Order).findBy({ id: In([...ids]) });
      return byKeys(ids, rows, (row) => row.id);
    }),
);

/** An account's orders, newest first. */
export const ordersByUser = defineLoader(
  (ctx) =>
    new DataLoader<string, Order[]>(async (userIds) => {
      const rows = await ctx.manager.getRepository(Order).find({ where: { userId: In([...userIds]) }, order: { createdAt: 'DESC', id: 'ASC' } });
      return groupByKeys(userIds, rows, (row) => row.userId!);
    }),
);
