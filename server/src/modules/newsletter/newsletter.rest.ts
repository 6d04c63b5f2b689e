import { Router, type Request, type Response, type NextFunction } from 'express';
import { AppError } from '../../errors';
import { translate } from '../../i18n/messages';
import { contextOf, handler } from '../../rest/handler';
import { parseInput } from '../../validation';
import { confirm, subscribe, unsubscribe } from './newsletter.service';
import { NewsletterSubscribeInput } from './newsletter.types';

/** The confirmation page reads `error` from a failed answer, not `message`. */
async function confirmRoute(req: Request, res: Response, next: NextFunction) {
  const ctx = contextOf(res);
  try {
    res.json(await confirm(ctx, String(req.params.token)));
  } catch (error) {
    if (!(error instanceof AppError)) return next(error);
    res.status(error.status).json({ error: translate(ctx.locale, error.messageKey, error.params), code: error.code });
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link in an e-mail is opened by a person in a browser: answer a page, not JSON, when one is wanted. */
async function unsubscribeRoute(req: Request, res: Response, next: NextFunction) {
  const ctx = contextOf(res);
  let status = 200;
  let message: string;
  try {
    ({ message } = await unsubscribe(ctx, String(req.params.token)));
  } catch (error) {
    if (!(error instanceof AppError)) return next(error);
    status = error.status;
    message = translate(ctx.locale, error.messageKey, error.params);
  }
  if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') {
    const company = escapeHtml(ctx.config.company.name);
    res.status(status).type('html').send(`<!doctype html><html lang="${ctx.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${company}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${company}</h1><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(ctx.config.publicUrl)}</a></p></body></html>`);
    return;
  }
  res.status(status).json(status === 200 ? { message } : { message, code: 'BAD_USER_INPUT' });
}

export function newsletterRoutes(): Router {
  return Router()
    .post('/newsletter/subscribe', handler(async (ctx, req) => subscribe(ctx, await parseInput(NewsletterSubscribeInput, req.body))))
    .get('/newsletter/confirm/:token', confirmRoute)
    .get('/newsletter/unsubscribe/:token', unsubscribeRoute)
    // One-click unsubscribe (RFC 8058) posts to the same address.
    .post('/newsletter/unsubscribe/:token', unsubscribeRoute);
}
