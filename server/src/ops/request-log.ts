import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
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

/**
 * One JSON line per request: request id (also sent back as X-Request-Id), method, path without
 * its query string (which may carry tokens), status, duration, the signed-in user's id and the
 * GraphQL operation name. Probes of /healthz, /readyz and /metrics are not logged.
 */
export function requestLogging(): RequestHandler {
  const middleware = pinoHttp({
    logger: log(),
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
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
