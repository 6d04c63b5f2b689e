import { timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { RETRY_AFTER_SECONDS } from '../errors';
import { metricsText } from './metrics';
import { sql } from '../db/sql';

/** How long /readyz waits for the database before saying 503. */
const READY_TIMEOUT_MS = 1000;

export interface Lifecycle {
  /** Set on SIGTERM: the load balancer should stop sending new requests. */
  shuttingDown: boolean;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: the process is alive (no database involved, so a database outage does not get
 * healthy instances restarted). GET /readyz: this instance can serve: not shutting down, the
 * database answers within a second, and no migration is pending.
 */
export function healthRouter(db: DataSource, lifecycle: Lifecycle): Router {
  const router = Router();
  let migrationsApplied = false;
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const unavailable = (reason: string) => res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS)).json({ status: 'unavailable', reason });
    if (lifecycle.shuttingDown) return void unavailable('shutting down');
    try {
      await within(READY_TIMEOUT_MS, sql(db, 'SELECT 1'));
      // Migrations cannot be undone under a running instance: once applied, stop asking.
      if (!migrationsApplied) migrationsApplied = !(await within(READY_TIMEOUT_MS, db.showMigrations()));
      if (!migrationsApplied) return void unavailable('migrations pending');
      res.json({ status: 'ready' });
    } catch {
      unavailable('database unreachable');
    }
  });
  return router;
}

/** GET /metrics, behind `Authorization: Bearer <METRICS_TOKEN>` (or open, on the private METRICS_PORT). */
export function metricsHandler(token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (token && !sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      return;
    }
    const { contentType, body } = await metricsText();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
