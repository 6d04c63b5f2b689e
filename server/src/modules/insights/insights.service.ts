import { CHECKOUT_CURRENCY } from '../../../../common/constants';
import { addDays, addMonths, BUSINESS_TIME_ZONE, businessToday, daysBetween, isIsoDate, monthStart } from '../../../../common/dates';
import { bucketLabel, bucketOf, COUNTED_FUNNEL_STAGES, LEAD_TIME_BUCKETS, MAX_INSIGHTS_DAYS, PACE_MONTHS, STAY_LENGTH_BUCKETS, type CountedFunnelStage } from '../../../../common/insights';
import { sql } from '../../db/sql';
import { isUuid } from '../../db/uuid';
import { badInput } from '../../errors';
import type { RequestContext } from '../../graphql/context';
import { funnelCounts } from '../../ops/funnel-counts';
import { authorize, Role } from '../users/authorization';
import type { FunnelDay, Histogram, Insights, PaceMonth, RevenueMonth } from './insights.types';

export interface InsightsQuery {
  from?: unknown;
  to?: unknown;
  destination?: unknown;
  propertyId?: unknown;
}

const TZ = BUSINESS_TIME_ZONE;

/**
 * The business in figures for staff, over a period (business days, both inclusive), optionally one
 * destination or one villa. Every figure is defined in the README ("Insights"):
 *
 * - stays: bookings (not blocks) now confirmed, of villas in scope, in the checkout currency;
 * - available nights: villa-nights of the villas in scope (published ones, or the villa asked for)
 *   less the nights blocked (by staff, the owner or an imported calendar);
 * - occupancy = booked nights ÷ available nights; rent of a night = the stay's price ÷ its nights;
 *   ADR = rent ÷ booked nights; RevPAN = rent ÷ available nights;
 * - revenue by month, booked (whole stays by order date) and earned (rent of the month's nights),
 *   with the same months a year before;
 * - booking pace: for each coming month, the nights on the books now, and those on the books
 *   on the same day a year ago for the same month a year earlier;
 * - lead time and length of stay of stays ordered in the period; cancellations in the period;
 * - the funnel per day (anonymous daily totals, the whole site; paid = orders whose first charge
 *   was taken that day).
 */
export async function insights(ctx: RequestContext, query: InsightsQuery): Promise<Insights> {
  authorize(ctx, [Role.Admin]);
  const { from, to, destination, propertyId } = parseQuery(query);
  // What this instance counted so far, so staff see it at once (other instances write theirs every FUNNEL_FLUSH_INTERVAL).
  await funnelCounts(ctx.db).flush();
  const today = businessToday();
  const scope = { destination, propertyId };

  const { rows: [nights] } = await sql<{ villas: number; blocked: number; booked: number; rent: string | null }>(
    ctx,
    `WITH ${SCOPE},
     days AS (SELECT d::date AS day FROM generate_series($4::date, $5::date, interval '1 day') d),
     blocked AS (SELECT count(*)::int AS n FROM bookings b JOIN villas v ON v.id = b.property_id JOIN days ON days.day >= b.check_in AND days.day < b.check_out
                  WHERE b.kind = 'block' AND b.status <> 'cancelled'),
     booked AS (SELECT count(*)::int AS n, sum(s.total_price::numeric / s.total_nights) AS rent FROM stays s JOIN days ON days.day >= s.check_in AND days.day < s.check_out)
     SELECT (SELECT count(*)::int FROM villas) AS villas, (SELECT n FROM blocked) AS blocked, (SELECT n FROM booked) AS booked, (SELECT rent FROM booked)::text AS rent`,
    [destination, propertyId, CHECKOUT_CURRENCY, from, to],
  );
  const days = daysBetween(from, to) + 1;
  const availableNights = nights.villas * days - nights.blocked;
  const rentExact = Number(nights.rent ?? 0);
  const rent = Math.round(rentExact);

  return {
    from,
    to,
    destination,
    propertyId,
    currency: CHECKOUT_CURRENCY,
    villas: nights.villas,
    availableNights,
    blockedNights: nights.blocked,
    bookedNights: nights.booked,
    occupancy: availableNights > 0 ? nights.booked / availableNights : 0,
    rent,
    adr: nights.booked > 0 ? Math.round(rentExact / nights.booked) : 0,
    revPan: availableNights > 0 ? Math.round(rentExact / availableNights) : 0,
    revenueByMonth: await revenueByMonth(ctx, scope, from, to),
    pace: await bookingPace(ctx, scope, today),
    leadTime: await histograms(ctx, scope, from, to, 'lead'),
    stayLength: await histograms(ctx, scope, from, to, 'length'),
    cancellations: await cancellations(ctx, scope, from, to),
    funnel: await funnel(ctx, from, to),
  };
}

/** Villas in scope ($1 destination, $2 villa) and their live stays in the checkout currency ($3). */
const SCOPE = `villas AS (SELECT p.id FROM properties p WHERE ($1::text IS NULL OR p.destination_key = $1) AND (p.id = $2::uuid OR ($2::uuid IS NULL AND p.published))),
     stays AS (SELECT b.property_id, b.check_in, b.check_out, b.total_nights, b.total_price, (o.created_at AT TIME ZONE '${TZ}')::date AS ordered
                 FROM bookings b JOIN villas v ON v.id = b.property_id JOIN orders o ON o.id = b.order_id
                WHERE b.kind = 'stay' AND b.status = 'confirmed' AND o.currency = $3)`;

interface Scope {
  destination: string | null;
  propertyId: string | null;
}

function parseQuery(query: InsightsQuery): { from: string; to: string; destination: string | null; propertyId: string | null } {
  const { from, to } = query;
  if (typeof from !== 'string' || !isIsoDate(from)) throw badInput('insights.period', 'from', { max: MAX_INSIGHTS_DAYS });
  if (typeof to !== 'string' || !isIsoDate(to) || to < from || daysBetween(from, to) + 1 > MAX_INSIGHTS_DAYS) throw badInput('insights.period', 'to', { max: MAX_INSIGHTS_DAYS });
  const destination = typeof query.destination === 'string' && query.destination.trim() ? query.destination.trim() : null;
  if (query.destination != null && typeof query.destination !== 'string') throw badInput('insights.destination', 'destination');
  const propertyId = query.propertyId == null || query.propertyId === '' ? null : query.propertyId;
  if (propertyId !== null && (typeof propertyId !== 'string' || !isUuid(propertyId))) throw badInput('insights.propertyId', 'propertyId');
  return { from, to, destination, propertyId: propertyId as string | null };
}

/** Booked (by order date) and earned (by night) revenue of each month of the period, and of the same month a year before. */
async function revenueByMonth(ctx: RequestContext, scope: Scope, from: string, to: string): Promise<RevenueMonth[]> {
  const first = monthStart(from);
  const months: string[] = [];
  for (let month = first; month <= to; month = addMonths(month, 1)) months.push(month);
  const { rows } = await sql<{ month: string; booked: string; earned: string }>(
    ctx,
    `WITH ${SCOPE},
     months AS (SELECT m::date AS month FROM unnest($4::date[]) m),
     nights AS (SELECT date_trunc('month', n)::date AS month, s.total_price::numeric / s.total_nights AS rent
                  FROM stays s CROSS JOIN LATERAL generate_series(s.check_in, s.check_out - 1, interval '1 day') n
                 WHERE s.check_out > $5::date AND s.check_in < $6::date)
     SELECT to_char(months.month, 'YYYY-MM-DD') AS month,
            (SELECT coalesce(sum(total_price), 0) FROM stays WHERE date_trunc('month', ordered) = months.month)::text AS booked,
            (SELECT coalesce(sum(rent), 0) FROM nights WHERE nights.month = months.month)::text AS earned
       FROM months ORDER BY months.month`,
    [scope.destination, scope.propertyId, CHECKOUT_CURRENCY, [...months, ...months.map((month) => addMonths(month, -12))], addMonths(first, -12), addMonths(months[months.length - 1], 1)],
  );
  const byMonth = new Map(rows.map((row) => [row.month, { booked: Math.round(Number(row.booked)), earned: Math.round(Number(row.earned)) }]));
  return months.map((month) => {
    const now = byMonth.get(month)!;
    const before = byMonth.get(addMonths(month, -12))!;
    return { month: month.slice(0, 7), booked: now.booked, earned: now.earned, bookedLastYear: before.booked, earnedLastYear: before.earned };
  });
}

/**
 * For each of the coming PACE_MONTHS months: nights of the month on the books now, and nights of
 * the same month a year earlier that were on the books on this day a year ago (ordered by then,
 * and confirmed now or cancelled only after that day).
 */
async function bookingPace(ctx: RequestContext, scope: Scope, today: string): Promise<PaceMonth[]> {
  const first = monthStart(today);
  const months = Array.from({ length: PACE_MONTHS }, (_, i) => addMonths(first, i));
  const yearAgo = addMonths(today, -12);
  const { rows } = await sql<{ month: string; now: number; before: number }>(
    ctx,
    `WITH villas AS (SELECT p.id FROM properties p WHERE ($1::text IS NULL OR p.destination_key = $1) AND (p.id = $2::uuid OR ($2::uuid IS NULL AND p.published))),
     nights AS (
       SELECT date_trunc('month', n)::date AS month, b.status, o.cancelled_at, (o.created_at AT TIME ZONE '${TZ}')::date AS ordered, o.amount_paid
         FROM bookings b JOIN villas v ON v.id = b.property_id JOIN orders o ON o.id = b.order_id
         CROSS JOIN LATERAL generate_series(b.check_in, b.check_out - 1, interval '1 day') n
        WHERE b.kind = 'stay' AND o.currency = $3 AND b.check_out > $4::date AND b.check_in < $5::date)
     SELECT to_char(m, 'YYYY-MM-DD') AS month,
            (SELECT count(*)::int FROM nights WHERE nights.month = m::date AND status = 'confirmed') AS now,
            (SELECT count(*)::int FROM nights WHERE nights.month = (m - interval '1 year')::date AND ordered <= $6::date AND amount_paid > 0
               AND (status = 'confirmed' OR (status = 'cancelled' AND (cancelled_at AT TIME ZONE '${TZ}')::date > $6::date))) AS before
       FROM unnest($7::date[]) m ORDER BY m`,
    [scope.destination, scope.propertyId, CHECKOUT_CURRENCY, addMonths(first, -12), addMonths(first, PACE_MONTHS), yearAgo, months],
  );
  return rows.map((row) => ({ month: row.month.slice(0, 7), nightsOnBooks: row.now, nightsLastYear: row.before }));
}

/** Lead time (order date to arrival) or length of stay (nights) of the stays ordered in the period, in buckets. */
async function histograms(ctx: RequestContext, scope: Scope, from: string, to: string, which: 'lead' | 'length'): Promise<Histogram[]> {
  const { rows } = await sql<{ value: number; n: number }>(
    ctx,
    `WITH ${SCOPE}
     SELECT ${which === 'lead' ? '(check_in - ordered)' : 'total_nights'}::int AS value, count(*)::int AS n FROM stays WHERE ordered BETWEEN $4::date AND $5::date GROUP BY 1`,
    [scope.destination, scope.propertyId, CHECKOUT_CURRENCY, from, to],
  );
  const buckets = which === 'lead' ? LEAD_TIME_BUCKETS : STAY_LENGTH_BUCKETS;
  const counts = buckets.map(() => 0);
  for (const row of rows) {
    const i = bucketOf(buckets, row.value);
    if (i >= 0) counts[i] += row.n;
  }
  return buckets.map((bucket, i) => ({ label: bucketLabel(bucket), from: bucket[0], to: bucket[1], count: counts[i] }));
}

/** Orders of the scope cancelled in the period after they were paid (in part): how many, their nights, the refunds and the fees kept. */
async function cancellations(ctx: RequestContext, scope: Scope, from: string, to: string) {
  const { rows: [row] } = await sql<{ orders: number; nights: number; refunded: number; kept: number }>(
    ctx,
    `WITH villas AS (SELECT p.id FROM properties p WHERE ($1::text IS NULL OR p.destination_key = $1) AND (p.id = $2::uuid OR ($2::uuid IS NULL AND p.published))),
     cancelled AS (
       SELECT o.id, o.amount_paid, o.refunded_amount FROM orders o
        WHERE o.status = 'cancelled' AND o.amount_paid > 0 AND o.currency = $3
          AND (o.cancelled_at AT TIME ZONE '${TZ}')::date BETWEEN $4::date AND $5::date
          AND EXISTS (SELECT 1 FROM bookings b JOIN villas v ON v.id = b.property_id WHERE b.order_id = o.id))
     SELECT count(*)::int AS orders,
            coalesce((SELECT sum(b.total_nights) FROM bookings b JOIN villas v ON v.id = b.property_id WHERE b.order_id IN (SELECT id FROM cancelled)), 0)::int AS nights,
            coalesce(sum(refunded_amount), 0)::int AS refunded,
            coalesce(sum(amount_paid - refunded_amount), 0)::int AS kept
       FROM cancelled`,
    [scope.destination, scope.propertyId, CHECKOUT_CURRENCY, from, to],
  );
  return { orders: row.orders, nights: row.nights, refundedAmount: row.refunded, keptAmount: row.kept };
}

/** The funnel for each day of the period: the counted stages, and orders paid (their first charge taken that day). */
async function funnel(ctx: RequestContext, from: string, to: string): Promise<FunnelDay[]> {
  const { rows: counted } = await sql<{ day: string; stage: CountedFunnelStage; count: string }>(
    ctx,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, stage, count::text FROM funnel_daily WHERE day BETWEEN $1 AND $2`,
    [from, to],
  );
  const { rows: paid } = await sql<{ day: string; n: number }>(
    ctx,
    `SELECT to_char(first_paid, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM (
       SELECT (min(p.completed_at) AT TIME ZONE '${TZ}')::date AS first_paid FROM payments p
        WHERE p.kind = 'charge' AND p.status IN ('completed', 'refunded') AND p.completed_at IS NOT NULL GROUP BY p.order_id) firsts
      WHERE first_paid BETWEEN $1 AND $2 GROUP BY 1`,
    [from, to],
  );
  const days: FunnelDay[] = [];
  const index = new Map<string, FunnelDay>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const entry: FunnelDay = { day, search: 0, villaView: 0, basketAdd: 0, checkoutStart: 0, paid: 0 };
    days.push(entry);
    index.set(day, entry);
  }
  const field: Record<CountedFunnelStage, keyof Omit<FunnelDay, 'day'>> = { search: 'search', 'villa-view': 'villaView', 'basket-add': 'basketAdd', 'checkout-start': 'checkoutStart' };
  for (const row of counted) if (COUNTED_FUNNEL_STAGES.includes(row.stage)) index.get(row.day)![field[row.stage]] += Number(row.count);
  for (const row of paid) index.get(row.day)!.paid += row.n;
  return days;
}
