import { featureModule } from '../feature-module';
import { newsletterMessages } from './newsletter.messages';
import { NewsletterResolver, SubscriberStatusResolver } from './newsletter.resolver';
import { NewsletterSubscriber, NewsletterConfirmationToken } from './newsletter.entity';
import { newsletterRoutes } from './newsletter.rest';

export const newsletterModule = featureModule('newsletter', {
  resolvers: [NewsletterResolver, SubscriberStatusResolver],
  entities: [NewsletterSubscriber, NewsletterConfirmationToken],
  routes: newsletterRoutes,
  messages: newsletterMessages,
});
