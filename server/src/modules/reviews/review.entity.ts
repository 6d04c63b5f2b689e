import { Field, ObjectType } from 'type-graphql';
import type { Locale } from '../../../../common/locale';
import { REJECTION_REASONS, type RejectionReason } from '../../../../common/reviews';
import { enumType } from '../../graphql/enum-type';
import { Language } from '../../graphql/language';
import { Column, Entity } from 'typeorm';
import { BooleanField, DateField, IdField, SmallIntField, TextColumn, TextField, TimestampColumn, TimestampField, UuidColumn, UuidField } from '../../db/columns';

export const REVIEW_SOURCES = ['demo', 'guest'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];
export const ReviewSourceEnum = enumType(REVIEW_SOURCES, {
  name: 'ReviewSource',
  description: 'Where a review comes from: GUEST, written through a review link by the guest of a completed stay (a verified stay); DEMO, demo content of the seeded catalogue.',
});

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const ReviewStatusEnum = enumType(REVIEW_STATUSES, { name: 'ReviewStatus', description: 'Moderation: PENDING until staff approve (published) or reject it.' });

export const RejectionReasonEnum = enumType(REJECTION_REASONS, { name: 'ReviewRejectionReason', description: 'Why staff rejected a review; OTHER comes with a note. Reviews are never rejected for being negative.' });

/** A guest review. Reviews stay in the language they were written in. */
@ObjectType({ description: 'A guest review.' })
@Entity('reviews')
export class Review {
  @IdField()
  id: string;

  @UuidField('property_id', { nullable: true, description: 'The villa reviewed, when known.' })
  propertyId: string | null;

  @TextField()
  title: string;

  @SmallIntField({ description: 'The overall rating, 1 to 5.' })
  rating: number;

  @SmallIntField({ nullable: true, description: 'Cleanliness, 1 to 5; null on demo reviews.' })
  cleanliness: number | null;

  @SmallIntField('location_rating', { nullable: true, description: 'Location, 1 to 5; null on demo reviews.' })
  location: number | null;

  @SmallIntField('value_rating', { nullable: true, description: 'Value for money, 1 to 5; null on demo reviews.' })
  value: number | null;

  @SmallIntField({ nullable: true, description: 'Service, 1 to 5; null on demo reviews.' })
  service: number | null;

  @TextField({ description: 'The name it is published under (a guest: first name and initial).' })
  author: string;

  @DateField({ description: 'ISO date (YYYY-MM-DD) of the stay reviewed: its arrival day for a verified stay (shown as month and year).' })
  date: string;

  @TextField()
  content: string;

  @TextField({ graphqlType: Language, description: 'The language the review was written in (reviews are not translated).' })
  language: Locale;

  @Field(() => [String], { description: 'URLs of the guest photos that come with the review, in order; empty when none.' })
  @Column('text', { array: true })
  photos: string[];

  @BooleanField('has_media', { default: false, description: 'True when the review comes with guest photos.' })
  hasMedia: boolean;

  @BooleanField({ default: false, description: 'True for a verified stay: written through the single-use link e-mailed to the guest of a completed booking. Demo reviews are false.' })
  verified: boolean;

  @TextField({ graphqlType: ReviewSourceEnum, default: 'demo' })
  source: ReviewSource;

  @TextField({ nullable: true, description: "Staff's published reply under the review; null when none." })
  reply: string | null;

  @TimestampField('replied_at', { nullable: true })
  repliedAt: Date | null;

  // Moderation and its origin: read by staff through AdminReview, never published.
  @UuidColumn('booking_id', { nullable: true })
  bookingId: string | null;

  @TextColumn({ default: 'approved' })
  status: ReviewStatus;

  @TextColumn('rejection_reason', { nullable: true })
  rejectionReason: RejectionReason | null;

  @TextColumn('rejection_note', { nullable: true })
  rejectionNote: string | null;

  @TimestampColumn('moderated_at', { nullable: true })
  moderatedAt: Date | null;

  @TimestampColumn('created_at')
  createdAt: Date;
}
