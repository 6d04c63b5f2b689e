import { createHash } from 'node:crypto';
import type DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { Locale } from '../../../common/locale';
import type { Config } from '../config';
import type { User } from '../modules/users/user.entity';
import { requestLocale } from '../i18n/request-locale';

/**
 * What a service needs to act, in a request or outside one (a job): the entity manager (a
 * transaction's inside one), the language of what it writes, and who acts — the signed-in user,
 * or the job by name. A RequestContext is one; `jobContext` makes one for a job.
 */
export interface ServiceContext {
  manager: EntityManager;
  locale: Locale;
  /** The signed-in user (loaded once per request by the session middleware), or null. */
  user: User | null;
  /** The job acting (its name, as the job list names it) for work outside a request; null in a request. */
  job: string | null;
}

/** A context for work outside any request: the job's entity manager (its transaction's, if any), English, no user, and the job's name as who acts. */
export function jobContext(manager: EntityManager, job: string): ServiceContext {
  return { manager, locale: 'en', user: null, job };
}

/**
 * One context per request, built the same way for GraphQL resolvers and REST handlers, and
 * passed first to every service method. Inside a transaction `manager` is the transaction's
 * entity manager, so every query a service makes joins it.
 */
export interface RequestContext extends ServiceContext {
  config: Config;
  db: DataSource;
  loaders: LoaderRegistry;
  /** The express-session id: stable for a signed-in user or a persisted anonymous session (see auth/session.ts). */
  sessionId: string;
  req: Request;
  res: Response;
}

/**
 * Per-request DataLoaders. A feature defines a loader next to its service with `defineLoader`
 * (loaders.ts) and uses it as `ctx.loaders.get(countryBySlug).load(slug)`. Each request gets fresh
 * instances, so nothing is cached across requests or users.
 */
export type LoaderFactory<K, V> = (ctx: RequestContext) => DataLoader<K, V>;

export class LoaderRegistry {
  private readonly instances = new Map<LoaderFactory<unknown, unknown>, DataLoader<unknown, unknown>>();

  constructor(private readonly ctx: () => RequestContext) {}

  get<K, V>(factory: LoaderFactory<K, V>): DataLoader<K, V> {
    let loader = this.instances.get(factory as LoaderFactory<unknown, unknown>);
    if (!loader) {
      loader = factory(this.ctx()) as DataLoader<unknown, unknown>;
      this.instances.set(factory as LoaderFactory<unknown, unknown>, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

export interface AppServices {
  config: Config;
  db: DataSource;
}

/**
 * Where a request context's `sessionId` lives: on the contexts' prototype, read when first used
 * (a request without a session cookie starts its session only then, auth/session.ts) and kept in
 * `sessionIdValue`. Not an own property, because a copy of the context would read it: Apollo
 * copies the context for every operation (Object.assign), which started a session for every
 * anonymous query. Copy a context with `deriveContext`, which keeps the prototype.
 */
const REQUEST_CONTEXT = {
  get sessionId(): string {
    const ctx = this as unknown as RequestContext & { sessionIdValue?: string };
    return (ctx.sessionIdValue ??= ctx.req.sessionID ?? '');
  },
  set sessionId(value: string) {
    (this as unknown as { sessionIdValue?: string }).sessionIdValue = value;
  },
};

export function createContext(services: AppServices, req: Request, res: Response): RequestContext {
  const ctx: RequestContext = Object.assign(Object.create(REQUEST_CONTEXT) as RequestContext, {
    config: services.config,
    db: services.db,
    manager: services.db.manager,
    locale: requestLocale(req.headers),
    loaders: new LoaderRegistry(() => ctx),
    user: null,
    job: null,
    sessionIdValue: undefined,
    req,
    res,
  });
  return ctx;
}

/**
 * A copy of a context with some of its fields changed (another entity manager, no user, a job's
 * name), keeping what a spread would lose: a request context's prototype, where `sessionId` is.
 */
export function deriveContext<T extends ServiceContext>(ctx: T, changes: Partial<T>): T {
  return Object.assign(Object.create(Object.getPrototypeOf(ctx) as object) as T, ctx, changes);
}

/** Runs `work` in one database transaction; services called with the new ctx join it. */
export async function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  if (ctx.manager.queryRunner?.isTransactionActive) return work(ctx);
  return ctx.db.transaction(async (manager) => {
    // Loaders inside the transaction must read through the transaction's connection.
    const tx: RequestContext = deriveContext(ctx, { manager, loaders: new LoaderRegistry(() => tx) });
    return work(tx);
  });
}

/**
 * The caller's address, hashed: enough to count a client's submissions (enquiries, newsletter
 * sign-ups), not kept as personal data. Behind a proxy, TRUST_PROXY makes `req.ip` the client's.
 */
export function clientIpHash(ctx: RequestContext): string {
  const ip = ctx.req.ip ?? ctx.req.socket?.remoteAddress ?? 'unknown';
  return createHash('sha256').update(`submission-limit:${ip}`).digest('hex');
}
