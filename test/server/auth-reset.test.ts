import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity';
import { gql, signUp, uniqueEmail } from '../helpers/accounts';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://villas.example' });
});
afterAll(() => app.close());

const GENERIC = 'If an account exists with this email, you will receive password reset instructions.';

async function outboxFor(email: string): Promise<OutboxMail[]> {
  return app.db.getRepository(OutboxMail).find({ where: { to: email, kind: 'password-reset' }, order: { createdAt: 'ASC' } });
}

function tokenFrom(mail: OutboxMail): string {
  const match = /https:\/\/villas\.example\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

describe('forgot password', () => {
  it('answers the same generic text for unknown emails and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await app.http.post('/api/auth/forgot-password').send({ email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: GENERIC });
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('for a real account stores a hashed single-use token and puts the link mail into the outbox', async () => {
    const account = await signUp(app);
    const res = await app.http.post('/api/auth/forgot-password').send({ email: account.email.toUpperCase() });
    expect(res.body).toEqual({ message: GENERIC });
    const [mail] = await outboxFor(account.email);
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your Azure Shore Villas password', sentAt: null });
    const token = tokenFrom(mail);
    const stored: { token_hash: string; expires_at: Date }[] = await app.db.query('SELECT token_hash, expires_at FROM password_reset_tokens WHERE user_id = $1', [account.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    const minutesValid = (stored[0].expires_at.getTime() - Date.now()) / 60_000;
    expect(minutesValid).toBeGreaterThan(59);
    expect(minutesValid).toBeLessThanOrEqual(60);
  });

  it('writes the German mail when the request is German', async () => {
    const account = await signUp(app);
    const res = await app.http.post('/api/auth/forgot-password').set('Accept-Language', 'de-DE').send({ email: account.email });
    expect(res.body.message).toBe('Falls ein Konto mit dieser E-Mail-Adresse existiert, erhalten Sie eine Anleitung zum Zurücksetzen Ihres Passworts.');
    const [mail] = await outboxFor(account.email);
    expect(mail.subject).toBe('Ihr Passwort bei Azure Shore Villas zurücksetzen');
  });

  it('mails an account at most three links an hour, answering the same generic text every time', async () => {
    const account = await signUp(app);
    for (let i = 0; i < 5; i += 1) {
      const res = await app.http.post('/api/auth/forgot-password').send({ email: account.email });
      expect(res.body).toEqual({ message: GENERIC });
    }
    expect(await outboxFor(account.email)).toHaveLength(3);
  });

  it('rejects an invalid email with 400', async () => {
    const res = await app.http.post('/api/auth/forgot-password').send({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Please enter a valid email', field: 'email' });
  });

  it('writes token and mail in one transaction: if the mail cannot be stored, no token exists either', async () => {
    const account = await signUp(app);
    await app.db.query(`ALTER TABLE mail_outbox ADD CONSTRAINT test_reject_mail CHECK (kind <> 'password-reset') NOT VALID`);
    try {
      const res = await app.http.post('/api/auth/forgot-password').send({ email: account.email });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(/mail_outbox|constraint|CHECK/i);
    } finally {
      await app.db.query('ALTER TABLE mail_outbox DROP CONSTRAINT test_reject_mail');
    }
    const tokens = await app.db.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [account.id]);
    expect(tokens).toHaveLength(0);
    expect(await outboxFor(account.email)).toHaveLength(0);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends the other sessions, and the link then stops working', async () => {
    const account = await signUp(app);
    await app.http.post('/api/auth/forgot-password').send({ email: account.email });
    const token = tokenFrom((await outboxFor(account.email))[0]);

    const short = await app.http.post('/api/auth/reset-password').send({ token, newPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: 'Password must be at least 6 characters', field: 'newPassword' });

    const res = await app.http.post('/api/auth/reset-password').send({ token, newPassword: 'brand-new-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. You can now log in with your new password.' });
    expect((await account.agent.get('/api/auth/me')).status).toBe(401);
    expect((await app.http.post('/api/auth/login').send({ email: account.email, password: account.password })).status).toBe(401);
    expect((await app.http.post('/api/auth/login').send({ email: account.email, password: 'brand-new-1' })).status).toBe(200);

    const again = await app.http.post('/api/auth/reset-password').send({ token, newPassword: 'brand-new-2' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'This password reset link is invalid or has expired. Please request a new one.', field: 'token' });
  });

  it('refuses an expired token', async () => {
    const account = await signUp(app);
    await app.http.post('/api/auth/forgot-password').send({ email: account.email });
    const token = tokenFrom((await outboxFor(account.email))[0]);
    await app.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [account.id]);
    const res = await app.http.post('/api/auth/reset-password').send({ token, newPassword: 'brand-new-1' });
    expect(res.status).toBe(400);
    expect((await app.http.post('/api/auth/login').send({ email: account.email, password: account.password })).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await app.http.post('/api/auth/reset-password').send({ token: 'x'.repeat(43), newPassword: 'brand-new-1' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('token');
  });

  it('works through GraphQL too', async () => {
    const account = await signUp(app);
    const agent = app.agent();
    const forgot = await gql(agent, 'mutation($input: ForgotPasswordInput!) { forgotPassword(input: $input) }', { input: { email: account.email } });
    expect(forgot.data).toEqual({ forgotPassword: GENERIC });
    const token = tokenFrom((await outboxFor(account.email))[0]);
    const reset = await gql(agent, 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }', { input: { token, newPassword: 'via-graphql' } });
    expect(reset.errors).toBeUndefined();
    const again = await gql(agent, 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }', { input: { token, newPassword: 'via-graphql-2' } });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect((await app.http.post('/api/auth/login').send({ email: account.email, password: 'via-graphql' })).status).toBe(200);
  });
});
