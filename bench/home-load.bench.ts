/**
 * First-visit benchmark of the home page (not a test): a cold browser opens / over a throttled
 * connection with a throttled CPU, as a guest on a mid-range phone would, and this prints the
 * JavaScript downloaded and how long the hero heading took to appear (median of the runs).
 *
 *   npm start   (or any running server)      then
 *   BENCH_URL=http://localhost:3000 npm run bench:home
 *
 * BENCH_RUNS (default 5), BENCH_LATENCY_MS (150), BENCH_DOWN_KBPS (1600) and BENCH_CPU_SLOWDOWN (4)
 * tune it. Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { chromium } from 'playwright-core';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 150);
const DOWN_KBPS = Number(process.env.BENCH_DOWN_KBPS ?? 1600);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  const headingMs: number[] = [];
  const jsKb: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      // A new context each run: empty cache, no stored language (English, the default).
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: (DOWN_KBPS * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await page.goto(BASE, { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor({ timeout: 60_000 });
      const measured = await page.evaluate(() => ({
        heading: performance.now(),
        js: performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).name.endsWith('.js'))
          .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
      }));
      headingMs.push(measured.heading);
      jsKb.push(measured.js / 1024);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Home page, first visit (${RUNS} runs; ${LATENCY_MS} ms latency, ${DOWN_KBPS} kbit/s, CPU ${CPU_SLOWDOWN}x slower), median:`);
  console.log(`  hero heading visible after ${median(headingMs).toFixed(0)} ms (runs: ${headingMs.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`  JavaScript downloaded when it appeared: ${median(jsKb).toFixed(1)} KB (as sent: compressed if the server compresses)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
