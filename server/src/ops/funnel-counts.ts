import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { businessToday } from '../../../common/dates';
import type { CountedFunnelStage } from '../../../common/insights';
import { log } from '../logger';

/**
 * The visitor funnel counted as anonymous daily totals: a search, a villa view, a basket addition
 * or a checkout started adds one to its stage for the business day, in memory, and each instance
 * writes its totals to funnel_daily in one statement per flush (FUNNEL_FLUSH_INTERVAL, when staff
 * read the insights, and at shutdown). So counting costs a request no SQL, and nothing is kept
 * about who: no cookie, session or address.
 */
class FunnelCounts {
  private pending = new Map<string, number>();

  constructor(private readonly db: DataSource) {}

  add(stage: CountedFunnelStage, day = businessToday(), count = 1): void {
    const key = `${day}|${stage}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + count);
  }

  /** Writes what was counted since the last flush; on failure the counts are kept for the next one. */
  async flush(): Promise<void> {
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, count]) => [...key.split('|'), count] as [string, string, number]);
    try {
      await this.db.query(
        `INSERT INTO funnel_daily (day, stage, count)
         SELECT * FROM unnest($1::date[], $2::text[], $3::bigint[])
         ON CONFLICT (day, stage) DO UPDATE SET count = funnel_daily.count + EXCLUDED.count`,
        [rows.map((row) => row[0]), rows.map((row) => row[1]), rows.map((row) => row[2])],
      );
    } catch (error) {
      for (const [key, count] of batch) this.pending.set(key, (this.pending.get(key) ?? 0) + count);
      throw error;
    }
  }
}

const countsByDb = new WeakMap<DataSource, FunnelCounts>();

export function funnelCounts(db: DataSource): FunnelCounts {
  let counts = countsByDb.get(db);
  if (!counts) countsByDb.set(db, (counts = new FunnelCounts(db)));
  return counts;
}

/** Where the response cache finds what a request counted, to count it again when it replays the answer. */
const COUNTED = 'funnelStagesCounted';

/** Counts one funnel stage for this request (and notes it on the response for the response cache). */
export function countFunnel(ctx: { db: DataSource; res?: Response }, stage: CountedFunnelStage): void {
  funnelCounts(ctx.db).add(stage);
  if (ctx.res) ctx.res.locals[COUNTED] = [...((ctx.res.locals[COUNTED] as CountedFunnelStage[] | undefined) ?? []), stage];
}

/**
 * Takes back what this request counted so far: its answer is being made again from the start
 * (graphql/known-reads.ts hands a read that failed to Apollo), which counts it again.
 */
export function uncountFunnel(ctx: { db: DataSource; res?: Response }): void {
  if (!ctx.res) return;
  for (const stage of stagesCounted(ctx.res)) funnelCounts(ctx.db).add(stage, businessToday(), -1);
  ctx.res.locals[COUNTED] = [];
}

/** The stages a response counted (for the response cache to keep with the answer). */
export function stagesCounted(res: Response): CountedFunnelStage[] {
  return (res.locals[COUNTED] as CountedFunnelStage[] | undefined) ?? [];
}

/**
 * Flushes the counts every `intervalMs` (0: only when asked and at stop). Returns the stop
 * function, which flushes one last time.
 */
export function startFunnelFlush(db: DataSource, intervalMs: number): () => Promise<void> {
  const counts = funnelCounts(db);
  const timer = intervalMs > 0 ? setInterval(() => void counts.flush().catch((error: unknown) => log().warn({ err: error }, 'funnel counts not written yet; kept for the next flush')), intervalMs) : undefined;
  timer?.unref();
  return async () => {
    if (timer) clearInterval(timer);
    await counts.flush().catch((error: unknown) => log().warn({ err: error }, 'funnel counts lost at shutdown'));
  };
}
