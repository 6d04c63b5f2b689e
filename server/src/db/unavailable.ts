/**
 * Whether an error means "the database cannot be reached right now" (refused or dropped
 * connection, pool connect timeout, server shutting down or starting up) rather than a fault in
 * a query. Those are answered 503 with Retry-After, and the pool reconnects by itself.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, crash, cannot connect now). */
const SQLSTATE = /^(08\d{3}|57P0[123])$/;
const MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|connection is not open|terminating connection|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, driverError, cause, originalError, thrownValue } = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; originalError?: unknown; thrownValue?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  // graphql-js wraps a thrown non-Error (one from another realm, say) and keeps it as thrownValue.
  return [driverError, cause, originalError, thrownValue].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * SQLSTATE class 22, data exception: a NUL byte in text, a number or date out of range, a bad
 * escape. The value came from the client (the services pass input through as parameters), so it
 * is answered 400 instead of 500.
 */
export function isInvalidValue(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, driverError, originalError, thrownValue } = error as { code?: unknown; driverError?: unknown; originalError?: unknown; thrownValue?: unknown };
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return [driverError, originalError, thrownValue].some((inner) => isInvalidValue(inner, depth + 1));
}
