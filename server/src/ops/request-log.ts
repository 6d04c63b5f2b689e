import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { log, loggablePath } from '../logger';
import type { RequestContext } from '../graphql/context';

/** A caller's X-Request-Id is kept when it is a plain token; anything else gets a fresh id. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

type Locals = { ctx?: RequestContext; graphqlOperation?: string };

/** The signed-in user's id and the GraphQL operation name, known once the request is answered. */
function withCaller(res: ServerResponse, fields: object): object {
  const locals = (res as ServerResponse & { locals?: Locals }).locals;
  return { ...fields, userId: locals?.ctx?.user?.id, operation: locals?.graphqlOperation };
}

/** The request's id: the caller's X-Request-Id when it is a plain token, else a fresh one; sent back as X-Request-Id. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The request log when the level leaves out `info` (LOG_LEVEL=warn and above): only the lines
 * that level keeps, a failed request's (an error, or a 5xx), as pino-http writes them, without
 * building a child logger per request for the lines that are never written.
 */
function failuresOnly(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestId(req, res);
    (req as IncomingMessage & { id?: string }).id = id;
    const started = Date.now();
    const path = loggablePath(req.url);
    const method = req.method;
    const done = (error?: Error) => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      res.removeListener('error', done);
      if (!error && res.statusCode < 500) return;
      if (QUIET_PATHS.has(path)) return;
      const err = error ?? new Error(`failed with status code ${res.statusCode}`);
      logger.error(withCaller(res, { req: { id, method, path }, res: { status: res.statusCode }, err, responseTime: Date.now() - started }), 'request errored');
    };
    res.on('finish', done);
    res.on('close', done);
    res.on('error', done);
    next();
  };
}

/**
 * One JSON line per request: request id (also sent back as X-Request-Id), method, path without
 * its query string (which may carry tokens), status, duration, the signed-in user's id and the
 * GraphQL operation name. Probes of /healthz, /readyz and /metrics are not logged.
 */
export function requestLogging(): RequestHandler {
  const logger = log();
  if (!logger.isLevelEnabled('info')) return failuresOnly(logger);
  const middleware = pinoHttp({
    logger,
    genReqId: requestId,
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: loggablePath(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    // The caller and operation join the line's own fields rather than bindings (customProps), which
    // would cost two child loggers per request, each running the logger's redaction once more.
    customSuccessObject: (_req, res, fields: object) => withCaller(res, fields),
    customErrorObject: (_req, res, _error, fields: object) => withCaller(res, fields),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?')[0]) },
    wrapSerializers: false,
  });
  return middleware as unknown as RequestHandler;
}
