// Stops the server the global setup started and removes its data directory.
const fs = require('node:fs');

module.exports = async function globalTeardown() {
  const server = globalThis.__E2E_SERVER__;
  if (!server) return;
  const { child, dataDir } = server;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (server.logFile) fs.rmSync(server.logFile, { force: true });
  if (process.env.E2E_SHOW_SERVER_LOG) console.log(server.output.join(''));
};
