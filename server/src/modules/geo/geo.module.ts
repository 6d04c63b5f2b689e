import { featureModule } from '../feature-module';
import { GeoResolver } from './geo.resolver';
import { geoRoutes } from './geo.rest';

export const geoModule = featureModule('geo', {
  resolvers: [GeoResolver],
  routes: geoRoutes,
});
