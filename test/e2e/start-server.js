// The e2e server, started by playwright.config.ts (webServer): the built server on a fresh
// temporary DATA_DIR (embedded database, seeded demo catalogue) at E2E_PORT. Its whole log goes
// to E2E_SERVER_LOG, where the tests read the e-mails (without SMTP_URL they are logged).
// On SIGTERM it stops the server and removes the data directory and the log.
// With E2E_DATABASE_URL (CI sets it to the PostgreSQL server) the server gets a fresh database of
// its own on that server instead of the embedded one, dropped again on SIGTERM: PGlite answers one
// query at a time on the server's own thread, which made the browser tests wait on each other.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const entry = path.join(root, 'dist/server/src/main.js');
const { E2E_PORT: port, E2E_SERVER_LOG: logFile } = process.env;

if (!port || !logFile) {
  console.error('E2E_PORT and E2E_SERVER_LOG must be set: run the e2e tests with "npm run test:e2e".');
  process.exit(1);
}
if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'dist/client/index.html'))) {
  console.error('The build is missing: run "npm run build" before the e2e tests.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-e2e-'));
// A private copy of the built client and server renderer: a rebuild during the run (which
// empties dist/client and dist/ssr) must not take the chunks away from pages that are already open.
const clientDist = path.join(dataDir, 'client');
fs.cpSync(path.join(root, 'dist/client'), clientDist, { recursive: true });
const ssrDist = path.join(dataDir, 'ssr');
if (fs.existsSync(path.join(root, 'dist/ssr'))) fs.cpSync(path.join(root, 'dist/ssr'), ssrDist, { recursive: true });
fs.writeFileSync(logFile, '');

const serverUrl = process.env.E2E_DATABASE_URL;
const database = serverUrl ? { name: `villa_e2e_${port}_${process.pid}`, url: '' } : undefined;

/** Runs one statement on the PostgreSQL server's maintenance database. */
async function onServer(sql) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createDatabase() {
  if (!database) return;
  await onServer(`CREATE DATABASE "${database.name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database.name}`;
  database.url = url.toString();
}

async function dropDatabase() {
  if (database) await onServer(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`).catch(() => undefined);
}

let child;

function start() {
  child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: database ? database.url : '',
      // The demo accounts are made only on the embedded database; the tests sign in as its admin.
      ...(database ? { ADMIN_EMAIL: 'admin@demo.example', ADMIN_PASSWORD: 'demo-admin' } : {}),
      DATA_DIR: path.join(dataDir, 'data'),
      CLIENT_DIST: clientDist,
      SSR_DIST: ssrDist,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_ON_START: 'true',
      SMTP_URL: '',
      // Jobs run now, and a stay moved into the past, through /api/test-hooks (never in production).
      TEST_HOOKS: 'true',
      // The browser tests sign up and sign in many times from one address.
      RATE_LIMIT_REGISTER: '1000/1h',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000/15m',
      RATE_LIMIT_PASSWORD_RESET: '1000/1h',
      // Every page of every browser test queries the graph from the same address.
      RATE_LIMIT_GRAPHQL_PER_ADDRESS: '100000/1m',
      RATE_LIMIT_GRAPHQL_PER_TOKEN: '100000/1m',
      // A page waits for a database connection rather than answering 503 when CI's machine is busy.
      DB_CONNECT_TIMEOUT: '30s',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    fs.appendFileSync(logFile, chunk);
    if (process.env.E2E_SHOW_SERVER_LOG) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  // Exiting on its own is a failed start (or a crash): say why, from the end of the log.
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    console.error(`The e2e server exited (${signal ?? `code ${code}`}):\n${tail}`);
    void cleanUp().then(() => process.exit(1));
  });
}

let stopping = false;

async function cleanUp() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(logFile, { force: true });
  await dropDatabase();
}

createDatabase().then(start, (error) => {
  console.error(`Could not create the e2e database on ${serverUrl}: ${error.message}`);
  void cleanUp().then(() => process.exit(1));
});

function stop() {
  if (stopping) return;
  stopping = true;
  if (!child) return void cleanUp().then(() => process.exit(0));
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  void exited.then(() => {
    clearTimeout(timer);
    void cleanUp().then(() => process.exit(0));
  });
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
