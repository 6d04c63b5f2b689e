import { readFileSync } from 'node:fs';

/**
 * E-mails of the e2e server. It runs without SMTP_URL, so every mail is written to its log as a
 * JSON line with a `mail` field; start-server.js keeps the log in E2E_SERVER_LOG.
 * Reading the log needs no endpoint and no access to the server's database.
 */
export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails in a server's log: the e2e server's, or `file`, the log of a server a spec started itself. */
export function mails(file = process.env.E2E_SERVER_LOG): LoggedMail[] {
  if (!file) throw new Error('E2E_SERVER_LOG is not set: run the e2e tests with "npm run test:e2e" (playwright.config.ts starts the server and keeps its log).');
  const found: LoggedMail[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.startsWith('{') || !line.includes('"mail"')) continue;
    try {
      const { mail } = JSON.parse(line) as { mail?: LoggedMail };
      if (mail?.to) found.push({ to: mail.to, subject: mail.subject, text: mail.text });
    } catch {
      // a partly written last line: read again on the next poll
    }
  }
  return found;
}

/** Waits for the newest mail to `to` (the outbox worker sends shortly after the request). */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<LoggedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mails()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject))
      .pop();
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until `count` mails to `to` match `subject`, and answers them all (in the order they were sent, which need not be the order they were queued). */
export async function waitForMails(to: string, subject: RegExp, count: number, timeoutMs = 20_000, logFile?: string): Promise<LoggedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = mails(logFile).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
    if (matching.length >= count) return matching;
    if (Date.now() > deadline) throw new Error(`Fewer than ${count} mails to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link in a mail that goes to `path` on the site, e.g. "/reset-password/". */
export function linkIn(mail: LoggedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(path));
  if (!link) throw new Error(`No ${path} link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
