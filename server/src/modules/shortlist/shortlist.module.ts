import { featureModule } from '../feature-module';
import { ShortlistResolver, PropertyShortlistResolver } from './shortlist.resolver';
import { ShortlistItem } from './shortlist.entity';
import { shortlistRoutes } from './shortlist.rest';

export const shortlistModule = featureModule('shortlist', {
  resolvers: [ShortlistResolver, PropertyShortlistResolver],
  entities: [ShortlistItem],
  routes: shortlistRoutes,
});
