import { captureLogs, type CapturedLogs } from '../helpers/logs';
import { log, REDACTED, redactSecrets } from '../../server/src/logger';
import { gql, signUp } from '../helpers/accounts';
import { startTestApp, type TestApp } from '../helpers/test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
let app: TestApp;
let logs: CapturedLogs;

beforeAll(async () => {
  // Captured before the app starts, so its request log writes here too.
  logs = captureLogs('info');
  app = await startTestApp({ METRICS_TOKEN });
});
afterAll(async () => {
  logs.restore();
  await app.close();
});

const requestLines = () => logs.lines.filter((line) => line.req && line.res);

describe('health', () => {
  it('GET /healthz says the process is alive, GET /readyz that the database answers and migrations are applied', async () => {
    const health = await app.http.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await app.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('request log', () => {
  it('writes one JSON line per request with request id, method, path, status, duration, user id and GraphQL operation', async () => {
    const account = await signUp(app);
    const res = await gql(account.agent, 'query CurrencyCodes { currencies { code } }', undefined, { 'X-Request-Id': 'trace-abc.123' });
    expect(res.status).toBe(200);
    expect(res.res.headers['x-request-id']).toBe('trace-abc.123');
    const line = requestLines().find((l) => (l.req as { id: string }).id === 'trace-abc.123');
    expect(line).toMatchObject({ level: 30, req: { method: 'POST', path: '/graphql' }, res: { status: 200 }, userId: account.id, operation: 'CurrencyCodes', responseTime: expect.any(Number) });
    expect(typeof line!.time).toBe('string');
  });

  it('generates a request id when none (or an unusable one) is sent, and returns it', async () => {
    const plain = await app.http.get('/api/currencies');
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await app.http.get('/api/currencies').set('X-Request-Id', 'bad id with spaces and "quotes"');
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().some((l) => (l.req as { id: string }).id === plain.headers['x-request-id'])).toBe(true);
  });

  it('never logs passwords, tokens, cookies or session ids', async () => {
    const password = 'Sup3r-secret-pass';
    const account = await signUp(app, { password });
    const login = await app.agent().post('/api/auth/login').send({ email: account.email, password });
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    await app.http.get('/api/user/orders').set('Cookie', cookie).set('Authorization', 'Bearer not-a-real-token-xyz');
    await app.http.post('/api/auth/reset-password').send({ token: 'reset-token-should-stay-secret', password: 'New-pass-123' });
    await app.http.get('/api/newsletter/confirm/path-token-should-stay-secret-0123456789');
    await app.http.get('/api/currencies?token=query-token-should-stay-secret');
    const text = logs.text();
    expect(text).toContain('/api/auth/login');
    for (const secret of [password, cookie.slice('sid='.length), 'not-a-real-token-xyz', 'reset-token-should-stay-secret', 'query-token-should-stay-secret', 'path-token-should-stay-secret']) {
      expect(text).not.toContain(secret);
    }
  });

  it('redacts a secret at any depth, in bindings and errors too, and leaves everything else as logged', () => {
    const before = logs.lines.length;
    const child = log().child({ sessionId: 'binding-secret-1' });
    const failure = Object.assign(new Error('charge refused'), { token: 'error-secret-2' });
    child.info({ order: { payment: { card: { details: { cardNumber: 'deep-secret-3', last4: '4242' } } } }, headers: { Authorization: 'header-secret-4' }, note: 'the word "token": in a sentence stays', err: failure }, 'payment logged');
    const [line] = logs.lines.slice(before);
    expect(line).toMatchObject({
      msg: 'payment logged',
      sessionId: REDACTED,
      order: { payment: { card: { details: { cardNumber: REDACTED, last4: '4242' } } } },
      headers: { Authorization: REDACTED },
      note: 'the word "token": in a sentence stays',
      err: { message: 'charge refused', token: REDACTED },
    });
    for (const secret of ['binding-secret-1', 'error-secret-2', 'deep-secret-3', 'header-secret-4']) expect(logs.text()).not.toContain(secret);
    // A line without a secret's key is written exactly as pino made it.
    expect(redactSecrets('{"level":30,"msg":"plain","tokens":2}\n')).toBe('{"level":30,"msg":"plain","tokens":2}\n');
  });
});

describe('metrics', () => {
  it('needs the METRICS_TOKEN bearer', async () => {
    expect((await app.http.get('/metrics')).status).toBe(401);
    expect((await app.http.get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(401);
  });

  it('serves Prometheus text: HTTP durations by route and status, GraphQL by operation, pool, outbox backlog, checkout outcomes', async () => {
    await app.http.get('/api/currencies').expect(200);
    await app.graphql('query CurrencyList { currencies { code } }');
    await app.graphql('query Broken { nope }');
    await app.db.query(`INSERT INTO mail_outbox (kind, to_address, subject, text_body, created_at) VALUES ('test', 'a@example.com', 's', 't', now() - interval '2 minutes')`);
    const res = await app.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/currencies",status="200"\} [1-9]/);
    expect(res.text).toMatch(/graphql_operation_duration_seconds_count\{operation="CurrencyList",outcome="ok"\} [1-9]/);
    expect(res.text).toMatch(/graphql_errors_total\{operation="Broken",code="GRAPHQL_VALIDATION_FAILED"\} [1-9]/);
    expect(res.text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    expect(res.text).toMatch(/queue_pending\{queue="mail_outbox"\} [1-9]/);
    const oldest = Number(/queue_oldest_pending_seconds\{queue="mail_outbox"\} ([\d.]+)/.exec(res.text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(110);
    expect(res.text).toContain('# TYPE checkout_outcomes_total counter');
  });

  it('is not served without a token or port configured', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.http.get('/metrics')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
