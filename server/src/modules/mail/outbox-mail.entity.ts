import { Column, Entity } from 'typeorm';
import type { MailAttachment } from './mail.service';
import { CreatedAtColumn, IdColumn, IntColumn, TextColumn, TimestampColumn } from '../../db/columns';

/**
 * One e-mail waiting to be delivered (or delivered). Written in the same transaction as the
 * change that causes it, so a rolled-back change sends nothing and a committed one is never lost.
 */
@Entity('mail_outbox')
export class OutboxMail {
  @IdColumn()
  id: string;

  /** What the mail is about, e.g. `password-reset`; for logs and tests. */
  @TextColumn()
  kind: string;

  @TextColumn('to_address')
  to: string;

  @TextColumn()
  subject: string;

  @TextColumn('text_body')
  text: string;

  @TextColumn('html_body', { nullable: true })
  html: string | null;

  /** Files that go with the mail (the calendar entry of a booking), or null. */
  @Column('jsonb', { nullable: true })
  attachments: MailAttachment[] | null;

  /** What the mail is about and which version (`booking:<id>:confirmation:1`): unique, so it is queued once. */
  @TextColumn('dedupe_key', { nullable: true })
  dedupeKey: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @IntColumn({ default: 0 })
  attempts: number;

  @TimestampColumn('next_attempt_at')
  nextAttemptAt: Date;

  @TimestampColumn('sent_at', { nullable: true })
  sentAt: Date | null;

  @TextColumn('last_error', { nullable: true })
  lastError: string | null;
}
