import { featureModule } from '../feature-module';
import { adminMessages } from './admin.messages';
import { AdminResolver } from './admin.resolver';
import { adminRoutes } from './admin.rest';

export const adminModule = featureModule('admin', {
  resolvers: [AdminResolver],
  routes: adminRoutes,
  messages: adminMessages,
});
