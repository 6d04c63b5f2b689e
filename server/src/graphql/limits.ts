import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, TypeInfo, visit, visitWithTypeInfo, type ASTVisitor, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type SelectionSetNode, type ValidationContext, type ValueNode } from 'graphql';
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

/**
 * Marks a cost function with the arguments it reads, so a document's cost can be kept for other
 * values of the rest (see costLimitPlugin). A cost function without the mark is taken to read all
 * of its field's arguments.
 */
export function costReads<F extends (...args: never[]) => number>(names: string[], estimate: F): F {
  return Object.assign(estimate, { costReads: names });
}

/** Cost of a list field: its children's cost times the page size it may return. */
export function listComplexity(defaultLimit: number) {
  return costReads(['page', 'limit'], ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }): number => {
    const page = args.page as { limit?: number } | undefined;
    const limit = page?.limit ?? (typeof args.limit === 'number' ? args.limit : defaultLimit);
    return 1 + limit * Math.max(childComplexity, 1);
  });
}

/**
 * The variables a document's cost can depend on: those in the arguments a field's cost function
 * reads, and those of directives (@include, @skip). Any other variable (a search's filter, say)
 * leaves the cost as it is.
 */
function costVariables(schema: GraphQLSchema, document: DocumentNode): string[] {
  const names = new Set<string>();
  const collect = (value: ValueNode) => visit(value, { Variable: (node) => void names.add(node.name.value) });
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        if (typeInfo.getDirective()) return void collect(node.value);
        const estimate = typeInfo.getFieldDef()?.extensions?.complexity;
        // A number (or none): the field costs the same whatever its arguments.
        if (typeof estimate !== 'function') return;
        const reads = (estimate as { costReads?: string[] }).costReads;
        if (!reads || reads.includes(node.name.value)) collect(node.value);
      },
    }),
  );
  return [...names].sort();
}

/** Most costs kept per document and operation (for as many values of its cost variables). */
const COSTS_PER_OPERATION = 1000;

/** An operation's estimated cost with given variables; undefined when the variables do not fit its document. */
export type CostOf = (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown>) => number | undefined;

/**
 * The estimated cost of operations, computed once per document, operation and values of the
 * variables it can depend on (costVariables), and then kept with the parsed document (Apollo
 * keeps one parsed document per query text): a search paged and filtered anew costs the same as
 * the last one with the same page size.
 */
export function operationCosts(schema: GraphQLSchema): CostOf {
  const known = new WeakMap<DocumentNode, { variables: string[]; costs: Map<string, number> }>();
  return (document, operationName, variables) => {
    let kept = known.get(document);
    if (!kept) known.set(document, (kept = { variables: costVariables(schema, document), costs: new Map() }));
    const key = JSON.stringify([operationName ?? null, ...kept.variables.map((name) => variables[name] ?? null)]);
    let cost = kept.costs.get(key);
    if (cost === undefined) {
      try {
        cost = getComplexity({ schema, query: document, operationName, variables, estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })] });
      } catch (error) {
        if (error instanceof GraphQLError) return undefined;
        throw error;
      }
      if (kept.costs.size >= COSTS_PER_OPERATION) kept.costs.clear();
      kept.costs.set(key, cost);
    }
    return cost;
  };
}

/** Rejects an operation whose estimated cost (`costOf`) is above `maxCost`. */
export function costLimitPlugin(costOf: CostOf, maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const cost = costOf(document, request.operationName ?? undefined, request.variables ?? {});
          // Invalid variables: left to Apollo, which answers BAD_USER_INPUT naming the variable.
          if (cost !== undefined && cost > maxCost) throw asGraphQLError(new AppError('BAD_USER_INPUT', 'error.queryTooComplex', { cost, max: maxCost }));
        },
      };
    },
  };
}

export function validationRules(config: Config['graphql']) {
  return [depthLimitRule(config.maxDepth), aliasLimitRule(config.maxAliases)];
}
