import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../helpers/test-app';

// A built client of its own: an index page and one script, compressed by the build's own step.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-client-'));
const script = `export const greeting = ${JSON.stringify('Welcome to the villa. '.repeat(200))};\n`;
let app: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Villas</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js'), script);
  execFileSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'precompress.js'), path.join(dist, 'assets')]);
  app = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const fetchScript = (acceptEncoding: string) => app.http.get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', acceptEncoding).buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
});

describe('built client assets', () => {
  it.each([
    ['br', 'br'],
    // Chrome lists gzip first at the same weight; Brotli is smaller.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
  ])('sends the precompressed copy to a browser accepting %s', async (accept, encoding) => {
    const res = await fetchScript(accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 4);
    expect(res.body).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await fetchScript('identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body).toBe(script);
  });

  it('answers 404 for a missing asset and refuses paths outside the assets', async () => {
    expect((await app.http.get('/assets/missing-00000000.js').set('Accept-Encoding', 'br')).status).toBe(404);
    const escape = await app.http.get('/assets/..%2Findex.html').set('Accept-Encoding', 'br');
    expect([403, 404]).toContain(escape.status);
    expect(escape.text ?? '').not.toContain('<div id="root">');
  });
});

describe('what production does not serve', () => {
  it('answers 404 for source maps, wherever they are, and for a missing asset, without logging a fault', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
    for (const file of ['/assets/app-Ab12Cd34.js.map', '/assets/APP-AB12CD34.JS.MAP', '/app.js.map', '/assets/missing-123.js', '/assets/nested/missing.css']) {
      const res = await app.http.get(file);
      expect([file, res.status]).toEqual([file, 404]);
      expect(res.text).not.toContain('secret source');
      expect(res.text).not.toMatch(/Error|at \S+ \(/);
    }
  });
});
