/**
 * Load benchmark (not a test): BENCH_VISITORS (default 1,000) visitors at once for BENCH_SECONDS
 * (default 60) after BENCH_WARMUP_SECONDS (default 30) of the same traffic that is not measured
 * (the instances start cold: V8 compiles the hot paths and every visitor arrives), each walking the storefront as a first-time visitor does, with think times
 * between the steps, again and again until the time is up:
 *
 *   1. the home page (GET /, server-rendered)              page read
 *   2. a search page (GET /search?region=…, server-rendered) page read
 *   3. a refined search (the Search query, random price band and page)  API read
 *   4. a villa page (GET /property/:id, server-rendered)     page read
 *   5. its availability (the BookedRanges query)             API read
 *   6. add a free week of it to the basket (AddStayToCart)    API write, which starts a session
 *
 * GraphQL requests go as the storefront sends them in production: the persisted document's hash
 * (client/src/__generated__/persisted-documents.json) and the variables. Each visitor has its own
 * address (X-Forwarded-For; the app runs with TRUST_PROXY=1), its own kept-alive connection and its
 * session cookie, and is sent to one of the instances at random per request, as a load balancer
 * without stickiness would (sessions are in the database, so any instance knows the visitor).
 *
 * Prints p50/p95/p99 of page reads, API reads and writes, errors (anything but 2xx, or a GraphQL
 * error), visitors that were rate limited (429) at least once, requests per second, and requests
 * per second per core: the requests answered per CPU-second the instances used (from /proc), so
 * a figure that does not depend on how many cores the machine has or how busy it is otherwise.
 *
 *   npm run bench:load                  two instances started here (NODE_ENV=production,
 *                                       sessions in PostgreSQL, rate limits on) on one database
 *   BASE_URLS=http://localhost:8080 npm run bench:load   instances already running (the compose
 *                                       setup, see the README); the villas to visit are then read
 *                                       from the site itself
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_load) is the database on
 * PostgreSQL that the instances share, seeded with BENCH_VILLAS (default 1,000) villas when it
 * has fewer. BENCH_THINK_MS (default 2000-8000) is a visitor's think time between steps, at
 * random in that range; visitors arrive spread over the warm-up (or the first think time without one). BENCH_NODE_ARGS are
 * Node's options for the instances (`--cpu-prof --cpu-prof-dir=…` profiles them). The client build
 * (`npm run build`) must exist for the server-rendered pages.
 */
import 'reflect-metadata';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client } from 'pg';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/data-source';
import { seedScale } from '../server/src/db/seed/scale';
import { entities } from '../server/src/module-list';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
const VILLAS = Number(process.env.BENCH_VILLAS ?? 1000);
const [THINK_MIN, THINK_MAX] = (process.env.BENCH_THINK_MS ?? '2000-8000').split('-').map(Number);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_load';
const EXTERNAL = process.env.BASE_URLS?.split(',').map((url) => url.trim().replace(/\/$/, '')).filter(Boolean);
const INSTANCES = 2;
const FIRST_PORT = 3970;
/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;
// Compiled to dist/bench/bench/.
const root = path.resolve(__dirname, '../../..');

const randomInt = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The hashes of the storefront's persisted documents, by operation name. */
function persistedHashes(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'client/src/__generated__/persisted-documents.json'), 'utf8')) as Record<string, string>;
  const hashes = new Map<string, string>();
  for (const [hash, source] of Object.entries(manifest)) {
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(source)?.[1];
    if (name) hashes.set(name, hash.replace(/^sha256:/, ''));
  }
  return hashes;
}

type Kind = 'page' | 'api' | 'write';

interface Outcome {
  kind: Kind;
  /** Which step of the walk: the page's route pattern or the operation's name. */
  step: string;
  ms: number;
  /** When it was sent (performance.now()). */
  at: number;
  ok: boolean;
  limited: boolean;
  /** The HTTP status, 0 for no answer; 'graphql' for a 200 with GraphQL errors. */
  status: number | 'graphql';
  /** For a request without an answer or with GraphQL errors: what went wrong, to print. */
  detail?: string;
}

/** One visitor: an address, a kept-alive connection per instance, a session cookie once the app sets one. */
class Visitor {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private cookie = '';
  /** The stays this visitor has put in its basket, by villa: a later walk to the same villa chooses another week, as the basket shows them. */
  readonly basket = new Map<string, Stay[]>();

  constructor(
    private readonly address: string,
    private readonly outcomes: Outcome[],
  ) {}

  async request(kind: Kind, base: string, route: string, body?: unknown): Promise<{ status: number; body: string }> {
    const url = new URL(route, base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { 'X-Forwarded-For': this.address, 'Accept-Encoding': 'br, gzip', Accept: kind === 'page' ? 'text/html' : 'application/json' };
    if (this.cookie) headers.Cookie = this.cookie;
    if (payload !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) });
    const step = (body as { operationName?: string } | undefined)?.operationName ?? route.split('?')[0].replace(/[0-9a-f-]{36}/, ':id');
    const started = performance.now();
    try {
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: payload === undefined ? 'GET' : 'POST', agent: this.agent, headers }, (response) => {
          const sid = response.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          if (sid) this.cookie = sid.split(';')[0];
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            // Pages are not read (their status says enough); a compressed GraphQL answer is, to see its errors and data.
            const raw = Buffer.concat(chunks);
            const encoding = kind === 'page' ? undefined : response.headers['content-encoding'];
            const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
            resolve({ status: response.statusCode ?? 0, body: decoded.toString(encoding ? 'utf8' : 'latin1') });
          });
          response.on('error', reject);
        });
        req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
        req.on('error', reject);
        req.end(payload);
      });
      // A GraphQL answer with errors is an error too.
      const graphqlError = kind !== 'page' && res.status === 200 && res.body.startsWith('{') && res.body.includes('"errors"');
      const detail = graphqlError ? `${(body as { operationName?: string }).operationName}: ${res.body.slice(0, 300)}` : undefined;
      this.outcomes.push({ kind, step, ms: performance.now() - started, at: started, ok: res.status >= 200 && res.status < 300 && !graphqlError, limited: res.status === 429, status: graphqlError ? 'graphql' : res.status, detail });
      return res;
    } catch (error) {
      this.outcomes.push({ kind, step, ms: performance.now() - started, at: started, ok: false, limited: false, status: 0, detail: `${route.split('?')[0].replace(/[0-9a-f-]{36}/, ':id')}: ${(error as Error).message}` });
      return { status: 0, body: '' };
    }
  }

  close(): void {
    this.agent.destroy();
  }
}

const REGIONS = ['greece', 'italy', 'spain-&-the-balearics', 'france', 'portugal', 'croatia', 'turkey', 'caribbean'];

interface Stay {
  checkIn: string;
  checkOut: string;
}

/** A week starting 20 to 300 days from now that overlaps none of `booked`, or none when ten tries find none. */
function freeWeek(booked: readonly Stay[]): Stay | undefined {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const days = randomInt(20, 300);
    const stay = { checkIn: isoDay(days), checkOut: isoDay(days + 7) };
    if (!booked.some((range) => stay.checkIn < range.checkOut && stay.checkOut > range.checkIn)) return stay;
  }
  return undefined;
}

/** One walk through the site, thinking between the steps, until `deadline`. */
async function walk(visitor: Visitor, bases: string[], villas: string[], hashes: Map<string, string>, deadline: number): Promise<void> {
  const base = () => bases[randomInt(0, bases.length - 1)];
  const think = () => sleep(randomInt(THINK_MIN, THINK_MAX));
  const graphql = (kind: Kind, operationName: string, variables: Record<string, unknown>) =>
    visitor.request(kind, base(), '/graphql', { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashes.get(operationName) } } });
  const steps: (() => Promise<unknown>)[] = [];
  const villa = villas[randomInt(0, villas.length - 1)];
  const from = isoDay(20);
  const region = REGIONS[randomInt(0, REGIONS.length - 1)];
  steps.push(() => visitor.request('page', base(), '/'));
  steps.push(() => visitor.request('page', base(), `/search?region=${encodeURIComponent(region)}`));
  steps.push(() => {
    const minPrice = 100 * randomInt(0, 40);
    return graphql('api', 'Search', { filter: { region, minPrice, maxPrice: minPrice + 500 * randomInt(4, 30) }, page: { offset: 24 * randomInt(0, 3), limit: 24 } });
  });
  steps.push(() => visitor.request('page', base(), `/property/${villa}`));
  // The visitor looks at the calendar and chooses a week that is free in it, as the villa page lets them.
  let stay: Stay | undefined;
  steps.push(async () => {
    const { status, body } = await graphql('api', 'BookedRanges', { propertyId: villa, from, to: isoDay(400) });
    if (status === 200) stay = freeWeek([...((JSON.parse(body) as { data?: { bookedRanges?: Stay[] } }).data?.bookedRanges ?? []), ...(visitor.basket.get(villa) ?? [])]);
  });
  steps.push(async () => {
    if (!stay) return;
    const { status, body } = await graphql('write', 'AddStayToCart', { input: { propertyId: villa, ...stay, guests: 2 } });
    if (status === 200 && !(JSON.parse(body) as { errors?: unknown }).errors) visitor.basket.set(villa, [...(visitor.basket.get(villa) ?? []), stay]);
  });
  for (const step of steps) {
    if (performance.now() >= deadline) return;
    await step();
    await think();
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function cpuTimeMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
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

/**
 * The same list from running instances (BASE_URLS), as a visitor sees them: the first villas of
 * GET /api/properties, kept when the villa page's query (PropertyPage) says they allow a week
 * starting any day.
 */
async function bookableVillasAt(base: string, hashes: Map<string, string>): Promise<string[]> {
  const list = (await (await fetch(`${base}/api/properties?limit=50`)).json()) as { id: string; minNights: number }[];
  const villas: string[] = [];
  for (const { id, minNights } of list) {
    if (minNights > 7) continue;
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operationName: 'PropertyPage', variables: { id }, extensions: { persistedQuery: { version: 1, sha256Hash: hashes.get('PropertyPage') } } }),
    });
    const answer = (await res.json()) as { data?: { property: { changeoverDay: number | null } | null } };
    if (answer.data?.property && answer.data.property.changeoverDay === null) villas.push(id);
  }
  return villas;
}

/** The villas a visitor may book a week in at any day: published, no changeover day, a week allowed. */
async function bookableVillas(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM properties WHERE published AND changeover_day IS NULL AND min_nights <= 7 ORDER BY random() LIMIT 500');
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child && child.exitCode !== null) throw new Error(`the instance exited (${child.exitCode})`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n >= 100 ? n.toFixed(0) : n.toFixed(1));
const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');

async function main(): Promise<void> {
  if (!EXTERNAL && !fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('The client build is missing: run "npm run build" first (or set BASE_URLS to running instances).');
  const hashes = persistedHashes();
  for (const name of ['Search', 'BookedRanges', 'AddStayToCart', 'PropertyPage']) if (!hashes.has(name)) throw new Error(`no persisted document ${name}`);
  const children: ChildProcess[] = [];
  let bases = EXTERNAL ?? [];
  if (!EXTERNAL) {
    await ensureDatabase(DATABASE_URL);
    const database = await openDatabase(loadConfig({ DATABASE_URL, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'warn' }), { entities });
    try {
      await seedScale(database.dataSource, VILLAS);
    } finally {
      await database.close();
    }
    const secret = randomBytes(32).toString('hex');
    bases = Array.from({ length: INSTANCES }, (_, i) => `http://127.0.0.1:${FIRST_PORT + i}`);
    for (let i = 0; i < INSTANCES; i += 1) {
      children.push(
        fork(path.join(root, 'dist/server/src/main.js'), [], {
          cwd: root,
          env: {
            PATH: process.env.PATH ?? '',
            NODE_ENV: 'production',
            DATABASE_URL,
            PORT: String(FIRST_PORT + i),
            HOST: '127.0.0.1',
            PUBLIC_URL: bases[i],
            SESSION_SECRET: secret,
            COOKIE_SECURE: 'false',
            TRUST_PROXY: '1',
            SEED_ON_START: 'false',
            LOG_LEVEL: 'warn',
            // The production defaults unless set for the benchmark (README: configuration).
            ...Object.fromEntries(['DB_POOL_SIZE', 'PAGE_CACHE', 'GRAPHQL_RESPONSE_CACHE', 'RENDER_CONCURRENCY'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
          },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          // Node's options for the instances, e.g. --cpu-prof to profile them under this load.
          execArgv: [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
        }),
      );
    }
    await Promise.all(bases.map((base, i) => waitFor(`${base}/readyz`, children[i])));
  }
  try {
    const villas = EXTERNAL ? await bookableVillasAt(bases[0], hashes) : await bookableVillas(DATABASE_URL);
    if (!villas.length) throw new Error('no bookable villa in the database');
    console.log(`bench:load: ${VISITORS.toLocaleString('en')} visitors for ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up, think ${THINK_MIN}-${THINK_MAX} ms, against ${bases.join(', ')}${EXTERNAL ? '' : ` (NODE_ENV=production, ${VILLAS.toLocaleString('en')} villas)`}`);
    console.log(`load average before: ${loadAverage()}`);
    const all: Outcome[] = [];
    const started = performance.now();
    // The visitors walk from the start; what is measured begins after the warm-up, when the
    // instances' code is compiled and every visitor has arrived (a server that has been up a while).
    const measureFrom = started + WARMUP_SECONDS * 1000;
    const deadline = measureFrom + SECONDS * 1000;
    let cpuBefore = children.map((child) => cpuTimeMs(child.pid!));
    const measuring = setTimeout(() => (cpuBefore = children.map((child) => cpuTimeMs(child.pid!))), WARMUP_SECONDS * 1000);
    const limitedVisitors = new Set<number>();
    await Promise.all(
      Array.from({ length: VISITORS }, async (_, i) => {
        const mine: Outcome[] = [];
        const visitor = new Visitor(`198.${18 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`, mine);
        // Arrivals spread over the warm-up (at least a think time): when measuring starts, every
        // visitor is there, each at their own point of a walk, as on a busy evening. (A crowd that
        // arrives all at once is what the warm-up's windows show.)
        await sleep(randomInt(0, Math.max(THINK_MAX, WARMUP_SECONDS * 1000)));
        while (performance.now() < deadline) await walk(visitor, bases, villas, hashes, deadline);
        visitor.close();
        if (mine.some((o) => o.limited)) limitedVisitors.add(i);
        all.push(...mine);
      }),
    );
    clearTimeout(measuring);
    const ended = performance.now();
    const outcomes = all.filter((o) => o.at >= measureFrom);
    const seconds = (ended - measureFrom) / 1000;
    const cpuSeconds = children.reduce((sum, child, i) => sum + (cpuTimeMs(child.pid!) - cpuBefore[i]), 0) / 1000;
    console.log(`load average after: ${loadAverage()}\n`);
    console.log(`  ${'requests'.padEnd(12)} ${'count'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(7)}`);
    for (const kind of ['page', 'api', 'write'] as Kind[]) {
      const of = outcomes.filter((o) => o.kind === kind);
      const sorted = of.map((o) => o.ms).sort((a, b) => a - b);
      const label = { page: 'page reads', api: 'API reads', write: 'basket adds' }[kind];
      console.log(`  ${label.padEnd(12)} ${String(of.length).padStart(7)} ${ms(percentile(sorted, 50)).padStart(7)} ${ms(percentile(sorted, 95)).padStart(7)} ${ms(percentile(sorted, 99)).padStart(7)} ${String(of.filter((o) => !o.ok).length).padStart(7)}`);
    }
    // By step of the walk: which page or operation the time goes to.
    const steps = [...new Set(outcomes.map((o) => o.step))];
    console.log(`\n  by step: ${steps.map((step) => {
      const sorted = outcomes.filter((o) => o.step === step).map((o) => o.ms).sort((a, b) => a - b);
      return `${step} ${sorted.length} p50 ${ms(percentile(sorted, 50))} p95 ${ms(percentile(sorted, 95))}`;
    }).join(' · ')}`);
    // Over time, by 10-second window of when the requests were sent (the warm-up's too): a queue that builds up shows here.
    const windows = Math.ceil((ended - started) / 10_000);
    const byWindow = Array.from({ length: windows }, (_, w) => all.filter((o) => o.kind !== 'write' && Math.floor((o.at - started) / 10_000) === w).map((o) => o.ms).sort((a, b) => a - b));
    console.log(`\n  reads by 10 s window: ${byWindow.map((sorted, w) => `${w * 10}s${w * 10 < WARMUP_SECONDS ? ' (warm-up)' : ''} ${sorted.length} p95 ${ms(percentile(sorted, 95))}`).join(' · ')}`);
    const warmupErrors = all.filter((o) => o.at < measureFrom && !o.ok).length;
    if (WARMUP_SECONDS > 0) console.log(`  warm-up (${WARMUP_SECONDS} s, not measured): ${all.length - outcomes.length} requests, ${warmupErrors} errors`);
    const errors = outcomes.filter((o) => !o.ok).length;
    const byStatus = new Map<string, number>();
    for (const o of outcomes) if (!o.ok) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1);
    const breakdown = byStatus.size ? ` (${[...byStatus].map(([status, n]) => `${status === '0' ? 'no answer' : status === 'graphql' ? 'GraphQL error' : status}: ${n}`).join(', ')})` : '';
    const details = new Map<string, number>();
    for (const o of all) if (o.detail) details.set(o.detail, (details.get(o.detail) ?? 0) + 1);
    for (const [detail, count] of [...details].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`  ${count} × ${detail}`);
    console.log(`\n  errors ${errors} of ${outcomes.length} requests${breakdown}; rate-limited visitors ${limitedVisitors.size} of ${VISITORS}`);
    console.log(`  ${(outcomes.length / seconds).toFixed(0)} req/s over ${seconds.toFixed(0)} s`);
    if (cpuSeconds > 0) console.log(`  ${(outcomes.length / cpuSeconds).toFixed(0)} req/s per core (requests per CPU-second of the ${children.length} instances, which used ${(cpuSeconds / seconds).toFixed(2)} cores)`);
    else console.log(`  req/s per core: ${(outcomes.length / seconds / os.cpus().length).toFixed(0)} (req/s over the ${os.cpus().length} cores of this machine; the instances' CPU time is not visible from here)`);
    console.log('\nTargets: p95 of page and API reads ≤ 200 ms, 0 errors, 0 rate-limited visitors');
  } finally {
    await Promise.all(children.map(stop));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
