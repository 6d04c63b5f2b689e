import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, getOperationAST, GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<never>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/** Compiled operations kept, by query hash and operation name; the least recently used goes when full. */
const COMPILED_MAX = 500;
/** An operation is compiled the second time its document is executed: a one-off query (an admin's custom one) is not worth compiling. */
const RUNS_BEFORE_COMPILING = 1;

/**
 * What the schema runs an operation with. Apollo Server hands execution to a "gateway" (its
 * only way to plug in another executor); this one serves the app's own schema and executes:
 * - a document executed before (the storefront's and apps' documents, sent again and again)
 *   through graphql-jit, compiled once per operation into a function that knows the fields it
 *   resolves, instead of graphql-js walking the document for every field of every row;
 * - a document's first run, and any operation graphql-jit cannot compile, through graphql-js.
 * Parsing, validation, the cost limit, persisted documents and every plugin stay Apollo's:
 * only execution changes, with the same resolvers, context and errors.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  const seen = new Map<string, number>();
  const compiled = new Map<string, CompiledQuery | ExecutionResult>();
  const executor: Executor = async ({ document, operationName, request, context, queryHash }) => {
    const key = `${queryHash}\n${operationName ?? ''}`;
    let query = compiled.get(key);
    if (query) {
      // Most recently used last.
      compiled.delete(key);
      compiled.set(key, query);
    } else {
      const runs = seen.get(key) ?? 0;
      if (runs < RUNS_BEFORE_COMPILING) {
        if (seen.size >= COMPILED_MAX) seen.delete(seen.keys().next().value!);
        seen.set(key, runs + 1);
        return execute({ schema, document, operationName, variableValues: request.variables, contextValue: context });
      }
      seen.delete(key);
      query = compileOperation(schema, document, operationName ?? undefined);
      if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
      compiled.set(key, query);
    }
    if (!isCompiledQuery(query)) return execute({ schema, document, operationName, variableValues: request.variables, contextValue: context });
    const result = await runCompiled(schema, query, document, operationName ?? undefined, context, request.variables ?? {});
    // Variables that do not fit: graphql-js's own answer (its errors name the variable's
    // definition, which Apollo turns into BAD_USER_INPUT). Nothing has run: coercion comes first.
    if (!result) return execute({ schema, document, operationName, variableValues: request.variables, contextValue: context });
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
  };
  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}

/** An operation compiled by graphql-jit (without capturing a stack for each error), or graphql-js's errors when it cannot be. */
export function compileOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | ExecutionResult {
  return compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
}

const refusesVariables = (result: ExecutionResult) => !('data' in result) && Boolean(result.errors?.length) && result.errors!.every((error) => error.message.startsWith('Variable "$'));

/**
 * Runs a compiled operation; undefined when its variables do not fit (nothing has run then:
 * coercion comes first). graphql-jit does not fill in the default of a non-null input field
 * that was left out (`page: { limit: 24 }` without `offset`, whose default is 0) and refuses
 * such variables, so variables it refuses are coerced by graphql-js, which fills the defaults in
 * and refuses only what does not fit, and the compiled operation runs with those.
 */
export async function runCompiled(schema: GraphQLSchema, query: CompiledQuery, document: DocumentNode, operationName: string | undefined, context: unknown, variables: Record<string, unknown>): Promise<ExecutionResult | undefined> {
  const result = await query.query(undefined, context, variables);
  if (!refusesVariables(result)) return result;
  const operation = getOperationAST(document, operationName);
  const coerced = operation ? getVariableValues(schema, operation.variableDefinitions ?? [], variables) : undefined;
  if (!coerced?.coerced) return undefined;
  const again = await query.query(undefined, context, coerced.coerced);
  return refusesVariables(again) ? undefined : again;
}

/**
 * graphql-jit's error as graphql-js makes one (Apollo reads `extensions`, which graphql-jit leaves
 * out when there are none), with the same message, place, path and original error.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  return Object.assign(copy, { locations: error.locations });
}
