import { featureModule } from '../feature-module';
import { UserResolver } from './user.resolver';
import { User } from './user.entity';
import { userAdminRoutes } from './user.rest';

export const usersModule = featureModule('users', {
  resolvers: [UserResolver],
  entities: [User],
  routes: userAdminRoutes,
});
