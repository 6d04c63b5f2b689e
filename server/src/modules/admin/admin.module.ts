import { featureModule } from '../feature-module';
import { AdminResolver, AdminUserRelationsResolver, AdminBookingFieldsResolver, AdminOrderFieldsResolver, AdminPaymentFieldsResolver, SubscriberStatusResolver } from './admin.resolver';
import { adminRoutes } from './admin.rest';

export const adminModule = featureModule('admin', {
  resolvers: [AdminResolver, AdminUserRelationsResolver, AdminBookingFieldsResolver, AdminOrderFieldsResolver, AdminPaymentFieldsResolver, SubscriberStatusResolver],
  routes: adminRoutes,
});
