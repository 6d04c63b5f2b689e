/**
 * The staff insights: funnel stages, histogram buckets and limits, shared by the server that
 * computes them and the dashboard that shows them.
 */

/** Stages counted on the server as anonymous daily totals when they are served. */
export const COUNTED_FUNNEL_STAGES = ['search', 'villa-view', 'basket-add', 'checkout-start'] as const;
export type CountedFunnelStage = (typeof COUNTED_FUNNEL_STAGES)[number];

/** The funnel, in order: the counted stages, then orders paid (read from the payments). */
export const FUNNEL_STAGES = [...COUNTED_FUNNEL_STAGES, 'paid'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Lead time (order date to arrival, days) buckets: each is [from, to] inclusive; the last is open. */
export const LEAD_TIME_BUCKETS: readonly (readonly [number, number | null])[] = [
  [0, 6],
  [7, 13],
  [14, 29],
  [30, 59],
  [60, 89],
  [90, 179],
  [180, null],
];

/** Length of stay (nights) buckets: each is [from, to] inclusive; the last is open. */
export const STAY_LENGTH_BUCKETS: readonly (readonly [number, number | null])[] = [
  [1, 3],
  [4, 6],
  [7, 7],
  [8, 13],
  [14, null],
];

/** How many coming months booking pace covers, starting with the current one. */
export const PACE_MONTHS = 12;

/** The longest period one insights request covers (days). */
export const MAX_INSIGHTS_DAYS = 731;

/** The bucket label "a–b" or "a+" (e.g. 7–13, 180+). */
export function bucketLabel([from, to]: readonly [number, number | null]): string {
  if (to === null) return `${from}+`;
  return from === to ? String(from) : `${from}–${to}`;
}

/** The index of the bucket holding `value`, or -1. */
export function bucketOf(buckets: readonly (readonly [number, number | null])[], value: number): number {
  return buckets.findIndex(([from, to]) => value >= from && (to === null || value <= to));
}
