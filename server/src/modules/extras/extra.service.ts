import type { ExtraCategory } from '../../../../common/constants';
import type { RequestContext } from '../../graphql/context';
import { localize } from '../../i18n/localize';
import { Extra } from './extra.entity';

/** Extras in catalogue order, optionally of one category. */
export async function listExtras(ctx: RequestContext, category?: ExtraCategory | null): Promise<Extra[]> {
  const rows = await ctx.manager.getRepository(Extra).find({
    where: category ? { category } : {},
    order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' },
  });
  return rows.map((row) => localize(row, ctx.locale));
}

