import { featureModule } from '../feature-module';
import { insightsMessages } from './insights.messages';
import { InsightsResolver } from './insights.resolver';
import { insightsRoutes } from './insights.rest';

export const insightsModule = featureModule('insights', {
  resolvers: [InsightsResolver],
  routes: insightsRoutes,
  messages: insightsMessages,
});
