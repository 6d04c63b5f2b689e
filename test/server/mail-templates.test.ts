import { deliverPendingMail, createMailSender } from '../../server/src/modules/mail/mail.worker';
import { signUp, signUpAdmin, gql, type Account } from '../helpers/accounts';
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let smtp: SmtpStandIn;
let admin: Account;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  app = await startTestApp({ SMTP_URL: smtp.url });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const PREVIEW = `query ($kind: String!, $language: Language!) { mailPreview(kind: $kind, language: $language) { kind language to subject html text attachments { filename contentType } } }`;
const deliver = () => deliverPendingMail(app.db, createMailSender(app.config), app.config.mail.from);

describe('the staff preview of every e-mail', () => {
  it('lists every template and shows each in English and German with the company, readable in dark mode and on a phone, with nothing remote to load', async () => {
    const { data } = await gql<{ mailTemplates: { kind: string; audience: string }[] }>(admin.agent, '{ mailTemplates { kind audience } }');
    const kinds = data!.mailTemplates.map((t) => t.kind);
    expect(kinds).toEqual(expect.arrayContaining(['booking-confirmation', 'order-cancelled', 'balance-reminder', 'balance-paid', 'password-reset', 'newsletter-confirmation', 'newsletter-welcome', 'enquiry', 'flight-inquiry']));
    for (const kind of kinds) {
      const subjects: string[] = [];
      for (const language of ['en', 'de']) {
        const { data: preview, errors } = await gql<{ mailPreview: { subject: string; html: string; text: string } }>(admin.agent, PREVIEW, { kind, language });
        expect(errors).toBeUndefined();
        const { html, text, subject } = preview!.mailPreview;
        subjects.push(subject);
        expect(html).toContain(`lang="${language}"`);
        expect(html).toContain(app.config.company.name);
        expect(html).toContain(app.config.company.address);
        expect(html).toMatch(/<meta name="color-scheme" content="light dark"/);
        expect(html).toMatch(/@media \(prefers-color-scheme: ?dark\)/);
        expect(html).toMatch(/<meta name="viewport" content="width=device-width/);
        // Nothing has to load from elsewhere: no images, no style sheets, no fonts from another server.
        expect(html).not.toMatch(/<img|<link[^>]+stylesheet|@import|url\(/i);
        expect(text).toContain(app.config.company.address);
        expect(text).not.toMatch(/<[a-z]/i);
      }
      if (kind !== 'enquiry' && kind !== 'flight-inquiry') expect(subjects[0]).not.toBe(subjects[1]);
    }
  });

  it('answers a template that does not exist with 404 and an unknown language with a translated 400, over REST', async () => {
    const missing = await admin.agent.get('/api/admin/mail-templates/no-such-mail/preview?lang=de').set('Accept-Language', 'de').expect(404);
    expect(missing.body.message).toBe('Es gibt keine E-Mail-Vorlage „no-such-mail“.');
    const badLanguage = await admin.agent.get('/api/admin/mail-templates/password-reset/preview?lang=fr').set('Accept-Language', 'de').expect(400);
    expect(badLanguage.body.message).toMatch(/language/);
    const german = await admin.agent.get('/api/admin/mail-templates/password-reset/preview?lang=de').expect(200);
    expect(german.body).toMatchObject({ kind: 'password-reset', language: 'de', subject: expect.stringContaining('Passwort') });
    expect((await admin.agent.get('/api/admin/mail-templates').expect(200)).body).toContainEqual({ kind: 'password-reset', audience: 'guest' });
    // The HTML part as its own document for the back office's frame: its own styles, no scripts, nothing remote.
    const page = await admin.agent.get('/api/admin/mail-templates/booking-confirmation/preview.html?lang=de').expect(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('Ihre Buchung VB-2027-1001 ist bestätigt');
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox");
  });

  it('is for staff only', async () => {
    const guest = await signUp(app);
    await guest.agent.get('/api/admin/mail-templates').expect(403);
    await app.http.get('/api/admin/mail-templates/password-reset/preview').expect(401);
    const { errors } = await gql(guest.agent, PREVIEW, { kind: 'password-reset', language: 'en' });
    expect(errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('e-mails as the guest receives them over SMTP', () => {
  it('carry an HTML and a plain-text part in the language the guest used, with the link as a button', async () => {
    const guest = await signUp(app);
    await app.http.post('/api/auth/forgot-password').set('Accept-Language', 'de').send({ email: guest.email }).expect(200);
    expect((await deliver()).sent).toBeGreaterThanOrEqual(1);
    const mail = smtp.to(guest.email).find((m) => m.subject?.includes('Passwort'))!;
    expect(mail.subject).toBe(`Ihr Passwort bei ${app.config.company.name} zurücksetzen`);
    const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(String(mail.text))![0];
    expect(mail.text).toContain('Hallo Test User');
    expect(mail.text).toContain(app.config.company.address);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Neues Passwort wählen');
    expect(mail.html).toContain('lang="de"');
  });
});
