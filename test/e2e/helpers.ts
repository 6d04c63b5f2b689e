import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Where the global setup started the server, e.g. http://127.0.0.1:41234. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests with "npm run test:e2e".');
  return url;
}

/** An absolute URL on the server under test. */
export function url(pathname: string): string {
  return new URL(pathname, baseUrl()).toString();
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2EBrowser {
  browser: Browser;
  /** A fresh, isolated browser context (own cookies and local storage) with one page. */
  newPage(options?: PageOptions): Promise<Page>;
  close(): Promise<void>;
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** The browser's language, e.g. "en-GB" or "de-DE". */
  locale?: string;
  /** Extra HTTP headers sent with every request (e.g. a CDN country header). */
  headers?: Record<string, string>;
}

/**
 * Debian's Chromium, headless, with a fresh user-data directory. Each newPage() opens its
 * own context, so tests never share storage or cookies.
 */
export async function openBrowser(): Promise<E2EBrowser> {
  // chromium.launch gives every browser a fresh temporary user-data directory and removes it on close.
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newPage({ width = 1280, height = 900, locale = 'en-GB', headers }: PageOptions = {}) {
      const context = await browser.newContext({ viewport: { width, height }, locale, extraHTTPHeaders: headers, baseURL: baseUrl() });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
    },
  };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is now and returns the
 * serious and critical violations.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not block it.
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A fresh page in its own context of an open browser (same as browser.newPage(options)). */
export function newPage(browser: E2EBrowser, options?: PageOptions): Promise<Page> {
  return browser.newPage(options);
}

/** A readable one-line-per-node summary of violations, for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}  ${n.html.slice(0, 160)}`).join('\n')}`)
    .join('\n');
}
