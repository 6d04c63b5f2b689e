import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { addExtra, addStay, getBasket, removeBasketExtra, removeBasketItem } from './basket.service';
import { AddExtraInput, AddStayInput, type BasketExtraView, type BasketItemView, type BasketView } from './basket.types';

/** GET /api/cart, POST and DELETE /api/cart/items and /api/cart/extras: the released paths keep their name. */
export function basketRoutes(): Router {
  return Router()
    .get('/cart', handler(async (ctx) => basketJson(await getBasket(ctx))))
    .post('/cart/items', handler(async (ctx, req) => basketItemJson((await addStay(ctx, await parseInput(AddStayInput, req.body, ['guests']))).item), { status: 201 }))
    .delete('/cart/items/:id', handler(async (ctx, req) => removeBasketItem(ctx, String(req.params.id))))
    .post('/cart/extras', handler(async (ctx, req) => basketExtraJson(await addExtra(ctx, await parseInput(AddExtraInput, req.body, ['quantity']))), { status: 201 }))
    .delete('/cart/extras/:id', handler(async (ctx, req) => removeBasketExtra(ctx, String(req.params.id))));
}

/** The REST shape of the basket: exactly `{ items, extras }`, with the keys below. */
function basketJson(basket: BasketView) {
  return { items: basket.items.map(basketItemJson), extras: basket.extras.map(basketExtraJson) };
}

function basketItemJson(item: BasketItemView) {
  const { id, propertyId, propertyTitle, checkIn, checkOut, guests, pricePerNight, totalNights, totalPrice } = item;
  return { id, propertyId, propertyTitle, checkIn, checkOut, guests, pricePerNight, totalNights, totalPrice };
}

function basketExtraJson(extra: BasketExtraView) {
  const { id, extraId, extraTitle, extraCategory, quantity, price } = extra;
  return { id, extraId, extraTitle, extraCategory, quantity, price };
}
