import { Router } from 'express';
import { contextOf, handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireAdmin } from '../users/authorization';
import { addBlock, deleteBlock, getIcalExport, icalFeed, listBlocks, rotateIcalExport } from './calendar.service';
import { CalendarBlockInput, IcalImportInput } from './calendar.types';
import { addImport, deleteImport, listImports, syncVillaImports } from './ical-import.service';

/**
 * A villa's calendar over REST:
 *   GET    /api/ical/:token.ics                            the export feed (text/calendar), no sign-in
 *   GET    /api/admin/properties/:id/blocks                 POST { checkIn, checkOut, reason } → 201
 *   DELETE /api/admin/properties/:id/blocks/:blockId
 *   GET    /api/admin/properties/:id/ical                   → { exportUrl }; POST …/ical/rotate → new { exportUrl }
 *   GET    /api/admin/properties/:id/ical-imports           POST { url } → 201; DELETE …/:importId
 *   POST   /api/admin/properties/:id/ical-imports/sync      fetches every feed now → the feeds
 */
export function calendarRoutes(): Router {
  const id = (req: { params: Record<string, unknown> }) => String(req.params.id);
  return Router()
    .get('/ical/:token.ics', (req, res, next) => {
      icalFeed(contextOf(res), String(req.params.token)).then((text) => {
        res.status(200).type('text/calendar; charset=utf-8').setHeader('Cache-Control', 'private, max-age=300');
        res.send(text);
      }, next);
    })
    .get('/admin/properties/:id/blocks', requireAdmin, handler((ctx, req) => listBlocks(ctx, id(req))))
    .post('/admin/properties/:id/blocks', requireAdmin, handler(async (ctx, req) => addBlock(ctx, id(req), await parseInput(CalendarBlockInput, req.body)), { status: 201 }))
    .delete('/admin/properties/:id/blocks/:blockId', requireAdmin, handler((ctx, req) => deleteBlock(ctx, id(req), String(req.params.blockId))))
    .get('/admin/properties/:id/ical', requireAdmin, handler((ctx, req) => getIcalExport(ctx, id(req))))
    .post('/admin/properties/:id/ical/rotate', requireAdmin, handler((ctx, req) => rotateIcalExport(ctx, id(req))))
    .get('/admin/properties/:id/ical-imports', requireAdmin, handler((ctx, req) => listImports(ctx, id(req))))
    .post('/admin/properties/:id/ical-imports', requireAdmin, handler(async (ctx, req) => addImport(ctx, id(req), await parseInput(IcalImportInput, req.body)), { status: 201 }))
    .post('/admin/properties/:id/ical-imports/sync', requireAdmin, handler((ctx, req) => syncVillaImports(ctx, id(req))))
    .delete('/admin/properties/:id/ical-imports/:importId', requireAdmin, handler((ctx, req) => deleteImport(ctx, id(req), String(req.params.importId))));
}
