/**
 * Lighthouse (not a test): the home page, /search and a villa page in Lighthouse's mobile mode
 * (a Moto G Power screen, simulated 150 ms / 1.6 Mbit/s and 4× slower CPU) in Debian's Chromium.
 * Prints the four category scores and the Core Web Vitals per page, what the first paint waited
 * for (server response, HTML and total bytes transferred, requests, render-blocking requests, the
 * LCP element), then every audit that did not pass.
 *
 *   npm run build && npm run bench:lighthouse    starts the built server on a fresh embedded database
 *   BASE_URL=http://localhost:3000 npm run bench:lighthouse    a running server instead
 *
 * LIGHTHOUSE_RUNS (default 1) runs each page that many times and reports the run with the median
 * performance score; LIGHTHOUSE_REPORTS=<folder> also writes each reported run as HTML there; `-- --pages home,villa` picks pages. Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { benchPages, CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchSite, table } from './built-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const VITALS = [
  ['largest-contentful-paint', 'LCP'],
  ['cumulative-layout-shift', 'CLS'],
  ['total-blocking-time', 'TBT'],
  ['first-contentful-paint', 'FCP'],
  ['speed-index', 'SI'],
] as const;

function pagesArgument(): string[] | undefined {
  const at = process.argv.indexOf('--pages');
  return at < 0 ? undefined : (process.argv[at + 1] ?? '').split(',');
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? '-' : String(Math.round(value * 100));
};

/** The audits of a category that count towards its score and did not pass. */
function failing(lhr: Result, category: (typeof CATEGORIES)[number]): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`);
}

/**
 * One Lighthouse run. The default configuration is the mobile one; storage and cache are cleared
 * before each run. On a busy machine the trace now and then misses the navigation (NO_NAVSTART):
 * such a run is repeated, twice at most.
 */
async function audit(port: number, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = answer.lhr.runtimeError;
    if (!error) return answer.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    console.error(`Lighthouse failed on ${url} (${error.code}); running it again`);
  }
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The page's server response time, bytes and requests, render-blocking requests and LCP element. */
function criticalPath(path: string, lhr: Result): string[] {
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const documentBytes = requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0;
  const totalBytes = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const blocking = (((lhr.audits['render-blocking-insight'] ?? lhr.audits['render-blocking-resources'])?.details as { items?: unknown[] } | undefined)?.items ?? []).length;
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  const server = lhr.audits['server-response-time']?.numericValue;
  return [path, server === undefined ? '-' : String(Math.round(server)), kb(documentBytes), kb(totalBytes), String(requests.length), String(blocking), lcp?.items?.[0]?.items?.[0]?.node?.selector ?? '-'];
}

async function main(): Promise<void> {
  const site = await startBenchSite();
  const wanted = pagesArgument();
  const pages = benchPages(site).filter((p) => !wanted || wanted.includes(p.name));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const results: { path: string; lhr: Result }[] = [];
  try {
    // One request per page first, as bench:pages does: a server that has just started (JIT,
    // statement caches, the seeded database's first reads) is not what a visitor meets.
    for (const p of pages) await fetch(site.url + p.path).then((r) => r.arrayBuffer());
    for (const p of pages) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await audit(chrome.port, site.url + p.path));
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const reported = runs[Math.floor(runs.length / 2)];
      results.push({ path: p.path.startsWith('/property/') ? '/property/:id' : p.path, lhr: reported });
      if (REPORTS) {
        fs.mkdirSync(REPORTS, { recursive: true });
        fs.writeFileSync(path.join(REPORTS, `${p.name}.html`), generateReport(reported, 'html'));
        fs.writeFileSync(path.join(REPORTS, `${p.name}.json`), JSON.stringify(reported));
      }
    }
  } finally {
    chrome.kill();
    await site.stop();
  }

  const rows = results.map(({ path, lhr }) => [
    path,
    ...CATEGORIES.map((c) => score(lhr, c)),
    ...VITALS.map(([id]) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) return '-';
      return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)}`;
    }),
  ]);
  const version = results[0]?.lhr.lighthouseVersion ?? '';
  console.log(`Lighthouse ${version}, mobile (simulated 150 ms RTT, 1.6 Mbit/s, CPU 4x slower)${RUNS > 1 ? `, median of ${RUNS} runs by performance score` : ''}; times in ms:`);
  console.log(table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT', 'FCP', 'SI'], rows));
  console.log('\nWhat the first paint waited for (server response in ms, KB transferred):');
  console.log(table(['page', 'server', 'HTML KB', 'total KB', 'requests', 'blocking', 'LCP element'], results.map(({ path, lhr }) => criticalPath(path, lhr))));
  for (const { path, lhr } of results) {
    const issues = CATEGORIES.flatMap((c) => failing(lhr, c).map((audit) => `  ${c}: ${audit}`));
    if (issues.length) console.log(`\n${path} did not pass:\n${issues.join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
