import { featureModule } from '../feature-module';
import { ExtraResolver } from './extra.resolver';
import { Extra } from './extra.entity';
import { extraRoutes } from './extra.rest';

export const extrasModule = featureModule('extras', {
  resolvers: [ExtraResolver],
  entities: [Extra],
  routes: extraRoutes,
});
