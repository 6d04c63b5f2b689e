import { featureModule } from '../feature-module';
import { NewsletterResolver } from './newsletter.resolver';
import { NewsletterSubscriber, NewsletterConfirmationToken } from './newsletter.entity';
import { newsletterRoutes } from './newsletter.rest';

export const newsletterModule = featureModule('newsletter', {
  resolvers: [NewsletterResolver],
  entities: [NewsletterSubscriber, NewsletterConfirmationToken],
  routes: newsletterRoutes,
});
