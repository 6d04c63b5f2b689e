import { Router, type Request } from 'express';
import { cacheForAnonymous } from '../../graphql/catalogue-cache';
import { MAX_PAGE_LIMIT, PageInput } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { propertiesJson } from './property.json';
import { getProperty, isSearch, listProperties } from './property.service';
import { countFunnel } from '../../ops/funnel-counts';
import { PropertyFilter, PropertySortInput } from './property.types';

const BOOLEAN_PARAMS = ['discounted', 'above'];
const NUMERIC_FILTER_PARAMS: (keyof PropertyFilter)[] = ['guests', 'nights', 'minPrice', 'maxPrice', 'minBedrooms'];

/** Query strings carry text only: "true"/"false" become booleans, "a,b" lists become arrays. */
function queryParams(req: Request): Record<string, unknown> {
  const params: Record<string, unknown> = { ...(req.query as Record<string, unknown>) };
  for (const name of BOOLEAN_PARAMS) {
    if (params[name] === 'true') params[name] = true;
    else if (params[name] === 'false') params[name] = false;
  }
  if (typeof params.amenities === 'string') params.amenities = params.amenities.split(',').filter(Boolean);
  return params;
}

/**
 * GET /api/properties: the list of villas. The optional query parameters mirror
 * the GraphQL filter (location, region, guests, nights, amenity, amenities, discounted, above,
 * minPrice, maxPrice, minBedrooms), plus sort, offset and limit, or `after` (the X-Next-Cursor
 * of the previous page) instead of offset. Without a limit it answers the first MAX_PAGE_LIMIT
 * matches; X-Total-Count gives the number of all matches, up to SEARCH_COUNT_CAP (beyond it
 * X-Total-Count-Is-Estimate is true and the count means "at least").
 */
export function propertyRoutes(): Router {
  return Router()
    .get(
      '/properties',
      handler(async (ctx, req) => {
        const params = queryParams(req);
        const filter = await parseInput(PropertyFilter, params, NUMERIC_FILTER_PARAMS);
        const page = await parseInput(PageInput, { limit: String(MAX_PAGE_LIMIT), ...params }, ['offset', 'limit']);
        const { sort } = await parseInput(PropertySortInput, params);
        const after = typeof params.after === 'string' ? params.after : undefined;
        if (isSearch(filter, page, after)) countFunnel(ctx, 'search');
        const result = await listProperties(ctx, filter, page, sort, after, { columns: 'localized' });
        ctx.res.setHeader('X-Total-Count', String(result.totalCount));
        ctx.res.setHeader('X-Total-Count-Is-Estimate', String(result.totalCountIsEstimate));
        if (result.hasNextPage && result.endCursor) ctx.res.setHeader('X-Next-Cursor', result.endCursor);
        cacheForAnonymous(ctx.req, ctx.res);
        return propertiesJson(ctx, result.items);
      }),
    )
    .get(
      '/properties/:id',
      handler(async (ctx, req) => {
        countFunnel(ctx, 'villa-view');
        const [property] = await propertiesJson(ctx, [await getProperty(ctx, String(req.params.id))]);
        cacheForAnonymous(ctx.req, ctx.res);
        return property;
      }),
    );
}
