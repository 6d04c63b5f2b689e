import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What an admin did. */
export enum AuditAction {
  USER_SUSPENDED = 'USER_SUSPENDED',
  USER_UNSUSPENDED = 'USER_UNSUSPENDED',
  ADMIN_GRANTED = 'ADMIN_GRANTED',
  ADMIN_REVOKED = 'ADMIN_REVOKED',
  USER_DELETED = 'USER_DELETED',
  PROPERTY_IMAGE_ADDED = 'PROPERTY_IMAGE_ADDED',
  PROPERTY_IMAGES_REORDERED = 'PROPERTY_IMAGES_REORDERED',
  PROPERTY_IMAGE_ALT_CHANGED = 'PROPERTY_IMAGE_ALT_CHANGED',
  PROPERTY_IMAGE_DELETED = 'PROPERTY_IMAGE_DELETED',
}
registerEnumType(AuditAction, { name: 'AuditAction', description: 'An admin action recorded in the audit log.' });

/** What kind of record an admin action changed. */
export enum AuditTargetType {
  USER = 'user',
  PROPERTY = 'property',
}
registerEnumType(AuditTargetType, { name: 'AuditTargetType', description: 'The kind of record an audit entry is about.' });

/** A JSON object of the changed values, as stored in the log. */
export type AuditValues = Record<string, unknown>;

/**
 * One admin action: who did it, what, to which record (an account, a villa) and when, with the
 * changed values before and after where the action records them. Ids are plain columns (no
 * foreign keys) so the record outlives the accounts and villas; the e-mail labels are erased
 * when an account is deleted, the ids stay.
 */
@ObjectType({ description: 'One admin action: who did what to which record, and when.' })
@Entity('admin_audit_log')
export class AuditEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The admin who acted.' })
  @Column({ name: 'actor_id', type: 'uuid' })
  actorId: string;

  @Field(() => String, { nullable: true, description: "The admin's e-mail at the time; null once that account is deleted." })
  @Column({ name: 'actor_email', type: 'text', nullable: true })
  actorEmail: string | null;

  @Field(() => AuditAction)
  @Column('text')
  action: AuditAction;

  @Field(() => AuditTargetType, { description: 'The kind of record acted on.' })
  @Column({ name: 'target_type', type: 'text' })
  targetType: AuditTargetType;

  @Field(() => ID, { description: 'The record acted on (an account for user actions, a villa for photo actions).' })
  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @Field(() => ID, { nullable: true, description: 'The account acted on; null when the target is not an account.' })
  @Column({ name: 'target_user_id', type: 'uuid', nullable: true })
  targetUserId: string | null;

  @Field(() => String, { nullable: true, description: "The account's e-mail at the time; null once that account is deleted." })
  @Column({ name: 'target_email', type: 'text', nullable: true })
  targetEmail: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed values before the action; null when it created something or recorded none.' })
  @Column({ type: 'jsonb', nullable: true })
  before: object | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed values after the action; null when it removed something or recorded none.' })
  @Column({ type: 'jsonb', nullable: true })
  after: object | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
