import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What an admin did. */
export enum AuditAction {
  USER_SUSPENDED = 'USER_SUSPENDED',
  USER_UNSUSPENDED = 'USER_UNSUSPENDED',
  ADMIN_GRANTED = 'ADMIN_GRANTED',
  ADMIN_REVOKED = 'ADMIN_REVOKED',
  USER_DELETED = 'USER_DELETED',
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

  @Field(() => ID, { description: 'The account acted on.' })
  @Column({ name: 'target_user_id', type: 'uuid' })
  targetUserId: string;

  @Field(() => String, { nullable: true, description: "The account's e-mail at the time; null once that account is deleted." })
  @Column({ name: 'target_email', type: 'text', nullable: true })
  targetEmail: string | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
