import { Router } from 'express';
import { requireUser } from '../users/authorization';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { propertiesJson } from '../properties/property.json';
import { addToShortlist, checkShortlist, listShortlist, removeFromShortlist } from './shortlist.service';
import { ShortlistInput, type ShortlistStatus } from './shortlist.types';

/** The signed-in user's shortlist. Anonymous callers get 401. */
export function shortlistRoutes(): Router {
  return Router()
    .use('/user/shortlist', requireUser)
    .get('/user/shortlist', handler(async (ctx) => propertiesJson(ctx, await listShortlist(ctx))))
    .get('/user/shortlist/check/:propertyId', handler(async (ctx, req) => ({ inShortlist: await checkShortlist(ctx, String(req.params.propertyId)) })))
    .post('/user/shortlist', handler(async (ctx, req) => shortlistStatusJson(await addToShortlist(ctx, (await parseInput(ShortlistInput, req.body)).propertyId))))
    .delete('/user/shortlist/:propertyId', handler(async (ctx, req) => shortlistStatusJson(await removeFromShortlist(ctx, String(req.params.propertyId)))));
}

/** REST answer of add and remove: the villa's state and the list's size. */
function shortlistStatusJson(result: ShortlistStatus) {
  return { propertyId: result.propertyId, inShortlist: result.inShortlist, count: result.count };
}
