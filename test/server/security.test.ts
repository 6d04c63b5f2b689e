import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getMetadataStorage } from 'type-graphql';
import { ConfigError, loadConfig } from '../../server/src/config';
import { getSchema } from '../../server/src/graphql/schema';
import { modules, resolvers } from '../../server/src/module-list';
import type { Router } from 'express';
import { requireAdmin, requireUser, Role } from '../../server/src/modules/users/authorization';
import { createRestRouter } from '../../server/src/rest/router';
import { sessionSecrets } from '../../server/src/modules/auth/session';
import { DEMO_USERS, ensureAdminAccount, seedDemoUsers } from '../../server/src/modules/auth/accounts.bootstrap';
import { gql, sessionCookie, signUp, signUpAdmin, uniqueEmail, type Account } from '../helpers/accounts';
import { adminGraphQL, adminRoutes, userGraphQL, userRoutes, type ProtectedRoute } from '../helpers/protected-operations';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { captureLogs } from '../helpers/logs';

let app: TestApp;
let customer: Account;
let admin: Account;
/** Access tokens of the same two accounts, and one of a sign-in that has ended. */
const tokens = { customer: '', admin: '', revoked: '' };
async function accessToken(account: Account): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await app.http.post('/api/auth/token').send({ email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`token sign-in failed: ${res.status}`);
  return res.body;
}
beforeAll(async () => {
  app = await startTestApp();
  // First, so the admin stays the newest account (the user list below starts with it).
  const ended = await accessToken(await signUp(app));
  await app.http.post('/api/auth/token/revoke').send({ refreshToken: ended.refreshToken });
  tokens.revoked = ended.accessToken;
  customer = await signUp(app);
  admin = await signUpAdmin(app);
  tokens.customer = (await accessToken(customer)).accessToken;
  tokens.admin = (await accessToken(admin)).accessToken;
});
afterAll(() => app.close());

interface GuardedRoute {
  method: ProtectedRoute['method'];
  path: string;
  pattern: RegExp;
}

/**
 * Every route of the /api router whose handlers include requireUser or requireAdmin (or that sits
 * under /admin, which the router guards as a whole), from Express's own route table.
 */
function guardedRoutes(router: Router, prefix = '/api', guardedAbove = false): GuardedRoute[] {
  const found: GuardedRoute[] = [];
  let guardedHere = guardedAbove;
  for (const layer of router.stack) {
    if (!layer.route && (layer.handle === requireAdmin || layer.handle === requireUser)) {
      // `api.use('/admin', requireAdmin)` guards everything under /admin that follows it.
      guardedHere = true;
      continue;
    }
    if (layer.route) {
      const path = prefix + String(layer.route.path);
      const handlers = (layer.route.stack as { handle: unknown }[]).map((l) => l.handle);
      const guarded = handlers.includes(requireUser) || handlers.includes(requireAdmin) || (guardedHere && path.startsWith('/api/admin'));
      if (!guarded) continue;
      const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
      for (const method of Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods)) found.push({ method: method as ProtectedRoute['method'], path, pattern });
    } else if ((layer.handle as unknown as Router).stack) {
      found.push(...guardedRoutes(layer.handle as unknown as Router, prefix, guardedHere));
    }
  }
  return found;
}

function call(agent: ReturnType<TestApp['agent']> | TestApp['http'], route: ProtectedRoute, headers: Record<string, string> = {}) {
  const req = agent[route.method](route.path).set(headers);
  return route.body ? req.send(route.body) : req;
}

/**
 * The walk runs with each kind of credential: the session cookie, and an access token in
 * `Authorization: Bearer` sent without any cookie.
 */
type Via = 'cookie' | 'token';
const VIAS: Via[] = ['cookie', 'token'];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Caller {
  gql(query: string, variables?: Record<string, unknown>): ReturnType<typeof gql>;
  call(route: ProtectedRoute): ReturnType<typeof call>;
}

function caller(who: 'customer' | 'admin', via: Via): Caller {
  const account = who === 'admin' ? admin : customer;
  if (via === 'cookie') return { gql: (query, variables) => gql(account.agent, query, variables), call: (route) => call(account.agent, route) };
  return { gql: (query, variables) => gql(app.agent(), query, variables, bearer(tokens[who])), call: (route) => call(app.http, route, bearer(tokens[who])) };
}

/** Anonymous: no credential at all, or an access token whose sign-in has ended. */
const ANONYMOUS = ['no credential', 'an ended token'] as const;
const anonymousHeaders = (kind: (typeof ANONYMOUS)[number]) => (kind === 'no credential' ? {} : bearer(tokens.revoked));

describe('authorization: the shared list of protected operations', () => {
  it('lists every GraphQL field that needs a role', async () => {
    await getSchema(resolvers);
    const authorized = getMetadataStorage().authorizedFields;
    const adminFields = authorized.filter((f) => f.roles.includes(Role.Admin)).map((f) => f.fieldName);
    const userFields = authorized.filter((f) => f.roles.length === 0).map((f) => f.fieldName);
    expect(adminFields.length).toBeGreaterThan(0);
    expect(adminGraphQL.map((op) => op.field).sort()).toEqual(expect.arrayContaining([...new Set(adminFields)].sort()));
    expect(userGraphQL.map((op) => op.field)).toEqual(expect.arrayContaining([...new Set(userFields)]));
  });

  it('lists every /api route behind requireUser or requireAdmin, read from the router itself', () => {
    const guarded = guardedRoutes(createRestRouter(modules));
    expect(guarded.length).toBeGreaterThan(10);
    const listed = [...adminRoutes, ...userRoutes];
    const missing = guarded.filter(({ method, pattern }) => !listed.some((route) => route.method === method && pattern.test(route.path)));
    expect(missing.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual([]);
  });

  it.each(ANONYMOUS.flatMap((kind) => [...adminGraphQL, ...userGraphQL].map((op) => [op.field, kind, op] as const)))('GraphQL %s: anonymous callers (%s) get UNAUTHENTICATED', async (_field, kind, op) => {
    const res = await gql(app.agent(), op.query, op.variables, anonymousHeaders(kind));
    expect(res.errors?.[0]).toMatchObject({ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it.each(VIAS.flatMap((via) => adminGraphQL.map((op) => [op.field, via, op] as const)))('GraphQL %s by %s: customers get FORBIDDEN, admins an answer', async (_field, via, op) => {
    const denied = await caller('customer', via).gql(op.query, op.variables);
    expect(denied.errors?.[0]).toMatchObject({ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } });
    const allowed = await caller('admin', via).gql(op.query, op.variables);
    expect(String(allowed.errors?.[0]?.extensions?.code ?? 'none')).not.toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it.each(VIAS.flatMap((via) => userGraphQL.map((op) => [op.field, via, op] as const)))('GraphQL %s by %s: signed-in customers get past the guard', async (_field, via, op) => {
    const res = await caller('customer', via).gql(op.query, op.variables);
    expect(String(res.errors?.[0]?.extensions?.code ?? 'none')).not.toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it.each(ANONYMOUS.flatMap((kind) => [...adminRoutes, ...userRoutes].map((r) => [`${r.method.toUpperCase()} ${r.path}`, kind, r] as const)))('REST %s: anonymous callers (%s) get 401', async (_name, kind, route) => {
    const res = await call(app.http, route, anonymousHeaders(kind));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not authenticated');
  });

  it.each(VIAS.flatMap((via) => adminRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, via, r] as const)))('REST %s by %s: customers get 403, admins get past the guard', async (_name, via, route) => {
    const res = await caller('customer', via).call(route);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do this.');
    const allowed = await caller('admin', via).call(route);
    expect([401, 403]).not.toContain(allowed.status);
  });

  it.each(VIAS.flatMap((via) => userRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, via, r] as const)))('REST %s by %s: signed-in customers get past the guard', async (_name, via, route) => {
    const res = await caller('customer', via).call(route);
    expect([401, 403]).not.toContain(res.status);
  });

  it('admins list users through GraphQL and REST, without hashes', async () => {
    const rest = await admin.agent.get('/api/admin/users?limit=1');
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(1);
    expect(rest.body[0]).toMatchObject({ email: admin.email, isAdmin: true });
    const graph = await gql<{ users: { totalCount: number; items: { email: string }[] } }>(admin.agent, '{ users(page: { limit: 10 }) { totalCount items { email } } }');
    expect(graph.data?.users.totalCount).toBeGreaterThanOrEqual(2);
    expect(graph.data?.users.items.map((u) => u.email)).toEqual(expect.arrayContaining([customer.email, admin.email]));
    expect(rest.text + graph.res.text).not.toMatch(/argon2/);
    const bad = await admin.agent.get('/api/admin/users?limit=1000');
    expect(bad.status).toBe(400);
  });
});

describe('headers and GraphQL hardening', () => {
  it('sends security headers and no X-Powered-By on every surface', async () => {
    for (const res of [await app.http.get('/api/auth/me'), await gql(app.agent(), '{ me { id } }').then((r) => r.res), await app.http.get('/')]) {
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps Apollo CSRF prevention on: simple requests are refused', async () => {
    const textPlain = await app.http.post('/graphql').set('Content-Type', 'text/plain').send(JSON.stringify({ query: 'mutation { logout }' }));
    expect(textPlain.status).toBe(400);
    const get = await app.http.get('/graphql').query({ query: '{ me { id } }' });
    expect(get.status).toBe(400);
  });

  it('never sends stack traces', async () => {
    const res = await gql(app.agent(), 'mutation($input: LoginInput!) { login(input: $input) { id } }', { input: { email: 'x', password: 'y' } });
    expect(res.errors?.[0].extensions?.stacktrace).toBeUndefined();
  });

  it('masks unexpected failures as a generic message with an id that is logged', async () => {
    const logs = captureLogs('error');
    await app.db.query('ALTER TABLE currencies RENAME TO currencies_away');
    try {
      const graph = await gql(app.agent(), '{ currencies { code } }');
      const rest = await app.http.get('/api/currencies');
      const error = graph.errors![0];
      expect(error.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(error.message).toBe(`Something went wrong on our side. Please try again. (Reference ${error.extensions!.errorId})`);
      expect(rest.status).toBe(500);
      expect(rest.body.errorId).toMatch(/^[0-9a-f-]{36}$/);
      for (const text of [graph.res.text, rest.text]) expect(text).not.toMatch(/relation|select |does not exist|currencies_away|\.ts:\d/i);
      expect(logs.lines).toContainEqual(expect.objectContaining({ level: 50, errorId: error.extensions!.errorId, err: expect.objectContaining({ message: expect.stringMatching(/currencies/) }) }));
      expect(logs.lines).toContainEqual(expect.objectContaining({ errorId: rest.body.errorId, method: 'GET', path: '/api/currencies' }));
    } finally {
      await app.db.query('ALTER TABLE currencies_away RENAME TO currencies');
      logs.restore();
    }
  });
});

describe('production settings', () => {
  it('refuses to start in production without SESSION_SECRET, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).session.cookieSecure).toBe(true);
  });

  it('in development generates a session secret once and keeps it under DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'villas-'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const first = sessionSecrets(config);
    log.mockRestore();
    expect(first[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionSecrets(config)).toEqual(first);
    expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o077).toBe(0);
    fs.rmSync(dataDir, { recursive: true });
  });

  it('turns introspection off and marks the cookie Secure behind a TLS proxy', async () => {
    // Documents from anyone (PERSISTED_QUERIES=only, the production default, takes them from admins
    // only): what introspection and error messages reveal to whoever may send one.
    const prod = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), TRUST_PROXY: '1', PERSISTED_QUERIES: 'apq' });
    try {
      const introspection = await prod.graphql('{ __schema { types { name } } }');
      expect(introspection.errors?.[0].message).toMatch(/introspection/i);
      // No "Did you mean adminBookings?": errors must not map the schema introspection hides.
      for (const query of ['{ adminBooking { id } }', '{ properties { itemz { id } } }', 'query($f: PropertyFilter) { properties(filter: $f) { totalCount } }']) {
        const res = await prod.graphql(query, { f: { locatio: 'x' } });
        expect(res.errors?.length).toBeGreaterThan(0);
        for (const error of res.errors ?? []) expect([query, error.message]).toEqual([query, expect.not.stringMatching(/did you mean/i)]);
      }
      const dev = await app.graphql('{ adminBooking { id } }');
      expect(dev.errors?.[0].message).toMatch(/did you mean/i);
      const email = uniqueEmail();
      const res = await prod.http.post('/api/auth/register').set('X-Forwarded-Proto', 'https').send({ name: 'Secure Sam', email, password: 'secret-123' });
      expect(res.status).toBe(201);
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      // Over plain HTTP the Secure cookie is never sent.
      const plain = await prod.http.post('/api/auth/login').send({ email, password: 'secret-123' });
      expect(plain.status).toBe(200);
      expect(sessionCookie(plain)).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});

describe('admin bootstrap and demo accounts', () => {
  it('creates the configured admin at start, promotes an existing account, and is idempotent', async () => {
    const email = uniqueEmail('boss');
    const config = loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: email, ADMIN_PASSWORD: 'boss-password' });
    expect(await ensureAdminAccount(app.db, config)).toBe('created');
    expect(await ensureAdminAccount(app.db, config)).toBe('unchanged');
    const agent = app.agent();
    expect((await agent.post('/api/auth/login').send({ email, password: 'boss-password' })).status).toBe(200);
    expect((await agent.get('/api/admin/users')).status).toBe(200);

    const promoted = await signUp(app);
    expect(await ensureAdminAccount(app.db, loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: promoted.email.toUpperCase(), ADMIN_PASSWORD: 'ignored-here' }))).toBe('promoted');
    expect((await promoted.agent.get('/api/admin/users')).status).toBe(200);
    expect(() => loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: email })).toThrow(/must be set together/);
  });

  it('seeds a demo customer and a demo admin once', async () => {
    expect(await seedDemoUsers(app.db)).toBe(2);
    expect(await seedDemoUsers(app.db)).toBe(0);
    const [customerDemo, adminDemo] = DEMO_USERS;
    const c = app.agent();
    expect((await c.post('/api/auth/login').send({ email: customerDemo.email, password: customerDemo.password })).body.isAdmin).toBe(false);
    expect((await c.get('/api/admin/users')).status).toBe(403);
    const a = app.agent();
    expect((await a.post('/api/auth/login').send({ email: adminDemo.email, password: adminDemo.password })).body.isAdmin).toBe(true);
    expect((await a.get('/api/admin/users')).status).toBe(200);
  });
});
