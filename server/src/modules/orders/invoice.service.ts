import { BUSINESS_TIME_ZONE, daysBetween, isIsoDate } from '../../../../common/dates';
import { DAMAGE_DEPOSIT_CATEGORY, INVOICE_NUMBER_DIGITS, INVOICE_SERIES, isDocumentNumber } from '../../../../common/invoices';
import type { Config } from '../../config';
import { prepared, sql, sqlParams } from '../../db/sql';
import DataLoader from 'dataloader';
import { badInput, notFound } from '../../errors';
import { defineLoader, groupByKeys } from '../../graphql/loaders';
import type { RequestContext, ServiceContext } from '../../graphql/context';
import { authorize, Role } from '../users/authorization';
import { invoicePdf } from './invoice-pdf';
import type { InvoiceRow, InvoiceSnapshot } from './invoice.types';
import { findViewableOrder } from './order.service';

/**
 * Invoices and credit notes. Each is issued by one statement in the caller's transaction: the
 * series' counter row for the business year is incremented (INSERT … ON CONFLICT DO UPDATE …
 * RETURNING locks it until the transaction ends, so concurrent issuers on any instance queue and a
 * rollback gives the number back: no gaps), and the document is written with its snapshot, which
 * never changes afterwards (a trigger refuses updates). Amounts are minor units; credit notes
 * carry negative amounts, so invoices plus credit notes sum to what was finally charged.
 */

type IssuingContext = ServiceContext & Pick<RequestContext, 'config'>;

function seller(config: Config): InvoiceSnapshot['seller'] {
  const { legalName, address, companyNumber, vatNumber, email, phone } = config.company;
  return { legalName, address, companyNumber, vatNumber, email, phone };
}

/** SQL for the business day of the transaction and the series' next number, locking the counter row. */
function numbering(param: (value: unknown) => string, series: string, source: string) {
  const tz = param(BUSINESS_TIME_ZONE);
  const seriesParam = param(series);
  return {
    day: `day AS (SELECT (now() AT TIME ZONE ${tz})::date AS day, extract(year FROM now() AT TIME ZONE ${tz})::int AS year)`,
    next: `next AS (
       INSERT INTO invoice_counters AS c (series, year, last_number)
       SELECT ${seriesParam}, day.year, 1 FROM day WHERE EXISTS (SELECT 1 FROM ${source})
       ON CONFLICT (series, year) DO UPDATE SET last_number = c.last_number + 1
       RETURNING series, year, last_number AS seq)`,
    number: `next.series || '-' || next.year || '-' || lpad(next.seq::text, ${INVOICE_NUMBER_DIGITS}, '0')`,
    tz,
  };
}

/**
 * Issues the invoice of a confirmed order that has none yet (a replay issues nothing): its lines
 * are the stays, the discount and the extras as bought, each split into net and tax at its
 * kind's configured rate. Returns the number, or null when nothing was issued.
 */
export async function issueInvoice(ctx: IssuingContext, orderId: string): Promise<string | null> {
  const { values, param } = sqlParams();
  const order = param(orderId);
  const rates = ctx.config.invoicing.taxRates;
  const [stayRate, extraRate, depositRate] = [param(rates.stay), param(rates.extra), param(rates['damage-deposit'])];
  const n = numbering(param, INVOICE_SERIES.invoice, 'o');
  const locale = param(ctx.locale);
  const { rows } = await sql<{ number: string }>(
    ctx,
    prepared(`WITH o AS (SELECT * FROM orders WHERE id = ${order} AND status = 'confirmed' AND invoice_number IS NULL),
     ${n.day},
     ${n.next},
     raw AS (
       SELECT 1 AS sort, b.check_in AS start, 'stay' AS kind, 'stay' AS role, coalesce(p.translations->${locale}->>'title', p.title) AS description,
              to_char(b.check_in, 'YYYY-MM-DD') AS "from", to_char(b.check_out, 'YYYY-MM-DD') AS "to", b.total_nights AS quantity, b.total_price AS gross, ${stayRate}::numeric AS rate
         FROM o JOIN bookings b ON b.order_id = o.id JOIN properties p ON p.id = b.property_id
       UNION ALL
       SELECT 2, NULL, 'stay', 'discount', coalesce(o.discount_code, ''), NULL, NULL, 1, -o.discount_amount, ${stayRate}::numeric FROM o WHERE o.discount_amount > 0
       UNION ALL
       SELECT 3, NULL, k.kind, 'extra', e.title, to_char(o.travel_date, 'YYYY-MM-DD'), NULL, e.quantity, e.total_price, CASE k.kind WHEN 'damage-deposit' THEN ${depositRate}::numeric ELSE ${extraRate}::numeric END
         FROM o JOIN order_extras e ON e.order_id = o.id
         CROSS JOIN LATERAL (SELECT CASE WHEN e.category = ${param(DAMAGE_DEPOSIT_CATEGORY)} THEN 'damage-deposit' ELSE 'extra' END AS kind) k
     ),
     lines AS (SELECT raw.*, round(raw.gross * raw.rate / (100 + raw.rate))::int AS tax FROM raw),
     totals AS (SELECT coalesce(sum(gross - tax), 0)::int AS net, coalesce(sum(tax), 0)::int AS tax, coalesce(sum(gross), 0)::int AS gross FROM lines),
     doc AS (
       INSERT INTO invoices (kind, series, year, seq, number, order_id, issue_date, locale, currency, net_amount, tax_amount, gross_amount, snapshot)
       SELECT 'invoice', next.series, next.year, next.seq, ${n.number}, o.id, day.day, ${locale}, o.currency, totals.net, totals.tax, totals.gross,
              jsonb_build_object(
                'kind', 'invoice', 'number', ${n.number}, 'issueDate', to_char(day.day, 'YYYY-MM-DD'), 'locale', ${locale}::text, 'currency', o.currency,
                'seller', ${param(JSON.stringify(seller(ctx.config)))}::jsonb,
                'buyer', jsonb_build_object('name', o.lead_guest_name, 'email', o.lead_guest_email, 'phone', o.lead_guest_phone),
                'orderNumber', o.order_number, 'orderDate', to_char(o.created_at AT TIME ZONE ${n.tz}, 'YYYY-MM-DD'),
                'serviceFrom', coalesce((SELECT min("from") FROM lines WHERE role = 'stay'), to_char(o.travel_date, 'YYYY-MM-DD')),
                'serviceTo', (SELECT max("to") FROM lines WHERE role = 'stay'),
                'lines', coalesce((SELECT jsonb_agg(jsonb_build_object('kind', kind, 'role', role, 'description', description, 'from', "from", 'to', "to", 'quantity', quantity,
                                                   'net', gross - tax, 'taxRate', rate, 'tax', tax, 'gross', gross) ORDER BY sort, start, description) FROM lines), '[]'::jsonb),
                'net', totals.net, 'tax', totals.tax, 'gross', totals.gross,
                'amountPaid', o.amount_paid, 'balanceAmount', o.balance_amount, 'balanceDueDate', to_char(o.balance_due_date, 'YYYY-MM-DD'),
                'damageDeposit', o.damage_deposit_amount)
         FROM o, day, next, totals
       RETURNING order_id, number
     )
     UPDATE orders SET invoice_number = doc.number FROM doc WHERE orders.id = doc.order_id
     RETURNING doc.number`),
    values,
  );
  return rows[0]?.number ?? null;
}

/**
 * Issues a credit note against the order's invoice after a cancellation: it reverses every line
 * of the invoice and charges back the cancellation fee kept (what was paid less everything
 * refunded, taxed as a stay), so the invoice plus its credit notes add up to the fee; it states
 * the refund given. Nothing is issued when the order has no invoice. Returns the number or null.
 */
export async function issueCreditNote(ctx: IssuingContext, orderId: string, refundAmount: number): Promise<string | null> {
  const { values, param } = sqlParams();
  const order = param(orderId);
  const stayRate = param(ctx.config.invoicing.taxRates.stay);
  const n = numbering(param, INVOICE_SERIES.creditNote, 'inv');
  const { rows } = await sql<{ number: string }>(
    ctx,
    prepared(`WITH inv AS (SELECT * FROM invoices WHERE order_id = ${order} AND kind = 'invoice'),
     o AS (SELECT * FROM orders WHERE id = ${order}),
     kept AS (SELECT greatest(o.amount_paid - o.refunded_amount, 0)::int AS amount FROM o),
     ${n.day},
     ${n.next},
     raw AS (
       SELECT l.ord::int AS sort, l.line->>'kind' AS kind, l.line->>'role' AS role, l.line->>'description' AS description, l.line->>'from' AS "from", l.line->>'to' AS "to",
              (l.line->>'quantity')::int AS quantity, -(l.line->>'gross')::int AS gross, (l.line->>'taxRate')::numeric AS rate, -(l.line->>'tax')::int AS tax
         FROM inv CROSS JOIN LATERAL jsonb_array_elements(inv.snapshot->'lines') WITH ORDINALITY AS l(line, ord)
       UNION ALL
       SELECT 100000, 'stay', 'cancellation-fee', inv.number, NULL, NULL, 1, kept.amount, ${stayRate}::numeric, round(kept.amount * ${stayRate}::numeric / (100 + ${stayRate}::numeric))::int
         FROM inv, kept WHERE kept.amount > 0
     ),
     totals AS (SELECT coalesce(sum(gross - tax), 0)::int AS net, coalesce(sum(tax), 0)::int AS tax, coalesce(sum(gross), 0)::int AS gross FROM raw),
     doc AS (
       INSERT INTO invoices (kind, series, year, seq, number, order_id, invoice_id, issue_date, locale, currency, net_amount, tax_amount, gross_amount, refund_amount, snapshot)
       SELECT 'credit-note', next.series, next.year, next.seq, ${n.number}, inv.order_id, inv.id, day.day, inv.locale, inv.currency, totals.net, totals.tax, totals.gross, ${param(refundAmount)}::int,
              jsonb_build_object(
                'kind', 'credit-note', 'number', ${n.number}, 'issueDate', to_char(day.day, 'YYYY-MM-DD'), 'locale', inv.locale, 'currency', inv.currency,
                'seller', ${param(JSON.stringify(seller(ctx.config)))}::jsonb,
                'buyer', inv.snapshot->'buyer', 'orderNumber', inv.snapshot->'orderNumber', 'orderDate', inv.snapshot->'orderDate',
                'serviceFrom', inv.snapshot->'serviceFrom', 'serviceTo', inv.snapshot->'serviceTo',
                'lines', coalesce((SELECT jsonb_agg(jsonb_build_object('kind', kind, 'role', role, 'description', description, 'from', "from", 'to', "to", 'quantity', quantity,
                                                   'net', gross - tax, 'taxRate', rate, 'tax', tax, 'gross', gross) ORDER BY sort) FROM raw), '[]'::jsonb),
                'net', totals.net, 'tax', totals.tax, 'gross', totals.gross,
                'invoiceNumber', inv.number, 'invoiceDate', to_char(inv.issue_date, 'YYYY-MM-DD'),
                'refundAmount', ${param(refundAmount)}::int, 'keptAmount', kept.amount)
         FROM inv, day, next, totals, kept
       RETURNING number
     )
     SELECT number FROM doc`),
    values,
  );
  return rows[0]?.number ?? null;
}

const ROW_COLUMNS = `i.id, i.kind, i.number, i.order_id AS "orderId", o.order_number AS "orderNumber", inv.number AS "invoiceNumber",
  to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", i.currency, i.net_amount AS "netAmount", i.tax_amount AS "taxAmount",
  i.gross_amount AS "grossAmount", i.refund_amount AS "refundAmount", i.snapshot->'buyer'->>'name' AS "buyerName"`;
const ROW_FROM = `invoices i JOIN orders o ON o.id = i.order_id LEFT JOIN invoices inv ON inv.id = i.invoice_id`;

/** The invoice and credit notes of orders, oldest first, for showing on the order. */
export async function documentsOfOrders(ctx: ServiceContext, orderIds: readonly string[]): Promise<InvoiceRow[]> {
  const { rows } = await sql<InvoiceRow>(ctx, `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE i.order_id = ANY($1) ORDER BY i.issued_at, i.series DESC, i.seq`, [orderIds]);
  return rows;
}

/** One document of an order by number, with its snapshot; null when the order has none by that number. */
export async function orderDocument(ctx: ServiceContext, orderId: string, number: string): Promise<InvoiceSnapshot | null> {
  const { rows } = await sql<{ snapshot: InvoiceSnapshot }>(ctx, `SELECT snapshot FROM invoices WHERE order_id = $1 AND number = $2`, [orderId, number]);
  return rows[0]?.snapshot ?? null;
}

/** Every invoice and credit note issued from `from` to `to` (business days, inclusive), by series and number. */
export async function documentsIssued(ctx: ServiceContext, from: string, to: string): Promise<InvoiceRow[]> {
  const { rows } = await sql<InvoiceRow>(ctx, `SELECT ${ROW_COLUMNS} FROM ${ROW_FROM} WHERE i.issue_date BETWEEN $1 AND $2 ORDER BY i.issue_date, i.series DESC, i.year, i.seq`, [from, to]);
  return rows;
}

/** The most days one listing of issued documents covers. */
export const MAX_INVOICE_PERIOD_DAYS = 366;

/** Staff: every document issued in a period (both kinds) with the period's totals per currency. */
export async function listIssuedDocuments(ctx: RequestContext, from: unknown, to: unknown): Promise<{ from: string; to: string; items: InvoiceRow[]; totals: { currency: string; netAmount: number; taxAmount: number; grossAmount: number }[] }> {
  authorize(ctx, [Role.Admin]);
  if (typeof from !== 'string' || !isIsoDate(from)) throw badInput('invoice.period', 'from');
  if (typeof to !== 'string' || !isIsoDate(to) || to < from || daysBetween(from, to) > MAX_INVOICE_PERIOD_DAYS) throw badInput('invoice.period', 'to');
  const items = await documentsIssued(ctx, from, to);
  const totals = new Map<string, { currency: string; netAmount: number; taxAmount: number; grossAmount: number }>();
  for (const item of items) {
    const total = totals.get(item.currency) ?? { currency: item.currency, netAmount: 0, taxAmount: 0, grossAmount: 0 };
    total.netAmount += item.netAmount;
    total.taxAmount += item.taxAmount;
    total.grossAmount += item.grossAmount;
    totals.set(item.currency, total);
  }
  return { from, to, items, totals: [...totals.values()] };
}

/** A document of an order its viewer may see (the order's guest or staff), as a PDF; 404 otherwise. */
export async function orderDocumentPdf(ctx: RequestContext, orderId: string, which: { invoice: true } | { creditNote: string }): Promise<{ filename: string; pdf: Buffer }> {
  const order = await findViewableOrder(ctx, orderId);
  if (!order) throw notFound('order.notFound');
  const number = 'invoice' in which ? order.invoiceNumber : which.creditNote;
  const snapshot = number && ('invoice' in which || isDocumentNumber(number, INVOICE_SERIES.creditNote)) ? await orderDocument(ctx, order.id, number) : null;
  if (!snapshot) throw notFound('invoice.notFound');
  return { filename: `${snapshot.number}.pdf`, pdf: await invoicePdf(snapshot) };
}

/** The credit notes of each order, oldest first, batched per request (an order list asks for many). */
export const creditNotesByOrder = defineLoader(
  (ctx) =>
    new DataLoader<string, string[]>(async (orderIds) => {
      const { rows } = await sql<{ orderId: string; number: string }>(ctx, `SELECT order_id AS "orderId", number FROM invoices WHERE order_id = ANY($1) AND kind = 'credit-note' ORDER BY issued_at, seq`, [orderIds]);
      return groupByKeys(orderIds, rows, (row) => row.orderId).map((notes) => notes.map((note) => note.number));
    }),
);
