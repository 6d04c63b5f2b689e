/**
 * Checkout benchmark (not a test): 50 signed-in users check out 50 different villas at the same
 * moment; prints checkouts per second and latency percentiles so later work can compare, and what
 * each checkout cost: the server's CPU time, its statements to PostgreSQL, and PostgreSQL's CPU time
 * when it runs on this machine (less noisy than latency on a shared machine).
 *
 *   npm run bench:checkout
 *
 * The server runs in a process of its own (bench/checkout-server.ts) on a fresh database on
 * TEST_DATABASE_URL's server when set (as CI), else in-memory PGlite (one connection: checkouts
 * run one after another). This process is only the clients: one kept-alive connection per user,
 * like a browser that has been on the site, over plain node:http. Signing up and filling the
 * baskets happen before the clock starts; only the POST /api/checkout requests are timed, from
 * sending to the whole answer. BENCH_CONCURRENCY, BENCH_ROUNDS, BENCH_WARMUP_ROUNDS and
 * BENCH_PROVIDER_LATENCY_MS (the test card provider answering as slowly as a real one) tune it,
 * and DB_POOL_SIZE the app's pool (the raw checkouts' pool is as large);
 * BENCH_CPU_PROFILE=file profiles the server during the last round's checkouts.
 *
 * Before the measured rounds, BENCH_WARMUP_ROUNDS (default 1) unmeasured rounds of the app's and
 * the raw checkouts, each as many at once as a measured one: a server in production has been up
 * for a while (as in bench:search's warm-up). Without it the first round's checkouts ran while V8
 * was still compiling their code and the pool's connections were preparing their statements
 * (on one machine: 4.8 ms of server CPU a checkout in the first round, 3.4-3.8 in the next two).
 *
 * On PostgreSQL it also runs, in the same run, a raw-SQL checkout: the statements of the warm-up
 * checkout's transactions (recorded as the app sent them) replayed in one transaction through
 * `pg` for other users with baskets like the warm-up's, no HTTP and no framework, the same
 * number at once right after each of the app's rounds, and prints the app's checkouts per second
 * over the raw ones' (target ≥ 0.6 with 0 failures): a figure that travels between machines,
 * where an absolute latency does not.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { checkoutBody, inDays, newUser } from '../test/helpers/booking-factory';
import type { RawRound, RoundCost, ServerReady } from './checkout-server';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** Measured rounds: five, as a round of 50 checkouts lasts a quarter of a second and one busy moment of the machine moved a three-round ratio by 0.1. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 1);
const PROVIDER_LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 0);
/** The raw-SQL checkouts run on PostgreSQL only. */
const RAW = Boolean(process.env.TEST_DATABASE_URL);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One browser: its own kept-alive connection and session cookie. */
class Guest {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private cookie = '';

  constructor(private readonly port: number) {}

  post(route: string, body: unknown): Promise<{ status: number; body: string }> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: 'POST',
          path: route,
          agent: this.agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...(this.cookie ? { Cookie: this.cookie } : {}) },
        },
        (res) => {
          const sid = res.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          if (sid) this.cookie = sid.split(';')[0];
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  async expect(route: string, body: unknown, status: number): Promise<void> {
    const res = await this.post(route, body);
    if (res.status !== status) throw new Error(`${route} answered ${res.status}: ${res.body.slice(0, 300)}`);
  }

  close(): void {
    this.agent.destroy();
  }
}

interface BenchServer {
  ready: ServerReady;
  /** Sends `message` and waits for the server's next answer. */
  ask: <T>(message: string) => Promise<T>;
  stop: () => Promise<void>;
}

function startServer(): Promise<BenchServer> {
  const child = fork(path.join(__dirname, 'checkout-server.js'), [], { env: process.env, execArgv: [...SERVER_NODE_FLAGS], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the benchmark server exited (${code})`)));
    child.once('message', (ready) =>
      resolve({
        ready: ready as ServerReady,
        ask: <T>(message: string) => new Promise<T>((answer) => (child.once('message', (reply) => answer(reply as T)), child.send(message))),
        stop: () => new Promise((done) => (child.once('exit', done), child.send('stop'))),
      }),
    );
  });
}

async function main(): Promise<void> {
  process.env.BENCH_VILLAS = String(CONCURRENCY + 1);
  // The server makes villas for every raw checkout, warm-up rounds included.
  process.env.BENCH_RAW_ROUNDS = String(WARMUP_ROUNDS + ROUNDS);
  const { ready, ask, stop } = await startServer();
  const guests = Array.from({ length: CONCURRENCY + 1 }, () => new Guest(ready.port));
  // The raw-SQL checkouts' users (PostgreSQL only): their baskets are filled before each raw round.
  const raw = RAW ? Array.from({ length: CONCURRENCY }, () => ({ guest: new Guest(ready.port), user: newUser('raw') })) : [];
  try {
    const villas = [...ready.villas];
    await Promise.all(guests.map((guest, i) => guest.expect('/api/auth/register', newUser(`bench${i}`), 201)));
    // Warm-up: one checkout compiles the code paths and fills the statement caches.
    const warm = guests.pop()!;
    await warm.expect('/api/cart/items', { propertyId: villas.pop(), checkIn: inDays(20), checkOut: inDays(27), guests: 2 }, 201);
    await ask('record');
    await warm.expect('/api/checkout', checkoutBody(), 201);
    const replayed = await ask<number>('recorded');
    await Promise.all(raw.map(({ guest, user }) => guest.expect('/api/auth/register', user, 201)));
    const rawRounds: RawRound[] = [];
    let rawFailuresInWarmUp = 0;
    let rawWarmUpCheckouts = 0;

    const latencies: number[] = [];
    const loads: number[] = [];
    const costs: RoundCost[] = [];
    let wallMs = 0;
    let failures = 0;
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
      const measured = round >= WARMUP_ROUNDS;
      // Each round books a later week, so every checkout of every round succeeds.
      const from = 30 + round * 7;
      await Promise.all(guests.map((guest, i) => guest.expect('/api/cart/items', { propertyId: villas[i], checkIn: inDays(from), checkOut: inDays(from + 7), guests: 2 }, 201)));
      const bodies = guests.map(() => checkoutBody());
      loads.push(os.loadavg()[0]);
      // The profiler starts before the clock: starting it blocks the server for a while.
      if (round === WARMUP_ROUNDS + ROUNDS - 1) await ask('profile');
      await ask('round-start');
      const started = performance.now();
      const statuses = await Promise.all(
        guests.map(async (guest, i) => {
          const t0 = performance.now();
          const res = await guest.post('/api/checkout', bodies[i]);
          if (measured) latencies.push(performance.now() - t0);
          if (res.status !== 201 && failures === 0) console.error(`checkout answered ${res.status}: ${res.body.slice(0, 300)}`);
          return res.status;
        }),
      );
      const ms = performance.now() - started;
      const cost = await ask<RoundCost>('round-end');
      // A failure counts in every round, warm-up included.
      failures += statuses.filter((status) => status !== 201).length;
      if (measured) {
        wallMs += ms;
        costs.push(cost);
      }
      if (RAW) {
        // The same checkout as the warm-up's (its dates, a villa of its price) for each raw user, right after the app's round.
        await Promise.all(raw.map(({ guest }, i) => guest.expect('/api/cart/items', { propertyId: ready.rawVillas[round * CONCURRENCY + i], checkIn: inDays(20), checkOut: inDays(27), guests: 2 }, 201)));
        const rawRound = await ask<RawRound>({ raw: raw.map(({ user }) => user.email) } as never);
        if (rawRound.error) console.error(`raw checkout failed: ${rawRound.error.slice(0, 300)}`);
        if (measured) rawRounds.push(rawRound);
        else {
          rawFailuresInWarmUp += rawRound.failures;
          rawWarmUpCheckouts += rawRound.checkouts;
        }
      }
    }
    latencies.sort((a, b) => a - b);
    const total = CONCURRENCY * ROUNDS;
    const database = process.env.TEST_DATABASE_URL ? `PostgreSQL server (pool ${ready.poolSize})` : 'embedded PGlite (1 connection)';
    console.log(`checkout benchmark: ${CONCURRENCY} concurrent checkouts of different villas × ${ROUNDS} rounds (after ${WARMUP_ROUNDS} unmeasured) on ${database}, card provider answering in ${PROVIDER_LATENCY_MS} ms`);
    console.log(`  checkouts/s: ${(total / (wallMs / 1000)).toFixed(1)}`);
    console.log(`  latency ms: p50 ${percentile(latencies, 50).toFixed(0)}, p95 ${percentile(latencies, 95).toFixed(0)}, max ${latencies[latencies.length - 1].toFixed(0)}`);
    console.log(`  failed: ${failures} of ${CONCURRENCY * (WARMUP_ROUNDS + ROUNDS)} (the warm-up's included)`);
    const perCheckout = (ms: number) => (ms / CONCURRENCY).toFixed(1);
    console.log(`  server CPU ms per checkout, each round: ${costs.map((c) => perCheckout(c.cpuMs)).join(', ')}`);
    console.log(`  statements (round trips) to PostgreSQL per checkout: ${costs.map((c) => (c.statements / CONCURRENCY).toFixed(1)).join(', ')}`);
    if (costs.every((c) => c.databaseCpuMs !== null)) console.log(`  PostgreSQL CPU ms per checkout, each round: ${costs.map((c) => perCheckout(c.databaseCpuMs!)).join(', ')}`);
    console.log(`  load average (1 min) before each round: ${loads.map((l) => l.toFixed(2)).join(', ')} on ${os.cpus().length} cores`);
    if (RAW) {
      const rawTotal = rawRounds.reduce((sum, r) => sum + r.checkouts, 0);
      const rawFailures = rawRounds.reduce((sum, r) => sum + r.failures, 0) + rawFailuresInWarmUp;
      const rawRate = rawTotal / (rawRounds.reduce((sum, r) => sum + r.ms, 0) / 1000);
      const appRate = total / (wallMs / 1000);
      console.log(`raw-SQL checkout (the warm-up checkout's ${replayed} statements in one transaction through pg, no HTTP), ${CONCURRENCY} at once × ${ROUNDS} rounds, each right after the app's round:`);
      console.log(`  checkouts/s: ${rawRate.toFixed(1)}; failed: ${rawFailures} of ${rawTotal + rawWarmUpCheckouts} (the warm-up's included); client CPU ms per checkout, each round: ${rawRounds.map((r) => (r.cpuMs / r.checkouts).toFixed(1)).join(', ')}`);
      if (rawRounds.every((r) => r.databaseCpuMs !== null)) console.log(`  PostgreSQL CPU ms per raw checkout, each round: ${rawRounds.map((r) => (r.databaseCpuMs! / r.checkouts).toFixed(1)).join(', ')}`);
      console.log(`  what each raw checkout must write, as the warm-up's did: ${rawRounds[0]?.written}`);
      console.log(`  app / raw checkouts per second: ${(appRate / rawRate).toFixed(2)} (target ≥ 0.6, 0 failures)`);
      if (rawFailures) process.exitCode = 1;
    } else console.log('raw-SQL checkout: needs PostgreSQL (TEST_DATABASE_URL), not run');
    if (failures) process.exitCode = 1;
  } finally {
    guests.forEach((guest) => guest.close());
    raw.forEach(({ guest }) => guest.close());
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
