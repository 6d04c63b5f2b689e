import { featureModule } from '../feature-module';
import { AuditEntry } from './audit.entity';
import { AuditEntryResolver } from './audit.resolver';

export const auditModule = featureModule('audit', {
  resolvers: [AuditEntryResolver],
  entities: [AuditEntry],
});
