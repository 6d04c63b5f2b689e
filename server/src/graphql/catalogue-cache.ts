import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { OperationDefinitionNode } from 'graphql';
import { SESSION_COOKIE } from '../modules/auth/session';
import type { RequestContext } from './context';

/**
 * HTTP caching of anonymous catalogue reads. A GET of catalogue data without
 * credentials answers the same to every visitor in a language, so browsers and shared caches may
 * keep it for CATALOGUE_MAX_AGE_SECONDS (`Cache-Control: public`, `Vary: Accept-Language, Cookie,
 * Authorization`; Express adds the ETag and answers 304 to a matching If-None-Match). The
 * storefront's hashed GETs (persisted queries) are such reads. Anything sent with credentials (a
 * session cookie or an `Authorization` header, as token clients send), or setting a cookie, is
 * `private, no-store`, whatever the handler said: a signed-in answer (staff see unpublished
 * villas; a basket, an account) is never stored or shared.
 */
export const CATALOGUE_MAX_AGE_SECONDS = 60;

const PUBLIC = `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`;
const PRIVATE = 'private, no-store';

/** Root fields whose answer depends only on the catalogue and the language, never on the caller. */
const CATALOGUE_FIELDS = new Set([
  '__typename',
  'blogArticles',
  'company',
  'currencies',
  'destinationGroups',
  'destinations',
  'extras',
  'featuredDestinations',
  'festiveOffers',
  'festivePackages',
  'mapSettings',
  'properties',
  'property',
  'propertyPins',
  'reviewSummary',
  'reviews',
  'similarProperties',
  'teamMembers',
  'whyUsCards',
]);

/**
 * Mutations that cannot change what a catalogue read answers anyone: a visitor's own basket,
 * shortlist and sign-in, and messages to staff. They leave the caches of catalogue answers and
 * pages alone (a basket add is the storefront's most frequent write); every other mutation,
 * including ones added later, empties them.
 */
const CATALOGUE_NEUTRAL_MUTATIONS = new Set([
  'addExtraToCart',
  'addStayToCart',
  'addToShortlist',
  'changePassword',
  'confirmNewsletter',
  'forgotPassword',
  'issueToken',
  'login',
  'logout',
  'refreshToken',
  'register',
  'removeCartExtra',
  'removeCartItem',
  'removeFromShortlist',
  'resendEmailVerification',
  'resetPassword',
  'revokeToken',
  'submitEnquiry',
  'submitFlightInquiry',
  'subscribeNewsletter',
  'unsubscribeNewsletter',
  'verifyEmail',
]);

/** The same writes over REST (paths under /api). */
const CATALOGUE_NEUTRAL_API_PATHS = /^\/(?:cart|auth|user\/shortlist|enquiries|flight-inquiries|newsletter)(?:\/|$)/;

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** A session cookie or an Authorization header (a bearer token): the answer may be personal. */
export function hasCredentials(req: Request): boolean {
  return SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '') || Boolean(req.headers.authorization);
}

/** Marks an anonymous GET answer cacheable (REST catalogue routes call it; the GraphQL plugin below too). */
export function cacheForAnonymous(req: Request, res: Response): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || hasCredentials(req)) return;
  res.setHeader('Cache-Control', PUBLIC);
  res.vary('Accept-Language');
  res.vary('Cookie');
  res.vary('Authorization');
}

/**
 * The guarantee, as middleware in front of /graphql and /api: answers default to no-store, and
 * when the headers go out, a request with credentials or an answer setting a cookie is made
 * `private, no-store` even if a handler marked it public.
 */
export function privateUnlessCatalogue(): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', PRIVATE);
    const writeHead = res.writeHead;
    res.writeHead = function guardedWriteHead(this: Response, ...args: unknown[]) {
      if (hasCredentials(req) || res.getHeader('Set-Cookie')) res.setHeader('Cache-Control', PRIVATE);
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    next();
  };
}

/** GraphQL: an anonymous GET query of catalogue fields only, answered without errors, is cacheable. */
export const catalogueCachePlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ request, response, operation, errors, contextValue }) {
        if (request.http?.method !== 'GET' || operation?.operation !== 'query' || errors?.length) return;
        if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
        if (!isCatalogueOperation(operation)) return;
        // The integration copies these headers onto the Express response, replacing what is there.
        if (hasCredentials(contextValue.req)) return;
        response.http.headers.set('cache-control', PUBLIC);
        const vary = response.http.headers.get('vary');
        response.http.headers.set('vary', [vary, 'Accept-Language', 'Cookie', 'Authorization'].filter(Boolean).join(', '));
      },
    };
  },
};

/** A query whose root fields all answer the same to every visitor in a language. */
export function isCatalogueOperation(operation: OperationDefinitionNode): boolean {
  return operation.operation === 'query' && rootFields(operation).every((name) => CATALOGUE_FIELDS.has(name));
}

/** A mutation that may change what catalogue reads answer (see CATALOGUE_NEUTRAL_MUTATIONS). */
export function changesCatalogue(operation: OperationDefinitionNode): boolean {
  return operation.operation === 'mutation' && rootFields(operation).some((name) => !CATALOGUE_NEUTRAL_MUTATIONS.has(name));
}

/** A REST write (path relative to /api) that may change what catalogue reads answer. */
export function apiWriteChangesCatalogue(path: string): boolean {
  return !CATALOGUE_NEUTRAL_API_PATHS.test(path);
}

function rootFields(operation: OperationDefinitionNode): string[] {
  // Fragments on the root type are rare and not worth resolving here: they make the answer private.
  return operation.selectionSet.selections.map((selection) => (selection.kind === 'Field' ? selection.name.value : '…'));
}
