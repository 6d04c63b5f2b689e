import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { byKeys, defineLoader } from '../../graphql/loaders';
import { rowsByUser } from '../users/account-rows';
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
export const ordersByUser = rowsByUser(Order, { createdAt: 'DESC', id: 'ASC' });
