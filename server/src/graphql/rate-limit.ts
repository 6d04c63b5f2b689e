import type { RequestHandler } from 'express';
import { AppError } from '../errors';
import { isBearerRequest } from '../modules/auth/bearer';
import { translate } from '../i18n/messages';
import { log } from '../logger';
import { clientAddress, consumeRequest, type LimitKey } from '../rate-limits';
import { contextOf } from '../rest/handler';

/**
 * Per-client limits for /graphql, counted in memory and reconciled once a second with the shared
 * PostgreSQL counters, so every instance sees the same totals and a request writes nothing itself
 * (consumeRequest in rate-limits.ts): each request counts against the address (RATE_LIMIT_GRAPHQL_PER_ADDRESS)
 * and, for an access token, against its user (RATE_LIMIT_GRAPHQL_PER_TOKEN, all of the user's
 * tokens together, so opening more sign-ins does not raise it). Browser sessions are counted per
 * address only, which spares the storefront a second counter write per request. Over a
 * limit the answer is 429 with Retry-After and a GraphQL error RATE_LIMITED, before the document
 * is even parsed. Runs after the request's user is resolved (app.ts).
 */
export const graphqlRateLimit: RequestHandler = (_req, res, next) => {
  const ctx = contextOf(res);
  const keys: LimitKey[] = [];
  if (ctx.user && isBearerRequest(ctx.req)) keys.push({ limit: 'graphqlPerToken', subject: ctx.user.id });
  keys.push({ limit: 'graphqlPerAddress', subject: clientAddress(ctx) });
  try {
    consumeRequest(ctx, keys, 'error.tooManyRequests');
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(429).json({ errors: [{ message: translate(ctx.locale, error.messageKey, error.params), extensions: { code: error.code, retryAfter: error.retryAfterSeconds } }] });
      return;
    }
    // A counter that cannot be kept must not decide the answer.
    log().warn({ err: error }, 'GraphQL rate limit not counted');
  }
  next();
};
