import type { IncomingMessage } from 'node:http';

const BEARER = /^Bearer(?:[ \t]+(\S*))?\s*$/i;

/**
 * A request that authenticates with `Authorization: Bearer …` is a token request: it has no
 * session (no cookie is read or set) and is not a cookie request for CSRF purposes. Any other
 * scheme (Basic from a proxy) leaves the request to the session cookie.
 */
export function isBearerRequest(req: IncomingMessage): boolean {
  return BEARER.test(req.headers.authorization ?? '');
}

/** The token of a Bearer request ('' when the header names none). */
export function bearerToken(req: IncomingMessage): string {
  return BEARER.exec(req.headers.authorization ?? '')?.[1] ?? '';
}
