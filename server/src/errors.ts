import type { MessageKey } from './i18n/messages';

/**
 * Expected failures, each with a stable code. REST maps the code to a status and answers
 * `{ message, code, field? }`; GraphQL puts code and field in `extensions`. Messages are
 * translated when the answer is written, in the request's language.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  /** Sent as Retry-After (seconds) with 429 and 503 answers. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** The input field at fault, when there is one. */
    readonly field?: string,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (key: MessageKey, params?: Record<string, string | number>) => new AppError('NOT_FOUND', key, params);
export const badInput = (key: MessageKey, field?: string, params?: Record<string, string | number>) =>
  new AppError('BAD_USER_INPUT', key, { field: field ?? '', ...params }, field);

/** Seconds a client is asked to wait (Retry-After) when the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached right now: answered 503 with Retry-After, never 500. */
export const serviceUnavailable = () => Object.assign(new AppError('SERVICE_UNAVAILABLE', 'error.unavailable'), { retryAfterSeconds: RETRY_AFTER_SECONDS });

/** Too many attempts: 429 with Retry-After, and the wait in minutes for the message. */
export const rateLimited = (key: MessageKey, retryAfterMs: number) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return Object.assign(new AppError('RATE_LIMITED', key, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }), { retryAfterSeconds });
};

/** A value PostgreSQL cannot take (a NUL character, a number out of range): the client's input, so a 400. */
export const invalidValue = () => new AppError('BAD_USER_INPUT', 'error.invalidValue');
