import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbox mail gets its attachments (the calendar entry of a booking, as JSON: filename,
 * contentType, content) and a dedupe key: what the mail is about and which version of it. The key
 * is unique, so the same mail is queued once however many times, or on however many instances,
 * the job that queues it runs.
 *
 * An order keeps the language the guest booked in, so its e-mails are written in it whoever causes
 * them (a job, or staff cancelling in another language).
 */
export class MailAttachmentsDedupe1795820000001 implements MigrationInterface {
  name = 'MailAttachmentsDedupe1795820000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb, ADD COLUMN dedupe_key text`);
    await q.query(`CREATE UNIQUE INDEX mail_outbox_dedupe_key ON mail_outbox (dedupe_key) WHERE dedupe_key IS NOT NULL`);
    await q.query(`ALTER TABLE orders ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN locale`);
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN attachments, DROP COLUMN dedupe_key`);
  }
}
