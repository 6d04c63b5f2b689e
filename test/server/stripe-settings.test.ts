import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '../../server/src/config';
import { paymentProviderFor } from '../../server/src/modules/payments/payment-provider';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * What the storefront needs to load Stripe.js and the Payment Element (GET /api/checkout/settings
 * and its GraphQL twin), the Content-Security-Policy that lets it run only when Stripe is on, and
 * STRIPE_API_URL pointing stripe-node at another address.
 */

const SETTINGS_QUERY = '{ paymentSettings { provider publishableKey stripeJsUrl } }';

/** The sources one directive of a Content-Security-Policy header allows, or undefined when it is absent. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
  return found?.slice(1);
}

async function policyOf(app: TestApp): Promise<string> {
  const res = await app.http.get('/api/checkout/settings').expect(200);
  return String(res.headers['content-security-policy']);
}

describe('with the built-in test provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('gives no Stripe key or Stripe.js address, over REST and GraphQL', async () => {
    const res = await app.http.get('/api/checkout/settings').expect(200);
    expect(res.body).toMatchObject({ provider: 'test', publishableKey: null, stripeJsUrl: null });
    const { data } = await app.graphql(SETTINGS_QUERY);
    expect(data).toEqual({ paymentSettings: { provider: 'test', publishableKey: null, stripeJsUrl: null } });
  });

  it('allows no outside script, frame or connection', async () => {
    const policy = await policyOf(app);
    expect(directive(policy, 'script-src')?.filter((source) => source.startsWith('http'))).toEqual([]);
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('with Stripe and Stripe.js from its own address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_settings', STRIPE_PUBLISHABLE_KEY: 'pk_test_settings' });
  });
  afterAll(() => app.close());

  it('gives the publishable key and Stripe.js\'s address, never the secret key', async () => {
    const res = await app.http.get('/api/checkout/settings').expect(200);
    expect(res.body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_settings', stripeJsUrl: 'https://js.stripe.com/v3/' });
    expect(JSON.stringify(res.body)).not.toContain('sk_test');
    const { data } = await app.graphql(SETTINGS_QUERY);
    expect(data).toEqual({ paymentSettings: { provider: 'stripe', publishableKey: 'pk_test_settings', stripeJsUrl: 'https://js.stripe.com/v3/' } });
  });

  it('allows Stripe.js, its frames (the 3-D Secure challenge) and its API in the Content-Security-Policy', async () => {
    const policy = await policyOf(app);
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });
});

describe('with Stripe.js served from another address (a test double)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_settings', STRIPE_PUBLISHABLE_KEY: 'pk_test_settings', STRIPE_JS_URL: 'http://127.0.0.1:12112/v3/' });
  });
  afterAll(() => app.close());

  it('names that address in the settings and allows only its origin besides our own', async () => {
    expect((await app.http.get('/api/checkout/settings').expect(200)).body.stripeJsUrl).toBe('http://127.0.0.1:12112/v3/');
    const policy = await policyOf(app);
    expect(directive(policy, 'script-src')).toContain('http://127.0.0.1:12112');
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:12112']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:12112']);
    expect(policy).not.toContain('stripe.com');
  });
});

describe('Stripe configuration', () => {
  it('refuses a secret key given as the publishable key, naming the variable', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('refuses a Stripe.js or API address that is not http or https', () => {
    expect(() => loadConfig({ STRIPE_JS_URL: 'ftp://127.0.0.1/v3/' })).toThrow(/STRIPE_JS_URL/);
    expect(() => loadConfig({ STRIPE_API_URL: 'not an address' })).toThrow(/STRIPE_API_URL/);
  });

  it('reads STRIPE_API_URL as stripe-node\'s protocol, host and port', () => {
    expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments.stripeApi).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
    expect(loadConfig({ STRIPE_API_URL: 'https://stripe.internal' }).payments.stripeApi).toEqual({ protocol: 'https', host: 'stripe.internal', port: 443 });
    expect(loadConfig({}).payments.stripeApi).toBeUndefined();
  });

  it('sends the provider\'s calls to STRIPE_API_URL over HTTP, with the secret key', async () => {
    const received: { method?: string; path?: string; authorization?: string; body: string }[] = [];
    const standIn = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method, path: req.url, authorization: req.headers.authorization, body });
        res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': 'req_standin' });
        res.end(JSON.stringify({ id: 're_standin', object: 'refund', status: 'succeeded' }));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = standIn.address() as AddressInfo;
      const provider = paymentProviderFor(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_API_URL: `http://127.0.0.1:${port}` }));
      await provider.refund('pi_standin', 'refund-key', 500);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ method: 'POST', path: '/v1/refunds', authorization: 'Bearer sk_test_standin' });
      expect(new URLSearchParams(received[0].body).get('payment_intent')).toBe('pi_standin');
      expect(new URLSearchParams(received[0].body).get('amount')).toBe('500');
    } finally {
      await new Promise<void>((resolve) => standIn.close(() => resolve()));
    }
  });
});
