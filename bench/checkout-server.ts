/**
 * The server side of the checkout benchmark, in a process of its own (forked by checkout.bench.ts),
 * as the app runs in production: the benchmark's clients do not share its event loop. A fresh
 * database on TEST_DATABASE_URL's server (else in-memory PGlite), migrated, with the villas to
 * book. Tells the parent its port and the villa ids, and stops on "stop". With BENCH_CPU_PROFILE
 * set to a file name, it writes a CPU profile of the last round's checkouts there (open it in Chrome's
 * DevTools), between the parent's "profile" and "stop".
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
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
  process.on('message', async (message) => {
    if (message === 'profile' && profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
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
