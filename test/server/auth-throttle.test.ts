import { gql, signUp, uniqueEmail } from '../helpers/accounts';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_FAILURES_PER_IP: '8', LOGIN_FAILURE_WINDOW: '10m' });
});
afterAll(() => app.close());

const TOO_MANY = 'Too many failed login attempts. Please try again in 10 minutes.';

describe('login rate limiting', () => {
  it('blocks an email after its failures, even with the right password, and counts in the database', async () => {
    const account = await signUp(app);
    for (let i = 0; i < 3; i++) {
      const res = await app.http.post('/api/auth/login').set('X-Forwarded-For', '203.0.113.1').send({ email: account.email, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    const blocked = await app.http.post('/api/auth/login').send({ email: account.email.toUpperCase(), password: account.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY);
    const viaGraphql = await gql(app.agent(), 'mutation($input: LoginInput!) { login(input: $input) { id } }', { input: { email: account.email, password: account.password } });
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
    const [row] = await app.db.query(`SELECT failures FROM login_failures WHERE key = $1`, [`email:${account.email.toLowerCase()}`]);
    expect(row.failures).toBe(3);

    // The window ending (as another instance would see it in the shared table) lets the user in again.
    await app.db.query(`UPDATE login_failures SET window_started_at = now() - interval '11 minutes'`);
    expect((await app.http.post('/api/auth/login').send({ email: account.email, password: account.password })).status).toBe(200);
  });

  it('blocks a client IP that tries many different emails', async () => {
    let status = 0;
    let attempts = 0;
    while (attempts < 12) {
      attempts += 1;
      status = (await app.http.post('/api/auth/login').send({ email: uniqueEmail('spray'), password: 'wrong-password' })).status;
      if (status === 429) break;
    }
    expect(status).toBe(429);
    expect(attempts).toBe(9);
  });
});
