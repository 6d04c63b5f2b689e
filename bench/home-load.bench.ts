/**
 * First-visit benchmark of the storefront (not a test): a cold browser opens the home page,
 * /search and a villa page over a throttled connection with a throttled CPU, as a guest on a
 * mid-range phone would, and this prints for each page when its main content appeared (the hero
 * heading, the first search card, the villa's title), the Largest Contentful Paint and what it
 * painted, the Cumulative Layout Shift and the JavaScript downloaded (medians of the runs).
 *
 *   npm run build && npm run bench:pages      starts the built server on a fresh embedded database
 *   BASE_URL=http://localhost:3000 npm run bench:pages     measures a running server instead
 *   npm run bench:home                        the home page only
 *
 * BENCH_RUNS (default 5), BENCH_LATENCY_MS (150), BENCH_DOWN_KBPS (1600) and BENCH_CPU_SLOWDOWN (4)
 * tune it; `-- --pages home,villa` picks pages. Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { chromium, type Browser } from 'playwright-core';
import { benchPages, CHROMIUM_FLAGS, CHROMIUM_PATH, median, startBenchSite, table } from './built-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 150);
const DOWN_KBPS = Number(process.env.BENCH_DOWN_KBPS ?? 1600);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

interface Visit {
  contentMs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  jsKb: number;
}

declare global {
  interface Window {
    __bench: { contentAt: number; lcp: number; lcpElement: string; shifts: { at: number; value: number }[] };
  }
}

/**
 * Runs in the page before any of its scripts: notes when the main content is first in the
 * document with a size, every LCP candidate and every layout shift not caused by input.
 */
function observe(contentSelector: string): void {
  const bench: Window['__bench'] = { contentAt: 0, lcp: 0, lcpElement: '', shifts: [] };
  window.__bench = bench;
  const describe = (el: Element | null | undefined) => {
    if (!el) return '(none)';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    const src = el instanceof HTMLImageElement ? ` ${new URL(el.currentSrc || el.src).pathname.split('/').slice(-2).join('/')}` : '';
    return `${el.tagName.toLowerCase()}${cls}${src}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
      bench.lcp = entry.startTime;
      bench.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) bench.shifts.push({ at: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (bench.contentAt) return;
    const el = document.querySelector(contentSelector);
    if (el && el.getBoundingClientRect().height > 0 && el.textContent?.trim()) {
      bench.contentAt = performance.now();
      watcher.disconnect();
    }
  };
  const watcher = new MutationObserver(check);
  watcher.observe(document, { childList: true, subtree: true, characterData: true });
}

/** CLS as Chrome reports it: the largest session window (shifts < 1 s apart, window at most 5 s). */
function cumulativeLayoutShift(shifts: { at: number; value: number }[]): number {
  let worst = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - first > 5000) {
      first = shift.at;
      sum = 0;
    }
    sum += shift.value;
    last = shift.at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

async function visit(browser: Browser, url: string, contentSelector: string): Promise<Visit> {
  // A new context each run: empty cache, no stored language (English, the default).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: (DOWN_KBPS * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.addInitScript(observe, contentSelector);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.contentAt > 0, undefined, { timeout: 60_000, polling: 100 });
    // LCP candidates keep coming until the page stops loading (late images); then settle a moment.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const measured = await page.evaluate(() => ({
      bench: window.__bench,
      js: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).name.endsWith('.js'))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
    }));
    return {
      contentMs: measured.bench.contentAt,
      lcpMs: measured.bench.lcp,
      lcpElement: measured.bench.lcpElement,
      cls: cumulativeLayoutShift(measured.bench.shifts),
      jsKb: measured.js / 1024,
    };
  } finally {
    await context.close();
  }
}

function pagesArgument(): string[] | undefined {
  const at = process.argv.indexOf('--pages');
  return at < 0 ? undefined : (process.argv[at + 1] ?? '').split(',');
}

async function main(): Promise<void> {
  const site = await startBenchSite();
  const wanted = pagesArgument();
  const pages = benchPages(site).filter((p) => !wanted || wanted.includes(p.name));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows: string[][] = [];
  try {
    // One visit to warm the server (statement caches, the seeded database's first reads).
    await visit(browser, site.url + pages[0].path, pages[0].content).catch(() => undefined);
    const visits = new Map(pages.map((p) => [p.name, [] as Visit[]]));
    // Pages take turns, so a burst of load from elsewhere on the machine hits them all alike.
    for (let run = 0; run < RUNS; run++) for (const p of pages) visits.get(p.name)!.push(await visit(browser, site.url + p.path, p.content));
    for (const p of pages) {
      const runs = visits.get(p.name)!;
      const lcpElements = [...new Set(runs.map((v) => v.lcpElement))].join(' | ');
      rows.push([
        p.path.startsWith('/property/') ? '/property/:id' : p.path,
        p.what,
        median(runs.map((v) => v.contentMs)).toFixed(0),
        median(runs.map((v) => v.lcpMs)).toFixed(0),
        median(runs.map((v) => v.cls)).toFixed(3),
        median(runs.map((v) => v.jsKb)).toFixed(1),
        lcpElements,
      ]);
      console.log(`${p.path}: content ${runs.map((v) => v.contentMs.toFixed(0)).join(', ')} ms; LCP ${runs.map((v) => v.lcpMs.toFixed(0)).join(', ')} ms; CLS ${runs.map((v) => v.cls.toFixed(3)).join(', ')}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`\nFirst visit, medians of ${RUNS} runs (${LATENCY_MS} ms latency, ${DOWN_KBPS} kbit/s down, CPU ${CPU_SLOWDOWN}x slower, 390x844):`);
  console.log(table(['page', 'main content', 'content ms', 'LCP ms', 'CLS', 'JS KB', 'LCP element'], rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
