import type { ApolloServer } from '@apollo/server';
import type { RequestHandler, Router } from 'express';
import type { Config } from '../config';
import type { AppServices, RequestContext } from '../graphql/context';
import type { ModuleMessages } from '../i18n/messages';
import type { JobDefinition } from '../jobs/jobs.service';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Class = Function;

/** What the app gives the parts of a module that answer outside /api: its pages and site routes. */
export interface SiteServices extends AppServices {
  /** The GraphQL server, for rendering pages with the same schema and request context as /graphql. */
  readonly graphql: ApolloServer<RequestContext>;
  /** Calls `listener` whenever a write in this instance may have changed what visitors see (a mutation, a REST write), as the response cache empties. */
  readonly onCatalogueChange: (listener: () => void) => void;
}

/** The answer for every page address that no route before it took. */
export interface PageRenderer {
  readonly handler: RequestHandler;
  /** True when pages are rendered here (the client's server bundle is built), not only the client's shell. */
  readonly rendersPages: boolean;
}

/**
 * What a server module contributes to the app. Each module declares itself in
 * `<name>/<name>.module.ts`, and module-list.ts lists the modules. The entry points (main.ts, the
 * command-line tools, the test set-up) hand that list, or what is derived from it, down to what
 * builds the app: the data source gets the entities, the schema the resolvers, the /api router the
 * routes, the job workers the jobs, the catalogue the messages. So a new feature touches its own
 * folder and one line, and nothing below the entry points imports the list.
 */
export interface FeatureModule<M extends ModuleMessages = ModuleMessages> {
  readonly name: string;
  /** TypeGraphQL resolver classes, including field resolvers on other modules' types. */
  readonly resolvers: readonly Class[];
  /** TypeORM entities; their tables come from migrations (db/migration-list.ts). */
  readonly entities: readonly Class[];
  /** /api routes mounted after the JSON body parser. */
  readonly routes?: () => Router;
  /** /api routes that need the raw body (webhook signatures), mounted before the JSON parser. */
  readonly rawBodyRoutes?: () => Router;
  /**
   * Routes outside /api (pictures, files, crawler files), mounted in list order after /api and
   * before the client's built files and the pages. `pages` says whether pages are rendered here.
   */
  readonly siteRoutes?: (site: SiteServices, pages: { readonly rendersPages: boolean }) => Router;
  /** The server renderer: answers every other page address (one module at most). */
  readonly pages?: (site: SiteServices) => PageRenderer;
  /** Script sources the pages need beyond our own files (the hash of a fixed inline script), for the Content-Security-Policy. */
  readonly scriptSources?: readonly string[];
  /** Other origins the pages load scripts from, show in frames or connect to under this configuration (Stripe.js when Stripe is on, the map's tiles when MAP_STYLE_URL is set). */
  readonly contentSources?: (config: Config) => ContentSources;
  /** Server messages; their keys join `MessageKey` (see ServerMessages) and must not clash with another module's. */
  readonly messages?: M;
  /** Background jobs (recurring, or queued with enqueueJob), run by the shared job workers (jobs/jobs.service.ts). */
  readonly jobs?: readonly JobDefinition[];
  /**
   * Moves what the module keeps by `ctx.sessionId` when sign-in gives the session a new id (the
   * visitor's basket); run after the new id exists, outside any transaction (auth/session.ts).
   */
  readonly onSessionRenewed?: (ctx: RequestContext, previousSessionId: string) => Promise<void>;
}

/** Origins a module adds to the Content-Security-Policy's script-src, frame-src, img-src and connect-src. */
export interface ContentSources {
  readonly scriptSrc?: readonly string[];
  readonly imgSrc?: readonly string[];
  readonly frameSrc?: readonly string[];
  readonly connectSrc?: readonly string[];
}

/** What a module without messages declares: no keys. */
type NoMessages = { readonly en: Record<never, string>; readonly de: Record<never, string> };

/** Declares a module; the parts it does not have default to empty. Keeps the type of its messages, which module-list.ts checks for clashes. */
export function featureModule<M extends ModuleMessages = NoMessages>(name: string, parts: Partial<Omit<FeatureModule<M>, 'name'>>): FeatureModule<M> {
  return { name, resolvers: [], entities: [], ...parts };
}

/** Every TypeORM entity of the modules, for the data source. */
export function entitiesOf(modules: readonly FeatureModule[]): Class[] {
  return modules.flatMap((module) => module.entities);
}

/** Every resolver class of the modules, for the schema. */
export function resolversOf(modules: readonly FeatureModule[]): Class[] {
  return modules.flatMap((module) => module.resolvers);
}
