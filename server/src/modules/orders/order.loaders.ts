import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { sql } from '../../db/sql';
import { byKeys, defineLoader, groupByKeys } from '../../graphql/loaders';
import { rowsByUser } from '../users/account-rows';
import type { OrderEvent } from './order-event.types';
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

/** Each order's history, oldest first, with the acting user's name while the account exists; one statement per request. */
export const eventsByOrder = defineLoader(
  (ctx) =>
    new DataLoader<string, OrderEvent[]>(async (orderIds) => {
      const { rows } = await sql<Omit<OrderEvent, 'actor'> & { orderId: string; userId: string | null; name: string | null; job: string | null }>(
        ctx,
        `SELECT e.id, e.order_id AS "orderId", e.created_at AS at, e.kind, e.from_status AS "fromStatus", e.to_status AS "toStatus",
                e.amount, e.currency, e.detail ->> 'reason' AS reason,
                CASE WHEN e.kind = 'dates_changed' THEN e.detail END AS dates, e.actor_user_id AS "userId", u.name, e.actor_job AS job
           FROM order_events e LEFT JOIN users u ON u.id = e.actor_user_id
          WHERE e.order_id = ANY($1::uuid[])
          ORDER BY e.order_id, e.seq`,
        [[...orderIds]],
      );
      const events = rows.map(({ userId, name, job, ...event }) => ({ ...event, actor: { userId, name, job } }));
      return groupByKeys(orderIds, events, (event) => event.orderId).map((list) => list.map(({ orderId: _orderId, ...event }) => event));
    }),
);
