import { Router, type Request } from 'express';
import { cacheForAnonymous } from '../../graphql/catalogue-cache';
import { MAX_PAGE_LIMIT, PageInput } from '../../graphql/pagination';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { propertiesJson, propertyJsonFields, PROPERTY_JSON_COLUMNS, type PropertyJsonField } from './property.json';
import { getProperty, isSearch, listColumnsFor, listProperties, mapPins, mapSettings, type ListOptions } from './property.service';
import { countFunnel } from '../../ops/funnel-counts';
import { PropertyFilter, PropertySortInput } from './property.types';
import { flexibleStaysByProperty } from './stay-offers';

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
 * What a list page reads for the REST answer: the whole shape's columns, or only those `fields`
 * name, with the pictures only for `images` (only the first of each for `image` alone, as
 * GraphQL's cards read them) and the from-prices only for `fromWeeklyPrice`.
 */
function restListOptions(fields: readonly PropertyJsonField[] | null): ListOptions {
  if (!fields) return { columns: { localized: PROPERTY_JSON_COLUMNS } };
  const columns = fields.map((field) => (field === 'fromWeeklyPrice' ? 'price' : field === 'image' ? 'images' : field));
  const photos = fields.includes('images') || (fields.includes('image') && 'card');
  return { columns: listColumnsFor([...new Set(columns)]), photos, fromPrices: fields.includes('fromWeeklyPrice') };
}

/**
 * GET /api/properties: the list of villas. The optional query parameters mirror
 * the GraphQL filter (location, region, guests, nights, checkIn, month, amenity, amenities, discounted,
 * above, minPrice, maxPrice, minBedrooms), plus sort, offset and limit, or `after` (the X-Next-Cursor
 * of the previous page) instead of offset. Without a limit it answers the first MAX_PAGE_LIMIT
 * matches; X-Total-Count gives the number of all matches, up to SEARCH_COUNT_CAP (beyond it
 * X-Total-Count-Is-Estimate is true and the count means "at least"). `fields=id,title,images,…`
 * answers only those keys of each villa (any of PROPERTY_JSON_FIELDS: the shape's keys, `image`
 * and `fromWeeklyPrice`), and reads only what they need, as GraphQL reads only the fields asked for. With `month` (flexible
 * dates) each villa carries `stays`: its bookable stays of `nights` nights arriving that month,
 * [{ checkIn, checkOut, total, currency }], earliest first, at most 5. `bbox=minLng,minLat,maxLng,maxLat`
 * keeps villas on the map inside it. GET /api/properties/pins takes the same filters and answers
 * { items: [{ id, title, latitude, longitude, fromWeeklyPrice, currency }], truncated }: every match
 * with a point, at most MAP_PINS_LIMIT (1000), cheapest first.
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
        const fields = propertyJsonFields(params.fields);
        const after = typeof params.after === 'string' ? params.after : undefined;
        if (isSearch(filter, page, after)) countFunnel(ctx, 'search');
        const result = await listProperties(ctx, filter, page, sort, after, restListOptions(fields));
        ctx.res.setHeader('X-Total-Count', String(result.totalCount));
        ctx.res.setHeader('X-Total-Count-Is-Estimate', String(result.totalCountIsEstimate));
        if (result.hasNextPage && result.endCursor) ctx.res.setHeader('X-Next-Cursor', result.endCursor);
        cacheForAnonymous(ctx.req, ctx.res);
        const json = await propertiesJson(ctx, result.items, fields);
        if (!filter.month) return json;
        const stays = await ctx.loaders.get(flexibleStaysByProperty).loadMany(result.items.map((p) => p.id));
        return json.map((villa, i) => ({ ...villa, stays: stays[i] }));
      }),
    )
    // The map's background (tile address and credit), the twin of GraphQL mapSettings.
    .get(
      '/properties/map-settings',
      handler(async (ctx) => {
        cacheForAnonymous(ctx.req, ctx.res);
        return mapSettings(ctx);
      }),
    )
    // Map pins: every match of the same filters (bbox included), at most MAP_PINS_LIMIT.
    .get(
      '/properties/pins',
      handler(async (ctx, req) => {
        const pins = await mapPins(ctx, await parseInput(PropertyFilter, queryParams(req), NUMERIC_FILTER_PARAMS));
        cacheForAnonymous(ctx.req, ctx.res);
        return pins;
      }),
    )
    .get(
      '/properties/:id',
      handler(async (ctx, req) => {
        const fields = propertyJsonFields(req.query.fields);
        countFunnel(ctx, 'villa-view');
        const [property] = await propertiesJson(ctx, [await getProperty(ctx, String(req.params.id))], fields);
        cacheForAnonymous(ctx.req, ctx.res);
        return property;
      }),
    );
}
