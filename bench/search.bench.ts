/**
 * Search benchmark (not a test): for each catalogue size, the storefront's Search query through
 * GraphQL (a page of 24 with the card fields), the same search through GET /api/properties, and
 * a baseline (bench/search-baseline.ts: `pg` + `node:http`, one indexed SQL statement for the same
 * rows), each under 50 concurrent clients. Prints requests/s and p50/p95/p99 latency per case.
 *
 *   npm run bench:search                          1,000, 10,000 and 100,000 villas
 *   npm run bench:search -- --sizes 1000,100000   only these sizes
 *
 * Each size has its own database on BENCH_DATABASE_URL's server, named after it with the size
 * appended (default bench_search_1000 …, created when missing), so a second run reuses the
 * seeded catalogues instead of growing and shrinking one. BENCH_SECONDS (default 5) is the
 * measured time per case and target, in one-second slices taking turns with the other targets, after
 * a warm-up; BENCH_CONCURRENCY (default 50) the clients.
 * The app runs as in production (NODE_ENV=production, LOG_LEVEL=warn) in its own process.
 */
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/data-source';
import { entities } from '../server/src/module-list';
import { seedScale } from '../server/src/db/seed/scale';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SIZES = sizesArgument() ?? [1_000, 10_000, 100_000];
const APP_PORT = 3950;
const BASELINE_PORT = 3951;
const PAGE_SIZE = 24;

function sizesArgument(): number[] | undefined {
  const at = process.argv.indexOf('--sizes');
  if (at < 0) return undefined;
  const sizes = (process.argv[at + 1] ?? '').split(',').map(Number);
  if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes takes whole numbers separated by commas, e.g. --sizes 1000,100000');
  return sizes;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The search cases: the REST/baseline query string, and the same filter for GraphQL. */
const CASES: { name: string; query: Record<string, string>; filter: Record<string, unknown> }[] = [
  { name: 'no filter', query: {}, filter: {} },
  { name: 'region + guests + price band', query: { region: 'greece', guests: '6', minPrice: '2000', maxPrice: '5000' }, filter: { region: 'greece', guests: 6, minPrice: 2000, maxPrice: 5000 } },
  { name: 'location "Corfu"', query: { location: 'Corfu' }, filter: { location: 'Corfu' } },
  { name: 'amenity infinity-pool', query: { amenity: 'infinity-pool' }, filter: { amenity: 'INFINITY_POOL' } },
  { name: 'dates (in 30 days, 7 nights)', query: { checkIn: inDays(30), nights: '7' }, filter: { checkIn: inDays(30), nights: 7 } },
];

/** The storefront's Search query (client/src/features/search/SearchPage.tsx) with the VillaCard fields. */
const SEARCH_QUERY = `query Search($filter: PropertyFilter, $page: PageInput) {
  properties(filter: $filter, page: $page) {
    totalCount totalCountIsEstimate hasNextPage endCursor
    items { id title location image { url width height alt srcset avifSrcset } price discount badge features bedrooms sleeps bathrooms flightsIncluded }
  }
}`;

interface Target {
  name: string;
  request(c: (typeof CASES)[number]): { url: string; init: RequestInit };
}

const TARGETS: Target[] = [
  {
    name: 'GraphQL',
    request: (c) => ({
      url: `http://127.0.0.1:${APP_PORT}/graphql`,
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: SEARCH_QUERY, variables: { filter: c.filter, page: { offset: 0, limit: PAGE_SIZE } } }) },
    }),
  },
  { name: 'REST', request: (c) => ({ url: `http://127.0.0.1:${APP_PORT}/api/properties?${new URLSearchParams({ ...c.query, limit: String(PAGE_SIZE) })}`, init: {} }) },
  { name: 'baseline', request: (c) => ({ url: `http://127.0.0.1:${BASELINE_PORT}/search?${new URLSearchParams(c.query)}`, init: {} }) },
];

interface Result {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** What one slice of load measured: latencies, failures and its wall time. */
interface Sample {
  latencies: number[];
  failed: number;
  seconds: number;
}

/** CONCURRENCY clients send the request back to back for `seconds`. */
async function load(url: string, init: RequestInit, seconds: number): Promise<Sample> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const res = await fetch(url, init);
          await res.arrayBuffer();
          if (!res.ok) failed += 1;
        } catch {
          failed += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, failed, seconds: (performance.now() - started) / 1000 };
}

function summarize(samples: Sample[]): Result {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), failed: samples.reduce((sum, s) => sum + s.failed, 0) };
}

function databaseUrl(size: number): string {
  const url = new URL(DATABASE_URL);
  url.pathname = `${url.pathname}_${size}`;
  return url.toString();
}

async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

/** Seeds the catalogue to `villas` and leaves it vacuumed (index-only scans need the visibility map). */
async function prepare(villas: number, DATABASE_URL: string): Promise<void> {
  await ensureDatabase(DATABASE_URL);
  const database = await openDatabase(loadConfig({ DATABASE_URL, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'warn' }), { entities });
  try {
    await seedScale(database.dataSource, villas);
  } finally {
    await database.close();
  }
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query('VACUUM ANALYZE properties, bookings');
  await client.end();
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return fork(path.join(__dirname, script), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function main(): Promise<void> {
  const results = new Map<string, Result>();
  const key = (size: number, c: string, t: string) => `${size}|${c}|${t}`;
  for (const size of SIZES) {
    const seeding = performance.now();
    const DATABASE_URL = databaseUrl(size);
    await prepare(size, DATABASE_URL);
    console.log(`\n${size.toLocaleString('en')} villas (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s); ${CONCURRENCY} clients, ${SECONDS} s per row`);
    const app = start('../server/src/main.js', {
      NODE_ENV: 'production',
      // The benchmark's own search document, sent in full (production otherwise runs trusted documents only).
      PERSISTED_QUERIES: 'apq',
      DATABASE_URL,
      PORT: String(APP_PORT),
      HOST: '127.0.0.1',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
      // Under 50 clients on a busy machine a request may wait for a pool connection longer than
      // the production 1.5 s (which answers 503); the benchmark measures that wait as latency.
      DB_CONNECT_TIMEOUT: '30s',
    });
    const baseline = start('search-baseline.js', { DATABASE_URL, PORT: String(BASELINE_PORT) });
    try {
      await Promise.all([waitFor(`http://127.0.0.1:${APP_PORT}/readyz`), waitFor(`http://127.0.0.1:${BASELINE_PORT}/search`)]);
      console.log(`  ${'case'.padEnd(30)} ${'target'.padEnd(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  matches`);
      for (const c of CASES) {
        const first = TARGETS[0].request(c);
        const answer = (await (await fetch(first.url, first.init)).json()) as { data?: { properties: { totalCount: number; totalCountIsEstimate: boolean } }; errors?: unknown };
        if (!answer.data) throw new Error(`${c.name}: ${JSON.stringify(answer.errors)}`);
        const matches = `${answer.data.properties.totalCount}${answer.data.properties.totalCountIsEstimate ? '+' : ''}`;
        // The targets take turns in one-second slices, so a burst of load from elsewhere on the
        // machine falls on all three alike rather than on whichever ran at that moment.
        const samples = new Map<Target, Sample[]>(TARGETS.map((t) => [t, []]));
        for (const target of TARGETS) await load(target.request(c).url, target.request(c).init, 0.5);
        for (let slice = 0; slice < SECONDS; slice += 1) {
          for (const target of TARGETS) samples.get(target)!.push(await load(target.request(c).url, target.request(c).init, 1));
        }
        for (const target of TARGETS) {
          const result = summarize(samples.get(target)!);
          results.set(key(size, c.name, target.name), result);
          const failed = result.failed ? `  FAILED ${result.failed}` : '';
          console.log(`  ${c.name.padEnd(30)} ${target.name.padEnd(9)} ${fmt(result.rps).padStart(7)} ${fmt(result.p50).padStart(7)} ${fmt(result.p95).padStart(7)} ${fmt(result.p99).padStart(7)}  ${target === TARGETS[0] ? matches : ''}${failed}`);
        }
      }
    } finally {
      await Promise.all([stop(app), stop(baseline)]);
    }
  }

  const smallest = Math.min(...SIZES);
  const largest = Math.max(...SIZES);
  if (smallest === largest) return;
  console.log(`\nTargets: p99 at ${largest.toLocaleString('en')} ≤ 2 × p99 at ${smallest.toLocaleString('en')}; GraphQL ≥ 0.6 × baseline req/s`);
  for (const c of CASES) {
    const growth = TARGETS.map((t) => `${t.name} ${(results.get(key(largest, c.name, t.name))!.p99 / results.get(key(smallest, c.name, t.name))!.p99).toFixed(2)}×`).join(', ');
    const ratios = [smallest, largest].map((size) => `${size.toLocaleString('en')}: ${(results.get(key(size, c.name, 'GraphQL'))!.rps / results.get(key(size, c.name, 'baseline'))!.rps).toFixed(2)}`).join(', ');
    console.log(`  ${c.name.padEnd(30)} p99 growth ${growth}; GraphQL/baseline req/s ${ratios}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
