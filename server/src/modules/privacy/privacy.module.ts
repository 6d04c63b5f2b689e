import { featureModule } from '../feature-module';
import { HOUR, recurring } from '../../jobs/jobs.service';
import { applyRetention } from './retention.service';
import { privacyMessages } from './privacy.messages';
import { PrivacyResolver } from './privacy.resolver';
import { privacyRoutes } from './privacy.rest';

/** The guest's own data: download it, or close the account (GDPR articles 15, 17 and 20). */
export const privacyModule = featureModule('privacy', {
  resolvers: [PrivacyResolver],
  routes: privacyRoutes,
  messages: privacyMessages,
  // What the privacy section of the README promises: old sessions, links, sent mail and rate-limit counters go.
  jobs: [recurring('privacy.retention', HOUR, ({ db, config }) => applyRetention(db, config))],
});
