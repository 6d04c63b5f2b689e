import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

// Everything else (expect, the types) as Playwright has it; `test` below takes the place of its own.
export * from '@playwright/test';

/**
 * The e2e tests' `test`: every Playwright worker starts a server of its own (test/e2e/start-server.js:
 * the built server on a fresh database, seeded) and its pages, requests and mail log go there. Two
 * workers then never share a villa's weeks, a mail log or an admin's settings, and a spec file meets
 * only the files that ran before it in the same worker. E2E_BASE_URL points every worker at a server
 * that is already running instead.
 */
export const test = base.extend<{ closeOwnContexts: void }, { e2eServer: string }>({
  // Windows a test opened with browser.newContext() are closed when it ends, passed or failed. Left
  // open, every page kept asking for the basket count every 2 s until the worker ended: by the last
  // specs some thirteen pages polled one server, several requests a second, slowing every test after.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
  e2eServer: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const external = process.env.E2E_BASE_URL;
      if (external) return use(external);
      const server = await startServer();
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ e2eServer }, use) => use(e2eServer),
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts this worker's server and waits until it answers; its log (the mails) is this worker's E2E_SERVER_LOG. */
async function startServer(): Promise<RunningServer> {
  const port = String(await freePort());
  const logFile = path.join(os.tmpdir(), `villa-e2e-${port}.log`);
  // mail-log.ts reads the worker's own log; each worker is a process of its own.
  process.env.E2E_SERVER_LOG = logFile;
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'start-server.js')], {
    env: { ...process.env, E2E_PORT: port, E2E_SERVER_LOG: logFile },
    stdio: ['ignore', process.env.E2E_SHOW_SERVER_LOG ? 'inherit' : 'ignore', 'pipe'],
  });
  let failure = '';
  child.stderr?.on('data', (chunk: Buffer) => (failure += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 170_000;
  for (;;) {
    const ready = await fetch(`${url}/api/currencies`).then((res) => res.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`The e2e server did not start (exit code ${child.exitCode}):\n${failure}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
