import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../graphql/context';

/** The context app.ts built for this request (the same one GraphQL resolvers receive). */
export function contextOf(res: Response): RequestContext {
  return res.locals.ctx as RequestContext;
}

/**
 * Wraps a REST handler: it gets the request context, calls one service method and returns
 * the answer, which is sent as JSON. Errors go to the JSON error handler.
 */
export function handler(fn: (ctx: RequestContext, req: Request) => Promise<unknown>, options: { status?: number } = {}): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(contextOf(res), req).then(
      (body) => {
        if (body === undefined) res.status(204).end();
        else res.status(options.status ?? 200).json(body);
      },
      next,
    );
  };
}

/**
 * Wraps a REST handler that answers a file (a PDF, a CSV): sent with its type and as an
 * attachment under its name. Errors go to the JSON error handler.
 */
export function download(fn: (ctx: RequestContext, req: Request) => Promise<{ type: string; filename: string; body: Buffer | string }>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(contextOf(res), req).then((file) => {
      res.status(200).type(file.type).set('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`).send(file.body);
    }, next);
  };
}
