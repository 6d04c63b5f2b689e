import type { RequestContext } from '../../graphql/context';
import { isBearerRequest } from './bearer';
import { loadSessionUser } from './session';
import { loadTokenUser } from './token.service';

/**
 * Who is calling, resolved once per request for GraphQL and REST alike (app.ts): the user of a
 * valid `Authorization: Bearer` access token, or else the session cookie's user. A Bearer
 * request never falls back to the cookie, so the two kinds of credential never mix.
 */
export async function loadRequestUser(ctx: RequestContext): Promise<void> {
  if (isBearerRequest(ctx.req)) await loadTokenUser(ctx);
  else await loadSessionUser(ctx);
}
