import { Router } from 'express';
import type { RequestContext } from '../../graphql/context';
import { MAX_PAGE_LIMIT, type PageInput } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireAdmin, requireUser } from '../users/authorization';
import { paymentJson } from '../payments/payment.json';
import { payBalance, type OrderPaymentResult } from './balance.service';
import { cancellationQuote, cancelOrderAsAdmin, cancelOwnOrder, type CancellationResult } from './cancellation.service';
import { orderJson } from './order.json';
import { findMyOrder, listMyOrders, paymentSchedule } from './order.service';
import type { Order } from './order.entity';
import { AdminCancelOrderInput, CancelOrderInput, PayBalanceInput, SettleOrderPaymentInput } from './order.types';
import { settleOrderPayment } from './payment-settlement';
import { notFound } from '../../errors';

/**
 * The guest's orders and their money: GET /api/user/orders (with each payment schedule),
 * POST /api/orders/:id/pay-balance, POST /api/orders/:id/payment-status (settles a payment the
 * browser confirmed), GET /api/orders/:id/cancellation (what cancelling would
 * refund), POST /api/orders/:id/cancel; and POST /api/admin/orders/:id/cancel for staff.
 * Another user's order answers 404, as a missing one does; visitors get 401, non-staff 403.
 */
export function orderRoutes(): Router {
  return Router()
    .get('/user/orders', requireUser, handler((ctx) => myOrdersJson(ctx, { offset: 0, limit: MAX_PAGE_LIMIT })))
    .post(
      '/orders/:id/pay-balance',
      requireUser,
      handler(async (ctx, req) => paymentResultJson(ctx, await payBalance(ctx, await parseInput(PayBalanceInput, { ...req.body, orderId: String(req.params.id) })))),
    )
    .post(
      '/orders/:id/payment-status',
      requireUser,
      handler(async (ctx, req) => paymentResultJson(ctx, await settleOrderPayment(ctx, await parseInput(SettleOrderPaymentInput, { ...req.body, orderId: String(req.params.id) })))),
    )
    .get(
      '/orders/:id/cancellation',
      requireUser,
      handler(async (ctx, req) => {
        const { orderId } = await parseInput(CancelOrderInput, { orderId: String(req.params.id) });
        const order = await findMyOrder(ctx, { id: orderId });
        if (!order) throw notFound('order.notFound');
        return { orderId: order.id, currency: order.currency, quote: await cancellationQuote(ctx, order) };
      }),
    )
    .post(
      '/orders/:id/cancel',
      requireUser,
      handler(async (ctx, req) => cancellationJson(ctx, await cancelOwnOrder(ctx, (await parseInput(CancelOrderInput, { orderId: String(req.params.id) })).orderId))),
    )
    .post(
      '/admin/orders/:id/cancel',
      requireAdmin,
      handler(async (ctx, req) => {
        const input = await parseInput(AdminCancelOrderInput, { ...req.body, orderId: String(req.params.id) }, ['refundAmount']);
        return cancellationJson(ctx, await cancelOrderAsAdmin(ctx, input.orderId, input.refundAmount, input.reason));
      }),
    );
}

/** An order with its payment schedule, the REST shape of the account's order list. */
async function orderWithScheduleJson(ctx: RequestContext, order: Order) {
  return { ...orderJson(order), paymentSchedule: await paymentSchedule(ctx, order) };
}

async function myOrdersJson(ctx: RequestContext, page?: Partial<PageInput> | null) {
  return Promise.all((await listMyOrders(ctx, page)).items.map((order) => orderWithScheduleJson(ctx, order)));
}

async function paymentResultJson(ctx: RequestContext, result: OrderPaymentResult) {
  return { order: await orderWithScheduleJson(ctx, result.order), payment: paymentJson(result.payment), testMode: result.testMode, replayed: result.replayed };
}

async function cancellationJson(ctx: RequestContext, result: CancellationResult) {
  return { order: await orderWithScheduleJson(ctx, result.order), refunds: result.refunds.map(paymentJson), replayed: result.replayed };
}
