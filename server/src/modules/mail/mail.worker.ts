import nodemailer, { type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { log } from '../../logger';
import { sql } from '../../db/sql';
import type { MailAttachment } from './mail.service';

/** How many outbox rows one delivery round claims. */
const BATCH_SIZE = 20;
/** A claimed row is retried after this long if its instance dies mid-send. */
const CLAIM_SECONDS = 300;
const MAX_BACKOFF_SECONDS = 3600;

export interface MailSender {
  send(mail: { from: string; to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] }): Promise<unknown>;
}

/** nodemailer over SMTP_URL, or, without SMTP, the log (so a developer can follow links locally). */
export function createMailSender(config: Config, transport?: Transporter): MailSender {
  const transporter = transport ?? (config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined);
  if (transporter) return { send: (mail) => transporter.sendMail(mail) };
  return {
    async send(mail) {
      log().info({ mail: { from: mail.from, to: mail.to, subject: mail.subject, text: mail.text } }, 'mail not sent: SMTP_URL is not set');
    },
  };
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
  kind: string;
}

/** Delay before retry number `attempts + 1`: 30 s, 1 min, 2 min, … capped at one hour. Never given up. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * One delivery round: claims due rows (each instance claims different ones), sends each
 * outside any transaction, and marks it sent, or schedules a retry with backoff.
 * Returns how many were sent and how many failed.
 */
export async function deliverPendingMail(db: DataSource, sender: MailSender, from: string): Promise<{ sent: number; failed: number }> {
  const { rows: claimed } = await sql<ClaimedRow>(
    db,
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
     WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
                  ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, to_address, subject, text_body, html_body, attachments, attempts`,
    [BATCH_SIZE, CLAIM_SECONDS],
  );
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await sender.send({ from, to: row.to_address, subject: row.subject, text: row.text_body, ...(row.html_body ? { html: row.html_body } : {}), ...(row.attachments?.length ? { attachments: row.attachments } : {}) });
      await sql(db, `UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = $1`, [row.id]);
      sent += 1;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelaySeconds(row.attempts);
      log().warn({ mailId: row.id, kind: row.kind, attempt: row.attempts, retryInSeconds: delay, reason: message }, 'mail delivery failed');
      await sql(db, `UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`, [row.id, message.slice(0, 2000), delay]);
    }
  }
  return { sent, failed };
}
