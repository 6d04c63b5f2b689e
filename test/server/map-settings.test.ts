import { ConfigError, loadConfig } from '../../server/src/config';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * The search map's background from configuration: without MAP_STYLE_URL the storefront gets no
 * tile address and the Content-Security-Policy lets no image or connection leave the site; with
 * one, the settings name it (REST and GraphQL) and the policy allows its origin, `{s}` as any subdomain.
 */

const SETTINGS_QUERY = '{ mapSettings { tileUrl attribution } }';

function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found?.slice(1);
}

describe('with no tile address (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('gives no tile address and allows no outside image or connection', async () => {
    const res = await app.http.get('/api/properties/map-settings').expect(200);
    expect(res.body).toEqual({ tileUrl: null, attribution: '' });
    expect((await app.graphql(SETTINGS_QUERY)).data).toEqual({ mapSettings: { tileUrl: null, attribution: '' } });
    const policy = String(res.headers['content-security-policy']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('with MAP_STYLE_URL', () => {
  let app: TestApp;
  const tileUrl = 'https://{s}.tile.example.org/{z}/{x}/{y}.png';
  beforeAll(async () => {
    app = await startTestApp({ MAP_STYLE_URL: tileUrl, MAP_ATTRIBUTION: '© Example contributors' });
  });
  afterAll(() => app.close());

  it('names the tiles and their credit, and allows their origin for images and connections', async () => {
    const res = await app.http.get('/api/properties/map-settings').expect(200);
    expect(res.body).toEqual({ tileUrl, attribution: '© Example contributors' });
    expect((await app.graphql(SETTINGS_QUERY)).data).toEqual({ mapSettings: { tileUrl, attribution: '© Example contributors' } });
    const policy = String(res.headers['content-security-policy']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://*.tile.example.org']);
  });

  it('refuses a tile address without {z}, {x} and {y} or not on the web, naming the variable', () => {
    for (const bad of ['https://tiles.example.org/map.png', 'ftp://tiles.example.org/{z}/{x}/{y}.png', 'tiles/{z}/{x}/{y}.png']) {
      expect(() => loadConfig({ NODE_ENV: 'test', MAP_STYLE_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', MAP_STYLE_URL: bad })).toThrow(/MAP_STYLE_URL/);
    }
  });
});
