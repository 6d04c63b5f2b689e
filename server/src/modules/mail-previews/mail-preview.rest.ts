import { Router, type NextFunction, type Request, type Response } from 'express';
import { contextOf, handler } from '../../rest/handler';
import { requireAdmin } from '../users/authorization';
import { listMailTemplates, previewMail } from './mail-preview.service';

/**
 * The staff preview of every e-mail: GET /api/admin/mail-templates, …/:kind/preview?lang=de
 * (JSON: subject, HTML, text, attachments) and …/:kind/preview.html?lang=de, the HTML part as its
 * own document for the back office's frame. That document may use its inline styles and nothing
 * else: no script, and nothing from another server (as a mail client would show it offline).
 */
export function mailPreviewRoutes(): Router {
  const preview = (req: Request, res: Response) => previewMail(contextOf(res), String(req.params.kind), String(req.query.lang ?? contextOf(res).locale));
  return Router()
    .get('/admin/mail-templates', requireAdmin, handler(async () => listMailTemplates()))
    .get('/admin/mail-templates/:kind/preview', requireAdmin, handler(async (_ctx, req) => preview(req, req.res!)))
    .get('/admin/mail-templates/:kind/preview.html', requireAdmin, (req: Request, res: Response, next: NextFunction) => {
      preview(req, res).then((mail) => {
        res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox");
        res.type('html').send(mail.html);
      }, next);
    });
}
