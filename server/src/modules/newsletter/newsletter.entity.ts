import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Spec section 4: subscribed and confirmed = Active; subscribed only = Pending; otherwise Unsubscribed. */
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

/** A newsletter subscriber (spec section 3). The email is unique regardless of letter case. */
@ObjectType({ description: 'A newsletter subscriber. Only subscribed and confirmed subscribers receive newsletters.' })
@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column('text')
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  name: string | null;

  @Field()
  @Column({ type: 'boolean', default: true })
  subscribed: boolean;

  @Field()
  @Column({ type: 'boolean', default: false })
  confirmed: boolean;

  @Field({ description: 'When the address (last) subscribed.' })
  @Column({ name: 'subscribed_at', type: 'timestamptz', default: () => 'now()' })
  subscribedAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** The language its e-mails are written in: the one the address subscribed in. */
  @Column({ type: 'text', default: 'en' })
  locale: string;
}

/** A single-use confirmation link's token, stored hashed. Kept after use so a second click can say "already confirmed". */
@Entity('newsletter_confirmation_tokens')
export class NewsletterConfirmationToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'subscriber_id', type: 'uuid' })
  subscriberId: string;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** The requesting client's hashed address, to limit sign-ups per address (clientIpHash). */
  @Column({ name: 'ip_hash', type: 'text', nullable: true })
  ipHash: string | null;
}
