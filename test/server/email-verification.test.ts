import { createMailSender, deliverPendingMail } from '../../server/src/modules/mail/mail.worker';
import { gql, uniqueEmail } from '../helpers/accounts';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** Sign-up mails a confirmation link in the sign-up's language; the account works at once and is marked unverified until the link is opened. */

let app: TestApp;
let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('e-mail verification', () => {
  it('mails the link in the language of the sign-up, once; the account works unverified until the link is opened', async () => {
    const email = uniqueEmail('verify');
    const agent = app.agent();
    const registered = await agent.post('/api/auth/register').set('Accept-Language', 'de').send({ name: 'Vera Prüfer', email, password: 'secret-123' }).expect(201);
    expect(registered.body.emailVerified).toBe(false);
    // The account works at once.
    expect((await agent.get('/api/auth/me').expect(200)).body).toMatchObject({ email, emailVerified: false });
    expect((await gql<{ me: { emailVerified: boolean } }>(agent, '{ me { emailVerified } }')).data!.me.emailVerified).toBe(false);
    await agent.get('/api/user/shortlist').expect(200);

    const [row] = await app.db.query(`SELECT dedupe_key FROM mail_outbox WHERE kind = 'email-verification' AND to_address = $1`, [email]);
    expect(row.dedupe_key).toBe(`user:${registered.body.id}:verify-email:1`);
    await deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    const link = /https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]+/.exec(mails[0].text ?? '')![0];
    expect(mails[0].html).toContain(`href="${link}"`);
    const token = link.split('/').pop()!;
    // Only the token's hash is stored.
    expect(JSON.stringify(await app.db.query(`SELECT * FROM email_verifications WHERE user_id = $1`, [registered.body.id]))).not.toContain(token);

    const bad = await app.http.post('/api/auth/verify-email').set('Accept-Language', 'de').send({ token: 'nope' }).expect(400);
    expect(bad.body).toMatchObject({ field: 'token', message: 'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den Link aus Ihrer neuesten E-Mail.' });
    expect((await agent.get('/api/auth/me').expect(200)).body.emailVerified).toBe(false);

    const confirmed = await app.http.post('/api/auth/verify-email').send({ token }).expect(200);
    expect(confirmed.body).toEqual({ emailVerified: true, alreadyVerified: false, message: 'Thank you: your e-mail address is confirmed.' });
    expect((await agent.get('/api/auth/me').expect(200)).body.emailVerified).toBe(true);
    expect((await gql<{ me: { emailVerified: boolean } }>(agent, '{ me { emailVerified } }')).data!.me.emailVerified).toBe(true);

    // Opened again (or a retried request): the same answer, nothing new.
    const again = await gql<{ verifyEmail: { alreadyVerified: boolean; message: string } }>(app.agent(), 'mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { alreadyVerified message } }', { input: { token } }, { 'Accept-Language': 'de' });
    expect(again.data!.verifyEmail).toEqual({ alreadyVerified: true, message: 'Ihre E-Mail-Adresse war bereits bestätigt.' });
  });

  it('refuses an expired link, naming the token', async () => {
    const email = uniqueEmail('late');
    const { body } = await app.agent().post('/api/auth/register').send({ name: 'Lars Late', email, password: 'secret-123' }).expect(201);
    const [mail] = await app.db.query(`SELECT text_body FROM mail_outbox WHERE kind = 'email-verification' AND to_address = $1`, [email]);
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
    await app.db.query(`UPDATE email_verifications SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [body.id]);
    const expired = await app.http.post('/api/auth/verify-email').send({ token }).expect(400);
    expect(expired.body).toMatchObject({ field: 'token', message: 'This confirmation link has expired: links work for 7 days.' });
  });

  it('mails a signed-in unverified account a new link on request, in the language asked, up to the limit; a confirmed address gets nothing', async () => {
    const email = uniqueEmail('resend');
    const agent = app.agent();
    await agent.post('/api/auth/register').send({ name: 'Rita Resend', email, password: 'secret-123' }).expect(201);
    await deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);
    const resent = await agent.post('/api/auth/verify-email/resend').set('Accept-Language', 'de').expect(200);
    expect(resent.body).toEqual({ emailVerified: false, alreadyVerified: false, message: `Wir haben einen neuen Bestätigungslink an ${email} gesendet. Bitte öffnen Sie ihn innerhalb von 7 Tagen.` });
    await deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);
    const mails = smtp.to(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toMatch(/^Bitte bestätigen Sie Ihre E-Mail-Adresse/);
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mails[1].text ?? '')![1];
    expect(token).not.toBe(/\/verify-email\/([A-Za-z0-9_-]+)/.exec(mails[0].text ?? '')![1]);

    // The GraphQL twin; then the per-account limit (3 an hour by default) answers 429 and sends nothing more.
    const viaGraph = await gql<{ resendEmailVerification: { emailVerified: boolean } }>(agent, 'mutation { resendEmailVerification { emailVerified } }');
    expect(viaGraph.data!.resendEmailVerification.emailVerified).toBe(false);
    await agent.post('/api/auth/verify-email/resend').expect(200);
    const limited = await agent.post('/api/auth/verify-email/resend').expect(429);
    expect(limited.body.message).toMatch(/^Too many attempts/);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'email-verification' AND to_address = $1`, [email]);
    expect(n).toBe(4);

    // The newest link confirms; another account asking after confirming is told so, and nothing is sent.
    await app.http.post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await agent.get('/api/auth/me').expect(200)).body.emailVerified).toBe(true);
    const other = app.agent();
    const registered = await other.post('/api/auth/register').send({ name: 'Otto Other', email: uniqueEmail('other'), password: 'secret-123' }).expect(201);
    await app.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [registered.body.id]);
    expect((await other.post('/api/auth/verify-email/resend').expect(200)).body).toMatchObject({ alreadyVerified: true, message: 'Your e-mail address was already confirmed.' });
    const [{ m }] = await app.db.query(`SELECT count(*)::int AS m FROM mail_outbox WHERE kind = 'email-verification' AND to_address = $1`, [registered.body.email]);
    expect(m).toBe(1);
  });
});
