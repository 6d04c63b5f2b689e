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
 * sending to the whole answer. BENCH_CONCURRENCY, BENCH_ROUNDS and BENCH_PROVIDER_LATENCY_MS
 * (the test card provider answering as slowly as a real one) tune it; BENCH_CPU_PROFILE=file
 * profiles the server during the last round's checkouts.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { checkoutBody, inDays, newUser } from '../test/helpers/booking-factory';
import type { RoundCost, ServerReady } from './checkout-server';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROVIDER_LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 0);

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
  profile: () => void;
  /** Sends `message` and waits for the server's next answer. */
  ask: <T>(message: string) => Promise<T>;
  stop: () => Promise<void>;
}

function startServer(): Promise<BenchServer> {
  const child = fork(path.join(__dirname, 'checkout-server.js'), [], { env: process.env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the benchmark server exited (${code})`)));
    child.once('message', (ready) =>
      resolve({
        ready: ready as ServerReady,
        profile: () => child.send('profile'),
        ask: <T>(message: string) => new Promise<T>((answer) => (child.once('message', (reply) => answer(reply as T)), child.send(message))),
        stop: () => new Promise((done) => (child.once('exit', done), child.send('stop'))),
      }),
    );
  });
}

async function main(): Promise<void> {
  process.env.BENCH_VILLAS = String(CONCURRENCY + 1);
  const { ready, profile, ask, stop } = await startServer();
  const guests = Array.from({ length: CONCURRENCY + 1 }, () => new Guest(ready.port));
  try {
    const villas = [...ready.villas];
    await Promise.all(guests.map((guest, i) => guest.expect('/api/auth/register', newUser(`bench${i}`), 201)));
    // Warm-up: one checkout compiles the code paths and fills the statement caches.
    const warm = guests.pop()!;
    await warm.expect('/api/cart/items', { propertyId: villas.pop(), checkIn: inDays(20), checkOut: inDays(27), guests: 2 }, 201);
    await warm.expect('/api/checkout', checkoutBody(), 201);

    const latencies: number[] = [];
    const loads: number[] = [];
    const costs: RoundCost[] = [];
    let wallMs = 0;
    let failures = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round books a later week, so every checkout of every round succeeds.
      const from = 30 + round * 7;
      await Promise.all(guests.map((guest, i) => guest.expect('/api/cart/items', { propertyId: villas[i], checkIn: inDays(from), checkOut: inDays(from + 7), guests: 2 }, 201)));
      const bodies = guests.map(() => checkoutBody());
      loads.push(os.loadavg()[0]);
      await ask('round-start');
      if (round === ROUNDS - 1) profile();
      const started = performance.now();
      const statuses = await Promise.all(
        guests.map(async (guest, i) => {
          const t0 = performance.now();
          const res = await guest.post('/api/checkout', bodies[i]);
          latencies.push(performance.now() - t0);
          if (res.status !== 201 && failures === 0) console.error(`checkout answered ${res.status}: ${res.body.slice(0, 300)}`);
          return res.status;
        }),
      );
      wallMs += performance.now() - started;
      costs.push(await ask<RoundCost>('round-end'));
      failures += statuses.filter((status) => status !== 201).length;
    }
    latencies.sort((a, b) => a - b);
    const total = CONCURRENCY * ROUNDS;
    const database = process.env.TEST_DATABASE_URL ? `PostgreSQL server (pool ${ready.poolSize})` : 'embedded PGlite (1 connection)';
    console.log(`checkout benchmark: ${CONCURRENCY} concurrent checkouts of different villas × ${ROUNDS} rounds on ${database}, card provider answering in ${PROVIDER_LATENCY_MS} ms`);
    console.log(`  checkouts/s: ${(total / (wallMs / 1000)).toFixed(1)}`);
    console.log(`  latency ms: p50 ${percentile(latencies, 50).toFixed(0)}, p95 ${percentile(latencies, 95).toFixed(0)}, max ${latencies[latencies.length - 1].toFixed(0)}`);
    console.log(`  failed: ${failures} of ${total}`);
    const perCheckout = (ms: number) => (ms / CONCURRENCY).toFixed(1);
    console.log(`  server CPU ms per checkout, each round: ${costs.map((c) => perCheckout(c.cpuMs)).join(', ')}`);
    console.log(`  statements (round trips) to PostgreSQL per checkout: ${costs.map((c) => (c.statements / CONCURRENCY).toFixed(1)).join(', ')}`);
    if (costs.every((c) => c.databaseCpuMs !== null)) console.log(`  PostgreSQL CPU ms per checkout, each round: ${costs.map((c) => perCheckout(c.databaseCpuMs!)).join(', ')}`);
    console.log(`  load average (1 min) before each round: ${loads.map((l) => l.toFixed(2)).join(', ')} on ${os.cpus().length} cores`);
    if (failures) process.exitCode = 1;
  } finally {
    guests.forEach((guest) => guest.close());
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
