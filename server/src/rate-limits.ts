import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { RateLimitName } from './config';
import { rateLimited } from './errors';
import type { RequestContext } from './graphql/context';
import type { MessageKey } from './i18n/messages';
import { sql, type SqlExecutor } from './db/sql';
import { log } from './logger';

/**
 * The one rate limiter for every abuse path: rate-limiter-flexible's PostgreSQL store, so every
 * instance shares the counters and each attempt is one atomic `INSERT … ON CONFLICT … RETURNING`.
 * An attempt is counted before the work it guards (a password check, a mail), so a parallel
 * burst cannot all read the old count. Keys are hashed: the table holds no addresses or e-mails.
 * The table is UNLOGGED (no WAL flush per counter), so counters start again after a database crash.
 *
 * Limits counted on every request (GraphQL per address and per token) use `consumeRequest`
 * instead: counted in memory per instance and reconciled with the same table in batches, so an
 * anonymous read writes nothing itself (see RequestCounters).
 */
export const RATE_LIMIT_TABLE = 'rate_limits';

const limiters = new WeakMap<DataSource, Map<RateLimitName, RateLimiterPostgres>>();

function limiter(ctx: RequestContext, name: RateLimitName): RateLimiterPostgres {
  let byName = limiters.get(ctx.db);
  if (!byName) limiters.set(ctx.db, (byName = new Map()));
  let found = byName.get(name);
  if (!found) {
    const { points, durationMs } = ctx.config.auth.limits[name];
    const pool = (ctx.db.driver as unknown as { master: Pool }).master;
    // The table comes from a migration; expired rows are deleted by the privacy.retention job.
    found = new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: false, keyPrefix: name, points, duration: durationMs / 1000 });
    byName.set(name, found);
  }
  return found;
}

/** What one attempt is counted against: a limit and who it is counted for. */
export interface LimitKey {
  limit: RateLimitName;
  /** The client address (`clientAddress(ctx)`), an account's e-mail key, or both joined. */
  subject: string;
}

const hashed = (subject: string) => createHash('sha256').update(subject).digest('base64url');

/** The caller's address as resolved by TRUST_PROXY. */
export function clientAddress(ctx: RequestContext): string {
  return ctx.req.ip ?? ctx.req.socket?.remoteAddress ?? 'unknown';
}

/**
 * Counts one attempt against each key in turn; the first key over its limit throws RATE_LIMITED
 * (429, Retry-After) and the later keys are not counted, so attempts refused by a narrow limit
 * (one account from one address) do not use up a wider one (the account from anywhere). Runs
 * outside any transaction, so a rolled-back request still counts.
 */
export async function consumeAttempt(ctx: RequestContext, keys: LimitKey[], message: MessageKey = 'error.rateLimited'): Promise<void> {
  for (const { limit, subject } of keys) {
    try {
      await limiter(ctx, limit).consume(hashed(subject));
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw rateLimited(message, refusal.msBeforeNext);
      throw refusal;
    }
  }
}

/** How often an instance adds its request counts to the shared table and reads back the totals. */
export const REQUEST_COUNT_FLUSH_MS = 1000;
/** Most keys an instance keeps between flushes (a flood of new addresses does not grow memory without end). */
const REQUEST_COUNTERS_MAX = 100_000;

interface RequestCounter {
  /** Its row in the shared table (counterKey: the subject hashed), worked out once per window, not per request. */
  row: string;
  /** The shared total as the last flush returned it (every instance's requests). */
  shared: number;
  /** Counted here and being added to the shared table by the flush under way. */
  inFlight: number;
  /** Counted here since then. */
  pending: number;
  /** When the window ends (epoch ms). */
  expire: number;
}

/**
 * Per-request limits without a write per request: each instance counts in memory (the shared
 * total it last saw plus its own requests since, so it refuses as soon as it knows the limit is
 * reached) and once a second adds what it counted to the shared `rate_limits` rows in one
 * statement, reading back every instance's totals. The windows and rows are those of the
 * atomic limiter (a row is `<limit>:<hashed subject>`, `expire` in epoch ms), so the retention
 * job and the tests see one table. The price: before its first flush an instance knows only its
 * own count, so N instances may let through up to N × the limit in the first second of a window;
 * for limits of hundreds of requests a minute that is a rounding error, and every abuse path
 * with a small limit (sign-in, sign-up, mail) stays on `consumeAttempt`.
 */
class RequestCounters {
  private readonly counters = new Map<string, RequestCounter>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(private readonly pool: Pool) {}

  /** Counts one request; the ms until the window ends when the key is over its limit, else 0. */
  consume(key: LimitKey, points: number, durationMs: number): number {
    const now = Date.now();
    // In memory by the subject as it is; the shared row, by its hash.
    const name = `${key.limit}:${key.subject}`;
    let counter = this.counters.get(name);
    if (!counter || counter.expire <= now) {
      if (!counter && this.counters.size >= REQUEST_COUNTERS_MAX) this.evict(now);
      counter = { row: counter?.row ?? counterKey(key), shared: 0, inFlight: 0, pending: 0, expire: now + durationMs };
      this.counters.set(name, counter);
    }
    if (counter.shared + counter.inFlight + counter.pending >= points) return counter.expire - now;
    counter.pending += 1;
    this.timer ??= setTimeout(() => void this.flush(), REQUEST_COUNT_FLUSH_MS).unref();
    return 0;
  }

  /**
   * Adds the pending counts to the shared rows in one statement and reads back the totals. The
   * rows are written in the order of their keys: two instances flushing the same visitors at once
   * then wait for each other's rows in turn, where in the order each met them they could deadlock.
   */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing ??= this.write().finally(() => {
      this.flushing = undefined;
      if ([...this.counters.values()].some((c) => c.pending > 0)) this.timer ??= setTimeout(() => void this.flush(), REQUEST_COUNT_FLUSH_MS).unref();
    });
    return this.flushing;
  }

  private async write(): Promise<void> {
    const batch = [...this.counters].filter(([, c]) => c.pending > 0);
    if (!batch.length) return;
    for (const [, c] of batch) [c.inFlight, c.pending] = [c.pending, 0];
    const now = Date.now();
    try {
      const { rows } = await this.pool.query<{ key: string; points: number; expire: string }>(
        `INSERT INTO ${RATE_LIMIT_TABLE} (key, points, expire)
         SELECT * FROM unnest($1::varchar[], $2::int[], $3::bigint[]) AS counts (key, points, expire) ORDER BY key
         ON CONFLICT (key) DO UPDATE SET
           points = CASE WHEN ${RATE_LIMIT_TABLE}.expire <= $4 THEN excluded.points ELSE ${RATE_LIMIT_TABLE}.points + excluded.points END,
           expire = CASE WHEN ${RATE_LIMIT_TABLE}.expire <= $4 THEN excluded.expire ELSE ${RATE_LIMIT_TABLE}.expire END
         RETURNING key, points, expire`,
        [batch.map(([, c]) => c.row), batch.map(([, c]) => c.inFlight), batch.map(([, c]) => c.expire), now],
      );
      const names = new Map(batch.map(([name, c]) => [c.row, name]));
      for (const row of rows) {
        const counter = this.counters.get(names.get(row.key)!);
        if (!counter) continue;
        counter.shared = row.points;
        counter.expire = Number(row.expire);
        counter.inFlight = 0;
      }
    } catch (error) {
      // The database is away: keep counting here and add these counts with the next flush.
      for (const [, c] of batch) [c.pending, c.inFlight] = [c.pending + c.inFlight, 0];
      log().warn({ err: error }, 'request counters not flushed');
    }
  }

  /** Forgets ended windows, and when still full the oldest keys. */
  private evict(now: number): void {
    for (const [key, c] of this.counters) if (c.expire <= now && c.pending === 0 && c.inFlight === 0) this.counters.delete(key);
    for (const key of this.counters.keys()) {
      if (this.counters.size < REQUEST_COUNTERS_MAX) break;
      this.counters.delete(key);
    }
  }
}

const requestCounters = new WeakMap<DataSource, RequestCounters>();

function countersOf(db: DataSource): RequestCounters {
  let found = requestCounters.get(db);
  if (!found) requestCounters.set(db, (found = new RequestCounters((db.driver as unknown as { master: Pool }).master)));
  return found;
}

/**
 * Counts one request against each key, as consumeAttempt does (the first key over its limit
 * throws RATE_LIMITED and the later ones are not counted), but in memory, reconciled with the
 * shared table once a second (RequestCounters): for limits counted on every request.
 */
export function consumeRequest(ctx: RequestContext, keys: LimitKey[], message: MessageKey = 'error.rateLimited'): void {
  const counters = countersOf(ctx.db);
  for (const key of keys) {
    const { points, durationMs } = ctx.config.auth.limits[key.limit];
    const wait = counters.consume(key, points, durationMs);
    if (wait > 0) throw rateLimited(message, wait);
  }
}

/** Writes this instance's pending request counts now (shutdown, tests). */
export function flushRequestCounts(db: DataSource): Promise<void> {
  return requestCounters.get(db)?.flush() ?? Promise.resolve();
}

/** Gives an attempt back (a successful sign-in should not use up the address's allowance). */
export async function refundAttempt(ctx: RequestContext, keys: LimitKey[]): Promise<void> {
  await Promise.all(keys.map(({ limit, subject }) => limiter(ctx, limit).reward(hashed(subject), 1)));
}

/** Forgets a key's attempts (a successful sign-in clears that account's counter from that address). */
export async function resetAttempts(ctx: RequestContext, keys: LimitKey[]): Promise<void> {
  await Promise.all(keys.map(({ limit, subject }) => limiter(ctx, limit).delete(hashed(subject))));
}

/** The row key a limit keeps for `subject` (rate-limiter-flexible stores `<prefix>:<key>`). */
export function counterKey({ limit, subject }: LimitKey): string {
  return `${limit}:${hashed(subject)}`;
}

/** Deletes counters whose window ended (run by the retention job); returns how many. */
export async function deleteExpiredCounters(db: SqlExecutor): Promise<number> {
  return (await sql(db, `DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [Date.now()])).count;
}
