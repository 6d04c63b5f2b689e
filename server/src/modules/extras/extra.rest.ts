import { Router } from 'express';
import { handler } from '../../rest/handler';
import { extraJson, listExtras } from './extra.service';

export function extraRoutes(): Router {
  return Router().get(
    '/extras',
    handler(async (ctx) => (await listExtras(ctx)).map(extraJson)),
  );
}
