import { recurring } from '../../jobs/jobs.service';
import { featureModule } from '../feature-module';
import { PropertyReviewsResolver, ReviewResolver } from './review.resolver';
import { Review } from './review.entity';
import { reviewRoutes } from './review.rest';
import { REVIEW_REQUESTS_JOB, sendReviewRequests } from './review.service';
import { reviewsMessages } from './reviews.messages';

/** Guest reviews: the review link after a stay, the guest's review, staff moderation and replies, and the published reviews. */
export const reviewsModule = featureModule('reviews', {
  resolvers: [ReviewResolver, PropertyReviewsResolver],
  entities: [Review],
  routes: reviewRoutes,
  messages: reviewsMessages,
  jobs: [{ ...recurring(REVIEW_REQUESTS_JOB, 0, ({ db, config }) => sendReviewRequests(db, config)), every: (config) => config.mail.guestMailIntervalMs }],
});
