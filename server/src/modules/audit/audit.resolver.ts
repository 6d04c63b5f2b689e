import { FieldResolver, Resolver, Root } from 'type-graphql';
import { AuditChange, AuditEntry } from './audit.entity';
import { auditChanges } from './audit.service';

@Resolver(() => AuditEntry)
export class AuditEntryResolver {
  @FieldResolver(() => [AuditChange], { description: 'The values the action changed, field by field (empty for account actions).' })
  changes(@Root() entry: AuditEntry): AuditChange[] {
    return auditChanges(entry);
  }
}
