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
