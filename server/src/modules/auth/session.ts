import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { entityFromJson } from '../../db/hydrate';
import type { RequestContext } from '../../graphql/context';
import { log } from '../../logger';
import { User } from '../users/user.entity';
import { isBearerRequest } from './bearer';
import { warmUpDummyHash } from './password';
import { prepared, queryFor, sql } from '../../db/sql';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; absent for an anonymous session. */
    userId: string;
    /** Set by `persistSession` so an anonymous session (a basket) gets a cookie and a row. */
    startedAt: number;
  }
}

export const SESSION_COOKIE = 'sid';
const SESSION_TABLE = 'sessions';

/** The user row read in the same statement as the session, on the session data until createSession moves it to the request. */
const SESSION_USER = Symbol('sessionUser');

/** Moves what a feature keeps by `ctx.sessionId` (the basket) when sign-in gives the session a new id. */
export type RenewalHook = (ctx: RequestContext, previousSessionId: string) => Promise<void>;

/**
 * What this module keeps on a request, under symbols of its own rather than in WeakMaps by
 * request: a WeakMap entry costs the garbage collector's write barrier on every request.
 */
const USER_READ = Symbol('userReadWithSession');
const RENEWAL_HOOKS = Symbol('renewalHooks');
/** Shared by every copy of this module (a test's module registry may load it twice for one Express): the prototype's accessors read it. */
const STARTS_WHEN_USED = Symbol.for('villa-holidays.session.startsWhenUsed');
interface SessionRequest extends Request {
  /** The user row read with the session (createSession); null when its user is gone. */
  [USER_READ]?: Record<string, unknown> | null;
  /** The renewal hooks of the session middleware that served the request (see createSession). */
  [RENEWAL_HOOKS]?: readonly RenewalHook[];
  /** Came without a session cookie and its session has not been used yet: how to start it (startWhenUsed). */
  [STARTS_WHEN_USED]?: () => void;
}

export interface SessionSetup {
  middleware: RequestHandler;
  close(): Promise<void>;
}

/**
 * express-session with its rows in the app's own database (table `sessions`, created by the
 * accounts migration). The store borrows TypeORM's pg pool: in embedded mode that pool has a
 * single connection, and a second pool would wait for it forever.
 * Never call a session method (regenerate, destroy, save) inside `inTransaction`: the store
 * needs a pool connection the transaction is holding. Use `endUserSessions(tx, …)` there.
 * `renewalHooks` (the modules' `onSessionRenewed`) run whenever a request's session gets a new id.
 */
export function createSession(config: Config, db: DataSource, renewalHooks: readonly RenewalHook[] = []): SessionSetup {
  const PgStore = connectPgSimple(session);
  // TypeORM's PostgresDriver keeps its pg Pool in `master` (typed any).
  const pool = (db.driver as unknown as { master: Pool }).master;
  // The session and its user in one statement (see loadSessionUser): the user's columns as
  // TypeORM reads them (not the password hash), or null for a session without a (live) user.
  const userColumns = db.getMetadata(User).columns.filter((column) => column.isSelect);
  const read = queryFor(
    db,
    prepared(`SELECT s.sess,
            (SELECT json_build_object(${userColumns.map((column) => `'${column.databaseName}', u."${column.databaseName}"`).join(', ')})
               FROM users u
              WHERE s.sess->>'userId' ~ '^[0-9a-fA-F-]{36}$' AND u.id = (s.sess->>'userId')::uuid) AS "user"
       FROM ${SESSION_TABLE} s WHERE s.sid = $1 AND s.expire >= now()`),
  );
  class SessionStore extends PgStore {
    override get(sid: string, done: (error: unknown, sess?: session.SessionData | null) => void): void {
      pool.query<{ sess: session.SessionData; user: Record<string, unknown> | null }>(read, [sid]).then(({ rows: [row] }) => {
        if (!row) return done(null, null);
        // Not a property express-session copies into the session (nor saves): createSession moves it to the request.
        Object.defineProperty(row.sess, SESSION_USER, { value: row.user, enumerable: false });
        done(null, row.sess);
      }, done);
    }

    override createSession(req: Request, sess: session.SessionData): session.Session & session.SessionData {
      const user = (sess as { [SESSION_USER]?: Record<string, unknown> | null })[SESSION_USER];
      if (user !== undefined) (req as SessionRequest)[USER_READ] = user;
      return super.createSession(req, sess);
    }
  }
  // No touch: the session lasts SESSION_MAX_AGE from when it was last saved, like its cookie (which
  // is not rolled), so an unchanged session costs no write (and no commit) on every request.
  // Expired rows are deleted by the shared job mechanism (privacy.retention), not a timer per instance;
  // the read above ignores them meanwhile.
  const store = new SessionStore({ pool, tableName: SESSION_TABLE, createTableIfMissing: false, disableTouch: true, pruneSessionInterval: false, errorLog: (...args: unknown[]) => log().error({ detail: args.map(String) }, 'session store error') });
  // The first login with an unknown email must not pay for building the dummy hash.
  void warmUpDummyHash();
  const middleware = session({
    name: SESSION_COOKIE,
    genid: newSessionId,
    secret: sessionSecrets(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.session.cookieSecure, maxAge: config.session.maxAgeMs, path: '/' },
  });
  // A Bearer request is a token client's: it neither reads nor starts a session.
  const unlessBearer: RequestHandler = (req, res, next) => {
    if (isBearerRequest(req)) return next();
    (req as SessionRequest)[RENEWAL_HOOKS] = renewalHooks;
    if (SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '')) return middleware(req, res, next);
    startWhenUsed(req, res, middleware);
    next();
  };
  // close() is typed void but returns a promise.
  return { middleware: unlessBearer, close: async () => void (await store.close()) };
}

/** Random bytes per session id: express-session's own choice (uid-safe, 24 bytes). */
const SESSION_ID_BYTES = 24;
let idBytes = Buffer.alloc(0);
let idAt = 0;

/**
 * A new session id as express-session makes one (24 random bytes, base64url), the bytes drawn
 * from the system's generator 256 ids at a time: every anonymous request is given an id (unsaved
 * unless it keeps something), and one call for the random bytes of each cost more than the rest.
 */
function newSessionId(): string {
  if (idAt + SESSION_ID_BYTES > idBytes.length) {
    idBytes = randomBytes(SESSION_ID_BYTES * 256);
    idAt = 0;
  }
  const id = idBytes.toString('base64url', idAt, idAt + SESSION_ID_BYTES);
  idAt += SESSION_ID_BYTES;
  return id;
}

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
/** What express-session puts on a request. */
const SESSION_PROPERTIES = ['session', 'sessionID', 'sessionStore'] as const;

/**
 * A caller without a session cookie has no session to read: express-session would give the
 * request a new one (an id, a cookie, a hash of it at the start and the end) that almost every
 * such request (a search, a villa page) never uses. Here it starts the first time the request's
 * session is used (the basket keeps a visitor's, sign-in renews it), exactly as express-session
 * starts it for a request without a cookie, which it does at once, without the store. The
 * request only keeps how to start it (STARTS_WHEN_USED); the session's properties are
 * accessors on Express's request prototype (sessionPropertiesStartSessions).
 */
function startWhenUsed(req: Request, res: Response, middleware: RequestHandler): void {
  (req as SessionRequest)[STARTS_WHEN_USED] = () => {
    let started = false;
    void middleware(req, res, (error?: unknown) => {
      if (started) {
        // express-session calls this again when saving the new session at the answer's end
        // fails (the database busy or down): the answer is already going out, so there is
        // nothing left to answer, and a throw here would end the process. The visitor's next
        // request starts another session.
        if (error) log().error({ err: error }, 'a new session could not be saved');
        return;
      }
      if (error) throw error;
      started = true;
    });
    if (!started) throw new Error('the session of a request without a session cookie did not start at once');
  };
}

/** Starts the session of a request whose session starts when used, if it has not started yet. */
function startIfWaiting(req: SessionRequest): void {
  const start = req[STARTS_WHEN_USED];
  if (!start) return;
  req[STARTS_WHEN_USED] = undefined;
  start();
}

/**
 * `session`, `sessionID` and `sessionStore` as accessors on Express's request prototype, defined
 * once: reading or setting one on a request whose session starts when used starts it first, and
 * a value set (by express-session) becomes the request's own property. Defining them on each
 * request instead (three accessors per anonymous request) cost about 0.05-0.08 ms of CPU per
 * search: such a request's properties are no longer read the fast way.
 */
function sessionPropertiesStartSessions(): void {
  const prototype = express.request as unknown as Record<PropertyKey, unknown>;
  if (Object.hasOwn(prototype, STARTS_WHEN_USED)) return;
  Object.defineProperty(prototype, STARTS_WHEN_USED, { value: undefined, writable: true });
  for (const name of SESSION_PROPERTIES) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      get(this: SessionRequest) {
        startIfWaiting(this);
        // Set since it started (an own property), or never: no session on this request.
        return Object.getOwnPropertyDescriptor(this, name)?.value as unknown;
      },
      set(this: SessionRequest, value: unknown) {
        startIfWaiting(this);
        Object.defineProperty(this, name, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  }
}
sessionPropertiesStartSessions();

/** Whether the request came without a session cookie and no one has used its session yet: it has no user. */
function hasNoSessionYet(req: Request): boolean {
  return (req as SessionRequest)[STARTS_WHEN_USED] !== undefined;
}

/**
 * SESSION_SECRET when set (required in production, see config.ts). Otherwise a random secret
 * kept in DATA_DIR/session-secret so development sessions survive restarts; tests get a fresh one.
 */
export function sessionSecrets(config: Pick<Config, 'env' | 'dataDir' | 'session'>): string[] {
  if (config.session.secrets) return config.session.secrets;
  if (config.env === 'test') return [randomBytes(32).toString('hex')];
  const file = path.join(config.dataDir, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    log().info({ file }, 'generated a development session secret');
  }
  return [fs.readFileSync(file, 'utf8').trim()];
}

/**
 * Puts the session's user into the context, once per request. A user who was deleted or
 * suspended since signing in is treated as signed out and the session is ended, so a
 * suspension takes effect at the session's next request.
 */
export async function loadSessionUser(ctx: RequestContext): Promise<void> {
  if (hasNoSessionYet(ctx.req)) return;
  const userId = ctx.req.session?.userId;
  if (!userId) return;
  // Usually read with the session itself (one statement, see createSession).
  const read = (ctx.req as SessionRequest)[USER_READ];
  const user = read === undefined ? await ctx.manager.getRepository(User).findOneBy({ id: userId }) : read && entityFromJson(ctx.manager, User, read);
  if (user && !user.isSuspended) {
    ctx.user = user;
    return;
  }
  await signOut(ctx);
}

/**
 * Signs `user` in on a new session id (no session fixation). Data an anonymous session kept
 * (other than the cookie) carries over, and renewal hooks run with the previous id.
 */
export async function signIn(ctx: RequestContext, user: User): Promise<void> {
  // Renewal hooks (the basket merge) need to see who is signing in.
  ctx.user = user;
  await renewSession(ctx, { userId: user.id });
}

/**
 * Gives the caller's session a new id and deletes the old one, keeping what it held (plus
 * `changes`); renewal hooks move data keyed by the old id. Used at sign-in and after a password
 * change or reset, so an id seen before then no longer authenticates.
 */
export async function renewSession(ctx: RequestContext, changes: Partial<session.SessionData> = {}): Promise<void> {
  if (!ctx.req.session) return;
  const previousId = ctx.req.sessionID;
  const { cookie: _cookie, ...carried } = ctx.req.session;
  await new Promise<void>((resolve, reject) => ctx.req.session.regenerate((error) => (error ? reject(error) : resolve())));
  Object.assign(ctx.req.session, carried, changes);
  ctx.sessionId = ctx.req.sessionID;
  // Features that key data by the session id (the basket) move it; after the new id exists, outside any transaction.
  for (const hook of (ctx.req as SessionRequest)[RENEWAL_HOOKS] ?? []) await hook(ctx, previousId);
}

/** Ends the current session (its row is deleted, its id is never valid again) and drops the cookie. */
export async function signOut(ctx: RequestContext): Promise<void> {
  if (ctx.req.session) await new Promise<void>((resolve, reject) => ctx.req.session.regenerate((error) => (error ? reject(error) : resolve())));
  ctx.res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.session.cookieSecure });
  ctx.user = null;
  ctx.sessionId = ctx.req.sessionID ?? '';
}

/** Keeps an anonymous session (cookie and row), e.g. once a visitor puts something in the basket. */
export function persistSession(ctx: RequestContext): void {
  ctx.req.session.startedAt ??= Date.now();
}

/**
 * Ends every session of a user except `exceptSessionId`, through ctx.manager, so it joins the
 * caller's transaction (password change and reset, suspension). Returns how many were ended.
 */
export async function endUserSessions(ctx: RequestContext, userId: string, exceptSessionId?: string): Promise<number> {
  const { count } = await sql(ctx, `DELETE FROM ${SESSION_TABLE} WHERE sess ? 'userId' AND sess->>'userId' = $1 AND sid <> $2`, [userId, exceptSessionId ?? '']);
  return count;
}
