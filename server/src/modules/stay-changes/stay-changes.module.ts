import { featureModule } from '../feature-module';
import { StayChangeResolver } from './stay-change.resolver';
import { stayChangeRoutes } from './stay-change.rest';
import { stayChangesMessages } from './stay-changes.messages';

/** Staff move a booked stay to other dates; the guest gets the new dates and calendar entry by e-mail. */
export const stayChangesModule = featureModule('stay-changes', {
  resolvers: [StayChangeResolver],
  routes: stayChangeRoutes,
  messages: stayChangesMessages,
});
