import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { authChecker } from '../modules/users/authorization';
import { assertCleanArgs } from '../input-text';
import { assertValid } from '../validation';
import { applyDirectFields } from './direct-fields';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ResolverClass = Function;

let cached: { resolvers: readonly ResolverClass[]; schema: Promise<GraphQLSchema> } | undefined;

const sameList = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Builds the schema from the resolver classes the entry point hands down (module-list.ts), once per process for the same list. */
export function getSchema(resolvers: readonly ResolverClass[]): Promise<GraphQLSchema> {
  if (cached && sameList(cached.resolvers, resolvers)) return cached.schema;
  if (!resolvers.length) throw new Error('The schema needs at least one resolver class.');
  const schema = buildSchema({
    resolvers: [...resolvers] as NonEmptyArray<ResolverClass>,
    // @Authorized() / @Authorized(Role.Admin): the same rule as REST's requireUser / requireAdmin.
    authChecker,
    // Inputs are validated by the same function REST uses, so both give the same translated error.
    validateFn: async (argValue, _type, { args }) => {
      // Control characters and lone surrogates, in inline arguments and variables alike.
      assertCleanArgs(args);
      const values = Array.isArray(argValue) ? argValue : [argValue];
      for (const value of values) if (value && typeof value === 'object') await assertValid(value as object);
    },
  }).then((built) => {
    // The card fields marked @Direct(), called without TypeGraphQL's wrapper (direct-fields.ts).
    applyDirectFields(built, resolvers);
    return built;
  });
  cached = { resolvers: [...resolvers], schema };
  return schema;
}

/** The SDL committed as schema.graphql (sorted, so diffs stay readable). */
export async function printAppSchema(resolvers: readonly ResolverClass[]): Promise<string> {
  return printSchema(lexicographicSortSchema(await getSchema(resolvers))) + '\n';
}
