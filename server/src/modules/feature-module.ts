import type { Router } from 'express';
import type { JobDefinition } from './jobs/jobs.service';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Class = Function;

/**
 * A module's server messages, from `<name>/<name>.messages.ts`: English, and German with the
 * same keys. `{name}` placeholders are ICU arguments, filled by `translate` (i18n/messages.ts).
 */
export interface ModuleMessages {
  readonly en: Readonly<Record<string, string>>;
  readonly de: Readonly<Record<string, string>>;
}

/**
 * What a server module contributes to the app. Each module declares itself in
 * `<name>/<name>.module.ts`; `modules/index.ts` lists the modules, and the resolver list, the
 * entity list, the /api router, the server messages and the job list are derived from that list, so a new
 * feature touches its own folder and one line.
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
  /** Server messages; their keys join `MessageKey` and must not clash with another module's. */
  readonly messages?: M;
  /** Background jobs (recurring, or queued with enqueueJob), run by the shared job workers (jobs/job-list.ts). */
  readonly jobs?: readonly JobDefinition[];
}

/** What a module without messages declares: no keys. */
type NoMessages = { readonly en: Record<never, string>; readonly de: Record<never, string> };

/** Declares a module; the parts it does not have default to empty. Keeps the type of its messages, from which `MessageKey` is derived. */
export function featureModule<M extends ModuleMessages = NoMessages>(name: string, parts: Partial<Omit<FeatureModule<M>, 'name'>>): FeatureModule<M> {
  return { name, resolvers: [], entities: [], ...parts };
}
