import { featureModule } from '../feature-module';
import { privacyMessages } from './privacy.messages';
import { PrivacyResolver } from './privacy.resolver';
import { privacyRoutes } from './privacy.rest';

/** The guest's own data: download it, or close the account (GDPR articles 15, 17 and 20). */
export const privacyModule = featureModule('privacy', {
  resolvers: [PrivacyResolver],
  routes: privacyRoutes,
  messages: privacyMessages,
});
