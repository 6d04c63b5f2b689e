import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DEFAULT_LOCALE } from '../../../common/locale';
import { isDatabaseUnavailable, isInvalidValue } from '../db/unavailable';
import { AppError, invalidValue, serviceUnavailable } from '../errors';
import { log, loggablePath } from '../logger';
import { translate } from '../i18n/messages';
import { requestLocale } from '../i18n/request-locale';

/** Unknown /api paths: JSON 404, never the SPA's HTML. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: translate(requestLocale(req.headers), 'error.routeNotFound'), code: 'NOT_FOUND' });
};

/**
 * Every REST error becomes `{ message, code, field? }` with a fitting status. Unexpected
 * errors are logged with an id and answered 500 without stack, SQL or paths.
 */
export const jsonErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const locale = req.headers ? requestLocale(req.headers) : DEFAULT_LOCALE;
  if (isDatabaseUnavailable(error)) error = serviceUnavailable();
  else if (isInvalidValue(error)) error = invalidValue();
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json({ message: translate(locale, error.messageKey, error.params), code: error.code, ...(error.field ? { field: error.field } : {}) });
    return;
  }
  const httpError = error as { type?: string; status?: number; expose?: boolean };
  if (httpError?.type === 'entity.parse.failed') {
    res.status(400).json({ message: translate(locale, 'error.invalidJson'), code: 'BAD_USER_INPUT' });
    return;
  }
  // http-errors style (body parser, the router's URIError for a malformed %-escape): 4xx is the client's.
  if (httpError?.status && httpError.status >= 400 && httpError.status < 500) {
    res.status(httpError.status).json({ message: translate(locale, 'error.badRequest'), code: 'BAD_REQUEST' });
    return;
  }
  const errorId = randomUUID();
  log().error({ err: error, errorId, requestId: (req as { id?: unknown }).id, method: req.method, path: loggablePath(req.originalUrl) }, 'unexpected error');
  if (res.headersSent) return;
  res.status(500).json({ message: translate(locale, 'error.internal', { errorId }), code: 'INTERNAL_SERVER_ERROR', errorId });
};
