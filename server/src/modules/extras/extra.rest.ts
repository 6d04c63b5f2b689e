import { Router } from 'express';
import { handler } from '../../rest/handler';
import type { Extra } from './extra.entity';
import { listExtras } from './extra.service';

export function extraRoutes(): Router {
  return Router().get(
    '/extras',
    handler(async (ctx) => (await listExtras(ctx)).map(extraJson)),
  );
}

/** The REST shape of an extra: exactly these keys, which other clients are written against. */
function extraJson(extra: Extra) {
  return {
    id: extra.id,
    name: extra.name,
    description: extra.description,
    price: extra.price,
    currency: extra.currency,
    unit: extra.unit,
    category: extra.category,
  };
}
