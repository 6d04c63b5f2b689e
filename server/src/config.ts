import path from 'node:path';
import { BOOKING_HORIZON_MONTHS_DEFAULT } from '../../common/dates';
import { DAMAGE_DEPOSIT_RELEASE_DAYS_DEFAULT } from '../../common/constants';
import { REVIEW_REQUEST_DELAY_DAYS_DEFAULT } from '../../common/reviews';
import { ENQUIRIES_PER_IP_PER_HOUR, MIN_PASSWORD_LENGTH, NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR, PRE_ARRIVAL_DAYS_DEFAULT } from '../../common/constants';
import { boolVar, ConfigError, durationVar, intVar, percentVar, logLevelVar, rateLimitVar, smtpUrlVar, trustProxyVar, urlVar, type Env, type RateLimit } from './config-vars';
import type { InvoiceLineKind } from '../../common/invoices';
import type { LogLevel } from './logger';
import { projectRoot } from './paths';

// Start-up (main.ts) and the command-line tools catch it to name the variable at fault.
export { ConfigError };

/**
 * Every environment variable the server reads, parsed and validated once.
 * Nothing else in the server touches process.env.
 */
export interface CompanyDetails {
  name: string;
  legalName: string;
  companyNumber: string;
  /** COMPANY_VAT_NUMBER: the VAT (tax) number printed on invoices; empty when the company has none. */
  vatNumber: string;
  email: string;
  phone: string;
  address: string;
  chatUrl: string;
  socialLinks: { label: string; url: string }[];
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * MEDIA_DIR: uploaded villa photos and their generated sizes, served at /media. Every instance
   * must see the same directory (a shared volume) when several run.
   */
  mediaDir: string;
  /** PG_BIN_DIR: the folder holding pg_dump and pg_restore (`npm run backup`, `restore`); unset: searched. */
  pgBinDir: string | undefined;
  /** Serve the built client from this folder when it exists. */
  clientDist: string;
  /**
   * SSR_DIST: the server renderer built by `npm run build:client` (dist/ssr). When its bundle is
   * there, public pages are rendered on the server; otherwise every page is the client's shell.
   */
  ssrDist: string;
  /** Seed the demo catalogue into an empty database at start. */
  seedOnStart: boolean;
  logSql: boolean;
  /** TEST_HOOKS: POST /api/test-hooks/jobs/:name runs a background job now (browser tests only; refused in production). */
  testHooks: boolean;
  logLevel: LogLevel;
  /** The last arrival day a guest may book is this many months after today (BOOKING_HORIZON_MONTHS). */
  bookingHorizonMonths: number;
  /** A held damage deposit is given back this many days after the stay's check-out unless staff claim part of it first (DAMAGE_DEPOSIT_RELEASE_DAYS). */
  damageDepositReleaseDays: number;
  /**
   * SEARCH_COUNT_CACHE: how long one process reuses the count of a villa search's matches for the
   * same filter, and the price ladder of a search asked again (price-ladders.ts) for its price
   * bands (30s; 0 in tests, which change the catalogue between searches; 0 turns both off).
   */
  searchCountCacheMs: number;
  /**
   * GRAPHQL_RESPONSE_CACHE: how long one process answers the same anonymous catalogue query in a
   * language from memory (10s; 0 in tests and 0 turns it off). See graphql/response-cache.ts.
   */
  responseCacheMs: number;
  /**
   * PAGE_CACHE: how long one process answers the same server-rendered page (address, language,
   * theme, currency) from memory (60s in production, the `max-age` the catalogue's GraphQL answers
   * already allow any browser or shared cache; 0 elsewhere, where pages and data change under the
   * developer's and the browser tests' hands; 0 turns it off). A catalogue write empties this
   * instance's pages at once. See modules/ssr/page-cache.ts.
   */
  pageCacheMs: number;
  /**
   * RENDER_CONCURRENCY: how many server renders one process runs at once (2); the next pages wait
   * their turn. Renders started together share the thread and all finish late, and the cheap API
   * reads queue behind them all; taking turns, each render ends sooner and the reads get through.
   * 0: no limit. See modules/ssr/ssr.router.ts.
   */
  renderConcurrency: number;
  /**
   * FUNNEL_FLUSH_INTERVAL: how often an instance writes the funnel's daily totals it counted
   * (1m; 0s in tests, which flush when they read the insights). Reading the insights and shutting
   * down flush too.
   */
  funnelFlushMs: number;
  ops: OpsConfig;
  graphql: { maxDepth: number; maxAliases: number; maxCost: number; introspection: boolean; persistedQueries: PersistedQueriesConfig };
  company: CompanyDetails;
  session: SessionConfig;
  auth: AuthConfig;
  tokens: TokenConfig;
  mail: MailConfig;
  payments: PaymentsConfig;
  calendar: CalendarConfig;
  invoicing: InvoicingConfig;
  map: MapConfig;
}

export interface MapConfig {
  /**
   * MAP_STYLE_URL: the search map's tile address template (`{z}`, `{x}`, `{y}`, optional `{s}` and
   * `{r}`). Unset: the map draws its pins on a plain background and no request leaves the site.
   */
  tileUrl: string | undefined;
  /** MAP_ATTRIBUTION: the credit the tile provider asks for, shown in the map's corner (empty: none). */
  attribution: string;
}

export interface InvoicingConfig {
  /**
   * The tax rate (percent) of each kind of invoice line: TAX_RATE_STAY, TAX_RATE_EXTRA,
   * TAX_RATE_DAMAGE_DEPOSIT (default 0). Prices are gross; each line shows the tax they contain.
   */
  taxRates: Record<InvoiceLineKind, number>;
}

/**
 * PERSISTED_QUERIES (graphql/persisted-queries.ts, docs/api.md): `off` runs only documents sent in
 * full; `apq` (default outside production) runs any document and also Apollo's automatic persisted
 * queries and the trusted documents by hash; `only` (production default) runs trusted documents
 * by hash for everyone and other documents for admins only.
 */
export type PersistedQueriesMode = 'off' | 'apq' | 'only';

export interface PersistedQueriesConfig {
  mode: PersistedQueriesMode;
  /**
   * The trusted documents: the storefront's manifest written by `npm run codegen`, plus any
   * listed in PERSISTED_QUERIES_MANIFESTS (comma-separated paths, e.g. a mobile app's).
   */
  manifests: string[];
}

export interface CalendarConfig {
  /** ICAL_SYNC_INTERVAL: how often every imported iCal feed is fetched again (default 30m). */
  syncEveryMs: number;
  /** ALLOW_PRIVATE_FEED_URLS: let feeds live on private, loopback or link-local addresses (tests, intranets). */
  allowPrivateFeedUrls: boolean;
}


export interface OpsConfig {
  /** Bearer token that /metrics requires; unset with no METRICS_PORT means /metrics is not served. */
  metricsToken: string | undefined;
  /** Serve /metrics (without a token) on this separate port only, e.g. one the proxy does not expose. */
  metricsPort: number | undefined;
  /** How long SIGTERM waits for requests in flight before closing connections. */
  shutdownGraceMs: number;
  /** How often each instance looks for due background jobs. */
  jobPollMs: number;
  /** How long a request waits for a database connection before answering 503. */
  dbConnectTimeoutMs: number;
  /** Connections each instance keeps to a PostgreSQL server (the embedded database has one). */
  dbPoolSize: number;
  /**
   * KEEP_ALIVE_TIMEOUT: how long an idle kept-alive connection stays open. Longer than the idle
   * timeout of the proxy or load balancer in front (60 s on most) and than a visitor's pause, so
   * the instance never closes a connection just as a request is sent on it (which fails that
   * request: a 502 from the proxy, a reset for a client). Node's own default is 5 s.
   */
  keepAliveTimeoutMs: number;
}

export interface SessionConfig {
  /** SESSION_SECRET, comma-separated: the first signs new cookies, all verify (rotation). Unset outside production: generated under dataDir. */
  secrets: string[] | undefined;
  /** Send the cookie only over HTTPS. Defaults to true in production. */
  cookieSecure: boolean;
  /** Express `trust proxy`: false, true, a hop count, or addresses/subnets (comma-separated). */
  trustProxy: boolean | number | string;
  /** Absolute lifetime of a session and its cookie. */
  maxAgeMs: number;
}

/** Token sign-in for non-browser clients (modules/auth/tokens.ts). */
export interface TokenConfig {
  /**
   * TOKEN_SECRET, comma-separated: the first signs new access tokens, all verify (rotation).
   * Unset: derived from the session secret, so one secret serves both.
   */
  secrets: string[] | undefined;
  /** ACCESS_TOKEN_TTL: how long a signed access token is valid (default 15m). */
  accessTtlMs: number;
  /** REFRESH_TOKEN_TTL: how long a refresh token stays usable without being used (default 30d). */
  refreshTtlMs: number;
}

export interface AuthConfig {
  /** How many attempts each abuse path allows per window before answering 429 (see RATE_LIMITS). */
  limits: Record<RateLimitName, RateLimit>;
  /** With both set, this account exists and is an admin after start. */
  admin: { email: string; password: string } | undefined;
}

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; unset means mail is written to the log instead of sent. */
  smtpUrl: string | undefined;
  from: string;
  /** MAIL_RETENTION_DAYS: sent outbox mail older than this is deleted by the retention job. */
  retentionDays: number;
  /** PRE_ARRIVAL_DAYS: the arrival guide is mailed, and shown on the guest's trip page, this many days before arrival. */
  preArrivalDays: number;
  /** GUEST_MAIL_INTERVAL: how often the jobs look for journey e-mails that are due. */
  guestMailIntervalMs: number;
  /** REVIEW_REQUEST_DELAY_DAYS: the review link is mailed this many days after departure. */
  reviewRequestDelayDays: number;
}

export interface PaymentsConfig {
  /** PAYMENT_PROVIDER: `stripe` when STRIPE_SECRET_KEY is set, otherwise the built-in `test` provider (no real money). */
  provider: 'test' | 'stripe';
  stripeSecretKey: string | undefined;
  /** Verifies the signatures of Stripe webhooks (whsec_…). */
  stripeWebhookSecret: string | undefined;
  /** STRIPE_PUBLISHABLE_KEY (pk_test_… or pk_live_…): the storefront's key for Stripe.js and the Payment Element. */
  stripePublishableKey: string | undefined;
  /** STRIPE_JS_URL: where the storefront loads Stripe.js from (Stripe's own address unless a test double serves it). */
  stripeJsUrl: string;
  /** STRIPE_API_URL: the Stripe API's address for stripe-node (a stand-in in tests); unset means Stripe's own. */
  stripeApi: { protocol: 'http' | 'https'; host: string; port: number } | undefined;
}

/** Stripe.js's own address: the storefront loads it from here unless STRIPE_JS_URL names another. */
export const STRIPE_JS_URL_DEFAULT = 'https://js.stripe.com/v3/';

/**
 * Every abuse path and its default limit, set with `RATE_LIMIT_<NAME>=<count>/<window>`
 * (e.g. `RATE_LIMIT_LOGIN=5/15m`). Counted per client address as resolved by TRUST_PROXY,
 * and for sign-in also per account.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts for one account from one address (counted before the password is checked). */
  login: { env: 'RATE_LIMIT_LOGIN', points: 5, duration: '15m' },
  /** Sign-in attempts from one address, whatever the account. */
  loginPerAddress: { env: 'RATE_LIMIT_LOGIN_PER_ADDRESS', points: 50, duration: '15m' },
  /** Sign-in attempts for one account from all addresses: a slower ceiling, so a stranger cannot lock the owner out for long. */
  loginPerAccount: { env: 'RATE_LIMIT_LOGIN_PER_ACCOUNT', points: 30, duration: '1h' },
  register: { env: 'RATE_LIMIT_REGISTER', points: 20, duration: '1h' },
  passwordReset: { env: 'RATE_LIMIT_PASSWORD_RESET', points: 10, duration: '1h' },
  /** Password changes with a wrong or right current password, per account. */
  passwordChange: { env: 'RATE_LIMIT_PASSWORD_CHANGE', points: 5, duration: '15m' },
  /** New confirmation links a signed-in account asks to be mailed. */
  verifyEmailResend: { env: 'RATE_LIMIT_VERIFY_EMAIL_RESEND', points: 3, duration: '1h' },
  enquiry: { env: 'RATE_LIMIT_ENQUIRY', points: ENQUIRIES_PER_IP_PER_HOUR, duration: '1h' },
  flightInquiry: { env: 'RATE_LIMIT_FLIGHT_INQUIRY', points: ENQUIRIES_PER_IP_PER_HOUR, duration: '1h' },
  newsletter: { env: 'RATE_LIMIT_NEWSLETTER', points: NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR, duration: '1h' },
  /** GraphQL requests of a token client, counted per user (all of their access tokens together). */
  graphqlPerToken: { env: 'RATE_LIMIT_GRAPHQL_PER_TOKEN', points: 600, duration: '1m' },
  /** GraphQL requests from one address, signed in or not. */
  graphqlPerAddress: { env: 'RATE_LIMIT_GRAPHQL_PER_ADDRESS', points: 1200, duration: '1m' },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Connections per instance to a PostgreSQL server. PostgreSQL's rule of thumb is about twice the
 * database server's cores: beyond that, more connections only take turns for the same cores and
 * locks. 5 suits the 2-core server this runs on; measured with 50 concurrent checkouts, a pool of
 * 5 answered sooner than 8, 10 or 20 (README, Payments). Raise it for a larger database server.
 */
export const DB_POOL_SIZE_DEFAULT = 5;

function rateLimits(env: Env): Record<RateLimitName, RateLimit> {
  const entries = Object.entries(RATE_LIMITS).map(([name, limit]) => [name, rateLimitVar(env, limit.env, limit)]);
  return Object.fromEntries(entries) as Record<RateLimitName, RateLimit>;
}

const MIN_SECRET_LENGTH = 32;

function sessionSecrets(env: Env, isProduction: boolean): string[] | undefined {
  const secrets = (env.SESSION_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!secrets.length) {
    if (isProduction) throw new ConfigError('SESSION_SECRET is required in production (a random string of at least 32 characters, e.g. `openssl rand -hex 32`).');
    return undefined;
  }
  if (isProduction && secrets.some((s) => s.length < MIN_SECRET_LENGTH)) throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production.`);
  return secrets;
}

function tokenSecrets(env: Env, isProduction: boolean): string[] | undefined {
  const secrets = (env.TOKEN_SECRET ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (!secrets.length) return undefined;
  if (isProduction && secrets.some((s) => s.length < MIN_SECRET_LENGTH)) throw new ConfigError(`TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters in production.`);
  return secrets;
}

function adminAccount(env: Env): AuthConfig['admin'] {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password) throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new ConfigError(`ADMIN_EMAIL is not an email address: "${email}"`);
  if (password.length < MIN_PASSWORD_LENGTH) throw new ConfigError(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  return { email, password };
}

/** TEST_HOOKS: a way for browser tests to run a job now; never in production. */
function testHooksVar(env: Env, isProduction: boolean): boolean {
  const on = boolVar(env, 'TEST_HOOKS', false);
  if (on && isProduction) throw new ConfigError('TEST_HOOKS must not be set in production.');
  return on;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = intVar(env, 'PORT', 3000);
  const root = projectRoot;
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR || path.join(root, '.data'));
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: urlVar(env, 'PUBLIC_URL', `http://localhost:${port}`),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    pgBinDir: env.PG_BIN_DIR ? path.resolve(env.PG_BIN_DIR) : undefined,
    clientDist: path.resolve(env.CLIENT_DIST || path.join(root, 'dist', 'client')),
    ssrDist: path.resolve(env.SSR_DIST || path.join(root, 'dist', 'ssr')),
    seedOnStart: boolVar(env, 'SEED_ON_START', true),
    logSql: boolVar(env, 'LOG_SQL', false),
    testHooks: testHooksVar(env, isProduction),
    logLevel: logLevelVar(env),
    bookingHorizonMonths: intVar(env, 'BOOKING_HORIZON_MONTHS', BOOKING_HORIZON_MONTHS_DEFAULT, 1),
    damageDepositReleaseDays: intVar(env, 'DAMAGE_DEPOSIT_RELEASE_DAYS', DAMAGE_DEPOSIT_RELEASE_DAYS_DEFAULT, 0),
    searchCountCacheMs: durationVar(env, 'SEARCH_COUNT_CACHE', nodeEnv === 'test' ? '0s' : '30s', 0),
    responseCacheMs: durationVar(env, 'GRAPHQL_RESPONSE_CACHE', nodeEnv === 'test' ? '0s' : '10s', 0),
    pageCacheMs: durationVar(env, 'PAGE_CACHE', nodeEnv === 'production' ? '60s' : '0s', 0),
    renderConcurrency: intVar(env, 'RENDER_CONCURRENCY', 2, 0),
    funnelFlushMs: durationVar(env, 'FUNNEL_FLUSH_INTERVAL', nodeEnv === 'test' ? '0s' : '1m', 0),
    ops: {
      metricsToken: env.METRICS_TOKEN || undefined,
      metricsPort: env.METRICS_PORT ? intVar(env, 'METRICS_PORT', 0, 1) : undefined,
      shutdownGraceMs: durationVar(env, 'SHUTDOWN_GRACE', '10s', 0),
      jobPollMs: durationVar(env, 'JOB_POLL_INTERVAL', '1s', 50),
      dbConnectTimeoutMs: durationVar(env, 'DB_CONNECT_TIMEOUT', '1500ms', 100),
      dbPoolSize: intVar(env, 'DB_POOL_SIZE', DB_POOL_SIZE_DEFAULT, 1),
      keepAliveTimeoutMs: durationVar(env, 'KEEP_ALIVE_TIMEOUT', '65s', 1000),
    },
    graphql: {
      maxDepth: intVar(env, 'GRAPHQL_MAX_DEPTH', 10, 1),
      maxAliases: intVar(env, 'GRAPHQL_MAX_ALIASES', 15, 1),
      maxCost: intVar(env, 'GRAPHQL_MAX_COST', 5000, 1),
      introspection: boolVar(env, 'GRAPHQL_INTROSPECTION', !isProduction),
      persistedQueries: persistedQueriesConfig(env, root, isProduction),
    },
    company: {
      name: env.COMPANY_NAME || 'Azure Shore Villas',
      legalName: env.COMPANY_LEGAL_NAME || 'Azure Shore Villas Ltd',
      companyNumber: env.COMPANY_NUMBER || '01234567',
      vatNumber: env.COMPANY_VAT_NUMBER || '',
      email: env.COMPANY_EMAIL || 'reservations@azureshore.example',
      phone: env.COMPANY_PHONE || '+44 20 7946 0321',
      address: env.COMPANY_ADDRESS || '14 Albemarle Street, Mayfair, London W1S 4HW, United Kingdom',
      chatUrl: urlVar(env, 'CHAT_URL', 'https://wa.me/442079460321'),
      socialLinks: [
        { label: 'Instagram', url: urlVar(env, 'SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com/azureshorevillas') },
        { label: 'Facebook', url: urlVar(env, 'SOCIAL_FACEBOOK_URL', 'https://www.facebook.com/azureshorevillas') },
      ],
    },
    session: {
      secrets: sessionSecrets(env, isProduction),
      cookieSecure: boolVar(env, 'COOKIE_SECURE', isProduction),
      trustProxy: trustProxyVar(env),
      maxAgeMs: durationVar(env, 'SESSION_MAX_AGE', '7d', 60_000),
    },
    tokens: {
      secrets: tokenSecrets(env, isProduction),
      accessTtlMs: durationVar(env, 'ACCESS_TOKEN_TTL', '15m', 1000),
      refreshTtlMs: durationVar(env, 'REFRESH_TOKEN_TTL', '30d', 1000),
    },
    auth: {
      limits: rateLimits(env),
      admin: adminAccount(env),
    },
    mail: {
      smtpUrl: smtpUrlVar(env),
      from: env.MAIL_FROM || `"${env.COMPANY_NAME || 'Azure Shore Villas'}" <${env.COMPANY_EMAIL || 'reservations@azureshore.example'}>`,
      retentionDays: intVar(env, 'MAIL_RETENTION_DAYS', 90, 1),
      preArrivalDays: intVar(env, 'PRE_ARRIVAL_DAYS', PRE_ARRIVAL_DAYS_DEFAULT, 1),
      guestMailIntervalMs: durationVar(env, 'GUEST_MAIL_INTERVAL', '15m', 1000),
      reviewRequestDelayDays: intVar(env, 'REVIEW_REQUEST_DELAY_DAYS', REVIEW_REQUEST_DELAY_DAYS_DEFAULT, 0),
    },
    payments: paymentsConfig(env),
    calendar: {
      syncEveryMs: durationVar(env, 'ICAL_SYNC_INTERVAL', '30m', 60_000),
      allowPrivateFeedUrls: boolVar(env, 'ALLOW_PRIVATE_FEED_URLS', false),
    },
    map: mapConfig(env),
    invoicing: {
      taxRates: { stay: percentVar(env, 'TAX_RATE_STAY', 0), extra: percentVar(env, 'TAX_RATE_EXTRA', 0), 'damage-deposit': percentVar(env, 'TAX_RATE_DAMAGE_DEPOSIT', 0) },
    },
  };
}

/** Where codegen writes the storefront's operations by hash (client preset `persistedDocuments`). */
export const STOREFRONT_MANIFEST = path.join('client', 'src', '__generated__', 'persisted-documents.json');

function persistedQueriesConfig(env: Env, root: string, isProduction: boolean): PersistedQueriesConfig {
  const mode = env.PERSISTED_QUERIES || (isProduction ? 'only' : 'apq');
  if (mode !== 'off' && mode !== 'apq' && mode !== 'only') throw new ConfigError(`PERSISTED_QUERIES must be off, apq or only, got "${mode}"`);
  const extra = (env.PERSISTED_QUERIES_MANIFESTS ?? '').split(',').map((file) => file.trim()).filter(Boolean);
  return { mode, manifests: [path.join(root, STOREFRONT_MANIFEST), ...extra.map((file) => path.resolve(root, file))] };
}

function paymentsConfig(env: Env): PaymentsConfig {
  const stripeSecretKey = env.STRIPE_SECRET_KEY || undefined;
  const provider = env.PAYMENT_PROVIDER || (stripeSecretKey ? 'stripe' : 'test');
  if (provider !== 'test' && provider !== 'stripe') throw new ConfigError(`PAYMENT_PROVIDER must be test or stripe, got "${provider}"`);
  if (provider === 'stripe' && !stripeSecretKey) throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  const stripePublishableKey = env.STRIPE_PUBLISHABLE_KEY || undefined;
  if (stripePublishableKey && !/^pk_(test|live)_\w+$/.test(stripePublishableKey)) throw new ConfigError('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…), never the secret key');
  return {
    provider,
    stripeSecretKey,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripePublishableKey,
    stripeJsUrl: webUrlVar(env, 'STRIPE_JS_URL', STRIPE_JS_URL_DEFAULT),
    stripeApi: stripeApiVar(env),
  };
}

/** MAP_STYLE_URL must be an http(s) tile template with {z}, {x} and {y}; {s} may stand for the subdomain. */
function mapConfig(env: Env): MapConfig {
  const tileUrl = env.MAP_STYLE_URL || undefined;
  if (tileUrl) {
    const sample = tileUrl.replace(/\{[a-z]\}/g, 'a');
    const placeholders = ['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part));
    if (!placeholders || !URL.canParse(sample) || !['http:', 'https:'].includes(new URL(sample).protocol)) {
      throw new ConfigError(`MAP_STYLE_URL must be an http or https tile address with {z}, {x} and {y}, got "${tileUrl}"`);
    }
  }
  return { tileUrl, attribution: env.MAP_ATTRIBUTION ?? '' };
}

/** An http(s) address, kept as given (Stripe.js's address ends in a slash). */
function webUrlVar(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) throw new ConfigError(`${name} must be an http or https address, got "${value}"`);
  return value;
}

/** STRIPE_API_URL as stripe-node's host, port and protocol options. */
function stripeApiVar(env: Env): PaymentsConfig['stripeApi'] {
  if (!env.STRIPE_API_URL) return undefined;
  const url = new URL(webUrlVar(env, 'STRIPE_API_URL', env.STRIPE_API_URL));
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
}
