import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { addExtra, addStay, getCart, removeCartExtra, removeCartItem } from './cart.service';
import { AddExtraInput, AddStayInput, CartView } from './cart.types';

@Resolver(() => CartView)
export class CartResolver {
  @Query(() => CartView, { description: "The caller's basket; visitors have one without signing in." })
  cart(@Ctx() ctx: RequestContext): Promise<CartView> {
    return getCart(ctx);
  }

  @Mutation(() => CartView, { description: 'Adds a villa stay, priced by the server; answers the updated basket.' })
  async addStayToCart(@Ctx() ctx: RequestContext, @Arg('input', () => AddStayInput) input: AddStayInput): Promise<CartView> {
    await addStay(ctx, input);
    return getCart(ctx);
  }

  @Mutation(() => CartView, { description: 'Adds an extra (or more of it); answers the updated basket.' })
  async addExtraToCart(@Ctx() ctx: RequestContext, @Arg('input', () => AddExtraInput) input: AddExtraInput): Promise<CartView> {
    await addExtra(ctx, input);
    return getCart(ctx);
  }

  @Mutation(() => CartView, { description: 'Removes a stay from the basket; another basket\'s item is NOT_FOUND.' })
  async removeCartItem(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<CartView> {
    await removeCartItem(ctx, id);
    return getCart(ctx);
  }

  @Mutation(() => CartView, { description: 'Removes an extra from the basket; another basket\'s extra is NOT_FOUND.' })
  async removeCartExtra(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<CartView> {
    await removeCartExtra(ctx, id);
    return getCart(ctx);
  }
}
