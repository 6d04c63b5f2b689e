import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Currency } from './currency.entity';
import { listCurrencies } from './currency.service';

@Resolver(() => Currency)
export class CurrencyResolver {
  @Query(() => [Currency], { description: 'Display currencies with their rates from GBP.' })
  currencies(@Ctx() ctx: RequestContext): Promise<Currency[]> {
    return listCurrencies(ctx);
  }
}
