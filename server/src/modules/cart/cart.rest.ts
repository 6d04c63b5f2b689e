import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { addExtra, addStay, cartExtraJson, cartItemJson, cartJson, getCart, removeCartExtra, removeCartItem } from './cart.service';
import { AddExtraInput, AddStayInput } from './cart.types';

/** Spec section 7: GET /api/cart, POST and DELETE /api/cart/items and /api/cart/extras. */
export function cartRoutes(): Router {
  return Router()
    .get('/cart', handler(async (ctx) => cartJson(await getCart(ctx))))
    .post('/cart/items', handler(async (ctx, req) => cartItemJson(await addStay(ctx, await parseInput(AddStayInput, req.body, ['guests']))), { status: 201 }))
    .delete('/cart/items/:id', handler(async (ctx, req) => removeCartItem(ctx, String(req.params.id))))
    .post('/cart/extras', handler(async (ctx, req) => cartExtraJson(await addExtra(ctx, await parseInput(AddExtraInput, req.body, ['quantity']))), { status: 201 }))
    .delete('/cart/extras/:id', handler(async (ctx, req) => removeCartExtra(ctx, String(req.params.id))));
}
