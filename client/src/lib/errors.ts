import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The server's own (already translated) message of a failed operation, or undefined when the
 * request never got an answer (network failure), so callers can fall back to their own text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors.find((e) => e.message)?.message;
  return undefined;
}

/** The GraphQL error code (extensions.code) of a failed operation, e.g. UNAUTHENTICATED. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The input field a validation error names (extensions.field), e.g. "token". */
export function errorField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' ? field : undefined;
}
