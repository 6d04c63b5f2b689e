import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedAtField, IdField, TextField, UuidField } from '../../db/columns';

/** What an admin did. */
export enum AuditAction {
  USER_SUSPENDED = 'USER_SUSPENDED',
  USER_UNSUSPENDED = 'USER_UNSUSPENDED',
  ADMIN_GRANTED = 'ADMIN_GRANTED',
  ADMIN_REVOKED = 'ADMIN_REVOKED',
  USER_DELETED = 'USER_DELETED',
  ORDER_CANCELLED = 'ORDER_CANCELLED',
  DAMAGE_DEPOSIT_CLAIMED = 'DAMAGE_DEPOSIT_CLAIMED',
  BOOKING_DATES_CHANGED = 'BOOKING_DATES_CHANGED',
  PROPERTY_CREATED = 'PROPERTY_CREATED',
  PROPERTY_UPDATED = 'PROPERTY_UPDATED',
  PROPERTY_PUBLISHED = 'PROPERTY_PUBLISHED',
  PROPERTY_UNPUBLISHED = 'PROPERTY_UNPUBLISHED',
  IMAGE_UPLOADED = 'IMAGE_UPLOADED',
  IMAGE_UPDATED = 'IMAGE_UPDATED',
  IMAGE_DELETED = 'IMAGE_DELETED',
  IMAGES_REORDERED = 'IMAGES_REORDERED',
  PROPERTY_RATES_SET = 'PROPERTY_RATES_SET',
  ENQUIRY_STATUS_CHANGED = 'ENQUIRY_STATUS_CHANGED',
  CALENDAR_BLOCK_ADDED = 'CALENDAR_BLOCK_ADDED',
  CALENDAR_BLOCK_DELETED = 'CALENDAR_BLOCK_DELETED',
  ICAL_EXPORT_ROTATED = 'ICAL_EXPORT_ROTATED',
  ICAL_IMPORT_ADDED = 'ICAL_IMPORT_ADDED',
  ICAL_IMPORT_DELETED = 'ICAL_IMPORT_DELETED',
  PROPERTY_OWNER_SET = 'PROPERTY_OWNER_SET',
  OWNER_INVITED = 'OWNER_INVITED',
  OWNER_STAY_ADDED = 'OWNER_STAY_ADDED',
  OWNER_STAY_DELETED = 'OWNER_STAY_DELETED',
  OWNER_STATEMENTS_CLOSED = 'OWNER_STATEMENTS_CLOSED',
  OWNER_PAYOUT_RECORDED = 'OWNER_PAYOUT_RECORDED',
  REVIEW_APPROVED = 'REVIEW_APPROVED',
  REVIEW_REJECTED = 'REVIEW_REJECTED',
  REVIEW_REPLIED = 'REVIEW_REPLIED',
}

/** What kind of thing an admin changed. */
export enum AuditTargetType {
  USER = 'user',
  ORDER = 'order',
  PROPERTY = 'property',
  IMAGE = 'image',
  ENQUIRY = 'enquiry',
  FLIGHT_INQUIRY = 'flight-inquiry',
  OWNER_STATEMENT_MONTH = 'owner-statement-month',
  REVIEW = 'review',
}
registerEnumType(AuditTargetType, { name: 'AuditTargetType', description: 'What kind of thing an audited admin action changed.' });

@ObjectType({ description: 'One changed value of an audited admin action, as JSON text before and after.' })
export class AuditChange {
  @Field()
  field: string;

  @Field(() => String, { nullable: true, description: 'JSON of the value before; null when the thing did not exist yet.' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'JSON of the value after; null when the thing was removed.' })
  after: string | null;
}
registerEnumType(AuditAction, { name: 'AuditAction', description: 'An admin action recorded in the audit log.' });

/**
 * One admin action: who did it, what, to whom and when. Ids are plain columns (no foreign
 * keys) so the record outlives both accounts; the e-mail labels are erased when an account
 * is deleted, the ids stay.
 */
@ObjectType({ description: 'One admin action: who did what to whom, and when.' })
@Entity('admin_audit_log')
export class AuditEntry {
  @IdField()
  id: string;

  @UuidField('actor_id', { description: 'The admin who acted.' })
  actorId: string;

  @TextField('actor_email', { nullable: true, description: "The admin's e-mail at the time; null once that account is deleted." })
  actorEmail: string | null;

  @TextField({ graphqlType: AuditAction })
  action: AuditAction;

  @UuidField('target_user_id', { nullable: true, description: 'The account acted on, when the target is an account.' })
  targetUserId: string | null;

  @TextField('target_email', { nullable: true, description: "The account's e-mail at the time; null once that account is deleted." })
  targetEmail: string | null;

  @TextField('target_type', { graphqlType: AuditTargetType, default: AuditTargetType.USER })
  targetType: AuditTargetType;

  @TextField('target_id', { graphqlType: ID, description: 'The id of what was changed.' })
  targetId: string;

  @TextField('target_label', { nullable: true, description: 'A label of what was changed at the time: an e-mail, an order number, a villa title.' })
  targetLabel: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @CreatedAtField()
  createdAt: Date;
}
