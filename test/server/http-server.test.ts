import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createHttpServer } from '../../server/src/http-server';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** Listens on a free port of 127.0.0.1; resolves to the base URL and a stop function. */
async function listen(server: http.Server): Promise<{ url: string; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe('the HTTP server (createHttpServer)', () => {
  it('hands Express requests and responses that already have the app\'s prototypes, and Express works on them as before', async () => {
    const app = express();
    app.use(express.json());
    app.get('/echo', (req, res) => {
      res.locals.seen = req.get('x-visitor');
      res.set('X-Seen', String(res.locals.seen)).json({ query: req.query, host: req.hostname, path: req.path });
    });
    app.post('/echo', (req, res) => res.status(201).json({ body: req.body as unknown }));
    app.get('/fails', () => {
      throw new Error('expected');
    });
    app.use((_error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).json({ message: 'failed' }));

    const server = createHttpServer(app);
    const prototypes: [boolean, boolean][] = [];
    server.prependListener('request', (req, res) => prototypes.push([Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response]));
    let connections = 0;
    server.on('connection', () => (connections += 1));
    const { url, stop } = await listen(server);
    try {
      // One kept-alive connection for all of them, as browsers keep theirs.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const send = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
        new Promise<{ status: number; headers: http.IncomingHttpHeaders; json: () => Promise<unknown> }>((resolve, reject) => {
          const req = http.request(`${url}${path}`, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
            let text = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, json: async () => JSON.parse(text) as unknown }));
          });
          req.on('error', reject).end(options.body);
        });

      const echoed = await send('/echo?place=Corfu&guests=6', { headers: { 'X-Visitor': 'anna' } });
      expect(echoed.status).toBe(200);
      expect(echoed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(echoed.headers['x-seen']).toBe('anna');
      expect(await echoed.json()).toEqual({ query: { place: 'Corfu', guests: '6' }, host: '127.0.0.1', path: '/echo' });

      const posted = await send('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ nights: 7 }) });
      expect([posted.status, await posted.json()]).toEqual([201, { body: { nights: 7 } }]);

      const failed = await send('/fails');
      expect([failed.status, await failed.json()]).toEqual([500, { message: 'failed' }]);
      expect((await send('/nowhere')).status).toBe(404);

      expect(prototypes).toEqual([[true, true], [true, true], [true, true], [true, true]]);
      expect(connections).toBe(1);
      agent.destroy();
    } finally {
      await stop();
    }
  });
});

describe('the site through createHttpServer', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await startTestApp();
    const place = await makePlace(site.db);
    for (let n = 1; n <= 3; n++) await makeProperty(site.db, { destinationKey: place.key, title: `Villa Served ${n}`, published: true });
  });
  afterAll(() => site.close());

  it('answers a REST list, a GraphQL search and an unknown API path as the app answers them', async () => {
    const { url, stop } = await listen(createHttpServer(site.express));
    try {
      const rest = await fetch(`${url}/api/properties?limit=2`);
      expect(rest.status).toBe(200);
      expect(rest.headers.get('x-total-count')).toBe('3');
      expect(await rest.json()).toEqual((await site.http.get('/api/properties?limit=2')).body);

      const search = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ properties(page: { limit: 3 }) { totalCount items { title } } }' }),
      });
      const answer = (await search.json()) as { data: { properties: { totalCount: number; items: { title: string }[] } } };
      expect(answer.data.properties.totalCount).toBe(3);
      expect(answer.data.properties.items.map((villa) => villa.title).sort()).toEqual(['Villa Served 1', 'Villa Served 2', 'Villa Served 3']);

      const unknown = await fetch(`${url}/api/nope`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    } finally {
      await stop();
    }
  });
});
