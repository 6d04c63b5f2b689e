import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One e-mail waiting to be delivered (or delivered). Written in the same transaction as the
 * change that causes it, so a rolled-back change sends nothing and a committed one is never lost.
 */
@Entity('mail_outbox')
export class OutboxMail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** What the mail is about, e.g. `password-reset`; for logs and tests. */
  @Column('text')
  kind: string;

  @Column({ name: 'to_address', type: 'text' })
  to: string;

  @Column('text')
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  text: string;

  @Column({ name: 'html_body', type: 'text', nullable: true })
  html: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
