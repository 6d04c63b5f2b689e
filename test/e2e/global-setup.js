// Starts the built server once for all e2e files: a fresh temporary DATA_DIR (embedded database,
// seeded demo catalogue) on a free port. Exposes E2E_BASE_URL to the test files.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const entry = path.join(root, 'dist/server/src/main.js');
const STARTUP_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child, output) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/currencies`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer within ${STARTUP_TIMEOUT_MS} ms:\n${output.join('')}`);
}

module.exports = async function globalSetup() {
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('The build is missing: run "npm run build" before the e2e tests.');
  if (process.env.E2E_BASE_URL) return; // an already running server was given
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-e2e-'));
  // A private copy of the built client: a rebuild during the run (which empties dist/client)
  // must not take the chunks away from pages that are already open.
  const clientDist = path.join(dataDir, 'client');
  fs.cpSync(path.join(root, 'dist/client'), clientDist, { recursive: true });
  const output = [];
  // The whole server log in a file too, so tests can read what it printed (e.g. e-mails, which
  // without SMTP_URL are written to the log): process.env.E2E_SERVER_LOG.
  const logFile = path.join(os.tmpdir(), `villa-e2e-${port}.log`);
  fs.writeFileSync(logFile, '');
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: path.join(dataDir, 'data'),
      CLIENT_DIST: clientDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_ON_START: 'true',
      SMTP_URL: '',
      // The browser tests sign up and sign in many times from one address.
      RATE_LIMIT_REGISTER: '1000/1h',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000/15m',
      RATE_LIMIT_PASSWORD_RESET: '1000/1h',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    fs.appendFileSync(logFile, chunk);
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_SERVER_LOG = logFile;
  globalThis.__E2E_SERVER__ = { child, dataDir, output, logFile };
};
