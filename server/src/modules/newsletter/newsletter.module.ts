import { featureModule } from '../feature-module';
import { NewsletterResolver, SubscriberStatusResolver } from './newsletter.resolver';
import { NewsletterSubscriber, NewsletterConfirmationToken } from './newsletter.entity';
import { newsletterRoutes } from './newsletter.rest';

export const newsletterModule = featureModule('newsletter', {
  resolvers: [NewsletterResolver, SubscriberStatusResolver],
  entities: [NewsletterSubscriber, NewsletterConfirmationToken],
  routes: newsletterRoutes,
});
