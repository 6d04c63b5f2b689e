import { createHmac } from 'node:crypto';
import { ConfigError, loadConfig } from '../../server/src/config';
import { deleteStaleTokens } from '../../server/src/modules/auth/token-family';
import { signAccessToken, verifyAccessToken } from '../../server/src/modules/auth/tokens';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity';
import { counterKey } from '../../server/src/rate-limits';
import { gql, signUp, signUpAdmin, uniqueEmail, type Account } from '../helpers/accounts';
import { captureLogs, type CapturedLogs } from '../helpers/logs';
import { startTestApp, type TestApp } from '../helpers/test-app';

/*
 * Token sign-in for non-browser clients: issue, use on GraphQL and REST, rotation,
 * reuse detection, revocation, invalidation by account changes, expiry, throttling, per-client
 * GraphQL limits, and that no token reaches the log.
 */

interface Pair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

let app: TestApp;
let admin: Account;
let logs: CapturedLogs;
/** Every token this file is handed, to search the log for at the end. */
const seen: string[] = [];

beforeAll(async () => {
  // Captured before the app starts, so its request log writes here too.
  logs = captureLogs('debug');
  app = await startTestApp({ PUBLIC_URL: 'https://villas.example' });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app.close();
  logs.restore();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signInWithToken(account: { email: string; password: string }, target: TestApp = app, headers: Record<string, string> = {}): Promise<Pair> {
  const res = await target.http.post('/api/auth/token').set(headers).send({ email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`token sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  seen.push(res.body.accessToken, res.body.refreshToken);
  return res.body as Pair;
}

async function refresh(refreshToken: string, target: TestApp = app) {
  const res = await target.http.post('/api/auth/token/refresh').send({ refreshToken });
  if (res.status === 200) seen.push(res.body.accessToken, res.body.refreshToken);
  return res;
}

/** Who the graph thinks the token's holder is (null: anonymous). */
async function whoAmI(accessToken: string, target: TestApp = app): Promise<string | null> {
  const res = await target.graphql<{ me: { id: string } | null }>('{ me { id } }', {}, bearer(accessToken));
  return res.data?.me?.id ?? null;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('issuing tokens', () => {
  it('answers an access and a refresh token for the right password, over REST and GraphQL, without a session', async () => {
    const account = await signUp(app);
    const sessionsBefore = await app.db.query('SELECT count(*)::int AS n FROM sessions');

    const res = await app.http.post('/api/auth/token').send({ email: account.email.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
    expect(res.body.expiresIn).toBe(900);
    seen.push(res.body.accessToken, res.body.refreshToken);
    const claims = claimsOf(res.body.accessToken);
    expect(claims).toMatchObject({ sub: account.id, ver: 0 });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    expect(res.body.refreshToken).toMatch(/^[\w-]{43}$/);
    // Only a hash of the refresh token is stored.
    const stored = await app.db.query('SELECT token_hash FROM refresh_tokens');
    expect(JSON.stringify(stored)).not.toContain(res.body.refreshToken);

    const graph = await app.graphql<{ issueToken: Pair }>('mutation($input: LoginInput!) { issueToken(input: $input) { accessToken refreshToken expiresIn } }', {
      input: { email: account.email, password: account.password },
    });
    expect(graph.errors).toBeUndefined();
    expect(graph.data?.issueToken.expiresIn).toBe(900);
    seen.push(graph.data!.issueToken.accessToken, graph.data!.issueToken.refreshToken);
    expect(await whoAmI(graph.data!.issueToken.accessToken)).toBe(account.id);

    const sessionsAfter = await app.db.query('SELECT count(*)::int AS n FROM sessions');
    expect(sessionsAfter[0].n).toBe(sessionsBefore[0].n);
  });

  it('refuses a wrong password, an unknown account and bad input with the cookie login’s messages', async () => {
    const account = await signUp(app);
    const wrong = await app.http.post('/api/auth/token').send({ email: account.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    const unknown = await app.http.post('/api/auth/token').set('Accept-Language', 'de').send({ email: uniqueEmail('ghost'), password: 'whatever-1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Ungültige E-Mail-Adresse oder ungültiges Passwort');
    const bad = await app.http.post('/api/auth/token').send({ email: 'not-an-email', password: 'whatever-1' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'email', message: 'Please enter a valid email' });
    const graph = await app.graphql('mutation { issueToken(input: { email: "nobody@example.com", password: "whatever-1" }) { accessToken } }');
    expect(graph.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('using an access token', () => {
  it('works like a session on GraphQL and REST, creates no session and needs no CSRF header', async () => {
    const account = await signUp(app);
    const { accessToken } = await signInWithToken(account);

    expect(await whoAmI(accessToken)).toBe(account.id);
    const rest = await app.http.get('/api/auth/me').set(bearer(accessToken));
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: account.id, email: account.email });
    expect(rest.headers['set-cookie']).toBeUndefined();

    // The basket of a token client is the user's own, and no cookie is handed out for it.
    const basket = await app.http.get('/api/cart').set(bearer(accessToken));
    expect(basket.status).toBe(200);
    expect(basket.headers['set-cookie']).toBeUndefined();

    // Apollo refuses a GET without a preflight-forcing header; Authorization is one.
    const get = await app.http.get('/graphql').set(bearer(accessToken)).query({ query: '{ me { email } }' });
    expect(get.status).toBe(200);
    expect(get.body.data.me.email).toBe(account.email);
    expect((await app.http.get('/graphql').query({ query: '{ me { email } }' })).status).toBe(400);

    // A catalogue read is public for anonymous callers, but never cacheable when sent with a token
    // (staff tokens see unpublished villas).
    const catalogue = (headers: Record<string, string>) => app.http.get('/graphql').set('apollo-require-preflight', 'true').set(headers).query({ query: '{ currencies { code } }' });
    expect((await catalogue({})).headers['cache-control']).toMatch(/^public/);
    const withToken = await catalogue(bearer(accessToken));
    expect(withToken.status).toBe(200);
    expect(withToken.headers['cache-control']).toBe('private, no-store');
  });

  it('a token’s answer is the user’s, never the cookie’s: a Bearer request ignores the session', async () => {
    const cookieUser = await signUp(app);
    const tokenUser = await signUp(app);
    const { accessToken } = await signInWithToken(tokenUser);
    const res = await cookieUser.agent.get('/api/auth/me').set(bearer(accessToken));
    expect(res.body.id).toBe(tokenUser.id);
    const anonymous = await cookieUser.agent.get('/api/auth/me').set(bearer('not-a-token'));
    expect(anonymous.status).toBe(401);
  });

  it('a forged, altered or malformed token is anonymous: 401 on protected routes, with WWW-Authenticate', async () => {
    const account = await signUp(app);
    const victim = await signUp(app);
    const { accessToken } = await signInWithToken(account);
    const [header, payload, signature] = accessToken.split('.');
    const claims = claimsOf(accessToken);
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: victim.id })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = `${header}.${payload}.${createHmac('sha256', 'some other secret').update(`${header}.${payload}`).digest('base64url')}`;
    for (const token of [altered, none, otherKey, 'garbage', '']) {
      const rest = await app.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect([token, rest.status, rest.body.message]).toEqual([token, 401, 'Not authenticated']);
      expect(rest.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      const graph = await app.graphql('{ shortlist { id } }', {}, { Authorization: `Bearer ${token}` });
      expect(graph.errors?.[0]).toMatchObject({ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
      expect(await whoAmI(token)).toBeNull();
    }
    // Nor does it get a visitor's basket: a Bearer request has no session to keep one in.
    const basket = await app.http.get('/api/cart').set(bearer(altered));
    expect(basket.status).toBe(401);
    expect(basket.headers['set-cookie']).toBeUndefined();
  });

  it('admin-only operations answer 403 to a customer’s token and work with an admin’s', async () => {
    const customer = await signUp(app);
    const customerToken = (await signInWithToken(customer)).accessToken;
    const adminToken = (await signInWithToken(admin)).accessToken;
    const denied = await app.graphql('{ users { totalCount } }', {}, bearer(customerToken));
    expect(denied.errors?.[0]).toMatchObject({ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } });
    expect((await app.http.get('/api/admin/users').set(bearer(customerToken))).status).toBe(403);
    const allowed = await app.graphql<{ users: { totalCount: number } }>('{ users { totalCount } }', {}, bearer(adminToken));
    expect(allowed.data?.users.totalCount).toBeGreaterThanOrEqual(2);
    expect((await app.http.get('/api/admin/users').set(bearer(adminToken))).status).toBe(200);
  });
});

describe('refreshing and revoking', () => {
  it('rotates: each refresh token works once and answers a new pair', async () => {
    const account = await signUp(app);
    const first = await signInWithToken(account);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body.expiresIn).toBe(900);
    expect(res.body.refreshToken).not.toBe(first.refreshToken);
    expect(await whoAmI(res.body.accessToken)).toBe(account.id);
    const again = await refresh(res.body.refreshToken);
    expect(again.status).toBe(200);
    expect(await whoAmI(again.body.accessToken)).toBe(account.id);

    const graph = await app.graphql<{ refreshToken: Pair }>('mutation($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken refreshToken expiresIn } }', {
      input: { refreshToken: again.body.refreshToken },
    });
    expect(graph.errors).toBeUndefined();
    seen.push(graph.data!.refreshToken.accessToken, graph.data!.refreshToken.refreshToken);
    expect(await whoAmI(graph.data!.refreshToken.accessToken)).toBe(account.id);
  });

  it('a spent refresh token used again ends that whole sign-in, and only that one', async () => {
    const account = await signUp(app);
    const stolen = await signInWithToken(account);
    const other = await signInWithToken(account);
    const legitimate = await refresh(stolen.refreshToken);
    expect(legitimate.status).toBe(200);

    const replay = await refresh(stolen.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'This sign-in has ended. Please sign in again.', code: 'UNAUTHENTICATED' });
    // The family is gone: the newer refresh token and the access tokens of this sign-in too.
    expect((await refresh(legitimate.body.refreshToken)).status).toBe(401);
    expect(await whoAmI(legitimate.body.accessToken)).toBeNull();
    expect(await whoAmI(stolen.accessToken)).toBeNull();
    // Another sign-in of the same user is untouched.
    expect(await whoAmI(other.accessToken)).toBe(account.id);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('two parallel refreshes with one token: one gets a pair, the sign-in then ends', async () => {
    const account = await signUp(app);
    const pair = await signInWithToken(account);
    const answers = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await refresh(winner.body.refreshToken)).status).toBe(401);
  });

  it('revoking ends the sign-in at once; unknown tokens get the same answer; bad input names the field', async () => {
    const account = await signUp(app);
    const pair = await signInWithToken(account);
    const res = await app.http.post('/api/auth/token/revoke').send({ refreshToken: pair.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You have been logged out.' });
    expect(await whoAmI(pair.accessToken)).toBeNull();
    expect((await refresh(pair.refreshToken)).status).toBe(401);

    const unknown = await app.http.post('/api/auth/token/revoke').send({ refreshToken: 'x'.repeat(43) });
    expect(unknown.body).toEqual(res.body);
    const graph = await app.graphql<{ revokeToken: string }>('mutation { revokeToken(input: { refreshToken: "yyyyyyyyyyyyyyyyyyyyyyyy" }) }');
    expect(graph.data?.revokeToken).toBe('You have been logged out.');
    const bad = await app.http.post('/api/auth/token/refresh').set('Accept-Language', 'de').send({ refreshToken: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ field: 'refreshToken', code: 'BAD_USER_INPUT', message: 'Das Aktualisierungstoken fehlt oder ist ungültig' });
  });
});

describe('account changes end every token of the user at once', () => {
  async function expectEnded(account: Account, pair: Pair) {
    expect(await whoAmI(pair.accessToken)).toBeNull();
    expect((await app.http.get('/api/auth/me').set(bearer(pair.accessToken))).status).toBe(401);
    const res = await refresh(pair.refreshToken);
    expect([account.email, res.status]).toEqual([account.email, 401]);
  }

  it('password change (by cookie or by token)', async () => {
    const account = await signUp(app);
    const pair = await signInWithToken(account);
    const res = await account.agent.post('/api/auth/change-password').send({ currentPassword: account.password, newPassword: 'new-secret-1' });
    expect(res.status).toBe(200);
    await expectEnded(account, pair);
    // The session that changed it stays signed in; the new password signs in a token client.
    expect((await account.agent.get('/api/auth/me')).status).toBe(200);
    const fresh = await signInWithToken({ email: account.email, password: 'new-secret-1' });
    expect(await whoAmI(fresh.accessToken)).toBe(account.id);

    const graph = await app.graphql('mutation { changePassword(input: { currentPassword: "new-secret-1", newPassword: "new-secret-2" }) }', {}, bearer(fresh.accessToken));
    expect(graph.errors).toBeUndefined();
    await expectEnded(account, fresh);
  });

  it('password reset', async () => {
    const account = await signUp(app);
    const pair = await signInWithToken(account);
    await app.http.post('/api/auth/forgot-password').send({ email: account.email });
    const [mail] = await app.db.getRepository(OutboxMail).find({ where: { to: account.email, kind: 'password-reset' } });
    const token = /reset-password\/([\w-]+)/.exec(mail.text)![1];
    const res = await app.http.post('/api/auth/reset-password').send({ token, newPassword: 'reset-secret-1' });
    expect(res.status).toBe(200);
    await expectEnded(account, pair);
  });

  it('suspension; a suspended account gets no new tokens, and lifting it does not revive old ones', async () => {
    const account = await signUp(app);
    const pair = await signInWithToken(account);
    expect((await admin.agent.post(`/api/admin/users/${account.id}/suspend`).send({ suspend: true })).status).toBe(200);
    await expectEnded(account, pair);
    const refused = await app.http.post('/api/auth/token').send({ email: account.email, password: account.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been suspended. Please contact us if you think this is a mistake.');
    expect((await admin.agent.post(`/api/admin/users/${account.id}/suspend`).send({ suspend: false })).status).toBe(200);
    expect(await whoAmI(pair.accessToken)).toBeNull();
    expect(await whoAmI((await signInWithToken(account)).accessToken)).toBe(account.id);
  });

  it('role change, either way', async () => {
    const account = await signUp(app);
    const pair = await signInWithToken(account);
    expect((await admin.agent.post(`/api/admin/users/${account.id}/admin`).send({ isAdmin: true })).status).toBe(200);
    await expectEnded(account, pair);
    const asAdmin = await signInWithToken(account);
    expect((await app.http.get('/api/admin/users').set(bearer(asAdmin.accessToken))).status).toBe(200);
    const graph = await app.graphql(`mutation { setUserAdmin(userId: "${account.id}", isAdmin: false) { id } }`, {}, bearer((await signInWithToken(admin)).accessToken));
    expect(graph.errors).toBeUndefined();
    await expectEnded(account, asAdmin);
  });

  it('deletion by an admin', async () => {
    const account = await signUp(app);
    const pair = await signInWithToken(account);
    expect((await admin.agent.delete(`/api/admin/users/${account.id}`)).status).toBe(200);
    await expectEnded(account, pair);
    const rows = await app.db.query('SELECT count(*)::int AS n FROM token_families WHERE user_id = $1', [account.id]);
    expect(rows[0].n).toBe(0);
  });
});

describe('expiry, throttling and per-client limits', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({
      TRUST_PROXY: 'true',
      ACCESS_TOKEN_TTL: '2s',
      REFRESH_TOKEN_TTL: '4s',
      RATE_LIMIT_LOGIN: '3/15m',
      RATE_LIMIT_GRAPHQL_PER_TOKEN: '4/1m',
      RATE_LIMIT_GRAPHQL_PER_ADDRESS: '6/1m',
    });
  });
  afterAll(() => strict.close());

  const from = (address: string) => ({ 'X-Forwarded-For': address });

  it('an access token expires after ACCESS_TOKEN_TTL, a refresh token after REFRESH_TOKEN_TTL', async () => {
    const account = await signUp(strict);
    const pair = await signInWithToken(account, strict, from('10.9.0.1'));
    expect(pair.expiresIn).toBe(2);
    expect((await strict.http.get('/api/auth/me').set(bearer(pair.accessToken))).status).toBe(200);
    // Signed with whole seconds: alive at least 1 s, gone after 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await strict.http.get('/api/auth/me').set(bearer(pair.accessToken));
    expect(expired.status).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    // The refresh token still works and answers a fresh access token.
    const renewed = await refresh(pair.refreshToken, strict);
    expect(renewed.status).toBe(200);
    expect((await strict.http.get('/api/auth/me').set(bearer(renewed.body.accessToken))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 4200));
    const tooLate = await refresh(renewed.body.refreshToken, strict);
    expect(tooLate.status).toBe(401);
    expect(tooLate.body.message).toBe('This sign-in has ended. Please sign in again.');
  }, 15_000);

  it('token sign-in is throttled like the cookie login, on the same counters and with the same message', async () => {
    const account = await signUp(strict);
    const attempt = () => strict.http.post('/api/auth/token').set(from('10.9.0.2')).send({ email: account.email, password: 'wrong-password' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.body).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 min.', code: 'RATE_LIMITED' });
    // Even the right password waits, and the cookie login from that address is limited too.
    const right = await strict.http.post('/api/auth/token').set(from('10.9.0.2')).send({ email: account.email, password: account.password });
    expect(right.status).toBe(429);
    const cookie = await strict.http.post('/api/auth/login').set(from('10.9.0.2')).send({ email: account.email, password: account.password });
    expect(cookie.status).toBe(429);
    const graph = await strict.graphql('mutation($input: LoginInput!) { issueToken(input: $input) { accessToken } }', { input: { email: account.email, password: account.password } }, from('10.9.0.2'));
    expect(graph.errors?.[0]).toMatchObject({ message: 'Too many sign-in attempts. Please try again in 15 min.', extensions: { code: 'RATE_LIMITED' } });
  });

  it('GraphQL answers 429 with Retry-After per access token, from whatever address', async () => {
    const account = await signUp(strict);
    const { accessToken } = await signInWithToken(account, strict, from('10.9.1.1'));
    const call = (n: number) => strict.http.post('/graphql').set(bearer(accessToken)).set(from(`10.9.1.${n}`)).set('Accept-Language', 'de').send({ query: '{ me { id } }' });
    for (let n = 1; n <= 4; n++) expect((await call(n)).status).toBe(200);
    const limited = await call(5);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.body.errors[0]).toMatchObject({ message: 'Zu viele Anfragen. Bitte versuchen Sie es in 1 Min. erneut.', extensions: { code: 'RATE_LIMITED' } });
    // Another client from the same address is not affected, nor is REST.
    expect((await strict.http.post('/graphql').set(from('10.9.1.5')).send({ query: '{ me { id } }' })).status).toBe(200);
    expect((await strict.http.get('/api/auth/me').set(bearer(accessToken))).status).toBe(200);
  });

  it('GraphQL answers 429 with Retry-After per address, signed in or not', async () => {
    const call = (address: string) => strict.http.post('/graphql').set(from(address)).send({ query: '{ currencies { code } }' });
    for (let i = 0; i < 6; i++) expect((await call('10.9.2.1')).status).toBe(200);
    const limited = await call('10.9.2.1');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.errors[0]).toMatchObject({ message: 'Too many requests. Please try again in 1 min.', extensions: { code: 'RATE_LIMITED' } });
    // A signed-in browser at that address waits too; another address does not.
    const browser = await signUp(strict);
    const signedIn = await gql(browser.agent, '{ me { id } }', {}, from('10.9.2.1'));
    expect(signedIn.status).toBe(429);
    expect(signedIn.res.headers['retry-after']).toMatch(/^\d+$/);
    expect((await call('10.9.2.2')).status).toBe(200);
    expect((await gql(browser.agent, '{ me { id } }', {}, from('10.9.2.3'))).data).toEqual({ me: { id: browser.id } });
    // The counters reach PostgreSQL, shared by every instance, within a second or so (counted in
    // memory, added to the table in batches); nothing is written while the request is answered.
    const counted = async () => (await strict.db.query(`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'graphqlPerAddress:%'`))[0].n as number;
    const deadline = Date.now() + 5000;
    while ((await counted()) < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await counted()).toBeGreaterThanOrEqual(2);
  });

  it('GraphQL counts the requests another instance answered: each batch brings back the shared total', async () => {
    const address = '10.9.3.1';
    const key = counterKey({ limit: 'graphqlPerAddress', subject: address });
    // Another instance has answered 5 of the 6 allowed requests from this address.
    await strict.db.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, 5, $2)', [key, Date.now() + 60_000]);
    const call = () => strict.http.post('/graphql').set(from(address)).send({ query: '{ currencies { code } }' });
    expect((await call()).status).toBe(200);
    // Within about a second this instance adds its request to the row and learns the total.
    const points = async () => (await strict.db.query('SELECT points FROM rate_limits WHERE key = $1', [key]))[0].points as number;
    const deadline = Date.now() + 5000;
    while ((await points()) < 6 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await points()).toBe(6);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('signing keys', () => {
  const ids = { sub: '11111111-1111-4111-8111-111111111111', ver: 3, fam: '22222222-2222-4222-8222-222222222222' };

  it('TOKEN_SECRET rotates: the first secret signs, every listed one verifies', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(32)];
    const token = signAccessToken(loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: a }), ids);
    expect(verifyAccessToken(loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: `${b},${a}` }), token)).toMatchObject(ids);
    expect(verifyAccessToken(loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: b }), token)).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TOKEN_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET must be at least 32 characters/);
  });

  it('without TOKEN_SECRET, instances that share SESSION_SECRET accept each other’s tokens, others do not', () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };
    const token = signAccessToken(loadConfig(env), ids);
    expect(verifyAccessToken(loadConfig(env), token)).toMatchObject(ids);
    expect(verifyAccessToken(loadConfig({ ...env, SESSION_SECRET: 't'.repeat(40) }), token)).toBeNull();
    // The key is derived, not the session secret itself.
    const [header, payload] = token.split('.');
    const withSessionSecret = createHmac('sha256', 's'.repeat(40)).update(`${header}.${payload}`).digest('base64url');
    expect(token.split('.')[2]).not.toBe(withSessionSecret);
  });
});

describe('clean-up', () => {
  it('the tokens.cleanup job removes ended sign-ins and expired spent tokens, and keeps what still works', async () => {
    const account = await signUp(app);
    const live = await signInWithToken(account);
    const rotated = await refresh(live.refreshToken);
    const ended = await signInWithToken(account);
    await app.http.post('/api/auth/token/revoke').send({ refreshToken: ended.refreshToken });
    // Two days later for the ended sign-in; the spent token of the live one has run out.
    await app.db.query(`UPDATE token_families SET revoked_at = now() - interval '2 days', created_at = now() - interval '3 days' WHERE revoked_at IS NOT NULL AND user_id = $1`, [account.id]);
    await app.db.query(`UPDATE refresh_tokens SET created_at = now() - interval '40 days', expires_at = now() - interval '10 days' WHERE used_at IS NOT NULL`);

    await deleteStaleTokens(app.db);

    const families = await app.db.query('SELECT revoked_at FROM token_families WHERE user_id = $1', [account.id]);
    expect(families).toEqual([{ revoked_at: null }]);
    const left = await app.db.query('SELECT t.used_at FROM refresh_tokens t JOIN token_families f ON f.id = t.family_id WHERE f.user_id = $1', [account.id]);
    expect(left).toEqual([{ used_at: null }]);
    expect(await whoAmI(rotated.body.accessToken)).toBe(account.id);
    expect((await refresh(rotated.body.refreshToken)).status).toBe(200);
  });
});

describe('logs', () => {
  it('never contain an access or refresh token, while the token requests themselves are logged', async () => {
    // A lifecycle of its own (the earlier tests' tokens are searched for too, when they ran).
    const account = await signUp(app);
    const pair = await signInWithToken(account);
    await whoAmI(pair.accessToken);
    await app.http.get('/api/auth/me').set(bearer(pair.accessToken));
    const rotated = await refresh(pair.refreshToken);
    await refresh(pair.refreshToken);
    await app.graphql('mutation($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken } }', { input: { refreshToken: rotated.body.refreshToken } });
    await app.http.post('/api/auth/token/revoke').send({ refreshToken: rotated.body.refreshToken });
    // A failing request with a token in it is logged at error level with its details.
    await app.http.post('/api/auth/token/refresh').set('Content-Type', 'application/json').send(`{"refreshToken": "${pair.refreshToken}"`);

    const text = logs.text();
    expect(logs.lines.some((line) => (line.req as { path?: string } | undefined)?.path === '/api/auth/token/refresh')).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    const leaked = seen.filter((token) => text.includes(token) || text.includes(token.split('.')[2] ?? token));
    expect(leaked).toEqual([]);
  });
});
