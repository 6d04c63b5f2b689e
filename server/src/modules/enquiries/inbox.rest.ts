import { Router } from 'express';
import { handler } from '../../rest/handler';
import { listHandler } from '../../rest/query';
import { parseInput } from '../../validation';
import { requireAdmin } from '../users/authorization';
import { listInbox, setInboxStatus, type InboxKind } from './inbox.service';
import { EnquiryFilter, SetEnquiryStatusInput } from './inbox.types';

/**
 * The staff inbox over REST: GET /api/admin/enquiries and /api/admin/flight-inquiries
 * (?status=new&search=…&offset=&limit=, total in X-Total-Count) and PATCH …/:id `{ status }`.
 */
export function inboxRoutes(): Router {
  const router = Router();
  for (const [path, kind] of [['/admin/enquiries', 'enquiry'], ['/admin/flight-inquiries', 'flightInquiry']] as const) {
    router
      .get(path, requireAdmin, listHandler(EnquiryFilter, (ctx, filter, page, after) => listInbox(ctx, kind as InboxKind, filter, page, after), inboxJson))
      .patch(
        `${path}/:id`,
        requireAdmin,
        handler(async (ctx, req) => {
          const input = await parseInput(SetEnquiryStatusInput, { ...req.body, id: String(req.params.id) });
          return inboxJson(await setInboxStatus(ctx, kind as InboxKind, input.id, input.status));
        }),
      );
  }
  return router;
}

/** An inbox row without the hashed address it came from. */
function inboxJson<T extends { ipHash: string }>(row: T): Omit<T, 'ipHash'> {
  const { ipHash: _ipHash, ...fields } = row;
  return fields;
}
