import type { Router } from 'express';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type Class = Function;

/**
 * What a server module contributes to the app. Each module declares itself in
 * `<name>/<name>.module.ts`; `modules/index.ts` lists the modules, and the resolver list, the
 * entity list and the /api router are derived from that list, so a new feature touches its
 * own folder and one line.
 */
export interface FeatureModule {
  readonly name: string;
  /** TypeGraphQL resolver classes, including field resolvers on other modules' types. */
  readonly resolvers: readonly Class[];
  /** TypeORM entities; their tables come from migrations (db/migration-list.ts). */
  readonly entities: readonly Class[];
  /** /api routes mounted after the JSON body parser. */
  readonly routes?: () => Router;
  /** /api routes that need the raw body (webhook signatures), mounted before the JSON parser. */
  readonly rawBodyRoutes?: () => Router;
}

/** Declares a module; the parts it does not have default to empty. */
export function featureModule(name: string, parts: Partial<Omit<FeatureModule, 'name'>>): FeatureModule {
  return { name, resolvers: [], entities: [], ...parts };
}
