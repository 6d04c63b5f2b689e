import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../modules/auth/authorization';
import { assertCleanArgs } from '../input-text';
import { assertValid } from '../validation';
import { resolvers } from './resolvers';

let cached: Promise<GraphQLSchema> | undefined;

/** Builds the schema once per process from the resolver classes. */
export function getSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers,
    // @Authorized() / @Authorized(Role.Admin): the same rule as REST's requireUser / requireAdmin.
    authChecker,
    // Inputs are validated by the same function REST uses, so both give the same translated error.
    validateFn: async (argValue, _type, { args }) => {
      // Control characters and lone surrogates, in inline arguments and variables alike.
      assertCleanArgs(args);
      const values = Array.isArray(argValue) ? argValue : [argValue];
      for (const value of values) if (value && typeof value === 'object') await assertValid(value as object);
    },
  });
  return cached;
}

/** The SDL committed as schema.graphql (sorted, so diffs stay readable). */
export async function printAppSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await getSchema())) + '\n';
}
