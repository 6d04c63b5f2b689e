import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { RateLimitName } from './config';
import { rateLimited } from './errors';
import type { RequestContext } from './graphql/context';
import type { MessageKey } from './i18n/messages';
import { sql, type SqlExecutor } from './db/sql';

/**
 * The one rate limiter for every abuse path: rate-limiter-flexible's PostgreSQL store, so every
 * instance shares the counters and each attempt is one atomic `INSERT … ON CONFLICT … RETURNING`.
 * An attempt is counted before the work it guards (a password check, a mail), so a parallel
 * burst cannot all read the old count. Keys are hashed: the table holds no addresses or e-mails.
 * The table is UNLOGGED (every GraphQL request writes a counter; no WAL flush per request), so
 * counters start again after a database crash.
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
