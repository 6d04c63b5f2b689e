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
import { findMyOrder, findViewableOrder, listMyOrders, paymentSchedule } from './order.service';
import { documentsOfOrders, listIssuedDocuments, orderDocumentPdf } from './invoice.service';
import type { InvoiceRow } from './invoice.types';
import { download } from '../../rest/handler';
import type { Order } from './order.entity';
import { AdminCancelOrderInput, CancelOrderInput, ClaimDamageDepositInput, PayBalanceInput, SettleOrderPaymentInput } from './order.types';
import { claimDamageDeposit } from './damage-deposit.service';
import { settleOrderPayment } from './payment-settlement';
import { notFound } from '../../errors';

/**
 * The guest's orders and their money: GET /api/user/orders (with each payment schedule),
 * POST /api/orders/:id/pay-balance, POST /api/orders/:id/payment-status (settles a payment the
 * browser confirmed), GET /api/orders/:id/cancellation (what cancelling would
 * refund), POST /api/orders/:id/cancel; and for staff POST /api/admin/orders/:id/cancel and
 * POST /api/admin/orders/:id/damage-deposit/claim `{ amount, reason }`.
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
    .get(
      '/orders/:id',
      requireUser,
      handler(async (ctx, req) => {
        const order = await findViewableOrder(ctx, String(req.params.id));
        if (!order) throw notFound('order.notFound');
        return { ...(await orderWithScheduleJson(ctx, order)), documents: (await documentsOfOrders(ctx, [order.id])).map(documentJson) };
      }),
    )
    .get('/orders/:id/invoice.pdf', requireUser, download(async (ctx, req) => pdfFile(await orderDocumentPdf(ctx, String(req.params.id), { invoice: true }))))
    .get('/orders/:id/credit-notes/:number.pdf', requireUser, download(async (ctx, req) => pdfFile(await orderDocumentPdf(ctx, String(req.params.id), { creditNote: String(req.params.number) }))))
    .get('/admin/invoices', requireAdmin, handler(async (ctx, req) => documentListJson(await listIssuedDocuments(ctx, req.query.from, req.query.to))))
    .get(
      '/admin/invoices.csv',
      requireAdmin,
      download(async (ctx, req) => {
        const list = await listIssuedDocuments(ctx, req.query.from, req.query.to);
        return { type: 'text/csv; charset=utf-8', filename: `invoices-${list.from}-${list.to}.csv`, body: documentsCsv(list.items) };
      }),
    )
    .post(
      '/admin/orders/:id/cancel',
      requireAdmin,
      handler(async (ctx, req) => {
        const input = await parseInput(AdminCancelOrderInput, { ...req.body, orderId: String(req.params.id) }, ['refundAmount']);
        return cancellationJson(ctx, await cancelOrderAsAdmin(ctx, input.orderId, input.refundAmount, input.reason));
      }),
    )
    .post(
      '/admin/orders/:id/damage-deposit/claim',
      requireAdmin,
      handler(async (ctx, req) => orderWithScheduleJson(ctx, await claimDamageDeposit(ctx, await parseInput(ClaimDamageDepositInput, { ...req.body, orderId: String(req.params.id) }, ['amount'])))),
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
  return {
    order: await orderWithScheduleJson(ctx, result.order),
    payment: { ...paymentJson(result.payment), ...(result.clientSecret !== undefined ? { clientSecret: result.clientSecret } : {}) },
    testMode: result.testMode,
    replayed: result.replayed,
  };
}

async function cancellationJson(ctx: RequestContext, result: CancellationResult) {
  return { order: await orderWithScheduleJson(ctx, result.order), refunds: result.refunds.map(paymentJson), replayed: result.replayed };
}

/** REST shape of an invoice or credit note (amounts in minor units; a credit note's are negative). */
function documentJson(row: InvoiceRow) {
  return {
    kind: row.kind,
    number: row.number,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    invoiceNumber: row.invoiceNumber,
    issueDate: row.issueDate,
    currency: row.currency,
    netAmount: row.netAmount,
    taxAmount: row.taxAmount,
    grossAmount: row.grossAmount,
    refundAmount: row.refundAmount,
    buyerName: row.buyerName,
  };
}

function documentListJson(list: Awaited<ReturnType<typeof listIssuedDocuments>>) {
  return { from: list.from, to: list.to, items: list.items.map(documentJson), totals: list.totals };
}

function pdfFile({ filename, pdf }: { filename: string; pdf: Buffer }) {
  return { type: 'application/pdf', filename, body: pdf };
}

const CSV_COLUMNS = ['kind', 'number', 'issueDate', 'orderNumber', 'invoiceNumber', 'buyerName', 'currency', 'netAmount', 'taxAmount', 'grossAmount', 'refundAmount'] as const;

/** The accountant's CSV: one row per document, amounts in major units with a dot; a cell that could start a formula is quoted with a leading apostrophe. */
function documentsCsv(rows: InvoiceRow[]): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    const text = typeof value === 'number' ? (value / 100).toFixed(2) : /^[=+\-@\t\r]/.test(String(value)) ? `'${String(value)}` : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const json = rows.map(documentJson);
  return [CSV_COLUMNS.join(','), ...json.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(','))].join('\r\n') + '\r\n';
}
