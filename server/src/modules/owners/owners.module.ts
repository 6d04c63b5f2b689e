import { featureModule } from '../feature-module';
import { ownersMessages } from './owners.messages';
import { OwnersResolver } from './owners.resolver';
import { ownersRoutes } from './owners.rest';

/** Villa owners: the owner role and portal, owner stays, monthly statements and payouts. Its tables come from the Owners migration. */
export const ownersModule = featureModule('owners', {
  resolvers: [OwnersResolver],
  routes: ownersRoutes,
  messages: ownersMessages,
});
