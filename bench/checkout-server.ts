/**
 * The server side of the checkout benchmark, in a process of its own (forked by checkout.bench.ts),
 * as the app runs in production: the benchmark's clients do not share its event loop. A fresh
 * database on TEST_DATABASE_URL's server (else in-memory PGlite), migrated, with the villas to
 * book. Tells the parent its port and the villa ids, and stops on "stop". With BENCH_CPU_PROFILE
 * set to a file name, it writes a CPU profile of the last round's checkouts there (open it in
 * Chrome's DevTools), from the parent's "profile" (answered once it runs) to that round's end (not
 * the raw-SQL round after it).
 * Between "round-start" and "round-end" it measures what a round cost it (RoundCost): its CPU
 * time, the statements it sent to PostgreSQL and, when the database server runs on this machine,
 * that server's CPU time for this database.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createVilla } from '../test/helpers/booking-factory';
import { startTestApp } from '../test/helpers/test-app';
import { createHttpServer } from '../server/src/http-server';
import { basketFingerprint } from '../server/src/modules/checkout/steps/fingerprints';
import { paymentProviderFor, usePaymentProvider } from '../server/src/modules/payments/payment-provider';

const VILLAS = Number(process.env.BENCH_VILLAS ?? 51);
/** A card provider answers in this many milliseconds (Stripe takes a few hundred); 0 = the in-process test provider as it is. */
const PROVIDER_LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 0);

export interface ServerReady {
  port: number;
  villas: string[];
  /** Villas for the raw-SQL checkouts, priced as the last of `villas` (the warm-up's). */
  rawVillas: string[];
  poolSize: number;
}

/**
 * What a round of raw-SQL checkouts took: wall time, how many, how many failed (or did not write
 * what the recorded checkout wrote), the CPU time of this process, and what each was held to.
 */
export interface RawRound {
  ms: number;
  checkouts: number;
  failures: number;
  cpuMs: number;
  error: string | null;
  /** What the recorded checkout wrote for its order (writtenRows), which each raw one must match. */
  written: string;
  /** CPU time of the database's server processes during the round, ms (null as in RoundCost). */
  databaseCpuMs: number | null;
}

/** What one round cost the server, measured between the parent's "round-start" and "round-end". */
export interface RoundCost {
  /** This process's CPU time (user + system), ms. */
  cpuMs: number;
  /** Statements sent to PostgreSQL (each one round trip), BEGIN and COMMIT and the session store's included. */
  statements: number;
  /** CPU time of the database's server processes for this database, ms (from /proc when PostgreSQL runs on this machine, else null). */
  databaseCpuMs: number | null;
}

// Every statement of every connection of this process passes here (TypeORM's and the session store's).
let statements = 0;
/** A statement as the app sent it, with the rows it answered (recorded during one checkout). */
interface Recorded {
  /** The prepared statement's name, when the app runs it as one (the replay does too). */
  name?: string;
  text: string;
  values: unknown[];
  rows: Record<string, unknown>[];
}
let recording: Recorded[] | undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (!recording) return (query as (...a: unknown[]) => unknown).apply(this, args);
  // TypeORM sends (text, values) or, for a named statement, ({ name, text }, values).
  const first = args[0] as string | { name?: string; text: string; values?: unknown[] };
  const given = Array.isArray(args[1]) ? args[1] : [];
  const entry: Recorded = typeof first === 'string' ? { text: first, values: given, rows: [] } : { name: first.name, text: first.text, values: first.values ?? given, rows: [] };
  recording.push(entry);
  const keep = (result: unknown) => void (entry.rows = ((result as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? []).map((row) => ({ ...row })));
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (error: unknown, result: unknown) => (keep(result), (last as (e: unknown, r: unknown) => void)(error, result));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  }
  const answer = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (answer && typeof (answer as Promise<unknown>).then === 'function') void (answer as Promise<unknown>).then(keep, () => undefined);
  return answer;
} as typeof query;

/** What a checkout sends that no answer gives back: the client's, the provider's and the app's own choices. */
interface RecordedCheckout {
  orderId: string;
  userId: string;
  idempotencyKey: string;
  paymentIntent: string;
  /** Chosen by the app before it writes them (price-basket.ts), so the confirmation names them without reading them back. */
  bookingIds: string[];
  /** What the basket held (fingerprints.ts). */
  basketFingerprint: string;
}

/**
 * The statements of the recorded checkout's transactions (not the session lookup before them),
 * replayed in one transaction through `pg` for another user: the raw-SQL checkout that the app's
 * is compared with. Values are the recorded ones with `fresh`'s replaced (what the client, the
 * provider and the app choose for each checkout: user, idempotency key, payment intent, booking
 * ids, basket fingerprint), and every id the recorded statements answered (basket, cart items,
 * villa, order, order number, payment) replaced by the one this replay's statements answer, as
 * they come, also inside longer text (the mail, its dedupe key and calendar entry). Answers the
 * order it placed (undefined when the claim answered none) and how many bookings it wrote.
 */
async function rawCheckout(pool: pg.Pool, recorded: Recorded[], orderId: string, fresh: Map<string, string>): Promise<{ orderId?: string; bookings: number }> {
  const map = new Map(fresh);
  const remap = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const direct = map.get(value);
      if (direct !== undefined) return direct;
      if (value.length <= 36) return value;
      let out = value;
      for (const [from, to] of map) if (out.includes(from)) out = out.split(from).join(to);
      return out;
    }
    return Array.isArray(value) ? value.map(remap) : value;
  };
  // What the recorded answer had where this one has something else (ids, numbers, names, also inside JSON).
  const learn = (before: unknown, now: unknown): void => {
    if (typeof before === 'string' && typeof now === 'string') {
      if (before.length >= 8 && now !== before) map.set(before, now);
    } else if (Array.isArray(before) && Array.isArray(now)) before.forEach((item, i) => learn(item, now[i]));
    else if (before && now && typeof before === 'object' && typeof now === 'object') for (const [key, value] of Object.entries(before)) learn(value, (now as Record<string, unknown>)[key]);
  };
  const client = await pool.connect();
  let bookings = 0;
  try {
    await client.query('BEGIN');
    for (const statement of recorded) {
      const { rows } = await client.query({ name: statement.name, text: statement.text, values: statement.values.map(remap) });
      learn(statement.rows, rows);
      if (/INSERT INTO bookings/i.test(statement.text)) bookings += rows.length;
    }
    await client.query('COMMIT');
    return { orderId: map.get(orderId), bookings };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** The recorded statements inside the checkout's transactions, without BEGIN and COMMIT. */
function transactionStatements(recorded: Recorded[]): Recorded[] {
  const inside: Recorded[] = [];
  let open = false;
  for (const statement of recorded) {
    const word = statement.text.trim().split(/\s+/)[0].toUpperCase();
    if (word === 'START' || word === 'BEGIN') open = true;
    else if (word === 'COMMIT' || word === 'ROLLBACK') open = false;
    else if (open) inside.push(statement);
  }
  return inside;
}

/** Runs a statement on the app's database and answers its rows. */
type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The warm-up checkout's order (the first placed) and what it sent that no answer gives back. */
async function recordedCheckout(query: Query): Promise<RecordedCheckout> {
  const [order] = await query(`SELECT o.id, o.user_id, o.idempotency_key, o.basket_fingerprint, p.payment_intent_id,
            (SELECT coalesce(array_agg(b.id::text ORDER BY b.id), '{}') FROM bookings b WHERE b.order_id = o.id) AS booking_ids
       FROM orders o JOIN payments p ON p.order_id = o.id AND p.kind = 'charge' ORDER BY o.created_at LIMIT 1`);
  return {
    orderId: String(order.id),
    userId: String(order.user_id),
    idempotencyKey: String(order.idempotency_key),
    paymentIntent: String(order.payment_intent_id),
    bookingIds: order.booking_ids as string[],
    basketFingerprint: String(order.basket_fingerprint),
  };
}

/**
 * For each raw user (by id), the recorded checkout's own choices made anew, as the client, the
 * provider and the app would for this user's checkout: a new idempotency key, payment intent and
 * booking ids, and the fingerprint of what this user's basket holds.
 */
async function freshValues(query: Query, recorded: RecordedCheckout, userIds: string[]): Promise<Map<string, Map<string, string>>> {
  const baskets = await query(
    `SELECT b.user_id AS "userId",
            coalesce((SELECT json_agg(json_build_object('propertyId', i.property_id, 'checkIn', i.check_in, 'checkOut', i.check_out, 'guests', i.guests)) FROM cart_items i WHERE i.basket_id = b.id), '[]') AS items,
            coalesce((SELECT json_agg(json_build_object('line', json_build_object('extraId', e.extra_id, 'quantity', e.quantity))) FROM cart_extras e WHERE e.basket_id = b.id), '[]') AS extras
       FROM baskets b WHERE b.user_id = ANY($1)`,
    [userIds],
  );
  const fingerprints = new Map(baskets.map((b) => [String(b.userId), basketFingerprint(b.items as Parameters<typeof basketFingerprint>[0], b.extras as Parameters<typeof basketFingerprint>[1])]));
  return new Map(
    userIds.map((userId) => [
      userId,
      new Map([
        [recorded.userId, userId],
        [recorded.idempotencyKey, `raw-${randomUUID()}`],
        [recorded.paymentIntent, `pi_raw_${randomUUID()}`],
        [recorded.basketFingerprint, fingerprints.get(userId) ?? basketFingerprint([], [])],
        ...recorded.bookingIds.map((id): [string, string] => [id, randomUUID()]),
      ]),
    ]),
  );
}

/**
 * What a checkout wrote for each order: its status, its rows in every table that refers to
 * orders and its confirmation mail in the outbox, as one line per order, so a raw checkout can
 * be held to the app's (a value that was not fresh can make an ON CONFLICT DO NOTHING skip a row).
 */
async function writtenRows(query: Query, orderIds: string[]): Promise<Map<string, string>> {
  const tables = (await query(`SELECT c.table_name AS name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.column_name = 'order_id' AND c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY 1`)).map((row) => String(row.name));
  const counts = tables.map((table) => `'${table} ' || (SELECT count(*) FROM "${table}" x WHERE x.order_id = o.id)`);
  const rows = await query(
    `SELECT o.id, concat_ws(', ', 'status ' || o.status, 'invoice ' || (o.invoice_number IS NOT NULL), 'mailed ' || (o.confirmation_mailed_at IS NOT NULL),
            'outbox ' || (SELECT count(*) FROM mail_outbox m WHERE m.dedupe_key = 'order:' || o.id || ':confirmation'), ${counts.join(', ')}) AS written
       FROM orders o WHERE o.id = ANY($1)`,
    [orderIds],
  );
  return new Map(rows.map((row) => [String(row.id), String(row.written)]));
}

/** CPU ms used so far by the given PostgreSQL server processes (Linux /proc, clock ticks of 10 ms); null when not readable. */
function processCpuMs(pids: number[]): number | null {
  try {
    return pids.reduce((sum, pid) => {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    }, 0);
  } catch {
    return null;
  }
}

const sumOrNull = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

async function main(): Promise<void> {
  // As the search benchmark: a request waiting longer than production's 1.5 s for a pool
  // connection on a busy machine is measured as latency rather than answered 503.
  const app = await startTestApp({ DB_CONNECT_TIMEOUT: process.env.DB_CONNECT_TIMEOUT ?? '30s', ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}) });
  if (PROVIDER_LATENCY_MS > 0) {
    // The test provider, answering as slowly as a real one over the network.
    const provider = paymentProviderFor(app.config);
    const slow = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    usePaymentProvider(app.config, {
      name: provider.name,
      testMode: provider.testMode,
      charge: async (request) => (await slow(PROVIDER_LATENCY_MS), provider.charge(request)),
      refund: async (...args) => (await slow(PROVIDER_LATENCY_MS), provider.refund(...args)),
      parseWebhook: (...args) => provider.parseWebhook(...args),
    });
  }
  const villas: string[] = [];
  for (let i = 0; i < VILLAS; i += 1) villas.push((await createVilla(app.db, { price: 7000 + i * 7 })).id);
  // The raw checkouts' villas (one per checkout of every round, on PostgreSQL only): priced as the
  // last villa, whose checkout (the warm-up) is replayed.
  const rawVillas: string[] = [];
  const rawCount = process.env.TEST_DATABASE_URL ? (VILLAS - 1) * Number(process.env.BENCH_RAW_ROUNDS ?? 1) : 0;
  for (let i = 0; i < rawCount; i += 1) rawVillas.push((await createVilla(app.db, { price: 7000 + (VILLAS - 1) * 7 })).id);
  // The server main.ts starts (createHttpServer), not Express's own app.listen.
  const server = createHttpServer(app.express).listen(0, '127.0.0.1');
  // The clients keep their connections between rounds (as behind a load balancer's long idle timeout).
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve) => server.once('listening', resolve));
  const poolSize = (app.db.options as { poolSize?: number }).poolSize ?? 0;
  process.send!({ port: (server.address() as AddressInfo).port, villas, rawVillas, poolSize } satisfies ServerReady);
  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
  let profiling = false;
  const writeProfile = async () => {
    profiling = false;
    fs.writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify((await profiler!.post('Profiler.stop')).profile));
  };
  // The raw checkouts' own pool, as large as the app's, on the same database (made when first used).
  let rawPoolMade: pg.Pool | undefined;
  const rawPool = () => (rawPoolMade ??= new pg.Pool({ ...((app.db.driver as unknown as { master: pg.Pool }).master.options as pg.PoolConfig), max: poolSize || 10 }));
  let replay: Recorded[] = [];
  let recorded: RecordedCheckout | undefined;
  let recordedRows = '';
  const query: Query = (text, values) => app.db.query(text, values);
  const backends = async (): Promise<number[]> => (await app.db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)).map((row: { pid: number }) => row.pid);
  let roundStart: { cpu: NodeJS.CpuUsage; statements: number; pids: number[]; databaseCpuMs: number | null } | undefined;
  process.on('message', async (message) => {
    if (message === 'round-start') {
      const pids: number[] = process.env.TEST_DATABASE_URL ? await backends() : [];
      roundStart = { cpu: process.cpuUsage(), statements, pids, databaseCpuMs: pids.length ? processCpuMs(pids) : null };
      process.send!('round-started');
    }
    if (message === 'round-end' && roundStart) {
      const cpu = process.cpuUsage(roundStart.cpu);
      const counted = statements - roundStart.statements;
      const before = roundStart.databaseCpuMs;
      // Connections the pool opened during the round count from zero.
      const pids = before === null ? [] : [...new Set([...roundStart.pids, ...(await backends())])];
      const known = processCpuMs(roundStart.pids.filter((pid) => pids.includes(pid)));
      const opened = processCpuMs(pids.filter((pid) => !roundStart!.pids.includes(pid)));
      const databaseCpuMs = before === null || known === null || opened === null ? null : known + opened - before;
      process.send!({ cpuMs: (cpu.user + cpu.system) / 1000, statements: counted, databaseCpuMs } satisfies RoundCost);
      if (profiling) await writeProfile();
    }
    if (message === 'record') {
      recording = [];
      process.send!('recording');
    }
    if (message === 'recorded') {
      replay = transactionStatements(recording ?? []);
      recording = undefined;
      recorded = await recordedCheckout(query);
      recordedRows = (await writtenRows(query, [recorded.orderId])).get(recorded.orderId) ?? '';
      if (process.env.BENCH_PRINT_SQL) for (const r of replay) console.error(JSON.stringify({ text: r.text.replace(/\s+/g, ' ').slice(0, 1500), values: r.values, rows: r.rows }));
      process.send!(replay.length);
    }
    if (typeof message === 'object' && message && (message as { raw?: string[] }).raw) {
      // The raw round: one replayed checkout per user, all at once, on a pool as large as the app's.
      const emails = (message as { raw: string[] }).raw;
      const users = (await query(`SELECT id FROM users WHERE email = ANY($1)`, [emails])).map((user) => String(user.id));
      const fresh = await freshValues(query, recorded!, users);
      // The raw pool's connections are open from the warm-up's raw round on, so the same backends count.
      const pids: number[] = process.env.TEST_DATABASE_URL ? await backends() : [];
      const databaseBefore = pids.length ? processCpuMs(pids) : null;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const outcomes = await Promise.allSettled(users.map((user) => rawCheckout(rawPool(), replay, recorded!.orderId, fresh.get(user)!)));
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      // Connections the raw pool opened during the round count from zero.
      const now = databaseBefore === null ? [] : await backends();
      const databaseAfter = databaseBefore === null ? null : sumOrNull(processCpuMs(pids.filter((pid) => now.includes(pid))), processCpuMs(now.filter((pid) => !pids.includes(pid))));
      // Each raw checkout must have written what the recorded one did (checked after the clock stops).
      const placed = outcomes.flatMap((o) => (o.status === 'fulfilled' && o.value.orderId ? [o.value.orderId] : []));
      const written = await writtenRows(query, placed);
      const errors = outcomes.map((o) => {
        if (o.status === 'rejected') return String(o.reason);
        if (!o.value.orderId || o.value.bookings < 1) return 'the raw checkout placed no order or booked nothing';
        const rows = written.get(o.value.orderId);
        return rows === recordedRows ? null : `the raw checkout wrote ${rows}; the app's wrote ${recordedRows}`;
      });
      const failures = errors.filter((error) => error !== null);
      process.send!({ ms, checkouts: users.length, failures: failures.length, cpuMs: (used.user + used.system) / 1000, error: failures[0] ?? null, written: recordedRows, databaseCpuMs: databaseAfter === null ? null : databaseAfter - databaseBefore! } satisfies RawRound);
    }
    if (message === 'profile') {
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        // Every 100 µs rather than V8's default 1 ms: a round is a few hundred ms of CPU.
        await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
        await profiler.post('Profiler.start');
        profiling = true;
      }
      process.send!('profiling');
    }
    if (message !== 'stop') return;
    if (profiling) await writeProfile();
    server.closeAllConnections();
    server.close();
    void Promise.resolve(rawPoolMade?.end())
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
