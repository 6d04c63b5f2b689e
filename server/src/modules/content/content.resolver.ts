import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { BlogArticle } from './blog-article.entity';
import { listBlogArticles, listTeamMembers, listWhyUsCards } from './content.service';
import { TeamMember } from './team-member.entity';
import { WhyUsCard } from './why-us-card.entity';

/** Small editorial lists; the number only feeds the query cost estimate. */
const CONTENT_ESTIMATE = 12;

@Resolver()
export class ContentResolver {
  @Query(() => [TeamMember], { description: 'The team of the About us page, in order.', complexity: listComplexity(CONTENT_ESTIMATE) })
  teamMembers(@Ctx() ctx: RequestContext): Promise<TeamMember[]> {
    return listTeamMembers(ctx);
  }

  @Query(() => [BlogArticle], { description: 'The blog articles, in order.', complexity: listComplexity(CONTENT_ESTIMATE) })
  blogArticles(@Ctx() ctx: RequestContext): Promise<BlogArticle[]> {
    return listBlogArticles(ctx);
  }

  @Query(() => [WhyUsCard], { description: 'The Why us cards (benefits, then differentiators), in order.', complexity: listComplexity(CONTENT_ESTIMATE) })
  whyUsCards(@Ctx() ctx: RequestContext): Promise<WhyUsCard[]> {
    return listWhyUsCards(ctx);
  }
}
