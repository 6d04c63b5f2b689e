/**
 * Checkout benchmark (not a test): 50 signed-in users check out 50 different villas at the same
 * moment; prints checkouts per second and latency percentiles so later work can compare.
 *
 *   npx tsc -p bench/tsconfig.json && node dist/bench/bench/checkout.bench.js
 *
 * Uses a fresh database on TEST_DATABASE_URL's server when set (as CI), else in-memory PGlite
 * (one connection: checkouts run one after another). BENCH_CONCURRENCY and BENCH_ROUNDS tune it.
 */
import 'reflect-metadata';
import { checkoutBody, createVilla, inDays, newUser } from '../test/helpers/booking-factory';
import { startTestApp, type TestApp } from '../test/helpers/test-app';
import { paymentProviderFor, usePaymentProvider } from '../server/src/modules/payments/payment-provider';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** A card provider answers in this many milliseconds (Stripe takes a few hundred); 0 = the in-process test provider as it is. */
const PROVIDER_LATENCY_MS = Number(process.env.BENCH_PROVIDER_LATENCY_MS ?? 0);

type Agent = ReturnType<TestApp['agent']>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function prepare(app: TestApp, agents: Agent[], villas: string[], round: number): Promise<void> {
  // Each round books a later week, so every checkout of every round succeeds.
  const from = 30 + round * 7;
  await Promise.all(
    agents.map((agent, i) => agent.post('/api/cart/items').send({ propertyId: villas[i], checkIn: inDays(from), checkOut: inDays(from + 7), guests: 2 }).expect(201)),
  );
}

async function main(): Promise<void> {
  const app = await startTestApp();
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
  try {
    const villas = [];
    for (let i = 0; i < CONCURRENCY + 1; i += 1) villas.push((await createVilla(app.db, { price: 7000 + i * 7 })).id);
    const agents: Agent[] = [];
    for (let i = 0; i < CONCURRENCY + 1; i += 1) {
      const agent = app.agent();
      await agent.post('/api/auth/register').send(newUser(`bench${i}`)).expect(201);
      agents.push(agent);
    }
    // Warm-up: one checkout compiles the code paths and fills the statement caches.
    const warm = agents.pop()!;
    await warm.post('/api/cart/items').send({ propertyId: villas.pop(), checkIn: inDays(20), checkOut: inDays(27), guests: 2 }).expect(201);
    await warm.post('/api/checkout').send(checkoutBody()).expect(201);

    const latencies: number[] = [];
    let wallMs = 0;
    let failures = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      await prepare(app, agents, villas, round);
      const started = performance.now();
      const results = await Promise.all(
        agents.map(async (agent) => {
          const t0 = performance.now();
          const res = await agent.post('/api/checkout').send(checkoutBody());
          latencies.push(performance.now() - t0);
          return res.status;
        }),
      );
      wallMs += performance.now() - started;
      failures += results.filter((status) => status !== 201).length;
    }
    latencies.sort((a, b) => a - b);
    const total = CONCURRENCY * ROUNDS;
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL server (pool 10)' : 'embedded PGlite (1 connection)';
    console.log(`checkout benchmark: ${CONCURRENCY} concurrent checkouts of different villas × ${ROUNDS} rounds on ${database}, card provider answering in ${PROVIDER_LATENCY_MS} ms`);
    console.log(`  checkouts/s: ${(total / (wallMs / 1000)).toFixed(1)}`);
    console.log(`  latency ms: p50 ${percentile(latencies, 50).toFixed(0)}, p95 ${percentile(latencies, 95).toFixed(0)}, max ${latencies[latencies.length - 1].toFixed(0)}`);
    console.log(`  failed: ${failures} of ${total}`);
    if (failures) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
