import { featureModule } from '../feature-module';
import { AuditEntry } from './audit.entity';

export const auditModule = featureModule('audit', {
  entities: [AuditEntry],
});
