import type { RequestContext } from '../../graphql/context';
import { Currency } from './currency.entity';

export function listCurrencies(ctx: RequestContext): Promise<Currency[]> {
  return ctx.manager.getRepository(Currency).find({ order: { sortOrder: 'ASC', code: 'ASC' } });
}

