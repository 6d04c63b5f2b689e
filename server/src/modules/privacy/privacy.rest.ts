import { Router } from 'express';
import { handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { requireUser } from '../users/authorization';
import { deleteMyAccount, exportMyData } from './privacy.service';
import { DeleteAccountInput } from './privacy.types';

/** GET /api/user/data-export (the document as a file download) and POST /api/user/delete-account { password }. */
export function privacyRoutes(): Router {
  return Router()
    .get(
      '/user/data-export',
      requireUser,
      handler(async (ctx) => {
        const { fileName, data } = await exportMyData(ctx);
        ctx.res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
        // Personal data: no shared or browser cache keeps a copy.
        ctx.res.setHeader('Cache-Control', 'no-store');
        return data;
      }),
    )
    .post('/user/delete-account', requireUser, handler(async (ctx, req) => ({ message: await deleteMyAccount(ctx, await parseInput(DeleteAccountInput, req.body)) })));
}
