import { Arg, Ctx, Mutation, ObjectType, Field, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { NewsletterStatus, NewsletterSubscriber, newsletterStatus } from './newsletter.entity';
import { confirm, subscribe, unsubscribe } from './newsletter.service';
import { NewsletterConfirmation, NewsletterSubscribeInput, NewsletterSubscription } from './newsletter.types';

@ObjectType()
class NewsletterUnsubscription {
  @Field()
  message: string;
}

@Resolver()
export class NewsletterResolver {
  @Mutation(() => NewsletterSubscription, { description: 'Subscribes an address; a new one gets a confirmation e-mail.' })
  subscribeNewsletter(@Ctx() ctx: RequestContext, @Arg('input', () => NewsletterSubscribeInput) input: NewsletterSubscribeInput): Promise<NewsletterSubscription> {
    return subscribe(ctx, input);
  }

  @Mutation(() => NewsletterConfirmation, { description: 'Confirms an address with the token of its confirmation link.' })
  confirmNewsletter(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<NewsletterConfirmation> {
    return confirm(ctx, token);
  }

  @Mutation(() => NewsletterUnsubscription, { description: 'Unsubscribes with the signed token of a newsletter e-mail; no login needed.' })
  unsubscribeNewsletter(@Ctx() ctx: RequestContext, @Arg('token') token: string): Promise<NewsletterUnsubscription> {
    return unsubscribe(ctx, token);
  }
}

@Resolver(() => NewsletterSubscriber)
export class SubscriberStatusResolver {
  @FieldResolver(() => NewsletterStatus, { description: 'Active (subscribed and confirmed), Pending (subscribed, not confirmed) or Unsubscribed.' })
  status(@Root() subscriber: NewsletterSubscriber): NewsletterStatus {
    return newsletterStatus(subscriber);
  }
}
