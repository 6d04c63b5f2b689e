import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { compressResponses, preferredEncoding, type Encoding } from './compression';
import { catalogueCachePlugin, privateUnlessCatalogue } from './graphql/catalogue-cache';
import { createResponseCache } from './graphql/response-cache';
import { compiledExecution } from './graphql/compiled-execution';
import { createContext, type AppServices, type RequestContext } from './graphql/context';
import { formatError, translateErrorsPlugin } from './graphql/errors';
import { costLimitPlugin, operationCosts, validationRules } from './graphql/limits';
import { knownReads } from './graphql/known-reads';
import { loadTrustedDocuments, persistedQueryGuard, persistedQueryOptions } from './graphql/persisted-queries';
import { sandboxCsp, sandboxPlugin } from './graphql/sandbox';
import { getSchema } from './graphql/schema';
import { createSession } from './modules/auth/session';
import { loadRequestUser } from './modules/auth/request-user';
import { graphqlRateLimit } from './graphql/rate-limit';
import { flushRequestCounts } from './rate-limits';
import { healthRouter, metricsHandler, type Lifecycle } from './ops/health.router';
import { graphqlMetricsPlugin, httpMetrics, watchDatabase } from './ops/metrics';
import { funnelCounts, startFunnelFlush } from './ops/funnel-counts';
import { requestLogging } from './ops/request-log';
import { resolversOf, type FeatureModule, type PageRenderer, type SiteServices } from './modules/feature-module';
import { contextOf } from './rest/handler';
import { apiNotFound, jsonErrorHandler } from './rest/errors';
import { createRestRouter } from './rest/router';
import { testHooksRouter } from './ops/test-hooks.router';

export interface App {
  app: Express;
  /** Read by /readyz; main.ts sets `shuttingDown` on SIGTERM. */
  lifecycle: Lifecycle;
  stop(): Promise<void>;
}

/**
 * Express: security headers, request context, /graphql, /api, the modules' site routes (images,
 * uploaded media, crawler files) and the built client with its pages. What the modules add comes
 * from `modules`, the list the entry point hands down (module-list.ts).
 */
export async function createApp(services: AppServices, modules: readonly FeatureModule[]): Promise<App> {
  const { config } = services;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.session.trustProxy);
  const lifecycle: Lifecycle = { shuttingDown: false };
  const unwatch = watchDatabase(services.db);

  app.use(requestLogging(), httpMetrics);
  // Pages, GraphQL and REST answers compressed (Brotli first); built files have copies of their own.
  app.use(compressResponses());
  // A repeated anonymous catalogue query is answered here, with the headers it had the first
  // time (security headers included), before sessions, the request context and Apollo.
  // Funnel stages a cached answer counted are counted again each time it is replayed.
  const catalogueListeners: (() => void)[] = [];
  const responseCache = createResponseCache({
    ttlMs: config.responseCacheMs,
    onReplay: (stages) => stages.forEach((stage) => funnelCounts(services.db).add(stage)),
    onClear: () => catalogueListeners.forEach((listener) => listener()),
  });
  const stopFunnelFlush = startFunnelFlush(services.db, config.funnelFlushMs);
  app.use('/graphql', express.json({ limit: '100kb' }), responseCache.serve);
  app.use('/api', responseCache.clearAfterWrites);
  app.use(healthRouter(services.db, lifecycle));
  // On the public port only with a token; METRICS_PORT serves it separately (main.ts).
  if (config.ops.metricsToken && !config.ops.metricsPort) app.get('/metrics', metricsHandler(config.ops.metricsToken));
  else app.get('/metrics', apiNotFound);

  // Origins that modules add under this configuration (Stripe.js, its frames and its API when Stripe is on; the map's tiles when configured).
  const sources = modules.map((module) => module.contentSources?.(config) ?? {});
  const frameSrc = sources.flatMap((source) => source.frameSrc ?? []);
  app.use(
    sameHeadersEveryTime(helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Our own files, and what the modules' pages need besides (the boot script of server-rendered pages).
          scriptSrc: ["'self'", ...modules.flatMap((module) => module.scriptSources ?? []), ...sources.flatMap((source) => source.scriptSrc ?? [])],
          ...(frameSrc.length > 0 ? { frameSrc: ["'self'", ...frameSrc] } : {}),
          styleSrc: ["'self'"],
          // Server-rendered markup carries React's style attributes (a carousel's card width, the
          // hero's fade time); style elements and sheets stay limited to our own files.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...sources.flatMap((source) => source.imgSrc ?? [])],
          connectSrc: ["'self'", ...sources.flatMap((source) => source.connectSrc ?? [])],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    })),
  );

  // Answers are private unless a catalogue read marks them public (graphql/catalogue-cache.ts).
  app.use(['/graphql', '/api'], privateUnlessCatalogue());
  // Sessions (PostgreSQL-backed) only where they are used, not for static files. Without a
  // session cookie express-session neither reads nor writes the store (saveUninitialized: false).
  const session = createSession(config, services.db, modules.flatMap((module) => (module.onSessionRenewed ? [module.onSessionRenewed] : [])));
  app.use(['/graphql', '/api'], session.middleware);

  // One context per request, shared by GraphQL and REST, with the caller (access token or session) loaded once.
  app.use(async (req, res, next) => {
    const ctx = createContext(services, req, res);
    res.locals.ctx = ctx;
    await loadRequestUser(ctx);
    next();
  });

  const schema = await getSchema(resolversOf(modules));
  // Trusted documents and automatic persisted queries, per PERSISTED_QUERIES (graphql/persisted-queries.ts).
  const persisted = config.graphql.persistedQueries;
  const trusted = loadTrustedDocuments(persisted, config.env === 'development');
  const { persistedQueries, plugins: persistedQueryPlugins } = persistedQueryOptions(persisted, trusted);
  const costOf = operationCosts(schema);
  // Anonymous catalogue reads of documents Apollo has answered before, executed without Apollo's pipeline (graphql/known-reads.ts).
  const reads = knownReads({ schema, costOf, maxCost: config.graphql.maxCost });
  const apollo = new ApolloServer<RequestContext>({
    // The schema, executed compiled once a document comes again (graphql/compiled-execution.ts).
    gateway: compiledExecution(schema),
    introspection: config.graphql.introspection,
    // A browser cannot send Authorization cross-site without a preflight, so a Bearer request is no CSRF risk.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    persistedQueries,
    // main.ts owns shutdown (readiness, grace period, workers, pool): Apollo must not handle SIGTERM itself.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    // "Did you mean …?" would describe the schema that introspection (off in production) hides.
    hideSchemaDetailsFromClientErrors: !config.graphql.introspection,
    validationRules: validationRules(config.graphql),
    formatError: (formatted, error) => formatError(formatted, error, !config.graphql.introspection),
    // Caching is decided per request by catalogueCachePlugin; Apollo's own cache-control
    // plugin would only wrap every field resolver to collect hints nobody sets.
    plugins: [graphqlMetricsPlugin, translateErrorsPlugin, costLimitPlugin(costOf, config.graphql.maxCost), catalogueCachePlugin, responseCache.plugin, ApolloServerPluginCacheControlDisabled(), sandboxPlugin(config), ...persistedQueryPlugins, reads.plugin],
  });
  await apollo.start();
  app.use('/graphql', sandboxCsp(config), graphqlRateLimit, express.json({ limit: '100kb' }), persistedQueryGuard(persisted, trusted), reads.serve, expressMiddleware(apollo, { context: async ({ res }) => contextOf(res) }));

  if (config.testHooks) app.use('/api/test-hooks', testHooksRouter(services, modules));
  app.use('/api', createRestRouter(modules), jsonErrorHandler);

  const site: SiteServices = { ...services, graphql: apollo, onCatalogueChange: (listener) => void catalogueListeners.push(listener) };
  const pages: PageRenderer = modules.find((module) => module.pages)?.pages?.(site) ?? { handler: notFound, rendersPages: false };
  for (const module of modules) if (module.siteRoutes) app.use(module.siteRoutes(site, pages));
  serveClient(app, config.clientDist, pages.handler);
  app.use(jsonErrorHandler);

  return {
    app,
    lifecycle,
    stop: async () => {
      unwatch();
      // This instance's last request counts go to the shared table before the pool closes.
      await flushRequestCounts(services.db);
      await apollo.stop();
      await session.close();
      await stopFunnelFlush();
    },
  };
}

/**
 * A middleware that sets the same response headers on every request (helmet with fixed
 * directives), run once at start-up against a stand-in response: each request then gets the
 * recorded headers in one loop, instead of a dozen middlewares building them again.
 */
function sameHeadersEveryTime(middleware: RequestHandler): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
    getHeader: () => undefined,
  };
  let synchronous = false;
  void middleware({ headers: {}, method: 'GET', url: '/', secure: false } as never, recorder as never, () => (synchronous = true));
  if (!synchronous) return middleware;
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * The Brotli or gzip copy of an asset that the build wrote beside it (scripts/precompress.js),
 * when the browser accepts that encoding (Brotli first: see preferredEncoding); anything else
 * falls through to the plain file.
 */
function precompressed(dir: string): RequestHandler {
  const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
  return (req, res, next) => {
    res.vary('Accept-Encoding');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.join(dir, path.normalize(req.path));
    if (!file.startsWith(dir + path.sep)) return next();
    const available = (['br', 'gzip'] as const).filter((encoding) => fs.existsSync(file + suffixes[encoding]));
    const encoding = preferredEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(file + suffixes[encoding], { immutable: true, maxAge: '1y' }, (error) => error && next(error));
  };
}

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/** The built client with long-lived caching for hashed assets, then the pages (the module with `pages`: modules/ssr). */
function serveClient(app: Express, dist: string, pages: RequestHandler): void {
  const assets = path.join(dist, 'assets');
  // Source maps stay on the server (the build writes them hidden); a missing asset is a plain 404.
  app.get(/\.map$/i, notFound);
  app.use('/assets', precompressed(assets), express.static(assets, { immutable: true, maxAge: '1y' }), notFound);
  // A file of the build has an extension: page addresses go straight to the pages, without a look on disk.
  const files = express.static(dist, { index: false, maxAge: '1h' });
  app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  app.get(/^\/(?!api\/|graphql).*/, pages);
}
