import type { RequestContext } from '../../graphql/context';
import { OutboxMail } from './outbox-mail.entity';

export interface MailMessage {
  /** What the mail is about (`password-reset`, `booking-confirmation`, …): for logs and tests. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The one way to send e-mail. Writes the message to the outbox through ctx.manager, so
 * inside `inTransaction` it commits or rolls back with the change that caused it. The mail
 * worker (mail.worker.ts) delivers it afterwards and retries until it succeeds.
 */
export async function enqueueMail(ctx: Pick<RequestContext, 'manager'>, message: MailMessage): Promise<OutboxMail> {
  const repository = ctx.manager.getRepository(OutboxMail);
  return repository.save(repository.create({ ...message, html: message.html ?? null, nextAttemptAt: new Date() }));
}

/**
 * enqueueMail as a statement to run inside a larger one (a data-modifying WITH), for a caller
 * that queues its mail in the same round trip as its other writes. `param` adds a parameter and
 * answers its placeholder; `onlyWhen`, an SQL condition, queues it only when true.
 */
export function outboxInsertSql(message: MailMessage, param: (value: unknown) => string, onlyWhen?: string): string {
  const row = `${param(message.kind)}, ${param(message.to)}, ${param(message.subject)}, ${param(message.text)}, ${param(message.html ?? null)}, now()`;
  return `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, next_attempt_at)
          ${onlyWhen ? `SELECT ${row} WHERE ${onlyWhen}` : `VALUES (${row})`}`;
}
