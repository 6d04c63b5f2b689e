import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

/**
 * Apollo Sandbox at GET /graphql in a browser, outside production only (docs/api.md). It runs
 * requests from this page, so the session cookie goes along (`includeCookies`): sign in to the
 * storefront in the same browser to explore as that user.
 */
export function sandboxPlugin(config: Config): ApolloServerPlugin {
  if (config.env === 'production') return ApolloServerPluginLandingPageDisabled();
  return ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true, footer: false });
}

/**
 * The Sandbox page loads Apollo's scripts from its CDN and carries its own Content-Security-Policy
 * (a meta tag with a per-page nonce). The site's policy (helmet, `script-src 'self'`) would block
 * them, so outside production it is lifted from that one page: a browser GET of /graphql with no
 * operation in the URL. Operations and every other path keep the site's policy.
 */
export function sandboxCsp(config: Config): RequestHandler {
  return (req, res, next) => {
    if (config.env !== 'production' && req.method === 'GET' && !req.query.query && !req.query.extensions && req.accepts(['application/json', 'text/html']) === 'text/html') {
      res.removeHeader('Content-Security-Policy');
    }
    next();
  };
}
