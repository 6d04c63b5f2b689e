import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { addExtra, addStay, getCart, removeCartExtra, removeCartItem } from './cart.service';
import { AddExtraInput, AddStayInput, type CartExtraView, type CartItemView, type CartView } from './cart.types';

/** Spec section 7: GET /api/cart, POST and DELETE /api/cart/items and /api/cart/extras. */
export function cartRoutes(): Router {
  return Router()
    .get('/cart', handler(async (ctx) => cartJson(await getCart(ctx))))
    .post('/cart/items', handler(async (ctx, req) => cartItemJson(await addStay(ctx, await parseInput(AddStayInput, req.body, ['guests']))), { status: 201 }))
    .delete('/cart/items/:id', handler(async (ctx, req) => removeCartItem(ctx, String(req.params.id))))
    .post('/cart/extras', handler(async (ctx, req) => cartExtraJson(await addExtra(ctx, await parseInput(AddExtraInput, req.body, ['quantity']))), { status: 201 }))
    .delete('/cart/extras/:id', handler(async (ctx, req) => removeCartExtra(ctx, String(req.params.id))));
}

/** REST shape of spec section 3 (Cart): exactly `{ items, extras }` with the spec's fields. */
function cartJson(cart: CartView) {
  return { items: cart.items.map(cartItemJson), extras: cart.extras.map(cartExtraJson) };
}

function cartItemJson(item: CartItemView) {
  const { id, propertyId, propertyTitle, checkIn, checkOut, guests, pricePerNight, totalNights, totalPrice } = item;
  return { id, propertyId, propertyTitle, checkIn, checkOut, guests, pricePerNight, totalNights, totalPrice };
}

function cartExtraJson(extra: CartExtraView) {
  const { id, extraId, extraTitle, extraCategory, quantity, price } = extra;
  return { id, extraId, extraTitle, extraCategory, quantity, price };
}
