import { featureModule } from '../feature-module';
import { AdminResolver } from './admin.resolver';
import { adminRoutes } from './admin.rest';

export const adminModule = featureModule('admin', {
  resolvers: [AdminResolver],
  routes: adminRoutes,
});
