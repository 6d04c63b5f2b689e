import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type GraphQLSchema, type SelectionSetNode, type ValidationContext } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { Config } from '../config';
import { AppError } from '../errors';
import { asGraphQLError } from './errors';

/**
 * Query cost limits for a graph that serves the storefront, staff tools and mobile apps:
 * nesting depth, alias count (alias fan-out), and an estimated cost in which list fields
 * multiply their children by the number of items they may return (see `listComplexity`).
 */
function depthOf(selectionSet: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!selectionSet) return 0;
  let max = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      max = Math.max(max, selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, seen) : 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      max = Math.max(max, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name) || !fragments[name]) continue;
      max = Math.max(max, depthOf(fragments[name].selectionSet, fragments, new Set(seen).add(name)));
    }
  }
  return max;
}

export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const fragments = Object.fromEntries(context.getDocument().definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
      const depth = depthOf(node.selectionSet, fragments, new Set());
      if (depth > maxDepth) {
        context.reportError(new GraphQLError(`Query depth ${depth} exceeds ${maxDepth}`, { nodes: [node], extensions: { limit: 'QUERY_TOO_DEEP', depth, max: maxDepth } }));
      }
    },
  });
}

export function aliasLimitRule(maxAliases: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias) count += 1;
      },
      Document: {
        leave() {
          if (count > maxAliases) {
            context.reportError(new GraphQLError(`Query uses ${count} aliases, more than ${maxAliases}`, { extensions: { limit: 'TOO_MANY_ALIASES', count, max: maxAliases } }));
          }
        },
      },
    };
  };
}

/** Relations (an account's bookings, orders, payments) are not paginated; assume this many rows when costing a query. */
export const RELATION_COST_ESTIMATE = 5;

/** Cost of a list field: its children's cost times the page size it may return. */
export function listComplexity(defaultLimit: number) {
  return ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }): number => {
    const page = args.page as { limit?: number } | undefined;
    const limit = page?.limit ?? (typeof args.limit === 'number' ? args.limit : defaultLimit);
    return 1 + limit * Math.max(childComplexity, 1);
  };
}

export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName ?? undefined,
              variables: request.variables ?? {},
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (error) {
            // Invalid variables: leave them to Apollo, which answers BAD_USER_INPUT naming the variable.
            if (error instanceof GraphQLError) return;
            throw error;
          }
          if (cost > maxCost) throw asGraphQLError(new AppError('BAD_USER_INPUT', 'error.queryTooComplex', { cost, max: maxCost }));
        },
      };
    },
  };
}

export function validationRules(config: Config['graphql']) {
  return [depthLimitRule(config.maxDepth), aliasLimitRule(config.maxAliases)];
}
