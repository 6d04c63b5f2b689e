import { Router } from 'express';
import { featureModule } from '../feature-module';
import { authMessages } from './auth.messages';
import { AuthResolver } from './auth.resolver';
import { PasswordResetToken } from './password-reset-token.entity';
import { authRoutes } from './auth.rest';
import { TokenResolver } from './token.resolver';
import { tokenRoutes } from './token.rest';

export const authModule = featureModule('auth', {
  resolvers: [AuthResolver, TokenResolver],
  entities: [PasswordResetToken],
  routes: () => Router().use(authRoutes(), tokenRoutes()),
  messages: authMessages,
});
