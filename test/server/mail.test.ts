import nodemailer from 'nodemailer';
import { inTransaction, createContext } from '../../server/src/graphql/context';
import { enqueueMail } from '../../server/src/modules/mail/mail.service';
import { createMailSender, deliverPendingMail, retryDelaySeconds, type MailSender } from '../../server/src/modules/mail/mail.worker';
import { OutboxMail } from '../../server/src/modules/mail/outbox-mail.entity';
import { startTestApp, type TestApp } from '../helpers/test-app';
import type { Request, Response } from 'express';
import { captureLogs } from '../helpers/logs';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.db.query('DELETE FROM mail_outbox'));

const FROM = '"Azure Shore Villas" <reservations@azureshore.example>';
const message = (to = 'guest@example.com') => ({ kind: 'test', to, subject: 'Hello', text: 'Open https://villas.example/x' });
const outbox = () => app.db.getRepository(OutboxMail).find({ order: { createdAt: 'ASC' } });

describe('mail outbox', () => {
  it('keeps a mail only if the transaction that wrote it commits', async () => {
    const ctx = createContext({ config: app.config, db: app.db }, { headers: {} } as Request, {} as Response);
    await expect(
      inTransaction(ctx, async (tx) => {
        await enqueueMail(tx, message('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await inTransaction(ctx, (tx) => enqueueMail(tx, message('committed@example.com')));
    expect((await outbox()).map((m) => m.to)).toEqual(['committed@example.com']);
  });

  it('delivers pending mail through nodemailer once and marks it sent', async () => {
    await enqueueMail({ manager: app.db.manager }, message());
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const sender: MailSender = { send: async (mail) => sent.push(JSON.parse((await transport.sendMail(mail)).message).to[0].address) };
    expect(await deliverPendingMail(app.db, sender, FROM)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['guest@example.com']);
    const [row] = await outbox();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(await deliverPendingMail(app.db, sender, FROM)).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps a failed mail and retries it later with backoff', async () => {
    await enqueueMail({ manager: app.db.manager }, message());
    const logs = captureLogs();
    const failing: MailSender = { send: async () => Promise.reject(new Error('SMTP 421 try again later')) };
    expect(await deliverPendingMail(app.db, failing, FROM)).toEqual({ sent: 0, failed: 1 });
    logs.restore();
    expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'mail delivery failed', reason: 'SMTP 421 try again later', attempt: 1 }));
    const [row] = await outbox();
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: 'SMTP 421 try again later' });
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);

    // Not due yet: nothing happens.
    const ok: MailSender = { send: async () => undefined };
    expect(await deliverPendingMail(app.db, ok, FROM)).toEqual({ sent: 0, failed: 0 });
    await app.db.query(`UPDATE mail_outbox SET next_attempt_at = now()`);
    expect(await deliverPendingMail(app.db, ok, FROM)).toEqual({ sent: 1, failed: 0 });
    expect((await outbox())[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('backs off exponentially up to an hour and never gives up', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(50)).toBe(3600);
  });

  it('without SMTP_URL writes the mail to the log so links can be followed locally', async () => {
    await enqueueMail({ manager: app.db.manager }, message());
    const logs = captureLogs('info');
    try {
      expect(await deliverPendingMail(app.db, createMailSender(app.config), FROM)).toEqual({ sent: 1, failed: 0 });
    } finally {
      logs.restore();
    }
    const [logged] = logs.lines.filter((line) => line.mail);
    expect(logged.mail).toMatchObject({ to: 'guest@example.com', text: expect.stringContaining('https://villas.example/x') });
  });
});
