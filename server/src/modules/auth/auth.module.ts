import { featureModule } from '../feature-module';
import { AuthResolver } from './auth.resolver';
import { PasswordResetToken } from './password-reset-token.entity';
import { authRoutes } from './auth.rest';

export const authModule = featureModule('auth', {
  resolvers: [AuthResolver],
  entities: [PasswordResetToken],
  routes: authRoutes,
});
