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

/** REST shape of spec section 3 (Extra), exactly these keys. */
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
