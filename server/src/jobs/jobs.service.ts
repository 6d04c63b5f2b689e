import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../config';
import { log } from '../logger';
import { sql } from '../db/sql';

/** What a job's code gets: the database and the configuration. Jobs run outside any request. */
export interface JobServices {
  db: DataSource;
  config: Config;
}

export interface JobDefinition<P = Record<string, unknown>> {
  name: string;
  /** Recurring: run once per this many milliseconds across all instances (or as the configuration says). */
  every?: number | ((config: Config) => number);
  /** How long one run may take before another instance may claim it again. Default 5 minutes. */
  leaseMs?: number;
  run(services: JobServices, payload: P): Promise<unknown>;
}

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A job one instance runs once per `every` milliseconds. */
export function recurring(name: string, every: number, run: JobDefinition['run']): JobDefinition {
  return { name, every, run };
}

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** At most one open job per key: a second enqueue with the same key does nothing. */
  singletonKey?: string;
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/**
 * Queues a job inside the caller's transaction: it exists only if the transaction commits.
 * Returns false when an open job with the same singleton key already exists.
 */
export async function enqueueJob(manager: EntityManager, name: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}): Promise<boolean> {
  const { rows: inserted } = await sql({ manager },
    `INSERT INTO jobs (name, payload, run_at, singleton_key, max_attempts) VALUES ($1, $2, coalesce($3, now()), $4, $5)
     ON CONFLICT (singleton_key) WHERE done_at IS NULL AND failed_at IS NULL DO NOTHING
     RETURNING id`,
    [name, JSON.stringify(payload), options.runAt ?? null, options.singletonKey ?? null, options.maxAttempts ?? 5],
  );
  return inserted.length > 0;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;
const MAX_BACKOFF_SECONDS = 3600;

/** Delay before the next try after `attempts` failures: 10 s, 20 s, 40 s, … capped at one hour. */
export function jobRetryDelaySeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 10 * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export interface RoundResult {
  scheduled: string[];
  done: number;
  failed: number;
}

/**
 * The job runner of one instance. Each round: claim the recurring jobs whose interval has come
 * (one instance wins each interval), then claim due jobs (SKIP LOCKED: each job goes to one
 * instance) and run them one by one, outside any transaction.
 */
export class JobRunner {
  private readonly byName: Map<string, JobDefinition>;

  constructor(
    private readonly services: JobServices,
    definitions: JobDefinition[],
  ) {
    this.byName = new Map(definitions.map((d) => [d.name, d]));
  }

  async round(): Promise<RoundResult> {
    const scheduled = await this.claimSchedules();
    const claimed = await this.claim();
    let done = 0;
    let failed = 0;
    for (const job of claimed) {
      if (await this.execute(job)) done += 1;
      else failed += 1;
    }
    return { scheduled, done, failed };
  }

  /** Recurring jobs due now become one-off jobs, once per interval whichever instance gets here first. */
  private async claimSchedules(): Promise<string[]> {
    const names: string[] = [];
    for (const definition of this.byName.values()) {
      const every = typeof definition.every === 'function' ? definition.every(this.services.config) : definition.every;
      if (!every) continue;
      await sql(this.services.db, `INSERT INTO job_schedules (name) VALUES ($1) ON CONFLICT DO NOTHING`, [definition.name]);
      const { rows: won } = await sql(this.services.db,
        `UPDATE job_schedules SET next_run_at = now() + make_interval(secs => $2) WHERE name = $1 AND next_run_at <= now() RETURNING name`,
        [definition.name, every / 1000],
      );
      if (!won.length) continue;
      await enqueueJob(this.services.db.manager, definition.name, {}, { singletonKey: `recurring:${definition.name}`, maxAttempts: 1 });
      names.push(definition.name);
    }
    return names;
  }

  private async claim(): Promise<ClaimedJob[]> {
    const names = [...this.byName.keys()];
    const { rows } = await sql<ClaimedJob>(this.services.db,
      `UPDATE jobs j SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $3)
       WHERE id IN (SELECT id FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
                      AND (locked_until IS NULL OR locked_until < now()) AND name = ANY($1)
                    ORDER BY run_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, name, payload, attempts, max_attempts`,
      [names, BATCH_SIZE, DEFAULT_LEASE_MS / 1000],
    );
    return rows;
  }

  private async execute(job: ClaimedJob): Promise<boolean> {
    const definition = this.byName.get(job.name)!;
    try {
      await definition.run(this.services, job.payload);
      await sql(this.services.db, `UPDATE jobs SET done_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1`, [job.id]);
      return true;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const giveUp = job.attempts >= job.max_attempts;
      log()[giveUp ? 'error' : 'warn']({ job: job.name, jobId: job.id, attempt: job.attempts, reason }, giveUp ? 'job failed for good' : 'job failed, will retry');
      await sql(
        this.services.db,
        giveUp
          ? `UPDATE jobs SET failed_at = now(), locked_until = NULL, last_error = $2 WHERE id = $1`
          : `UPDATE jobs SET run_at = now() + make_interval(secs => $3), locked_until = NULL, last_error = $2 WHERE id = $1`,
        giveUp ? [job.id, reason] : [job.id, reason, jobRetryDelaySeconds(job.attempts)],
      );
      return false;
    }
  }
}

/**
 * The background loop started by main.ts: a round every `pollMs`. A round that fails (the
 * database is down) is logged and the loop backs off up to a minute, then resumes by itself.
 * `stop()` waits for the round in progress.
 */
export function startJobWorker(runner: JobRunner, pollMs: number): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let failures = 0;
  const tick = () => {
    round = runner
      .round()
      .then(() => void (failures = 0))
      .catch((error: unknown) => {
        failures += 1;
        log().warn({ err: error, failures }, 'job round failed');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, Math.min(60_000, pollMs * 2 ** Math.min(failures, 6)));
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
