import type { RequestContext } from '../../graphql/context';
import { sql } from '../../db/sql';

/** A file that goes with a mail, kept in the outbox as text (calendar entries are text). */
export interface MailAttachment {
  filename: string;
  /** The MIME type with its parameters, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  content: string;
}

export interface MailMessage {
  /** What the mail is about (`password-reset`, `booking-confirmation`, …): for logs and tests. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Names what the mail is about and which version of it (`booking:<id>:confirmation:<sequence>`):
   * a second mail with the same key is not queued, so a retried job or a second instance running
   * the same job sends nothing twice.
   */
  dedupeKey?: string;
}

/**
 * The one way to send e-mail. Writes the message to the outbox through ctx.manager, so
 * inside `inTransaction` it commits or rolls back with the change that caused it. The mail
 * worker (mail.worker.ts) delivers it afterwards and retries until it succeeds. Answers false,
 * queuing nothing, when a mail with the same dedupe key is already in the outbox.
 */
export async function enqueueMail(ctx: Pick<RequestContext, 'manager'>, message: MailMessage): Promise<boolean> {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const { rows } = await sql<{ id: string }>({ manager: ctx.manager }, `${outboxInsertSql(message, param)} RETURNING id`, values);
  return rows.length > 0;
}

/**
 * enqueueMail as a statement to run inside a larger one (a data-modifying WITH), for a caller
 * that queues its mail in the same round trip as its other writes. `param` adds a parameter and
 * answers its placeholder; `onlyWhen`, an SQL condition, queues it only when true.
 */
export function outboxInsertSql(message: MailMessage, param: (value: unknown) => string, onlyWhen?: string): string {
  const row = `${param(message.kind)}, ${param(message.to)}, ${param(message.subject)}, ${param(message.text)}, ${param(message.html ?? null)},
                  ${param(message.attachments?.length ? JSON.stringify(message.attachments) : null)}::jsonb, ${param(message.dedupeKey ?? null)}, now()`;
  return `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, attachments, dedupe_key, next_attempt_at)
          ${onlyWhen ? `SELECT ${row} WHERE ${onlyWhen}` : `VALUES (${row})`}
          ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING`;
}
