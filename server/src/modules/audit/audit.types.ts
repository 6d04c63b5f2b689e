import { InputType, ObjectType } from 'type-graphql';
import { OptionalEnum, OptionalId, SearchText } from '../../graphql/filter-fields';
import { Paginated } from '../../graphql/pagination';
import { AuditAction, AuditEntry, AuditTargetType } from './audit.entity';

@InputType({ description: 'Narrows the audit log; every field is optional.' })
export class AuditFilter {
  @OptionalId()
  actorId?: string | null;

  @OptionalId()
  targetUserId?: string | null;

  @OptionalId('The record acted on, whatever its kind: an account or a villa.')
  targetId?: string | null;

  @OptionalEnum(AuditAction, AuditAction)
  action?: AuditAction | null;

  @OptionalEnum(AuditTargetType, AuditTargetType)
  targetType?: AuditTargetType | null;

  @SearchText("Part of the acting admin's or the affected user's e-mail, or of the changed thing's label.")
  search?: string | null;
}

@ObjectType({ description: 'A page of the admin audit log.' })
export class AuditPage extends Paginated(AuditEntry) {}
