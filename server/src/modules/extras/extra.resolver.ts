import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { ExtraCategory } from '../../../../common/constants';
import type { RequestContext } from '../../graphql/context';
import { listComplexity } from '../../graphql/limits';
import { Extra, ExtraCategoryEnum } from './extra.entity';
import { listExtras } from './extra.service';

/** A small curated catalogue; the number only feeds the query cost estimate. */
const EXTRAS_ESTIMATE = 30;

@Resolver(() => Extra)
export class ExtraResolver {
  @Query(() => [Extra], { description: 'Extras (flights, car hire, transfers, insurance) in catalogue order, optionally of one category.', complexity: listComplexity(EXTRAS_ESTIMATE) })
  extras(@Ctx() ctx: RequestContext, @Arg('category', () => ExtraCategoryEnum, { nullable: true }) category?: ExtraCategory): Promise<Extra[]> {
    return listExtras(ctx, category);
  }
}
