import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

type Visit = (node: FieldNode) => void;

/** Calls `visit` for each field of `set`, through fragments and inline fragments alike. */
function eachField(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, visit: Visit, seen = new Set<string>()): void {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === 'Field') visit(selection);
    else if (selection.kind === 'InlineFragment') eachField(info, selection.selectionSet, visit, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment: FragmentDefinitionNode | undefined = info.fragments[selection.name.value];
      eachField(info, fragment?.selectionSet, visit, seen);
    }
  }
}

/** The names of the fields a query selects of the resolver's own field (e.g. `itemCount` of a basket). */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  for (const node of info.fieldNodes) eachField(info, node.selectionSet, (child) => void names.add(child.name.value));
  return names;
}

/**
 * The names of the fields a query selects under `field` of the resolver's own field (e.g. the
 * Property fields under `items` of a page), through fragments and inline fragments alike. A
 * resolver uses it to read only what is asked for.
 */
export function selectedFieldsUnder(info: GraphQLResolveInfo, field: string): Set<string> {
  const names = new Set<string>();
  for (const node of info.fieldNodes) {
    eachField(info, node.selectionSet, (child) => {
      if (child.name.value === field) eachField(info, child.selectionSet, (grandchild) => void names.add(grandchild.name.value));
    });
  }
  return names;
}
