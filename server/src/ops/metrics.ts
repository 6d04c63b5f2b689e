import type { RequestHandler, Response } from 'express';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DataSource } from 'typeorm';
import { AppError } from '../errors';
import { log } from '../logger';
import type { RequestContext } from '../graphql/context';
import { sql } from '../db/sql';

/**
 * Prometheus metrics of this process (prom-client). One registry per process; the databases of
 * the running apps are sampled when /metrics is scraped, so a scrape costs two small queries.
 */
export const registry = new Registry();
let collectingProcessMetrics = false;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({ name: 'http_request_duration_seconds', help: 'HTTP requests by route pattern and status', labelNames: ['method', 'route', 'status'], buckets: SECONDS, registers: [registry] });
const graphqlDuration = new Histogram({ name: 'graphql_operation_duration_seconds', help: 'GraphQL operations by name and outcome', labelNames: ['operation', 'outcome'], buckets: SECONDS, registers: [registry] });
const knownReads = new Counter({ name: 'graphql_known_reads_total', help: 'GraphQL reads answered by the lean read path (documents seen before), by operation', labelNames: ['operation'], registers: [registry] });
const graphqlErrors = new Counter({ name: 'graphql_errors_total', help: 'GraphQL errors by operation and code', labelNames: ['operation', 'code'], registers: [registry] });
const checkoutOutcomes = new Counter({ name: 'checkout_outcomes_total', help: 'Checkouts by outcome', labelNames: ['outcome'], registers: [registry] });
const renderPasses = new Counter({ name: 'server_render_passes_total', help: 'Server-rendered pages by render passes (1 when their data was fetched before rendering)', labelNames: ['passes'], registers: [registry] });
const paymentOutcomes = new Counter({ name: 'payment_outcomes_total', help: 'Card charges by provider and outcome', labelNames: ['provider', 'outcome'], registers: [registry] });

const databases = new Set<DataSource>();

function poolOf(db: DataSource): Pool | undefined {
  // TypeORM's PostgresDriver keeps its pg Pool in `master`.
  return (db.driver as unknown as { master?: Pool }).master;
}

new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections: total, idle, in use, and requests waiting for one',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    this.reset();
    for (const db of databases) {
      const pool = poolOf(db);
      if (!pool) continue;
      this.inc({ state: 'total' }, pool.totalCount);
      this.inc({ state: 'idle' }, pool.idleCount);
      this.inc({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.inc({ state: 'waiting' }, pool.waitingCount);
    }
  },
});

/** Background queues: rows waiting and the age of the oldest, sampled at scrape time. */
interface QueueSample {
  queue: string;
  pending: number;
  oldestSeconds: number;
}
const queueSamplers: ((db: DataSource) => Promise<QueueSample>)[] = [
  async (db) => {
    const { rows: [row] } = await sql<{ pending: string; oldest: number | null }>(db,
      `SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest FROM mail_outbox WHERE sent_at IS NULL`,
    );
    return { queue: 'mail_outbox', pending: Number(row.pending), oldestSeconds: row.oldest ?? 0 };
  },
  async (db) => {
    const { rows: [row] } = await sql<{ pending: string; oldest: number | null }>(db,
      `SELECT count(*) AS pending, extract(epoch FROM now() - min(run_at))::float8 AS oldest FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()`,
    );
    return { queue: 'jobs', pending: Number(row.pending), oldestSeconds: row.oldest ?? 0 };
  },
];

const queuePending = new Gauge({ name: 'queue_pending', help: 'Items waiting in a background queue', labelNames: ['queue'], registers: [registry] });
const queueOldest = new Gauge({ name: 'queue_oldest_pending_seconds', help: 'Age of the oldest waiting item of a queue', labelNames: ['queue'], registers: [registry] });

async function sampleQueues(): Promise<void> {
  queuePending.reset();
  queueOldest.reset();
  for (const db of databases) {
    for (const sample of queueSamplers) {
      try {
        const { queue, pending, oldestSeconds } = await sample(db);
        queuePending.inc({ queue }, pending);
        queueOldest.set({ queue }, Math.max(oldestSeconds, 0));
      } catch (error) {
        // The database is unreachable or busy: the scrape still answers, without this sample.
        log().debug({ err: error }, 'queue metrics sample failed');
      }
    }
  }
}

/** Samples the app's database, and Node's own metrics, while the app runs; call the returned function on stop. */
export function watchDatabase(db: DataSource): () => void {
  // Node's own metrics (CPU, memory, event-loop delay) from the first app on, not from an import.
  if (!collectingProcessMetrics) collectDefaultMetrics({ register: registry });
  collectingProcessMetrics = true;
  databases.add(db);
  return () => databases.delete(db);
}

/** The Prometheus text of everything above. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  await sampleQueues();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** Times every request under its route pattern (never the raw path, to keep the label set small). */
export const httpMetrics: RequestHandler = (req, res, next) => {
  const end = httpDuration.startTimer();
  res.on('finish', () => {
    const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : routeGroup(req.originalUrl);
    end({ method: req.method, route, status: String(res.statusCode) });
  });
  next();
};

function routeGroup(url: string): string {
  const path = url.split('?')[0];
  if (path === '/graphql') return '/graphql';
  if (path.startsWith('/api/')) return '/api (unmatched)';
  if (path.startsWith('/assets/')) return '/assets';
  if (path.startsWith('/images/')) return '/images';
  if (path.startsWith('/media/')) return '/media';
  return 'page';
}

/** The first operation's name in a document, for errors before Apollo resolves it (a bad field, say). */
function namedIn(query: string | undefined): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w{0,99})/.exec(query?.slice(0, 200) ?? '')?.[1];
}

/** GraphQL durations and errors by operation name; the name also goes into the request log. */
/**
 * Times an operation answered without Apollo (graphql/known-reads.ts) as the plugin below times
 * Apollo's, and names it for the request log; the returned function records it as answered.
 */
export function timeGraphqlOperation(res: Response, operation: string): () => void {
  const end = graphqlDuration.startTimer();
  res.locals.graphqlOperation = operation;
  return () => {
    end({ operation, outcome: 'ok' });
    knownReads.inc({ operation });
  };
}

export const graphqlMetricsPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart({ request, contextValue }) {
    const end = graphqlDuration.startTimer();
    let operation = request.operationName ?? namedIn(request.query) ?? 'anonymous';
    contextValue.res.locals.graphqlOperation = operation;
    return {
      async didResolveOperation({ operationName }) {
        operation = operationName ?? 'anonymous';
        contextValue.res.locals.graphqlOperation = operation;
      },
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
        for (const error of errors) graphqlErrors.inc({ operation, code: String(error.extensions?.code ?? 'UNKNOWN') });
        end({ operation, outcome: errors.length ? 'error' : 'ok' });
      },
    };
  },
};

/** Checkout results: confirmed, declined, conflict (dates taken, total changed…), rejected input, error. */
export function recordCheckout(outcome: 'confirmed' | 'failed', error?: unknown): void {
  if (outcome === 'confirmed') return void checkoutOutcomes.inc({ outcome });
  const code = error instanceof AppError ? error.code : undefined;
  const label = code === 'PAYMENT_DECLINED' ? 'declined' : code === 'CONFLICT' ? 'conflict' : code === 'BAD_USER_INPUT' ? 'rejected' : code ? code.toLowerCase() : 'error';
  checkoutOutcomes.inc({ outcome: label });
}

export function recordPayment(provider: string, outcome: string): void {
  paymentOutcomes.inc({ provider, outcome });
}

/** A server-rendered page and how many render passes it took (client/src/entry-server.tsx). */
export function recordRenderPasses(passes: number): void {
  renderPasses.inc({ passes: passes >= 3 ? '3+' : String(passes) });
}
