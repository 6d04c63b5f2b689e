import { gql, signUp, uniqueEmail } from '../helpers/accounts';
import { GENEROUS_LIMITS, startTestApp, type TestApp } from '../helpers/test-app';

// Each limit is set low here; the client address comes from X-Forwarded-For (TRUST_PROXY=1), so
// every test plays from addresses of its own.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    ...GENEROUS_LIMITS,
    TRUST_PROXY: '1',
    RATE_LIMIT_LOGIN: '5/10m',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '12/10m',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '15/1h',
    RATE_LIMIT_REGISTER: '3/1h',
    RATE_LIMIT_PASSWORD_RESET: '2/1h',
    RATE_LIMIT_PASSWORD_CHANGE: '3/15m',
  });
});
afterAll(() => app.close());

let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;
const TOO_MANY_SIGN_INS = /^Too many sign-in attempts\. Please try again in \d+ min\.$/;

function login(from: string, email: string, password: string) {
  return app.http.post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });
}

describe('sign-in limits', () => {
  it('check at most the configured number of passwords in a parallel burst for one account and address', async () => {
    const account = await signUp(app);
    const from = newAddress();
    const burst = await Promise.all(Array.from({ length: 40 }, () => login(from, account.email, 'wrong-password')));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const refused = burst.find((res) => res.status === 429)!;
    expect(refused.body.message).toMatch(TOO_MANY_SIGN_INS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // The right password from that address is refused too until the window ends…
    expect((await login(from, account.email, account.password)).status).toBe(429);
    // …but the owner, elsewhere, still gets in: a stranger cannot lock the account by guessing.
    expect((await login(newAddress(), account.email, account.password)).status).toBe(200);
  });

  it('answer 429 with Retry-After over GraphQL too, in German', async () => {
    const account = await signUp(app);
    const from = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(from, account.email, 'wrong-password')).status).toBe(401);
    const res = await app.agent().post('/graphql').set('X-Forwarded-For', from).set('Accept-Language', 'de').set('Accept', 'application/graphql-response+json').send({
      query: 'mutation($input: LoginInput!) { login(input: $input) { id } }',
      variables: { input: { email: account.email, password: account.password } },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const body = JSON.parse(res.text) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0].message).toMatch(/^Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Min\. erneut\.$/);
    expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  });

  it('stop one address that sprays many accounts', async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await login(from, uniqueEmail('spray'), 'wrong-password')).status);
    expect(statuses).toEqual([...Array(12).fill(401), 429, 429]);
  });

  it('cap one account attacked from many addresses, and let the owner in again when the window ends', async () => {
    const account = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await login(newAddress(), account.email, 'wrong-password')).status);
    expect(statuses).toEqual([...Array(15).fill(401), 429]);
    expect((await login(newAddress(), account.email, account.password)).status).toBe(429);
    // The window ending, as every instance sees it in the shared table.
    await app.db.query(`UPDATE rate_limits SET expire = 0`);
    expect((await login(newAddress(), account.email, account.password)).status).toBe(200);
  });

  it('treat look-alike spellings of an address as the same account', async () => {
    const account = await signUp(app, { email: uniqueEmail('same') });
    const from = newAddress();
    const fullwidth = account.email.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const spelling of [account.email.toUpperCase(), fullwidth, ` ${account.email} `, account.email, account.email]) {
      expect((await login(from, spelling, 'wrong-password')).status).toBe(401);
    }
    expect((await login(from, account.email, 'wrong-password')).status).toBe(429);
    // The fullwidth spelling signs in to the one account…
    const signedIn = await login(newAddress(), fullwidth, account.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.id).toBe(account.id);
    // …and cannot open a second one.
    const second = await app.http.post('/api/auth/register').set('X-Forwarded-For', newAddress()).send({ name: 'Look Alike', email: fullwidth, password: 'secret-123' });
    expect(second.status).toBe(409);
    expect(second.body.field).toBe('email');
    const rows = await app.db.query(`SELECT email FROM users WHERE lower(email) = lower($1)`, [account.email]);
    expect(rows).toHaveLength(1);
  });

  it('start the count again for an account and address after a successful sign-in', async () => {
    const account = await signUp(app);
    const from = newAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) expect((await login(from, account.email, 'wrong-password')).status).toBe(401);
      expect((await login(from, account.email, account.password)).status).toBe(200);
    }
  });
});

describe('other abuse paths', () => {
  it('limit registrations per address, with Retry-After and a translated message', async () => {
    const from = newAddress();
    const register = (lang = 'en') => app.http.post('/api/auth/register').set('X-Forwarded-For', from).set('Accept-Language', lang).send({ name: 'Sign Up', email: uniqueEmail('reg'), password: 'secret-123' });
    for (let i = 0; i < 3; i++) expect((await register()).status).toBe(201);
    const refused = await register('de');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Zu viele Versuche. Bitte versuchen Sie es in 60 Min. erneut.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const users = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'reg-%'`);
    expect(users[0].n).toBe(3);
  });

  it('limit password-reset requests per address', async () => {
    const from = newAddress();
    const ask = () => app.http.post('/api/auth/forgot-password').set('X-Forwarded-For', from).send({ email: uniqueEmail('nobody') });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('check the current password at most the configured number of times in a parallel burst', async () => {
    const account = await signUp(app);
    const change = () => gql(account.agent, 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }', { input: { currentPassword: 'not-my-password', newPassword: 'new-secret-456' } });
    const results = await Promise.all(Array.from({ length: 12 }, change));
    const codes = results.map((r) => r.errors?.[0].extensions?.code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(3);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(9);
    expect(results.find((r) => r.status === 429)?.res.headers['retry-after']).toBeDefined();
  });
});
