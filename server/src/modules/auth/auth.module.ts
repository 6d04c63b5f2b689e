import { Router } from 'express';
import { featureModule } from '../feature-module';
import { HOUR, recurring } from '../../jobs/jobs.service';
import { authMessages } from './auth.messages';
import { AuthResolver, UserEmailVerifiedResolver } from './auth.resolver';
import { PasswordResetToken } from './password-reset-token.entity';
import { deleteStaleTokens } from './token-family';
import { authRoutes } from './auth.rest';
import { TokenResolver } from './token.resolver';
import { tokenRoutes } from './token.rest';

export const authModule = featureModule('auth', {
  resolvers: [AuthResolver, UserEmailVerifiedResolver, TokenResolver],
  entities: [PasswordResetToken],
  routes: () => Router().use(authRoutes(), tokenRoutes()),
  messages: authMessages,
  // Refresh tokens and token families that can no longer be used.
  jobs: [recurring('tokens.cleanup', HOUR, ({ db }) => deleteStaleTokens(db))],
});
