import { CHECKOUT_CURRENCY } from '../../../../common/constants';
import { BUSINESS_TIME_ZONE, businessToday, isIsoDate } from '../../../../common/dates';
import {
  balanceDue,
  firstName,
  isMonth,
  monthOf,
  monthsBetween,
  nextMonth,
  sameFigures,
  stayFigures,
  stayMoney,
  stayMonth,
  statementTotals,
  subtractFigures,
  ZERO_FIGURES,
  type StayFigures,
} from '../../../../common/owner-statements';
import { isUuid } from '../../db/uuid';
import { sql } from '../../db/sql';
import { AppError, badInput } from '../../errors';
import { inTransaction, type RequestContext } from '../../graphql/context';
import { toPage, pageOrDefault, type Page, type PageInput } from '../../graphql/pagination';
import { AuditAction, AuditTargetType } from '../audit/audit.entity';
import { recordChange } from '../audit/audit.service';
import { authorize, Role } from '../users/authorization';
import type { User } from '../users/user.entity';
import type { OwnerAccount, OwnerPayout, OwnerStatementClose, OwnerStatementSummary, RecordOwnerPayoutInput, StatementLine } from './owner.types';
import { ownerOrStaff } from './owners.service';
import type { StatementAdjustmentData, StatementData } from './owner-statement.data';
import { statementPdf } from './owner-statement.render';

/** Statements are in the currency orders are charged in. */
export const STATEMENT_CURRENCY = CHECKOUT_CURRENCY;

/** A stay's contribution as the service computes it (a line, before presentation). */
interface StayItem extends Omit<StatementLine, 'rent' | 'refunds' | 'commission' | 'net'> {
  bookingId: string;
  month: string;
  figures: StayFigures;
}

interface OwnerLedger {
  owner: { id: string; name: string; email: string };
  items: StayItem[];
  payouts: { id: string; reference: string; paidOn: string; amount: number }[];
  /** Months closed, ascending. */
  closed: string[];
  /** Frozen statements of closed months, by month. */
  frozen: Map<string, StatementData>;
  /** What each stay contributed to closed months so far (lines and adjustments). */
  reported: Map<string, StayFigures>;
}

interface StayRow {
  bookingId: string;
  orderNumber: string;
  propertyId: string;
  propertyTitle: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  commissionPercent: number;
  orderStatus: string;
  cancelledMonth: string | null;
  discountAmount: number;
  extrasAmount: number;
  captured: number;
  refunded: number;
  stays: { id: string; price: number }[];
}

/** Everything a statement of `ownerId` is made of, read in a few statements. */
async function loadLedger(ctx: RequestContext, ownerId: string): Promise<OwnerLedger> {
  const { rows: owners } = await sql<{ id: string; name: string; email: string }>(ctx, `SELECT id, name, email FROM users WHERE id = $1`, [ownerId]);
  const { rows } = await sql<StayRow>(
    ctx,
    `SELECT b.id AS "bookingId", o.order_number AS "orderNumber", b.property_id AS "propertyId", p.title AS "propertyTitle",
            to_char(b.check_in, 'YYYY-MM-DD') AS "checkIn", to_char(b.check_out, 'YYYY-MM-DD') AS "checkOut", b.guest_name AS "guestName",
            COALESCE(b.commission_percent, p.commission_percent, 0)::float8 AS "commissionPercent",
            o.status AS "orderStatus", to_char(o.cancelled_at AT TIME ZONE $3, 'YYYY-MM') AS "cancelledMonth",
            o.discount_amount AS "discountAmount", o.extras_amount AS "extrasAmount",
            (SELECT COALESCE(sum(c.amount), 0)::int FROM payments c WHERE c.order_id = o.id AND c.kind = 'charge' AND c.status IN ('completed', 'refunded')) - d.paid AS captured,
            (SELECT COALESCE(sum(r.amount), 0)::int FROM payments r WHERE r.order_id = o.id AND r.kind = 'refund' AND r.status IN ('pending', 'completed')) - d.refunded AS refunded,
            (SELECT json_agg(json_build_object('id', s.id, 'price', s.total_price) ORDER BY s.check_in, s.id) FROM bookings s WHERE s.order_id = o.id AND s.kind = 'stay') AS stays
       FROM bookings b JOIN properties p ON p.id = b.property_id JOIN orders o ON o.id = b.order_id
       -- The damage deposit is never the owner's: what was paid of it, and given back, is left out.
       CROSS JOIN LATERAL (SELECT CASE WHEN o.damage_deposit_amount > 0 AND o.amount_paid >= o.total_amount + o.damage_deposit_amount THEN o.damage_deposit_amount ELSE 0 END AS paid) dp
       CROSS JOIN LATERAL (SELECT dp.paid,
                                  CASE WHEN dp.paid = 0 THEN 0
                                       WHEN o.damage_deposit_settled_at IS NOT NULL THEN o.damage_deposit_amount - coalesce(o.damage_deposit_claimed, 0)
                                       WHEN o.status = 'cancelled' THEN least(dp.paid, o.refunded_amount)
                                       ELSE 0 END AS refunded) d
      WHERE p.owner_id = $1 AND b.kind = 'stay' AND o.currency = $2 AND o.status IN ('confirmed', 'overdue', 'cancelled')`,
    [ownerId, STATEMENT_CURRENCY, BUSINESS_TIME_ZONE],
  );
  // A stay once reported on a closed month stays that month's: what changes later is an adjustment.
  const { rows: pinned } = await sql<{ bookingId: string; month: string }>(
    ctx,
    `SELECT booking_id AS "bookingId", min(month) AS month FROM owner_statement_items WHERE owner_id = $1 AND kind = 'line' GROUP BY booking_id`,
    [ownerId],
  );
  const reportedIn = new Map(pinned.map((row) => [row.bookingId, row.month]));
  const items: StayItem[] = [];
  for (const row of rows) {
    const index = row.stays.findIndex((stay) => stay.id === row.bookingId);
    const money = stayMoney({ stayPrices: row.stays.map((stay) => stay.price), discountAmount: row.discountAmount, extrasAmount: row.extrasAmount, captured: row.captured, refunded: row.refunded })[index];
    const cancelled = row.orderStatus === 'cancelled';
    const reported = reportedIn.get(row.bookingId);
    if (!reported && cancelled && (money.rent === 0 || !row.cancelledMonth)) continue;
    items.push({
      bookingId: row.bookingId,
      month: reported ?? (cancelled ? row.cancelledMonth! : stayMonth(row.checkOut)),
      kind: cancelled ? 'cancellation' : 'stay',
      reference: row.stays.length > 1 ? `${row.orderNumber}/${index + 1}` : row.orderNumber,
      propertyId: row.propertyId,
      propertyTitle: row.propertyTitle,
      guestFirstName: firstName(row.guestName),
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      commissionPercent: row.commissionPercent,
      figures: stayFigures(money.rent, money.refunds, row.commissionPercent),
    });
  }
  items.sort((a, b) => a.checkOut.localeCompare(b.checkOut) || a.reference.localeCompare(b.reference));
  const { rows: payouts } = await sql<OwnerLedger['payouts'][number]>(
    ctx,
    `SELECT id, reference, to_char(paid_on, 'YYYY-MM-DD') AS "paidOn", amount FROM owner_payouts WHERE owner_id = $1 AND currency = $2 ORDER BY paid_on, created_at, id`,
    [ownerId, STATEMENT_CURRENCY],
  );
  const { rows: closed } = await sql<{ month: string }>(ctx, `SELECT month FROM owner_statement_months ORDER BY month`);
  const { rows: frozen } = await sql<{ month: string; body: StatementData }>(ctx, `SELECT month, body FROM owner_statements WHERE owner_id = $1 AND currency = $2`, [ownerId, STATEMENT_CURRENCY]);
  const { rows: reported } = await sql<StayFigures & { bookingId: string }>(
    ctx,
    `SELECT booking_id AS "bookingId", sum(rent)::int AS rent, sum(refunds)::int AS refunds, sum(commission)::int AS commission, sum(net)::int AS net
       FROM owner_statement_items WHERE owner_id = $1 GROUP BY booking_id`,
    [ownerId],
  );
  return {
    owner: owners[0] ?? { id: ownerId, name: '', email: '' },
    items,
    payouts,
    closed: closed.map((row) => row.month),
    frozen: new Map(frozen.map((row) => [row.month, row.body])),
    reported: new Map(reported.map(({ bookingId, ...figures }) => [bookingId, figures])),
  };
}

const lineOf = (item: StayItem): StatementLine => {
  const { bookingId: _id, month: _month, figures, ...line } = item;
  return { ...line, ...figures };
};

function emptyStatement(ownerId: string, month: string, draft: boolean, balanceCarried: number): StatementData {
  return { ownerId, month, draft, currency: STATEMENT_CURRENCY, lines: [], adjustments: [], payouts: [], balanceCarried, balanceDue: balanceCarried, totals: { ...ZERO_FIGURES } };
}

/**
 * The owner's statements from the first open month (or, with nothing closed yet, the first month
 * with anything in it) to `upTo`, each built on the last: lines of the month's stays, on the
 * first open month the adjustments of stays of closed months (current figures − figures
 * reported), the month's payouts, and the balance carried from the month before.
 */
function openStatements(ledger: OwnerLedger, upTo: string): Map<string, StatementData> {
  const lastClosed = ledger.closed[ledger.closed.length - 1] ?? null;
  const activity = [...ledger.items.map((item) => item.month), ...ledger.payouts.map((payout) => monthOf(payout.paidOn))].sort();
  const firstOpen = lastClosed ? nextMonth(lastClosed) : (activity[0] ?? upTo);
  let carried = lastClosed ? (ledger.frozen.get(lastClosed)?.balanceDue ?? 0) : 0;
  const statements = new Map<string, StatementData>();
  for (const month of monthsBetween(firstOpen, upTo)) {
    const items = ledger.items.filter((item) => item.month === month);
    const adjustments: StatementAdjustmentData[] =
      month === firstOpen && lastClosed
        ? ledger.items
            .filter((item) => item.month <= lastClosed)
            .flatMap((item) => {
              const change = subtractFigures(item.figures, ledger.reported.get(item.bookingId) ?? ZERO_FIGURES);
              return sameFigures(change, ZERO_FIGURES) ? [] : [{ bookingId: item.bookingId, reference: item.reference, month: item.month, rent: change.rent, refunds: change.refunds, commission: change.commission, amount: change.net }];
            })
        : [];
    const payouts = ledger.payouts.filter((payout) => monthOf(payout.paidOn) === month);
    const totals = statementTotals(items.map((item) => item.figures));
    const due = balanceDue({ balanceCarried: carried, net: totals.net, adjustments: adjustments.map((a) => a.amount), payouts: payouts.map((p) => p.amount) });
    statements.set(month, { ownerId: ledger.owner.id, month, draft: true, currency: STATEMENT_CURRENCY, lines: items.map(lineOf), adjustments, payouts, balanceCarried: carried, balanceDue: due, totals });
    carried = due;
  }
  return statements;
}

/** One month's statement of a ledger: frozen when closed, else the draft. */
function statementOf(ledger: OwnerLedger, month: string): StatementData {
  if (ledger.closed.includes(month)) return ledger.frozen.get(month) ?? emptyStatement(ledger.owner.id, month, false, 0);
  const lastClosed = ledger.closed[ledger.closed.length - 1];
  return openStatements(ledger, month).get(month) ?? emptyStatement(ledger.owner.id, month, true, lastClosed && lastClosed < month ? (ledger.frozen.get(lastClosed)?.balanceDue ?? 0) : 0);
}

/** Whose statements: the signed-in owner's, or for staff the owner they name. */
async function statementOwner(ctx: RequestContext, ownerId?: string | null): Promise<string> {
  const user: User = ownerOrStaff(ctx);
  if (!user.isAdmin) return user.id;
  if (!ownerId) throw badInput('owner.ownerIdRequired', 'ownerId');
  if (!isUuid(ownerId)) throw badInput('validation.uuid', 'ownerId');
  const { rows } = await sql(ctx, `SELECT 1 FROM users WHERE id = $1 AND is_owner`, [ownerId]);
  if (!rows.length) throw new AppError('NOT_FOUND', 'owner.notAnOwner', { field: 'ownerId' }, 'ownerId');
  return ownerId;
}

export function parseMonth(month: string, field = 'month'): string {
  if (!isMonth(month)) throw badInput('statement.month', field);
  if (month > monthOf(businessToday())) throw badInput('statement.notYet', field);
  return month;
}

/** A month's statement with its adjustments described in the caller's language. */
export interface OwnerStatementView {
  data: StatementData;
  owner: { id: string; name: string; email: string };
  closedAt: Date | null;
}

export async function ownerStatement(ctx: RequestContext, month: string, ownerId?: string | null): Promise<OwnerStatementView> {
  const owner = await statementOwner(ctx, ownerId);
  const wanted = parseMonth(month);
  const ledger = await loadLedger(ctx, owner);
  const { rows } = await sql<{ closedAt: Date }>(ctx, `SELECT closed_at AS "closedAt" FROM owner_statement_months WHERE month = $1`, [wanted]);
  return { data: statementOf(ledger, wanted), owner: ledger.owner, closedAt: rows[0]?.closedAt ?? null };
}

/** The PDF of a month: as issued for a closed month (kept bytes), freshly drawn for a draft. */
export async function ownerStatementPdf(ctx: RequestContext, month: string, ownerId?: string | null): Promise<Buffer> {
  const view = await ownerStatement(ctx, month, ownerId);
  if (!view.data.draft) {
    const { rows } = await sql<{ pdf: Buffer }>(ctx, `SELECT ${ctx.locale === 'de' ? 'pdf_de' : 'pdf_en'} AS pdf FROM owner_statements WHERE owner_id = $1 AND month = $2 AND currency = $3`, [
      view.owner.id,
      view.data.month,
      STATEMENT_CURRENCY,
    ]);
    if (rows[0]) return rows[0].pdf;
  }
  return statementPdf(ctx.locale, view.owner, view.data, view.closedAt ?? new Date());
}

/** Every month from the owner's first activity (or first statement) to this month, newest first; at least this month. */
export async function listOwnerStatements(ctx: RequestContext, ownerId?: string | null): Promise<OwnerStatementSummary[]> {
  const owner = await statementOwner(ctx, ownerId);
  const ledger = await loadLedger(ctx, owner);
  const current = monthOf(businessToday());
  const open = openStatements(ledger, current);
  // From the first month with anything in it; at least this month's draft.
  const months = [...ledger.frozen.keys(), ...open.keys(), current].sort();
  return monthsBetween(months[0], current)
    .reverse()
    .map((month) => {
      const statement = statementOf(ledger, month);
      return { month, draft: statement.draft, currency: statement.currency, net: statement.totals.net, balanceDue: statement.balanceDue };
    });
}

/** Owners with their villas and balance due (this month's draft), for staff. */
export async function listOwnerAccounts(ctx: RequestContext, page?: Partial<PageInput> | null): Promise<Page<OwnerAccount>> {
  authorize(ctx, [Role.Admin]);
  const { offset, limit } = pageOrDefault(page);
  const { rows } = await sql<{ id: string; name: string; email: string; villaCount: number; total: number }>(
    ctx,
    `SELECT u.id, u.name, u.email, (SELECT count(*)::int FROM properties p WHERE p.owner_id = u.id) AS "villaCount", count(*) OVER ()::int AS total
       FROM users u WHERE u.is_owner ORDER BY u.name, u.id OFFSET $1 LIMIT $2`,
    [offset, limit],
  );
  const current = monthOf(businessToday());
  const items: OwnerAccount[] = [];
  for (const row of rows) {
    const ledger = await loadLedger(ctx, row.id);
    items.push({ id: row.id, name: row.name, email: row.email, villaCount: row.villaCount, currency: STATEMENT_CURRENCY, balanceDue: statementOf(ledger, current).balanceDue });
  }
  return toPage(items, rows[0]?.total ?? 0, { offset, limit });
}

/**
 * Freezes the statements of `month` and of every earlier month still open, for every owner, in
 * one transaction: each owner's statement (JSON and its PDF in English and German, as issued)
 * and what each stay contributed, so later changes become adjustments. A month not over yet
 * closes only when staff confirm (`early`).
 */
export async function closeOwnerStatements(ctx: RequestContext, month: string, early = false): Promise<OwnerStatementClose> {
  authorize(ctx, [Role.Admin]);
  const wanted = parseMonth(month);
  if (wanted === monthOf(businessToday()) && !early) throw new AppError('CONFLICT', 'statement.monthNotOver', { month: wanted });
  return inTransaction(ctx, async (tx) => {
    await sql(tx, `SELECT pg_advisory_xact_lock(hashtextextended('owner-statements', 0))`);
    const { rows: last } = await sql<{ month: string | null }>(tx, `SELECT max(month) AS month FROM owner_statement_months`);
    const lastClosed = last[0]?.month ?? null;
    if (lastClosed && wanted <= lastClosed) throw new AppError('CONFLICT', 'statement.alreadyClosed', { month: wanted });
    const { rows: owners } = await sql<{ id: string }>(tx, `SELECT id FROM users WHERE is_owner ORDER BY id`);
    const ledgers = await Promise.all(owners.map((owner) => loadLedger(tx, owner.id)));
    const drafts = ledgers.map((ledger) => openStatements(ledger, wanted));
    const firstActivity = drafts.flatMap((statements) => [...statements.keys()]).sort()[0];
    const months = lastClosed ? monthsBetween(nextMonth(lastClosed), wanted) : monthsBetween(firstActivity && firstActivity < wanted ? firstActivity : wanted, wanted);
    const closedAt = new Date();
    for (const m of months) await sql(tx, `INSERT INTO owner_statement_months (month, closed_at, closed_by) VALUES ($1, $2, $3)`, [m, closedAt, tx.user?.id ?? null]);
    let issued = 0;
    for (const [index, ledger] of ledgers.entries()) {
      for (const m of months) {
        const draft = drafts[index].get(m);
        if (!draft || (!draft.lines.length && !draft.adjustments.length && !draft.payouts.length && draft.balanceCarried === 0)) continue;
        const statement: StatementData = { ...draft, draft: false };
        const [pdfEn, pdfDe] = await Promise.all((['en', 'de'] as const).map((locale) => statementPdf(locale, ledger.owner, statement, closedAt)));
        await sql(
          tx,
          `INSERT INTO owner_statements (owner_id, month, currency, body, balance_due, pdf_en, pdf_de, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [ledger.owner.id, m, statement.currency, JSON.stringify(statement), statement.balanceDue, pdfEn, pdfDe, closedAt],
        );
        const items = [
          ...ledger.items.filter((item) => item.month === m).map((item) => ({ bookingId: item.bookingId, kind: 'line', ...item.figures })),
          ...statement.adjustments.map((a) => ({ bookingId: a.bookingId, kind: 'adjustment', rent: a.rent, refunds: a.refunds, commission: a.commission, net: a.amount })),
        ];
        if (items.length) {
          await sql(
            tx,
            `INSERT INTO owner_statement_items (owner_id, month, booking_id, kind, rent, refunds, commission, net)
             SELECT $1, $2, i."bookingId", i.kind, i.rent, i.refunds, i.commission, i.net
               FROM json_to_recordset($3::json) AS i("bookingId" uuid, kind text, rent int, refunds int, commission int, net int)`,
            [ledger.owner.id, m, JSON.stringify(items)],
          );
        }
        issued += 1;
      }
    }
    await recordChange(tx, AuditAction.OWNER_STATEMENTS_CLOSED, { type: AuditTargetType.OWNER_STATEMENT_MONTH, id: wanted, label: wanted }, null, { months, statements: issued, early });
    return { months, statements: issued };
  });
}

const PAYOUT_COLUMNS = `p.id, p.owner_id AS "ownerId", u.name AS "ownerName", u.email AS "ownerEmail", p.amount, p.currency, p.reference,
  to_char(p.paid_on, 'YYYY-MM-DD') AS "paidOn", p.created_at AS "createdAt"`;

/**
 * Finance records money paid to an owner. The reference is unique per owner: the same payout
 * sent again answers the one recorded; another payout under a taken reference is refused. A
 * payout dated in a closed month is refused (its statement is issued).
 */
export async function recordOwnerPayout(ctx: RequestContext, input: RecordOwnerPayoutInput): Promise<OwnerPayout> {
  authorize(ctx, [Role.Admin]);
  const owner = await statementOwner(ctx, input.ownerId);
  if (input.currency.trim().toUpperCase() !== STATEMENT_CURRENCY) throw badInput('payout.currency', 'currency', { currency: STATEMENT_CURRENCY });
  if (!isIsoDate(input.paidOn)) throw badInput('validation.date', 'paidOn');
  if (input.paidOn > businessToday()) throw badInput('payout.paidOnFuture', 'paidOn');
  const reference = input.reference.trim();
  return inTransaction(ctx, async (tx) => {
    await sql(tx, `SELECT pg_advisory_xact_lock(hashtextextended('owner-statements', 0))`);
    const { rows: closed } = await sql(tx, `SELECT 1 FROM owner_statement_months WHERE month = $1`, [monthOf(input.paidOn)]);
    if (closed.length) throw new AppError('CONFLICT', 'payout.monthClosed', { field: 'paidOn', month: monthOf(input.paidOn) }, 'paidOn');
    const { rows: inserted } = await sql<{ id: string }>(
      tx,
      `INSERT INTO owner_payouts (owner_id, amount, currency, reference, paid_on, recorded_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (owner_id, reference) DO NOTHING RETURNING id`,
      [owner, input.amount, STATEMENT_CURRENCY, reference, input.paidOn, tx.user?.id ?? null],
    );
    const { rows } = await sql<OwnerPayout>(tx, `SELECT ${PAYOUT_COLUMNS} FROM owner_payouts p JOIN users u ON u.id = p.owner_id WHERE p.owner_id = $1 AND p.reference = $2`, [owner, reference]);
    const [payout] = rows;
    if (!inserted.length) {
      if (payout.amount !== input.amount || payout.paidOn !== input.paidOn) throw new AppError('CONFLICT', 'payout.referenceTaken', { field: 'reference' }, 'reference');
      return payout;
    }
    await recordChange(tx, AuditAction.OWNER_PAYOUT_RECORDED, { type: AuditTargetType.USER, id: owner, label: payout.ownerEmail }, null, {
      payout: { amount: payout.amount, currency: payout.currency, reference, paidOn: payout.paidOn },
    });
    return payout;
  });
}

/** Payouts, newest first, optionally of one owner. */
export async function listOwnerPayouts(ctx: RequestContext, ownerId?: string | null, page?: Partial<PageInput> | null): Promise<Page<OwnerPayout>> {
  authorize(ctx, [Role.Admin]);
  if (ownerId && !isUuid(ownerId)) throw badInput('validation.uuid', 'ownerId');
  const { offset, limit } = pageOrDefault(page);
  const { rows } = await sql<OwnerPayout & { total: number }>(
    ctx,
    `SELECT ${PAYOUT_COLUMNS}, count(*) OVER ()::int AS total FROM owner_payouts p JOIN users u ON u.id = p.owner_id
      WHERE $1::uuid IS NULL OR p.owner_id = $1 ORDER BY p.paid_on DESC, p.created_at DESC, p.id OFFSET $2 LIMIT $3`,
    [ownerId ?? null, offset, limit],
  );
  return toPage(
    rows.map(({ total: _total, ...payout }) => payout),
    rows[0]?.total ?? 0,
    { offset, limit },
  );
}

/** Every payout (optionally of one owner), oldest first, for the CSV export. */
export async function allOwnerPayouts(ctx: RequestContext, ownerId?: string | null): Promise<OwnerPayout[]> {
  authorize(ctx, [Role.Admin]);
  if (ownerId && !isUuid(ownerId)) throw badInput('validation.uuid', 'ownerId');
  const { rows } = await sql<OwnerPayout>(ctx, `SELECT ${PAYOUT_COLUMNS} FROM owner_payouts p JOIN users u ON u.id = p.owner_id WHERE $1::uuid IS NULL OR p.owner_id = $1 ORDER BY p.paid_on, p.created_at, p.id`, [
    ownerId ?? null,
  ]);
  return rows;
}

