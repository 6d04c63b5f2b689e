import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DEFAULT_LOCALE } from '../../../common/locale';
import { isDatabaseUnavailable, isInvalidValue } from '../db/unavailable';
import { AppError, invalidValue, RETRY_AFTER_SECONDS, serviceUnavailable } from '../errors';
import { log } from '../logger';
import { translate, type MessageKey } from '../i18n/messages';
import type { RequestContext } from './context';

/** Errors of the GraphQL machinery itself: the client sent something the graph rejects. */
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

const LIMIT_MESSAGES: Record<string, MessageKey> = { QUERY_TOO_DEEP: 'error.queryTooDeep', TOO_MANY_ALIASES: 'error.tooManyAliases' };

interface PendingTranslation {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * Apollo's formatError: expected failures keep their code and field; anything unexpected is
 * logged with an id and masked. The message is translated later, in `translateErrorsPlugin`,
 * where the request's language is known.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, hideSchemaDetails = false): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const original = isDatabaseUnavailable(unwrapped) ? serviceUnavailable() : isInvalidValue(unwrapped) ? invalidValue() : unwrapped;
  const base = { locations: formatted.locations, path: formatted.path };
  const appError = original instanceof AppError ? original : original instanceof GraphQLError && original.originalError instanceof AppError ? original.originalError : undefined;
  if (appError) {
    const i18n: PendingTranslation = { key: appError.messageKey, params: appError.params };
    const extensions = { code: appError.code, ...(appError.field ? { field: appError.field } : {}), ...(appError.retryAfterSeconds ? { retryAfter: appError.retryAfterSeconds } : {}), i18n };
    return { ...base, message: appError.messageKey, extensions };
  }
  const code = formatted.extensions?.code;
  const limit = formatted.extensions?.limit;
  if (typeof limit === 'string' && limit in LIMIT_MESSAGES) {
    // Apollo reports every validation rule as GRAPHQL_VALIDATION_FAILED; say which limit it was.
    const { depth, count, max } = formatted.extensions as Record<string, number>;
    const i18n: PendingTranslation = { key: LIMIT_MESSAGES[limit], params: { depth, count, max } };
    return { ...base, message: formatted.message, extensions: { code: limit, i18n } };
  }
  if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
    return { ...base, message: hideSchemaDetails ? withoutSuggestions(formatted.message) : formatted.message, extensions: { code } };
  }
  const errorId = randomUUID();
  log().error({ err: original instanceof Error ? original : error, errorId }, 'unexpected GraphQL error');
  const i18n: PendingTranslation = { key: 'error.internal', params: { errorId } };
  return { ...base, message: 'error.internal', extensions: { code: 'INTERNAL_SERVER_ERROR', errorId, i18n } };
}

/**
 * Apollo's hideSchemaDetailsFromClientErrors covers validation errors; variable coercion
 * ("Field "locatio" is not defined… Did you mean "location"?") still suggests, so cut it here.
 */
function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}

/** Writes each error's message in the request's language and drops the internal fields. */
export const translateErrorsPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        const locale = contextValue?.locale ?? DEFAULT_LOCALE;
        const { data, errors } = response.body.singleResult;
        if (errors.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) {
          // The database is unreachable: a retryable 503, like the REST routes, never a 200 or a 500.
          response.http.status = 503;
          response.http.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
        }
        const limited = errors.find((error) => error.extensions?.code === 'RATE_LIMITED');
        if (limited) {
          // Like REST: 429 with Retry-After, unless other fields of the operation did answer.
          response.http.headers.set('Retry-After', String(limited.extensions?.retryAfter ?? RETRY_AFTER_SECONDS));
          if (!data || Object.values(data).every((value) => value === null)) response.http.status = 429;
        }
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) => {
          const { i18n, ...extensions } = (error.extensions ?? {}) as { i18n?: PendingTranslation };
          if (!i18n) return error;
          return { ...error, message: translate(locale, i18n.key, i18n.params), extensions };
        });
      },
    };
  },
};

/** For plugins that must reject an operation before it runs (cost limit). */
export function asGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.messageKey, { originalError: error, extensions: { code: error.code, http: { status: error.status } } });
}
