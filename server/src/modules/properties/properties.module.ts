import { featureModule } from '../feature-module';
import { PropertyResolver } from './property.resolver';
import { Property } from './property.entity';
import { propertyRoutes } from './property.rest';

export const propertiesModule = featureModule('properties', {
  resolvers: [PropertyResolver],
  entities: [Property],
  routes: propertyRoutes,
});
