import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { selectedFields } from '../../graphql/selection';
import { addExtra, addStay, basketOfCount, getBasket, removeBasketExtra, removeBasketItem } from './basket.service';
import { AddExtraInput, AddStayInput, BasketView } from './basket.types';

// The graph keeps its released names (cart, addStayToCart, removeCartItem, type Cart): clients use them.
@Resolver(() => BasketView)
export class BasketResolver {
  @Query(() => BasketView, { description: "The caller's basket; visitors have one without signing in." })
  cart(@Ctx() ctx: RequestContext): Promise<BasketView> {
    return getBasket(ctx);
  }

  @Mutation(() => BasketView, { description: 'Adds a villa stay, priced by the server; answers the updated basket.' })
  async addStayToCart(@Ctx() ctx: RequestContext, @Arg('input', () => AddStayInput) input: AddStayInput, @Info() info: GraphQLResolveInfo): Promise<BasketView> {
    const { itemCount } = await addStay(ctx, input);
    // The storefront asks only for the count (the header's badge), which the add's own transaction knows.
    return onlyCountAsked(info) ? basketOfCount(itemCount) : getBasket(ctx);
  }

  @Mutation(() => BasketView, { description: 'Adds an extra (or more of it); answers the updated basket.' })
  async addExtraToCart(@Ctx() ctx: RequestContext, @Arg('input', () => AddExtraInput) input: AddExtraInput): Promise<BasketView> {
    await addExtra(ctx, input);
    return getBasket(ctx);
  }

  @Mutation(() => BasketView, { description: 'Removes a stay from the basket; another basket\'s item is NOT_FOUND.' })
  async removeCartItem(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<BasketView> {
    await removeBasketItem(ctx, id);
    return getBasket(ctx);
  }

  @Mutation(() => BasketView, { description: 'Removes an extra from the basket; another basket\'s extra is NOT_FOUND.' })
  async removeCartExtra(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<BasketView> {
    await removeBasketExtra(ctx, id);
    return getBasket(ctx);
  }
}

/** Whether a query asks a basket only for its item count (and type name): then it need not be read. */
function onlyCountAsked(info: GraphQLResolveInfo): boolean {
  return [...selectedFields(info)].every((name) => name === 'itemCount' || name === '__typename');
}
