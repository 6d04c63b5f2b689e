/**
 * The built site for the browser benchmarks (page-load, Lighthouse): BASE_URL when it is set (a
 * server already running), otherwise `dist/server/src/main.js` started here as in production
 * (NODE_ENV=production, compressed assets) on a fresh embedded database in a temporary folder,
 * seeded with the demo catalogue, and removed again by `stop()`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags';
import { freePort } from '../test/helpers/server-process';

// Compiled to dist/bench/bench/.
const root = path.resolve(__dirname, '../../..');
const entry = path.join(root, 'dist/server/src/main.js');

export interface BenchSite {
  url: string;
  /** The first villa of the catalogue, for the villa page. */
  villaId: string;
  stop(): Promise<void>;
}

async function firstVillaId(url: string): Promise<string> {
  const response = await fetch(`${url}/api/properties?limit=1`);
  if (!response.ok) throw new Error(`GET ${url}/api/properties answered ${response.status}`);
  const [villa] = (await response.json()) as { id: string }[];
  if (!villa) throw new Error(`${url} has no published villa`);
  return villa.id;
}

export async function startBenchSite(): Promise<BenchSite> {
  const external = process.env.BASE_URL?.replace(/\/$/, '');
  if (external) return { url: external, villaId: await firstVillaId(external), stop: async () => undefined };

  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('The build is missing: run "npm run build" first (or set BASE_URL to a running server).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      COOKIE_SECURE: 'false',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      SEED_ON_START: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  // Seeding the demo catalogue into a new embedded database takes a while on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    }
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not get ready within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, villaId: await firstVillaId(url), stop };
}

/** The pages both benchmarks measure, with what counts as their main content. */
export function benchPages(site: BenchSite) {
  return [
    { name: 'home', path: '/', content: 'main h1', what: 'hero heading' },
    { name: 'search', path: '/search', content: 'main .villa-card', what: 'first search card' },
    { name: 'villa', path: `/property/${site.villaId}`, content: 'main h1', what: 'villa title' },
  ];
}

/** Chromium's flags for the benchmarks: those of the e2e tests (Debian's Chromium, headless, no sandbox in a container). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A plain-text table with aligned columns. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
