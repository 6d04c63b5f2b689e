import { featureModule } from '../feature-module';
import { PropertyAdminResolver } from './property-admin.resolver';
import { propertyAdminRoutes } from './property-admin.rest';
import { PropertyPageResolver, PropertyResolver } from './property.resolver';
import { Property } from './property.entity';
import { propertyRoutes } from './property.rest';

export const propertiesModule = featureModule('properties', {
  resolvers: [PropertyResolver, PropertyPageResolver, PropertyAdminResolver],
  entities: [Property],
  routes: () => propertyRoutes().use(propertyAdminRoutes()),
});
