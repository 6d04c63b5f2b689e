import type { RequestContext } from '../../graphql/context';
import { localize } from '../../i18n/localize';
import { BlogArticle } from './blog-article.entity';
import { TeamMember } from './team-member.entity';
import { WhyUsCard } from './why-us-card.entity';

export async function listTeamMembers(ctx: RequestContext): Promise<TeamMember[]> {
  const rows = await ctx.manager.getRepository(TeamMember).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  return rows.map((row) => localize(row, ctx.locale));
}

export async function listBlogArticles(ctx: RequestContext): Promise<BlogArticle[]> {
  const rows = await ctx.manager.getRepository(BlogArticle).find({ order: { sortOrder: 'ASC', id: 'ASC' } });
  return rows.map((row) => localize(row, ctx.locale));
}

export async function listWhyUsCards(ctx: RequestContext): Promise<WhyUsCard[]> {
  const rows = await ctx.manager.getRepository(WhyUsCard).find({ order: { sortOrder: 'ASC', key: 'ASC' } });
  return rows.map((row) => localize(row, ctx.locale));
}
