import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import { counterKey } from '../../server/src/rate-limits';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

/**
 * Two app processes (the built server) on one PostgreSQL database, as behind a load balancer:
 * requests alternate between them. Needs `npm run build` first.
 */
let pg: PrivatePostgres;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  // TRUST_PROXY: one proxy in front, as behind the load balancer (the visitor is the X-Forwarded-For address);
  // PERSISTED_QUERIES=apq: documents sent in full are run (production otherwise runs the storefront's trusted documents only).
  const env = { DATABASE_URL: pg.url, SESSION_SECRET: 'x'.repeat(40), SEED_ON_START: 'true', JOB_POLL_INTERVAL: '200ms', RATE_LIMIT_LOGIN: '5/15m', TRUST_PROXY: '1', PERSISTED_QUERIES: 'apq' };
  // Started together: migrations and seeding take turns under the start-up lock.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 180_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  pg?.destroy();
});

/** A browser's cookie jar, sending its requests to whichever instance it is told. */
class Browser {
  private cookie = '';
  async call(server: ServerProcess, method: string, pathname: string, body?: unknown) {
    const res = await fetch(server.url + pathname, {
      method,
      headers: { 'Content-Type': 'application/json', ...(this.cookie ? { Cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

it('share sessions and baskets: signed in on one instance, the other knows the user and the basket', async () => {
  const browser = new Browser();
  const email = `two-${Date.now()}@example.com`;
  expect((await browser.call(a, 'POST', '/api/auth/register', { name: 'Two Instances', email, password: 'secret-123' })).status).toBe(201);
  const me = await browser.call(b, 'GET', '/api/auth/me');
  expect(me.status).toBe(200);
  expect(me.body.email).toBe(email);

  const villas = await browser.call(b, 'GET', '/api/properties?limit=1');
  const villa = (Array.isArray(villas.body) ? villas.body : villas.body.items)[0];
  const added = await browser.call(a, 'POST', '/api/cart/items', { propertyId: villa.id, checkIn: inDays(60), checkOut: inDays(67), guests: 2 });
  expect(added.status).toBe(201);
  const basket = await browser.call(b, 'GET', '/api/cart');
  expect(basket.body.items).toEqual([expect.objectContaining({ propertyId: villa.id, checkIn: inDays(60) })]);
});

it('count login failures across both: the sixth wrong password is refused whichever instance gets it', async () => {
  const email = `throttle-${Date.now()}@example.com`;
  await new Browser().call(a, 'POST', '/api/auth/register', { name: 'Throttled', email, password: 'secret-123' });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await new Browser().call(i % 2 ? b : a, 'POST', '/api/auth/login', { email, password: 'wrong-password' })).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

it('count the same visitors\' GraphQL requests together, each instance in its own order, without a failed or repeated count', async () => {
  const visitors = Array.from({ length: 200 }, (_, i) => `203.0.${113 + (i >> 8)}.${i & 255}`);
  const ask = (server: ServerProcess, address: string) =>
    // Extensions no one reads make each request a new one: a repeated request would be answered from the response cache, uncounted.
    fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address }, body: JSON.stringify({ query: '{ __typename }', extensions: { n: Math.random() } }) });
  const ROUNDS = 3;
  for (let round = 0; round < ROUNDS; round += 1) {
    // Both instances count the same visitors at once, one in the opposite order of the other, and flush about a second later.
    const answers = await Promise.all([...visitors.map((address) => ask(a, address)), ...[...visitors].reverse().map((address) => ask(b, address))]);
    expect(answers.map((res) => res.status).filter((status) => status !== 200)).toEqual([]);
    await sleep(1_300);
  }
  const failed = [...a.logLines(), ...b.logLines()].filter((line) => line.msg === 'request counters not flushed');
  expect(failed).toEqual([]);
  const db = new Client({ connectionString: pg.url });
  await db.connect();
  try {
    const keys = visitors.map((address) => counterKey({ limit: 'graphqlPerAddress', subject: address }));
    const { rows } = await db.query<{ key: string; points: number }>('SELECT key, points FROM rate_limits WHERE key = ANY($1)', [keys]);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.points]))).toEqual(Object.fromEntries(keys.map((key) => [key, 2 * ROUNDS])));
  } finally {
    await db.end();
  }
});

it('send each outbox mail exactly once, and run each recurring job once per interval', async () => {
  const emails = Array.from({ length: 10 }, (_, i) => `mail-${i}-${Date.now()}@example.com`);
  for (const [i, email] of emails.entries()) {
    await new Browser().call(i % 2 ? b : a, 'POST', '/api/auth/register', { name: 'Mail Test', email, password: 'secret-123' });
    expect((await new Browser().call(i % 2 ? a : b, 'POST', '/api/auth/forgot-password', { email })).status).toBe(200);
  }
  // Sign-up also mails each address its confirmation link; the reset mails are the ones counted here.
  const resetMails = () =>
    [...a.logLines(), ...b.logLines()].filter((l) => {
      const mail = l.mail as { to?: string; subject?: string } | undefined;
      return !!mail?.to && emails.includes(mail.to) && /password/i.test(mail.subject ?? '');
    });
  const deadline = Date.now() + 30_000;
  while (resetMails().length < emails.length && Date.now() < deadline) await sleep(250);
  await sleep(6000); // time for a second delivery, if any instance were to send a mail twice
  const sent = resetMails().map((l) => (l.mail as { to: string }).to);
  expect(sent.sort()).toEqual([...emails].sort());
  // Both instances took part in the work.
  const runners = [a, b].map((s) => s.logLines().filter((l) => l.mail).length);
  console.log(`two instances: ${sent.length} mails sent once each (instance A logged ${runners[0]}, B ${runners[1]} of all mails)`);

  const { rows } = await (async () => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: pg.url });
    await client.connect();
    try {
      return await client.query(`SELECT extract(epoch FROM created_at)::float8 AS at FROM jobs WHERE name = 'mail.deliver' ORDER BY created_at`);
    } finally {
      await client.end();
    }
  })();
  const gaps = rows.slice(1).map((row, i) => row.at - rows[i].at);
  console.log(`mail.deliver runs: ${rows.length}, seconds apart: ${gaps.map((g) => g.toFixed(1)).join(', ')}`);
  expect(rows.length).toBeGreaterThanOrEqual(2);
  for (const gap of gaps) expect(gap).toBeGreaterThan(4.5);
}, 90_000);

it('keep an idle connection open longer than a proxy or a pausing visitor does: a request sent on it after 6 s is answered on it', async () => {
  // Node's default closed it after 5 s, so a request sent just then (by a load balancer reusing
  // its pooled connection, or a visitor after a pause) failed with a reset or a 502.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get(`${a.url}/healthz`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    await sleep(6000);
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 20_000);

it('a third instance started on a port already taken says so and ends with exit code 1, and the instance there keeps serving', async () => {
  const port = new URL(b.url).port;
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: port, COOKIE_SECURE: 'false', LOG_LEVEL: 'info', DATABASE_URL: pg.url, SESSION_SECRET: 'x'.repeat(40), SEED_ON_START: 'false' };
  const third = spawn(process.execPath, [path.resolve(__dirname, '../../dist/server/src/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  third.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  third.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => third.on('close', resolve));
  expect(code).toBe(1);
  const fatal = output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.level === 60);
  expect(fatal).toMatchObject({ code: 'EADDRINUSE', msg: `cannot listen on 127.0.0.1:${port}: EADDRINUSE` });
  expect(output).not.toMatch(/"msg":"listening"/);
  expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
}, 60_000);

it('shut down gracefully on SIGTERM: a request in flight still gets its answer, the process exits 0, the other instance keeps serving', async () => {
  const { Client } = await import('pg');
  const blocker = new Client({ connectionString: pg.url });
  await blocker.connect();
  // Hold a lock the request needs, so it is still in flight when SIGTERM arrives.
  await blocker.query('BEGIN');
  await blocker.query('LOCK TABLE currencies IN ACCESS EXCLUSIVE MODE');
  const inFlight = fetch(`${a.url}/api/currencies`);
  await sleep(300);
  const exited = a.stop();
  await sleep(700);
  expect(a.child.exitCode).toBeNull();
  await blocker.query('COMMIT');
  const released = Date.now();
  await blocker.end();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as unknown[]).length).toBeGreaterThan(0);
  expect(await exited).toBe(0);
  // As soon as its last request is answered, not when the grace period (10 s) ends: the kept-alive
  // connection that request came on is closed once it is idle.
  expect(Date.now() - released).toBeLessThan(5000);
  const messages = a.logLines().map((l) => l.msg);
  expect(messages).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
  expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
});
