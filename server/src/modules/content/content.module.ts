import { featureModule } from '../feature-module';
import { ContentResolver } from './content.resolver';
import { TeamMember } from './team-member.entity';
import { BlogArticle } from './blog-article.entity';
import { WhyUsCard } from './why-us-card.entity';

export const contentModule = featureModule('content', {
  resolvers: [ContentResolver],
  entities: [TeamMember, BlogArticle, WhyUsCard],
});
