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
