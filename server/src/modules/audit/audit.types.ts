import { IsEnum, IsOptional, IsUUID, MaxLength } from 'class-validator';
import { MAX_TEXT_LENGTH } from '../../../../common/constants';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '../../graphql/pagination';
import { v } from '../../validation';
import { AuditAction, AuditEntry } from './audit.entity';

@InputType({ description: 'Narrows the audit log; every field is optional.' })
export class AuditFilter {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', v('validation.uuid'))
  actorId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', v('validation.uuid'))
  targetUserId?: string | null;

  @Field(() => AuditAction, { nullable: true })
  @IsOptional()
  @IsEnum(AuditAction, v('validation.enum'))
  action?: AuditAction | null;

  @Field(() => String, { nullable: true, description: 'Part of the acting admin\'s or the affected user\'s e-mail.' })
  @IsOptional()
  @MaxLength(MAX_TEXT_LENGTH, v('validation.tooLong'))
  search?: string | null;
}

@ObjectType({ description: 'A page of the admin audit log.' })
export class AuditPage extends Paginated(AuditEntry) {}
