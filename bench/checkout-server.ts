/**
 * The server side of the checkout benchmark, in a process of its own (forked by checkout.bench.ts),
 * as the app runs in production: the benchmark's clients do not share its event loop. A fresh
 * database on TEST_DATABASE_URL's server (else in-memory PGlite), migrated, with the villas to
 * book. Tells the parent its port and the villa ids, and stops on "stop". With BENCH_CPU_PROFILE
 * set to a file name, it writes a CPU profile of the last round's checkouts there (open it in Chrome's
 * DevTools), between the parent's "profile" and "stop". Between "round-start" and "round-end" it measures
 * what a round cost it (RoundCost): its CPU time, the statements it sent to PostgreSQL and, when the
 * database server runs on this machine, that server's CPU time for this database.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createVilla } from '../test/helpers/booking-factory';
import { startTestApp } from '../test/helpers/test-app';
import { paymentProviderFor, usePaymentProvider } from '../server/src/modules/payments/payment-provider';

const VILLAS = Number(process.env.BENCH_VILLAS ?? 51);
/** A card provider answers in this many milliseconds (Stripe takes a few hundred); 0 = the in-process test provider as it is. */
const PROVIDER_LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 0);

export interface ServerReady {
  port: number;
  villas: string[];
  poolSize: number;
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
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

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

async function main(): Promise<void> {
  // As the search benchmark: a request waiting longer than production's 1.5 s for a pool
  // connection on a busy machine is measured as latency rather than answered 503.
  const app = await startTestApp({ DB_CONNECT_TIMEOUT: process.env.DB_CONNECT_TIMEOUT ?? '30s' });
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
  const server = app.express.listen(0, '127.0.0.1');
  // The clients keep their connections between rounds (as behind a load balancer's long idle timeout).
  server.keepAliveTimeout = 120_000;
  await new Promise((resolve) => server.once('listening', resolve));
  const poolSize = (app.db.options as { poolSize?: number }).poolSize ?? 0;
  process.send!({ port: (server.address() as AddressInfo).port, villas, poolSize } satisfies ServerReady);
  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : undefined;
  const backends = async () => (await app.db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)).map((row: { pid: number }) => row.pid);
  let roundStart: { cpu: NodeJS.CpuUsage; statements: number; pids: number[]; databaseCpuMs: number | null } | undefined;
  process.on('message', async (message) => {
    if (message === 'round-start') {
      const pids = process.env.TEST_DATABASE_URL ? await backends() : [];
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
    }
    if (message === 'profile' && profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      // Every 100 µs rather than V8's default 1 ms: a round is a few hundred ms of CPU.
      await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
      await profiler.post('Profiler.start');
    }
    if (message !== 'stop') return;
    if (profiler) fs.writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify((await profiler.post('Profiler.stop')).profile));
    server.closeAllConnections();
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
