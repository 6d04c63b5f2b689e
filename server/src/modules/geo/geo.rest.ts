import { Router } from 'express';
import { handler } from '../../rest/handler';
import { visitorCountry } from './geo.service';

/** GET /api/geo → { country_code } (null when unknown), named as third-party geolocation lookups name it. */
export function geoRoutes(): Router {
  return Router().get(
    '/geo',
    handler(async (ctx) => {
      ctx.res.setHeader('Cache-Control', 'private, no-store');
      return { country_code: visitorCountry(ctx) };
    }),
  );
}
