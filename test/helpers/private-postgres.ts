import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl from the machine's PostgreSQL), which the
 * test may stop and start again: for outage tests, where stopping the shared server would break
 * every other test. Runs as the `postgres` user when the tests run as root, as PostgreSQL requires.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => path.join(root, v, 'bin')).find((d) => fs.existsSync(path.join(d, 'pg_ctl')));
  if (!dir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found under /usr/lib/postgresql');
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: dir });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
