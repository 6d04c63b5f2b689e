/**
 * The Node.js flags the server runs with in production: the Dockerfile's CMD and `npm start` pass
 * them, and the benchmarks start their instances with them (test/server/node-flags.test.ts keeps
 * the three alike). V8 reads them when the process starts, so they cannot be set from main.ts.
 *
 * --max-semi-space-size=64: a young generation of 2 × 64 MB instead of 2 × 16 MB. With dozens
 * of requests in flight, most of a request's objects (rows, villas, the answer) were still alive
 * at each scavenge of the small one and were copied, then promoted: bench:search measured 7% less
 * Node CPU per 24-card search (1.30 → 1.21 ms) for 60-130 MB more memory per instance.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
