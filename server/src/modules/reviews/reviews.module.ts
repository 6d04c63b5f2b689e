import { featureModule } from '../feature-module';
import { ReviewResolver } from './review.resolver';
import { Review } from './review.entity';
import { reviewRoutes } from './review.rest';

export const reviewsModule = featureModule('reviews', {
  resolvers: [ReviewResolver],
  entities: [Review],
  routes: reviewRoutes,
});
