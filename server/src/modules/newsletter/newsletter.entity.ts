import { ObjectType, registerEnumType } from 'type-graphql';
import { Entity } from 'typeorm';
import { BooleanField, IdColumn, IdField, TextColumn, TextField, TimestampColumn, TimestampField, UuidColumn } from '../../db/columns';

/** Subscribed and confirmed = Active; subscribed only = Pending; otherwise Unsubscribed. */
export enum NewsletterStatus {
  ACTIVE = 'ACTIVE',
  PENDING = 'PENDING',
  UNSUBSCRIBED = 'UNSUBSCRIBED',
}
registerEnumType(NewsletterStatus, { name: 'NewsletterStatus', description: 'Active = subscribed and confirmed; Pending = subscribed, not yet confirmed; Unsubscribed otherwise.' });

export function newsletterStatus(subscriber: Pick<NewsletterSubscriber, 'subscribed' | 'confirmed'>): NewsletterStatus {
  if (!subscriber.subscribed) return NewsletterStatus.UNSUBSCRIBED;
  return subscriber.confirmed ? NewsletterStatus.ACTIVE : NewsletterStatus.PENDING;
}

/** A newsletter subscriber. The email is unique regardless of letter case. */
@ObjectType({ description: 'A newsletter subscriber. Only subscribed and confirmed subscribers receive newsletters.' })
@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @IdField()
  id: string;

  @TextField()
  email: string;

  @TextField({ nullable: true })
  name: string | null;

  @BooleanField({ default: true })
  subscribed: boolean;

  @BooleanField({ default: false })
  confirmed: boolean;

  @TimestampField('subscribed_at', { default: () => 'now()', description: 'When the address (last) subscribed.' })
  subscribedAt: Date;

  @TimestampField('confirmed_at', { nullable: true })
  confirmedAt: Date | null;

  @TimestampField('unsubscribed_at', { nullable: true })
  unsubscribedAt: Date | null;

  /** The language its e-mails are written in: the one the address subscribed in. */
  @TextColumn({ default: 'en' })
  locale: string;
}

/** A single-use confirmation link's token, stored hashed. Kept after use so a second click can say "already confirmed". */
@Entity('newsletter_confirmation_tokens')
export class NewsletterConfirmationToken {
  @IdColumn()
  id: string;

  @UuidColumn('subscriber_id')
  subscriberId: string;

  @TextColumn('token_hash', { unique: true })
  tokenHash: string;

  @TimestampColumn('created_at', { default: () => 'now()' })
  createdAt: Date;

  @TimestampColumn('used_at', { nullable: true })
  usedAt: Date | null;

  /** The requesting client's hashed address, to limit sign-ups per address (clientIpHash). */
  @TextColumn('ip_hash', { nullable: true })
  ipHash: string | null;
}
